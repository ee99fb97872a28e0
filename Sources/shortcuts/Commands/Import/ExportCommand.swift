import AppleImport
import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts export NAME -o FILE.shortcut`: a shortcut in Apple's format.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write a shortcut as an Apple Shortcuts file (an unsigned binary plist).",
        discussion: """
            macOS's 'shortcuts sign' signs the file for Apple's app. Actions with no counterpart in Apple's \
            Shortcuts are listed and the export refused (exit 65), or with --lossy replaced by Comments saying \
            what they were. Exits with 66 when there is no such shortcut, 74 when the file cannot be written.
            """)

    @Argument(help: "The shortcut: its name, id or file.", completion: ShortcutNameCompletion.kind)
    var shortcut: String

    @Option(name: .shortAndLong, help: "The file to write (- for standard output).")
    var output: String

    @Flag(help: "Replace actions with no counterpart by Comments instead of refusing.")
    var lossy = false

    func run() async throws {
        let environment = try await Environment.load()
        let document = try environment.shortcut(shortcut).document
        var names: [UUID: String] = [:]
        for entry in environment.library.entries() {
            if let other = entry.document { names[other.id] = other.name }
        }
        switch AppleExporter.export(document, shortcutNames: names, lossy: lossy) {
        case .failure(let error):
            complain("'\(document.name)' cannot be exported: \(error)\n(--lossy replaces them by Comments)")
            throw Exit.invalidShortcut
        case .success(let exported):
            let data = try AppleExporter.binaryPlist(exported.workflow)
            for refusal in exported.replaced { printError("replaced by a Comment: \(refusal)") }
            if output == "-" {
                guard StandardStreams.binary([UInt8](data)) else {
                    complain("a binary plist is not written to a terminal: give -o FILE, or pipe the output")
                    throw Exit.usage
                }
                return
            }
            do { try data.write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                complain("\(output): \(error.localizedDescription)")
                throw Exit.cannotWrite
            }
            print(
                "Wrote \(output) (\(exported.workflow["WFWorkflowActions"]?.array?.count ?? 0) of Apple's action entries)"
            )
        }
    }
}
