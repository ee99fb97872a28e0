import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The command palette: one search over shortcuts, App Shortcut phrases and actions; Enter
/// runs or adds.
@MainActor
struct PaletteTests {
    @Test func phrasesAreFoundAsSaidAndByScatteredLetters() async throws {
        let home = try await TestHome()
        let (_, library) = try EditorAppTests.makeApp(home)
        let palette = CommandPalette(
            shortcuts: LibraryScreenModel(entries: library.entries()).items,
            actions: ActionLibrary(catalog: home.catalog))
        let first = try #require(palette.search("start a meditation").first)
        #expect(first.detail == "App Shortcut")
        #expect(first.icon == "figure.mind.and.body")
        #expect(first.title.localizedCaseInsensitiveContains("meditation"))
        // Shortcuts of the library are there, by name.
        #expect(palette.search("old favourites").first?.title == "Old Favourites")
        // Letters in order find a word: "medtn" is "meditation".
        #expect(palette.search("medtn").contains { $0.title.localizedCaseInsensitiveContains("meditat") })
        #expect(palette.search("qqqzzz").isEmpty)
    }

    @Test func aPhraseRunsWithItsOwnValueFromTheLibrary() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let phrases = ActionLibrary(catalog: home.catalog).phrases
        // A phrase that names a session: running it starts that session without asking.
        let phrase = try #require(
            phrases.first { $0.text.hasPrefix("Start a ") && $0.text.hasSuffix(" session with Meditation") })
        let session = phrase.text.dropFirst("Start a ".count).dropLast(" session with Meditation".count)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        driver.press(":")
        #expect(driver.screenText.contains("Run or add"))
        driver.type(phrase.text)
        assertSnapshot(driver.screen, named: "palette-phrase")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.isShowingRun)
        #expect(driver.screenText.contains("Okay, starting a \(session) meditation session."))
    }

    @Test func inTheEditorAnActionIsAddedAndAShortcutRuns() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: [], in: driver)
        driver.press("ctrl+k")
        driver.type("show result")
        driver.press("enter")
        #expect(driver.app.editorSession?.outline.first?.hasPrefix("Show") == true)
        driver.press(":")
        driver.type("hello")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.isShowingRun)
        // Hello asks for a name first.
        #expect(driver.screenText.contains("What is your name?"))
        driver.type("Ada")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("✓ Hello"))
        #expect(driver.screenText.contains("Ada"))
        driver.press("escape")
        #expect(driver.app.editorSession != nil, "back in the editor")
    }
}
