import BlockingTestSupport
import Foundation
import ShortcutEditor
import ShortcutsTestSupport
import Testing

@Suite struct KeyReferenceTests {
    static let file = TestRepository.root.appendingPathComponent("docs/keys.md")

    @Test func docsKeysMatchesTheKeymaps() async throws {
        let home = try await TestHome()
        let markdown = KeyReference.markdown(catalog: home.catalog)
        if ProcessInfo.processInfo.environment["KEYS_DOC_WRITE"] == "1" {
            try markdown.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(written == markdown, "docs/keys.md is out of date; run the tests with KEYS_DOC_WRITE=1")
        #expect(markdown.contains("| `a` | Add an action below the selection |"))
    }
}
