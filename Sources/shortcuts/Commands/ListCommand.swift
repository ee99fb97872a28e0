import ArgumentParser
import BundledApps
import BundledContent
import Foundation
import JSONCore
import ShortcutKit

/// `shortcuts list`: the shortcuts in the library, with broken files marked.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the shortcuts in the library.")

    @Flag(name: .customLong("show-identifiers"), help: "Show each shortcut's id.")
    var showIdentifiers = false

    @Flag(help: "Print JSON: name, id, file, action count, and the error of a broken file.")
    var json = false

    func run() async throws {
        let home = ShortcutsHome.resolve()
        let library = Library(folder: home.shortcuts)
        do { try library.prepare(examples: ExampleShortcuts.all) } catch {
            complain(error.description)
            throw Exit.runFailed
        }
        // Summaries from the library's index: only files changed since the last use are decoded.
        let summaries = library.summaries()
        if json {
            StandardStreams.json(
                JSONWriter.write(
                    .array(
                        summaries.map { summary in
                            var members: [(String, JSONNode)] = [
                                ("name", .string(summary.name)), ("file", .string(summary.url.lastPathComponent)),
                            ]
                            if let error = summary.error {
                                members.append(("error", .string(error.description)))
                            } else {
                                if let id = summary.id { members.append(("id", .string(id.uuidString))) }
                                members.append(("actions", .number(summary.actionCount ?? 0)))
                                if let icon = summary.icon { members.append(("icon", .string(icon))) }
                            }
                            return .object(members)
                        })
                ).trimmingCharacters(in: .newlines) + "\n")
            return
        }
        for summary in summaries {
            if let error = summary.error {
                print("\(summary.name)  ⚠ broken: \(error.description)")
            } else {
                let count = summary.actionCount ?? 0
                var line = "\(summary.name)  (\(count) action\(count == 1 ? "" : "s"))"
                if showIdentifiers, let id = summary.id { line += "  \(id.uuidString)" }
                print(line)
            }
        }
    }
}
