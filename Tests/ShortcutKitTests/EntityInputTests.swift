import Foundation
import ShortcutsTestSupport
import Testing

/// A shortcut whose input is an entity takes it from `--input` as an ID or as text the app's
/// search finds (issue 29, item 17): it failed with "the shortcut's input is text, not Book".
@Suite struct EntityInputTests {
    static let dune = "B00C0000-0000-4000-8000-000000000001"

    @Test func anIDOrASearchGivesTheEntity() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("entity-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("book-title.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000e1e0", "name": "Book Title",
         "input": {"type": "entity:Books.BookEntity", "whenMissing": "stop"},
         "actions": [{"id": "00000000-0000-4000-8000-00000000e1e1", "action": "Shortcuts.ShowResult",
                      "parameters": {"text": {"text": ["Reading ", {"var": "input"}]}}}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        func run(_ input: String) async throws -> ShortcutsCLI.Result {
            try await ShortcutsCLI.run(["run", file.path, "--input", input, "--no-input"], home: home)
        }
        let byID = try await run(Self.dune)
        #expect(byID.status == 0, "\(byID.error)")
        #expect(byID.output == "Reading Dune\n", "\(byID.output)")
        // The search's one exact title, whatever else it finds.
        let byName = try await run("dune")
        #expect(byName.status == 0 && byName.output == "Reading Dune\n", "\(byName.output) \(byName.error)")
        let unknown = try await run("no such book at all")
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("no Book has the ID or matches 'no such book at all'"), "\(unknown.error)")
        let several = try await run("the")
        #expect(several.status != 0)
        #expect(several.error.contains("'the' matches"), "\(several.error)")
        #expect(several.error.contains("give one's ID or its whole name"), "\(several.error)")
    }
}
