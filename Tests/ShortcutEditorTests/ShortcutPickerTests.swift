import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// Run Shortcut's shortcut is chosen in a searchable picker, as an entity is: the library's
/// shortcuts with their glyphs, filtered by name as it is typed (folded: case and accents do
/// not matter), the one being edited left out.
@MainActor
struct ShortcutPickerTests {
    /// A new shortcut with a Run Shortcut action, its shortcut's picker open.
    func openPicker() async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["run shortcut"], in: driver)
        for _ in 0..<4 where driver.app.focusedToken?.slot != "shortcut" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "shortcut")
        driver.press("enter")
        return driver
    }

    static func picker(in driver: AppDriver<ShortcutsApp>) -> EntityPicker? {
        driver.app.layers.topmost(EntityPicker.self)
    }

    @Test func itListsTheLibraryWithGlyphsAndFiltersAsYouType() async throws {
        let driver = try await openPicker()
        let opened = try #require(Self.picker(in: driver), "no picker: \(driver.screenText)")
        let titles = opened.results.map(\.title)
        #expect(titles.contains("Write a Welcome") && titles.contains("Countdown"), "\(titles)")
        #expect(!titles.contains("New Shortcut"), "the shortcut being edited is not offered")
        #expect(opened.results.first { $0.title == "Countdown" }?.symbol == "timer")
        // Folded, every word: case and accents do not matter.
        driver.type("WÉLCOME wri")
        let filtered = try #require(Self.picker(in: driver))
        #expect(filtered.results.map(\.title) == ["Write a Welcome"], "\(filtered.results.map(\.title))")
        #expect(driver.screenText.contains("Write a Welcome"))
        driver.press("enter")
        #expect(Self.picker(in: driver) == nil)
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text.hasPrefix("Run Write a Welcome") == true)
        let call = driver.app.editorSession?.shortcut.actions.last.flatMap { action -> BuiltInCall? in
            if case .builtIn(let call) = action.kind { call } else { nil }
        }
        #expect(call?.text(.shortcut) == "00000000-0000-4000-8000-0000000C7100")
    }

    @Test func nothingMatchingSaysSoAndEscLeavesItUnchanged() async throws {
        let driver = try await openPicker()
        driver.type("zzzz")
        #expect(try #require(Self.picker(in: driver)).results.isEmpty)
        #expect(driver.screenText.contains("No results for “zzzz”"))
        driver.press("escape")
        #expect(Self.picker(in: driver) == nil)
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text.hasPrefix("Run [Shortcut]") == true)
    }
}
