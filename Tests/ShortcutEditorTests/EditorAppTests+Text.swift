import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// The text actions in the editor: the regular-expression field that shows its compile error
/// while typing, the menus of Change Case and Count, and the library's search words.
extension EditorAppTests {
    @Test func aPatternFieldShowsItsCompileErrorWhileTyping() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["match text"], in: driver)
        for _ in 0..<4 where driver.app.focusedToken?.slot != "pattern" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "pattern")
        driver.press("enter")
        driver.type("(ab")
        #expect(driver.screenText.contains("is not a valid regular expression: expected ')'"))
        driver.type(")")
        #expect(!driver.screenText.contains("not a valid regular expression"))
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Match “(ab)” in [Text]")
    }

    @Test func replaceTextsFindIsARegularExpressionOnlyWhenItsSettingIsOn() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["replace text"], in: driver)
        for _ in 0..<4 where driver.app.focusedToken?.slot != "find" { driver.press("tab") }
        driver.press("enter")
        driver.type("(ab")
        #expect(!driver.screenText.contains("not a valid regular expression"))
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Replace “(ab” with [Replace With] in [Text]")
    }

    @Test func changeCaseOffersItsCasesInAMenu() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["change case"], in: driver)
        for _ in 0..<4 where driver.app.focusedToken?.slot != "case" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "case")
        driver.press("enter")
        #expect(driver.screenText.contains("Capitalize with Title Case"))
        #expect(driver.screenText.contains("cApItAlIzE wItH aLtErNaTiNg CaSe"))
        driver.press("down", "down", "down", "enter")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Change [Text] to Capitalize with Title Case")
    }

    @Test func theLibraryFindsTheTextActionsByTheWordsPeopleType() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        let regex = library.search("regex").map(\.title)
        #expect(regex.contains("Replace Text") && regex.contains("Match Text"))
        #expect(regex.contains("Get Group from Matched Text"))
        #expect(library.search("uppercase").first?.title == "Change Case")
        #expect(library.search("strip").map(\.title).contains("Trim Whitespace"))
        #expect(library.search("words").map(\.title).contains("Count"))
        #expect(library.search("get text from input").first?.title == "Get Text from Input")
    }
}
