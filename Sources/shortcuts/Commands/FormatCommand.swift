import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts format FILE...`: rewrites shortcut files in the canonical form.
struct FormatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format", abstract: "Rewrite shortcut files in canonical form (stable order, two-space indent).",
        discussion:
            "A file that does not read as a shortcut is reported and left untouched. With --check, nothing is written and the exit code is 65 if any file would change."
    )

    @Argument(help: "Shortcut files.")
    var files: [String]

    @Flag(help: "Only report files that are not canonical.")
    var check = false

    func run() async throws {
        var failed = false
        for file in files {
            let url = URL(fileURLWithPath: file)
            let document: ShortcutDocument
            let original: String
            do {
                original = try String(contentsOf: url, encoding: .utf8)
                document = try DocumentDecoder.decode(original, file: file)
            } catch let error as DocumentError {
                complain(error.description)
                failed = true
                continue
            } catch {
                complain("\(file): cannot be read")
                failed = true
                continue
            }
            let canonical = DocumentEncoder.encode(document)
            guard canonical != original else { continue }
            if check {
                print("\(file): not canonical")
                failed = true
                continue
            }
            do { try AtomicFile.write(canonical, to: url) } catch {
                complain(error.description)
                failed = true
                continue
            }
            print("\(file): formatted")
        }
        if failed { throw Exit.invalidShortcut }
    }
}
