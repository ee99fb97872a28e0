import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// Everything reads apart: the entries of the action lists are all different, a toggle under
/// Show More shows its title, and two outputs of the same name are told apart.
@Suite struct ReadingApartTests {
    /// Every entry of the action library overlay, and every item of the palette, reads
    /// differently from the others: an App Shortcut is marked as one.
    @Test func noTwoActionEntriesReadTheSame() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        let shown = library.search("").map { "\($0.title) — \($0.detail)" }
        #expect(Set(shown).count == shown.count, "\(shown.sorted())")
        // "Add Book" and "Open Shelf" are both an App Shortcut and an intent of Books.
        let add = library.search("add book").prefix(2)
        #expect(add.map(\.title) == ["Add Book", "Add Book"])
        #expect(add.map(\.detail) == ["App Shortcut · Books", "Books"])
        let shelf = library.search("open shelf").filter { $0.title == "Open Shelf" }
        #expect(shelf.map(\.detail) == ["App Shortcut · Books", "Books"])

        let palette = CommandPalette(shortcuts: [], actions: library)
        let items = palette.items.map { "\($0.title) — \($0.detail)" }
        #expect(Set(items).count == items.count, "\(items.sorted())")
        // Said alike by two App Shortcuts, a phrase names the one it runs.
        let alike = palette.items.filter { $0.title == "Open Currently Reading in Books" }.map(\.detail)
        #expect(Set(alike) == ["App Shortcut · Open Shelf", "App Shortcut · Currently Reading"])
    }

    @MainActor @Test func theActionLibraryOverlayShowsTheMarker() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: [], in: driver)
        driver.press("a")
        driver.type("add book")
        let lines = driver.lines.filter { $0.contains("Add Book") }
        #expect(lines.count == 2, "\(driver.screenText)")
        #expect(lines.first?.contains("App Shortcut · Books") == true, "\(driver.screenText)")
        #expect(lines.last?.contains("App Shortcut") == false)
    }

    /// A parameter under "Show More" says what it sets: "Read Again: Off", not a bare "Off".
    @Test func aToggleUnderShowMoreShowsItsTitle() async throws {
        let home = try await TestHome()
        let open = try #require(try home.session("open-dune.json").card(at: 0))
        let line = CardLine.text(open, focused: nil, showMore: true).plainText
        #expect(line.hasSuffix("▾ Read Again: Off"), "\(line)")
        #expect(!CardLine.text(open, focused: nil, showMore: false).plainText.contains("Read Again"))
        // Several are spaced apart, an empty one shows its title as the placeholder.
        let soup = try #require(try home.session("soup-for-two.json").card(at: 0))
        let soupLine = CardLine.text(soup, focused: nil, showMore: true).plainText
        #expect(soupLine.contains("▾ "), "\(soupLine)")
        for token in soup.moreTokens {
            #expect(soupLine.contains(token.isEmpty ? token.title : "\(token.title): \(token.display)"), "\(soupLine)")
        }
    }

    /// Two Text actions: the variable list says which action each output comes from.
    @Test func twoOutputsOfTheSameNameAreToldApart() async throws {
        let home = try await TestHome()
        let first = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("Lift off!")]))
        let count = Action(.count(.string("x")))
        let second = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("Landed")]))
        let show = Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:]))
        let document = ShortcutDocument(name: "Two Texts", actions: [first, count, second, show])
        let picker = VariablePicker(catalog: home.catalog, document: document, reader: ActionPath(3), target: .string)
        let labels = picker.candidates.map(\.label)
        #expect(labels.prefix(3) == ["Text (action 1)", "Count", "Text (action 3)"], "\(labels)")
        // The pill keeps the name the card shows; only the list tells them apart.
        #expect(picker.candidates.first?.title == "Text")
        // One Text alone is just "Text".
        let one = VariablePicker(
            catalog: home.catalog, document: ShortcutDocument(name: "One", actions: [first, show]),
            reader: ActionPath(1), target: .string)
        #expect(one.candidates.first?.label == "Text")
    }
}
