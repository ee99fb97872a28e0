import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts format FILE...`: rewrites shortcut files in the canonical form.
struct FormatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format", abstract: "Rewrite shortcut files in canonical form (stable order, two-space indent).",
        discussion:
            "A file that does not read as a shortcut is reported and left untouched (exit 65). With --check, nothing is written and the exit code is 65 if any file would change. A file that cannot be written back: 74; no such file: 66."
    )

    @Argument(help: "Shortcut files.", completion: .file(extensions: ["json"]))
    var files: [String]

    @Flag(help: "Only report files that are not canonical.")
    var check = false

    func run() async throws {
        var invalid = false
        var missing = false
        var unwritable = false
        for file in files {
            let url = URL(fileURLWithPath: file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                complain("\(file): no such file")
                missing = true
                continue
            }
            // Read as every other command reads a shortcut (the size limit, UTF-8 without a
            // byte-order mark), so format never rewrites a file the others refuse.
            let document: ShortcutDocument
            let original: Data
            do throws(DocumentError) {
                original = try DocumentDecoder.contents(of: url, file: file)
                document = try DocumentDecoder.decode(original, file: file)
            } catch {
                complain(error.description)
                invalid = true
                continue
            }
            let canonical = DocumentEncoder.encode(document)
            guard Data(canonical.utf8) != original else { continue }
            if check {
                print("\(file): not canonical")
                invalid = true
                continue
            }
            do { try AtomicFile.write(canonical, to: url) } catch {
                complain(error.description)
                unwritable = true
                continue
            }
            print("\(file): formatted")
        }
        // The worst news decides the exit code: a file that does not read, then one that could
        // not be written back, then one that is not there (docs/cli.md).
        if invalid { throw Exit.invalidShortcut }
        if unwritable { throw Exit.cannotWrite }
        if missing { throw Exit.notFound }
    }
}
