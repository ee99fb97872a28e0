import BundledApps
import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The library screen: its list, the filter, and operations as effects.
@Suite struct LibraryScreenTests {
    /// A library folder with the examples and one broken file, removed when the test ends.
    final class Folder: Sendable {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        var library: Library { Library(folder: url) }

        init() throws {
            try Library(folder: url).prepare(examples: ExampleShortcuts.all)
            try "{\"format\": 1, \"id\": \"nope\"}".write(
                to: url.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Performs an effect as the runtime will.
        func perform(_ effect: StorageEffect) throws {
            switch effect {
            case .save(let document, let url, let stamp): try library.save(document, to: url, expecting: stamp)
            case .add(let document): try library.add(document)
            case .delete(let url): try FileManager.default.removeItem(at: url)
            }
        }
    }

    @Test func itemsShowNameIconActionCountAndBrokenFiles() throws {
        let folder = try Folder()
        let model = LibraryScreenModel(entries: folder.library.entries())
        #expect(model.items.count == ExampleShortcuts.all.count + 1)
        let stats = try #require(model.items.first { $0.name == "Reading Stats" })
        #expect(stats.icon == "chart.bar")
        #expect(stats.actionCount == 11)
        #expect(!stats.isBroken)
        let broken = try #require(model.items.first { $0.name == "broken" })
        #expect(broken.isBroken)
        #expect(broken.error?.message == "'id' 'nope' is not a UUID")
        #expect(model.selection == 0)
    }

    @Test func slashFiltersByNameIgnoringCaseAndAccents() throws {
        let folder = try Folder()
        var model = LibraryScreenModel(entries: folder.library.entries())
        model.select(model.visibleItems.firstIndex { $0.name == "Reading Stats" })
        model.setFilter("RÉAD")
        #expect(
            model.visibleItems.map(\.name) == [
                "Reading Now", "Reading Stats", "JSON Reading List", "Recent Reading", "What to Read Next",
            ])
        #expect(model.selectedItem?.name == "Reading Stats") // the selection follows the shortcut
        // Names that start with the filter come before those that only have a word starting
        // with it, and the best match is selected when the selected shortcut is filtered out.
        model.setFilter("git")
        #expect(model.visibleItems.map(\.name) == ["Git Status Digest", "Buy a Gift"])
        #expect(model.selectedItem?.name == "Git Status Digest")
        model.setFilter("nothing like this")
        #expect(model.visibleItems.isEmpty)
        #expect(model.selection == nil)
        model.setFilter("")
        #expect(model.visibleItems.count == model.items.count)
    }

    @Test func newShortcutsGetUniqueNames() throws {
        let folder = try Folder()
        var model = LibraryScreenModel(entries: folder.library.entries())
        let (first, effect) = model.newShortcut()
        #expect(first.name == "New Shortcut")
        #expect(first.actions.isEmpty)
        #expect(effect == .add(first))
        try folder.perform(effect)
        model.reload(entries: folder.library.entries())
        #expect(model.newShortcut().document.name == "New Shortcut 2")
        #expect(model.uniqueName("hello") == "hello 2")
    }

    @Test func renameDuplicateAndDeleteAreEffects() throws {
        let folder = try Folder()
        var model = LibraryScreenModel(entries: folder.library.entries())
        let hello = try #require(model.items.first { $0.name == "Hello" })

        let empty = model.rename(hello, to: "  ")
        #expect(empty == .failure(.emptyName))
        let taken = model.rename(hello, to: "reading stats")
        #expect(taken == .failure(.nameTaken("reading stats")))
        let broken = try #require(model.items.first { $0.isBroken })
        let fixed = model.rename(broken, to: "Fixed")
        #expect(fixed == .failure(.broken("broken")))
        let renamed = try model.rename(hello, to: "Greeting").get()
        var expected = try #require(hello.document)
        expected.name = "Greeting"
        #expect(renamed == .save(expected, to: hello.url, expecting: hello.stamp))
        #expect(model.items.contains { $0.name == "Greeting" && $0.url == hello.url })
        try folder.perform(renamed)
        #expect(try DocumentDecoder.decode(contentsOf: hello.url).name == "Greeting")

        let greeting = try #require(model.items.first { $0.name == "Greeting" })
        let (copy, add) = try model.duplicate(greeting).get()
        #expect(copy.name == "Greeting 2")
        #expect(copy.id != greeting.document?.id)
        #expect(copy.actions == greeting.document?.actions)
        #expect(add == .add(copy))
        #expect(throws: LibraryOperationError.broken("broken")) { try model.duplicate(broken).get() }

        let count = model.items.count
        let delete = model.delete(broken)
        #expect(delete == .delete(broken.url))
        #expect(model.items.count == count - 1)
        try folder.perform(delete)
        try folder.perform(add)
        model.reload(entries: folder.library.entries())
        #expect(model.items.count == count)
        #expect(!model.items.contains { $0.isBroken })
        #expect(model.items.contains { $0.name == "Greeting 2" })
    }
}
