import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// An interactive snippet in the run pane (iOS 26's snippet intents): Books' Show Book Card draws
/// a book's card with a button; Enter presses it, its intent runs in the pane (asking its
/// questions there), and the card is drawn again from the snippet intent, as the book is now.
@MainActor
struct SnippetButtonTests {
    /// The Dispossessed, which the seeded library has on Currently Reading.
    static let book = "B00C0000-0000-4000-8000-000000000003"

    static let card = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000860", "name": "Card", "actions": [
          {"id": "00000000-0000-4000-8000-000000000861", "action": "Books.ShowBookCard",
           "parameters": {"book": {"entity": {"type": "Books.BookEntity", "id": "\#(book)"}}}}
        ]}
        """#

    func runCard() async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try Self.card.write(to: library.folder.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
        let app = ShortcutsApp(
            environment: EditorEnvironment(catalog: home.catalog, library: library, dependencies: home.manager))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Card", in: driver)
        driver.press("g")
        await driver.waitUntilIdle()
        return driver
    }

    @Test func aButtonRunsItsIntentAndTheCardIsDrawnAgain() async throws {
        let driver = try await runCard()
        #expect(driver.app.topContext == .run)
        #expect(driver.screenText.contains("The Dispossessed"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Currently Reading"), "\(driver.screenText)")
        #expect(driver.screenText.contains("[ Mark as Read ]"), "\(driver.screenText)")
        #expect(driver.screenText.contains("Enter Press"), "\(driver.screenText)")
        driver.press("enter")
        await driver.waitUntilIdle()
        // Mark as Read ran; the card, drawn again, shows the book read and offers to read it again.
        let marked = driver.screenText
        #expect(marked.contains("pressed [ Mark as Read ]"), "\(marked)")
        #expect(marked.contains("Marked The Dispossessed as read."), "\(marked)")
        #expect(marked.contains("[ Read Again ]"), "\(marked)")
        #expect(!driver.lines.contains { $0.contains("[ Mark as Read ]") && !$0.contains("pressed") }, "\(marked)")
        #expect(!marked.contains("Currently Reading"), "\(marked)")
        // The pane is as the shortcut left it: finished, not a run of the button's.
        #expect(driver.lines.first?.contains("✓ Card") == true, "\(marked)")
        #expect(marked.contains("Finished in"), "\(marked)")
        // The card's own box, drawn again: its shelf line says Read.
        #expect(driver.lines.contains { $0.contains("│ Shelf") && $0.contains("Read") && !$0.contains("Reading") })
        // Read Again asks first, in the pane; yes puts it back, and the card says so.
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("clear read state"), "\(driver.screenText)")
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Currently Reading"), "\(driver.screenText)")
        #expect(driver.screenText.contains("[ Mark as Read ]"), "\(driver.screenText)")
    }

    @Test func withoutButtonsEnterDoesNothing() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Open Dune", in: driver)
        driver.press("g")
        await driver.waitUntilIdle()
        #expect(!driver.screenText.contains("[ "), "\(driver.screenText)")
        driver.press("enter")
        #expect(driver.app.topContext == .run)
        #expect(driver.screenText.contains("No snippet here has buttons"), "\(driver.screenText)")
    }
}
