import BundledApps
import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The library screen starts from the library index's summaries (name, icon, action count) and
/// reads a shortcut only when it is opened, run, renamed or duplicated.
@MainActor
@Suite struct LibraryFromIndexTests {
    @Test func itemsAreReadOnlyWhenUsed() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let items = driver.app.libraryModel.items
        #expect(items.count == exampleCount)
        #expect(items.allSatisfy { !$0.isLoaded && $0.document == nil })
        #expect(items.first { $0.name == "Countdown" }?.actionCount == 7)
        #expect(driver.screenText.contains("Countdown"))

        // Opening reads the file: the editor shows the shortcut, with the file's stamp.
        await EditorAppTests.open("Countdown", in: driver)
        let session = try #require(driver.app.editorSession)
        #expect(session.shortcut == library.find("Countdown")?.document)
        driver.press("escape")
        await driver.waitUntilIdle()

        // Renaming an item not read yet reads it first and writes the whole shortcut.
        driver.press("/", "ctrl+u")
        driver.type("Hello")
        driver.press("enter")
        let before = try #require(library.find("Hello")?.document)
        #expect(driver.app.libraryModel.selectedItem?.isLoaded == false)
        driver.press("r", "ctrl+u")
        driver.type("Hi There")
        driver.press("enter")
        await driver.waitUntilIdle()
        let after = try #require(library.find("Hi There")?.document)
        #expect(after.id == before.id)
        #expect(after.actions == before.actions)
    }

    @Test func aShortcutBrokenSinceTheListWasReadSaysSoWhenOpened() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        let url = try #require(library.find("Countdown")?.url)
        try "{ not a shortcut".write(to: url, atomically: false, encoding: .utf8)
        await EditorAppTests.open("Countdown", in: driver)
        #expect(driver.app.editorSession == nil)
        #expect(driver.screenText.contains("countdown cannot be read: "))
        #expect(driver.app.libraryModel.selectedItem?.isBroken == true)
    }
}
