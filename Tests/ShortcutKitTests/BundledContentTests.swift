import BlockingTestSupport
import BundledContent
import Foundation
import ShortcutsTestSupport
import TerminalUI
import Testing

/// The binary carries the repository's example shortcuts and themes as generated Swift
/// (scripts/embed). These keep the generated copies equal to the files, byte for byte and file for
/// file, so a changed example or theme cannot ship stale.
struct BundledContentTests {
    static let root = TestRepository.root

    /// The visible files of a repository folder with the given extensions, sorted by name.
    static func files(in folder: String, extensions: Set<String>) throws -> [URL] {
        let url = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { !$0.hasPrefix(".") }
            .map { url.appendingPathComponent($0) }
            .filter { extensions.contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theEmbeddedExamplesAreTheRepositorysExamples() throws {
        let files = try Self.files(in: "shortcuts", extensions: ["json"])
        #expect(files.count > 1)
        #expect(ExampleShortcuts.all.map(\.fileName) == files.map(\.lastPathComponent), "run scripts/embed")
        for (file, embedded) in zip(files, ExampleShortcuts.all) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                embedded.text == text,
                "shortcuts/\(file.lastPathComponent) differs from its embedded copy; run scripts/embed")
        }
    }

    @Test func theEmbeddedThemesAreTheRepositorysThemes() throws {
        let files = try Self.files(in: "themes", extensions: ["json", "yaml", "yml"])
        #expect(files.count > 1)
        #expect(
            ThemeFiles.all.map(\.name) == files.map { $0.deletingPathExtension().lastPathComponent },
            "run scripts/embed")
        for (file, embedded) in zip(files, ThemeFiles.all) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(embedded.ext == file.pathExtension)
            #expect(
                embedded.text == text,
                "themes/\(file.lastPathComponent) differs from its embedded copy; run scripts/embed")
        }
    }

    @Test(arguments: ThemeFiles.all.map(\.name))
    func everyBundledThemeReads(_ name: String) throws {
        let file = try #require(ThemeFiles.all.first { $0.name == name })
        let theme =
            file.ext == "json"
            ? try Theme.fromJSON(Data(file.text.utf8), file: "\(name).json")
            : try Theme.fromBase16(file.text, file: "\(name).\(file.ext)")
        #expect(theme != Theme.default || name == "default")
    }
}
