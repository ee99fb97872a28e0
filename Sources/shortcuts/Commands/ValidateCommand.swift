import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts validate FILE...`: reads and checks shortcut files without running them.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", abstract: "Check shortcut files for errors without running them.",
        discussion: "Exits with 65 when any file has an error; warnings alone exit with 0.")

    @Argument(help: "Shortcut files (or names of shortcuts in the library).", completion: ShortcutNameCompletion.kind)
    var files: [String]

    @Flag(
        name: .long,
        help:
            "Also say what each shortcut may touch (apps' data, files, network, programs, deletions), which actions do, and whether it may run them."
    )
    var permissions = false

    func run() async throws {
        let environment = try await Environment.load(appsUsedBy: files)
        var failed = false
        var missing = false
        var reported: Set<String> = []
        for file in files {
            let url =
                FileManager.default.fileExists(atPath: file)
                ? URL(fileURLWithPath: file) : environment.library.find(file)?.url
            guard let url else {
                complain("\(file): no such file or shortcut")
                missing = true
                continue
            }
            let document: ShortcutDocument
            do { document = try DocumentDecoder.decode(contentsOf: url) } catch {
                print(error.description)
                failed = true
                continue
            }
            let diagnostics = Validator(catalog: await environment.catalog(checkingSecretsOf: [document])).validate(
                document)
            if diagnostics.isEmpty { print("\(url.path): ok") }
            // A script whose header is wrong is no action: say why, naming its file and line.
            if document.appNames.contains(ScriptsApp.name) {
                for problem in environment.scriptProblems where reported.insert(problem.description).inserted {
                    print("\(environment.home.scripts.path)/\(problem)")
                }
            }
            if permissions {
                for line in environment.permissionLines(for: document, everyAction: true) {
                    print("\(url.path): \(line)")
                }
            }
            for diagnostic in diagnostics {
                print("\(url.path): \(diagnostic)")
                if diagnostic.severity == .error { failed = true }
            }
        }
        // An invalid file is the worse news: 65 over 66 when a run has both (docs/cli.md).
        if failed { throw Exit.invalidShortcut }
        if missing { throw Exit.notFound }
    }
}
