import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import ShortcutEditor

/// The number actions in the editor: found by the words people type, their operation menus on
/// the card, and Calculate Expression's field telling a syntax error while it is typed.
@MainActor @Suite struct NumberEditorTests {
    @Test func theLibraryFindsThemByTheWordsPeopleType() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        func first(_ query: String) -> String? { library.search(query).first?.id }
        #expect(first("calculate") == "builtIn:calculate")
        #expect(library.search("math").map(\.id).contains("builtIn:calculateExpression"))
        #expect(first("formula") == "builtIn:calculateExpression")
        #expect(first("average") == "builtIn:calculateStatistics")
        #expect(first("standard deviation") == "builtIn:calculateStatistics")
        #expect(first("dice") == "builtIn:randomNumber")
        #expect(first("round") == "builtIn:roundNumber")
        #expect(first("decimal places")?.hasPrefix("builtIn:") == true)
        #expect(first("thousands separator") == "builtIn:formatNumber")
        let entry = try #require(library.entry(id: "builtIn:calculate"))
        #expect(entry.category == "Numbers" && entry.icon == "plus.slash.minus")
    }

    @Test func calculatesSentenceFollowsItsOperationMenu() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Sums"))
        session.add(try #require(library.entry(id: "builtIn:calculate")), from: library)
        #expect(session.selectedCard?.sentence?.text == "Calculate 0 + 1")
        let operation = try #require(session.selectedCard?.token("operation"))
        guard case .choice(let options) = operation.kind else {
            Issue.record("the operation is not a menu: \(operation.kind)")
            return
        }
        #expect(options.prefix(6).map(\.title) == ["+", "−", "×", "÷", "modulus", "xʸ"])
        #expect(options.map(\.title).contains("√x"))
        let changed1 = session.choose("squareRoot", slot: "operation")
        #expect(changed1)
        // One number: the second slot leaves the card rather than hiding under Show More.
        #expect(session.selectedCard?.sentence?.text == "Calculate √x of 0")
        #expect(session.selectedCard?.tokens.map(\.slot) == ["operation", "input"])
        let changed2 = session.choose("divide", slot: "operation")
        #expect(changed2)
        let changed3 = session.setValue(.number(0), slot: "operand")
        #expect(changed3)
        #expect(session.selectedCard?.sentence?.text == "Calculate 0 ÷ 0")
        #expect(session.selectedCard?.diagnostics.map(\.message) == ["cannot divide by zero"])
    }

    @Test func roundNumbersDecimalPlacesShowOnlyForDecimalPlaces() async throws {
        let home = try await TestHome()
        let library = ActionLibrary(catalog: home.catalog)
        var session = EditorSession(catalog: home.catalog, shortcut: ShortcutDocument(name: "Round"))
        session.add(try #require(library.entry(id: "builtIn:roundNumber")), from: library)
        #expect(session.selectedCard?.sentence?.text == "Round 0 to Ones Place")
        #expect(session.selectedCard?.moreTokens.map(\.slot) == ["mode"])
        let changed4 = session.choose("decimalPlaces", slot: "place")
        #expect(changed4)
        // Two places, Apple's default: no error and no second "Decimal Places" (issue 29, item 23).
        #expect(session.selectedCard?.sentence?.text == "Round 0 to 2 Decimal Places")
        #expect(session.selectedCard?.diagnostics.isEmpty == true)
        let changed5 = session.setValue(.number(3), slot: "places")
        #expect(changed5)
        let changed6 = session.choose("up", slot: "mode")
        #expect(changed6)
        #expect(session.selectedCard?.sentence?.text == "Round 0 to 3 Decimal Places, Always Round Up")
    }

    @Test func anExpressionsSyntaxErrorShowsAsItIsTyped() async throws {
        let home = try await TestHome()
        let (app, _) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await EditorAppTests.newShortcut(adding: ["calculate expression"], in: driver)
        // The new action's empty expression is the focused token; Enter opens its field.
        #expect(driver.app.focusedToken?.slot == "expression")
        driver.press("enter")
        #expect(driver.screenText.contains("┌ Expression"), "\(driver.screenText)")
        driver.type("2 * (3 + 4")
        #expect(driver.screenText.contains("column 5: this '(' is never closed"), "\(driver.screenText)")
        assertSnapshot(driver.screen, named: "expression-error-80x24")
        driver.type(")")
        #expect(!driver.screenText.contains("never closed"))
        #expect(driver.screenText.contains("Enter to set"))
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Calculate “2 * (3 + 4)”")
        #expect(driver.app.editorSession?.selectedCard?.diagnostics.isEmpty == true)
    }
}
