import AppleImport
import Foundation
import JSONCore

/// What `shortcuts import` says of each file, as lines or as JSON.
enum ImportReport {
    struct File {
        var outcome: AppleImporter.Outcome
        var written: String?
        var problem: String?

        init(_ outcome: AppleImporter.Outcome) {
            self.outcome = outcome
            self.problem = outcome.problem
        }

        /// "Name: 12 of 14 actions converted; 2 placeholders (Find Reminders ×2); signed by iCloud"
        func text(dryRun: Bool) -> String {
            let path = outcome.file.lastPathComponent
            if outcome.document == nil, let problem {
                return "\(path): not imported: \(problem)"
            }
            var line = "\(path): '\(outcome.name)': \(outcome.mapped) of \(outcome.actions) actions converted"
            if !outcome.placeholders.isEmpty {
                line += "; \(outcome.placeholders.count) kept as placeholders (\(Self.grouped(outcome.placeholders)))"
            }
            if let signer = outcome.signer { line += "; signed by \(signer)" }
            if let problem {
                line += "\n  not written: \(problem)"
            } else if let written {
                line += "\n  written to \(written) (untrusted until accepted: shortcuts trust '\(outcome.name)')"
            } else if dryRun {
                line += "\n  (dry run: nothing written)"
            }
            for placeholder in outcome.placeholders {
                line += "\n  placeholder: \(placeholder.title) (\(placeholder.identifier)): \(placeholder.reason)"
            }
            for question in outcome.questions {
                line += "\n  question: \(question.text)\n    answer: \(question.answer ?? "(none)")"
            }
            return line
        }

        private static func grouped(_ placeholders: [AppleImporter.Placeholder]) -> String {
            var counts: [(String, Int)] = []
            for placeholder in placeholders {
                if let index = counts.firstIndex(where: { $0.0 == placeholder.title }) {
                    counts[index].1 += 1
                } else {
                    counts.append((placeholder.title, 1))
                }
            }
            return counts.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: ", ")
        }
    }

    /// The totals over every file.
    static func totals(_ files: [File]) -> String {
        let read = files.filter { $0.outcome.document != nil }
        let actions = read.reduce(0) { $0 + $1.outcome.actions }
        let mapped = read.reduce(0) { $0 + $1.outcome.mapped }
        let whole = read.filter { $0.outcome.placeholders.isEmpty }.count
        let percent = actions == 0 ? 0 : Double(mapped) * 100 / Double(actions)
        return
            "\(read.count) of \(files.count) files read; \(mapped) of \(actions) actions converted (\(String(format: "%.1f", percent)) %); \(whole) shortcuts with no placeholder"
    }

    static func json(_ files: [File], dryRun: Bool) -> String {
        let entries: [JSONNode] = files.map { file in
            let outcome = file.outcome
            var members: [(String, JSONNode)] = [
                ("file", .string(outcome.file.path)), ("name", .string(outcome.name)),
                ("read", .bool(outcome.document != nil)), ("actions", .number(Double(outcome.actions))),
                ("mapped", .number(Double(outcome.mapped))),
                (
                    "placeholders",
                    .array(
                        outcome.placeholders.map {
                            .object([
                                ("identifier", .string($0.identifier)), ("title", .string($0.title)),
                                ("reason", .string($0.reason)),
                            ])
                        })
                ),
                (
                    "questions",
                    .array(
                        outcome.questions.map {
                            .object([
                                ("text", .string($0.text)),
                                ("answer", $0.answer.map(JSONNode.string) ?? JSONNode(.null)),
                            ])
                        })
                ),
            ]
            if let signer = outcome.signer { members.append(("signer", .string(signer))) }
            if let written = file.written { members.append(("written", .string(written))) }
            if let problem = file.problem { members.append(("problem", .string(problem))) }
            return .object(members)
        }
        return JSONWriter.write(.object([("dryRun", .bool(dryRun)), ("files", .array(entries))]))
    }
}
