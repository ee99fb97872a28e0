import AppleImport
import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts import FILE…`: Apple's shortcut files into the library, each with a report.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import shortcuts from Apple's Shortcuts app (.shortcut files, or folders of them).",
        discussion: """
            Reads signed .shortcut files as the app shares them, and unsigned or iCloud-downloaded plists. \
            Actions with no counterpart are kept as placeholders ('Apple: Find Reminders — no app provides this'), \
            which 'shortcuts validate' names and a run stops at. Imported shortcuts are untrusted until accepted \
            ('shortcuts trust NAME'). Exits with 65 when a file cannot be read or converted, 73 when a shortcut \
            of that name is already in the library (use --replace), 74 when the library cannot be written.
            """)

    @Argument(
        help: "Apple shortcut files, or folders holding them.", completion: .file(extensions: ["shortcut", "plist"]))
    var files: [String] = []

    @Flag(
        help:
            "Instead of importing files, fill the library's placeholders that an installed app now answers to (its intents' appleShortcutsActions)."
    )
    var refill = false

    @Flag(help: "Report what would be imported; write nothing.")
    var dryRun = false

    @Flag(help: "Replace a shortcut of the same name already in the library.")
    var replace = false

    @Option(
        name: .customLong("answer"),
        help: "Answer an import question: N=TEXT (question N of every file) or FILE:N=TEXT. Repeat for several.")
    var answers: [String] = []

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        if refill && !files.isEmpty {
            throw ValidationError("--refill takes no files: it fills the library's placeholders")
        }
        if !refill && files.isEmpty { throw ValidationError("name the files to import (or --refill)") }
    }

    func run() async throws {
        if refill { return try await refillLibrary() }
        var urls: [URL] = []
        for path in files {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                complain("\(path): no such file or folder")
                throw Exit.notFound
            }
            if isFolder.boolValue {
                let folder = URL(fileURLWithPath: path)
                let found =
                    ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                    .filter { ["shortcut", "plist", "wflow"].contains($0.pathExtension.lowercased()) }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
                if found.isEmpty { complain("\(path): holds no .shortcut files") }
                urls += found
            } else {
                urls.append(URL(fileURLWithPath: path))
            }
        }
        let environment = try await Environment.load()
        var importer = AppleImporter()
        importer.answers = try Self.parse(answers)
        importer.installedIntents = Set(environment.catalog.apps.flatMap(\.metadata.intents).map(\.identifier))
        importer.claims = AppleClaim.of(environment.catalog.apps.map(\.metadata))
        // The library read once: its shortcuts' files by name and by id, kept up to date as
        // imported ones are added.
        var existing: [String: URL] = [:]
        for entry in environment.library.entries() {
            guard let document = entry.document else { continue }
            importer.libraryShortcuts[document.name] = document.id
            existing[document.name] = entry.url
            existing[document.id.uuidString] = entry.url
        }
        if !json, !dryRun, isatty(STDIN_FILENO) == 1 {
            importer.ask = { file, question in
                printError("\(file): \(question.text)")
                printError("  answer\(question.defaultValue.map { " (Enter for \($0))" } ?? ""): ", terminator: "")
                guard let line = readLine(), !line.isEmpty else { return nil }
                return line
            }
        }
        let outcomes = importer.run(urls)
        var failed = false
        var taken = false
        var unwritable = false
        var reports: [ImportReport.File] = []
        for outcome in outcomes {
            var report = ImportReport.File(outcome)
            if let document = outcome.document {
                do {
                    report.written = try write(document, in: environment.library, existing: &existing)
                } catch let error as ImportWriteError {
                    report.problem = error.description
                    if error.taken { taken = true } else { unwritable = true }
                }
            } else {
                failed = true
            }
            reports.append(report)
        }
        if json {
            print(ImportReport.json(reports, dryRun: dryRun))
        } else {
            for report in reports { print(report.text(dryRun: dryRun)) }
            if reports.count > 1 { print(ImportReport.totals(reports)) }
        }
        if failed { throw Exit.invalidShortcut }
        if taken { throw ExitCode(73) }
        if unwritable { throw Exit.cannotWrite }
    }

    /// Fills the library's placeholders that installed apps now answer to, saving each shortcut
    /// that changed (unless this is a dry run).
    private func refillLibrary() async throws {
        let environment = try await Environment.load()
        var importer = AppleImporter()
        importer.claims = AppleClaim.of(environment.catalog.apps.map(\.metadata))
        var filledAny = false
        for entry in environment.library.entries() {
            guard let document = entry.document, let (filled, count) = importer.refill(document) else { continue }
            filledAny = true
            if dryRun {
                print("'\(document.name)': \(count) placeholder\(count == 1 ? "" : "s") would be filled (dry run)")
                continue
            }
            do { try environment.library.save(filled, to: entry.url) } catch {
                complain("\(entry.url.path): \(error.description)")
                throw Exit.cannotWrite
            }
            print(
                "'\(document.name)': \(count) placeholder\(count == 1 ? "" : "s") filled; changed, so untrusted until accepted again"
            )
        }
        if !filledAny { print("No placeholder in the library is answered to by an installed app.") }
    }

    /// Saves `document` unless this is a dry run; returns where it went. `existing` is the
    /// library's files by shortcut name and id.
    private func write(_ document: ShortcutDocument, in library: Library, existing: inout [String: URL]) throws
        -> String?
    {
        if dryRun { return nil }
        if let url = existing[document.name] ?? existing[document.id.uuidString] {
            guard replace else {
                throw ImportWriteError(
                    description:
                        "a shortcut named '\(document.name)' is already in the library (\(url.lastPathComponent)); --replace replaces it",
                    taken: true)
            }
            do { try library.save(document, to: url) } catch {
                throw ImportWriteError(description: "\(url.path): \(error.description)", taken: false)
            }
            return url.path
        }
        do {
            let url = try library.add(document)
            existing[document.name] = url
            existing[document.id.uuidString] = url
            return url.path
        } catch {
            throw ImportWriteError(description: error.description, taken: false)
        }
    }

    /// `N=TEXT` and `FILE:N=TEXT`.
    static func parse(_ answers: [String]) throws -> [String: [Int: String]] {
        var parsed: [String: [Int: String]] = [:]
        for answer in answers {
            guard let equals = answer.firstIndex(of: "=") else {
                throw ValidationError("--answer '\(answer)' is not N=TEXT or FILE:N=TEXT")
            }
            let target = answer[..<equals]
            let text = String(answer[answer.index(after: equals)...])
            let parts = target.split(separator: ":", omittingEmptySubsequences: false)
            guard let number = parts.last.flatMap({ Int($0) }), number >= 1 else {
                throw ValidationError("--answer '\(answer)': the question number must be 1 or more")
            }
            let file = parts.count > 1 ? parts.dropLast().joined(separator: ":") : "*"
            parsed[file, default: [:]][number] = text
        }
        return parsed
    }
}

struct ImportWriteError: Error, CustomStringConvertible {
    var description: String
    var taken: Bool
}
