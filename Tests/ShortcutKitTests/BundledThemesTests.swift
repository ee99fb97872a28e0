import Foundation
import Testing

/// The CLI embeds the repository's themes/ so `--theme NAME` works wherever the binary is; the
/// copy is made by hand, so this keeps the two the same, file for file and byte for byte.
struct BundledThemesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyThemeFileIsEmbeddedAsItIs() throws {
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/shortcuts/Support/BundledThemes.swift"), encoding: .utf8)
        let folder = Self.root.appendingPathComponent("themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let url = folder.appendingPathComponent(file)
            let name = url.deletingPathExtension().lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            let embedded = "\"\(name)\": (\"\(url.pathExtension)\", #\"\"\"\n" + text + "\"\"\"#)"
            #expect(source.contains(embedded), "themes/\(file) differs from its copy in BundledThemes.swift (or is missing there)")
        }
        // And nothing is embedded that themes/ no longer has.
        let names = source.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /^        "([a-z0-9-]+)": \("/) else { return nil }
            return String(match.1)
        }
        #expect(names.sorted() == files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.sorted())
    }
}
