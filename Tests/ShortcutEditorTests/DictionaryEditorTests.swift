import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The dictionary overlay (a Dictionary's items) driven from the keyboard, and dictionary keys in
/// the variable picker.
extension EditorAppTests {
    func dictionaryItems(_ driver: AppDriver<ShortcutsApp>) -> [DictionaryEntry]? {
        guard let card = driver.app.editorSession?.selectedCard, let token = card.token("items"),
            case .dictionary(let entries)? = token.value
        else { return nil }
        return entries
    }

    /// Keys are added, typed, renamed, retyped, nested, reordered and deleted; each change is on
    /// the card at once and undoes in one step.
    @Test func dictionaryOverlayBuildsKeysAndValues() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["dictionary"], in: driver)
        #expect(driver.app.focusedToken?.kind == .dictionary)
        driver.press("enter")
        #expect(driver.app.topContext == .dictionary)
        #expect(driver.screenText.contains("No keys: press a to add one"))
        // a: the key, then straight on to its value.
        driver.press("a")
        driver.type("title")
        driver.press("enter")
        #expect(driver.app.topContext == .dictionaryEntry)
        driver.type("Dune")
        driver.press("enter")
        driver.press("a")
        driver.type("pages")
        driver.press("enter", "enter")
        // t: Text → Number; then the number is typed.
        driver.press("t", "enter")
        driver.type("4x2")
        driver.press("enter")
        #expect(driver.screenText.contains("Enter a number, like 3 or 2.5"))
        driver.press("ctrl+u")
        driver.type("412")
        driver.press("enter")
        // A duplicate key is refused where it is typed.
        driver.press("a")
        driver.type("title")
        driver.press("enter")
        #expect(driver.screenText.contains("“title” is already a key of this dictionary"))
        driver.press("ctrl+u")
        driver.type("author")
        driver.press("enter", "escape")
        // author becomes a dictionary (Text → Number → Yes/No → Dictionary) and is opened in place.
        driver.press("t", "t", "t", "enter")
        #expect(driver.screenText.contains("Items › author"))
        driver.press("a")
        driver.type("name")
        driver.press("enter")
        driver.type("Frank Herbert")
        driver.press("enter", "backspace")
        #expect(
            dictionaryItems(driver) == [
                DictionaryEntry("title", .string("Dune")), DictionaryEntry("pages", .number(412)),
                DictionaryEntry("author", .dictionary([DictionaryEntry("name", .string("Frank Herbert"))])),
            ])
        #expect(driver.screenText.contains("author: Dictionary, 1 key ›"))
        // Rename pages, move it to the top, delete title.
        driver.press("k", "r", "ctrl+u")
        driver.type("length")
        driver.press("enter", "K")
        driver.press("j", "x")
        #expect(dictionaryItems(driver)?.map(\.key) == ["length", "author"])
        driver.press("escape")
        #expect(
            driver.app.editorSession?.selectedCard?.sentence?.text
                == "Dictionary {length: 412, author: {name: “Frank Herbert”}}")
        driver.press("u")
        #expect(dictionaryItems(driver)?.map(\.key) == ["length", "title", "author"])
    }

    /// v sets a value to a variable; a later action's picker drills into the dictionary's keys.
    @Test func dictionaryValuesTakeVariablesAndItsKeysAreOfferedLater() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["dictionary"], in: driver)
        driver.press("enter", "a")
        driver.type("when")
        driver.press("enter", "escape", "v")
        #expect(driver.app.topContext == .variables)
        #expect(driver.app.contextStack.suffix(2) == [.dictionary, .variables])
        let candidates = driver.app.editorSession?.variablePicker(inside: "items")?.candidates.map(\.title) ?? []
        let row = try #require(candidates.firstIndex(of: "Current Date"))
        for _ in 0..<row { driver.press("down") }
        driver.press("enter")
        #expect(driver.app.topContext == .dictionary)
        #expect(dictionaryItems(driver) == [DictionaryEntry("when", .variable(VariableReference(.currentDate)))])
        driver.press("escape", "a")
        driver.type("show result")
        driver.press("enter")
        let picker = try #require(driver.app.editorSession?.variablePicker(slot: "text"))
        let dictionary = try #require(picker.candidates.first { $0.title == "Dictionary" })
        #expect(dictionary.hasChildren)
        #expect(picker.children(of: dictionary).map(\.title) == ["Dictionary › when"])
        #expect(picker.children(of: dictionary).first?.type == .date)
    }

    /// A dictionary whose keys are known only when it runs (read from JSON): → in the variable
    /// picker types the key to read.
    @Test func aKeyOfAnUnknownDictionaryIsTypedInThePicker() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.newShortcut(adding: ["get dictionary from input", "show result"], in: driver)
        driver.press("v")
        #expect(driver.app.editorSession?.variablePicker(slot: "text")?.candidates.first?.title == "Dictionary")
        driver.press("right")
        #expect(driver.app.topContext == .variableKey)
        #expect(driver.screenText.contains("Dictionary › key:"))
        driver.press("enter")
        #expect(driver.app.topContext == .variableKey) // an empty key is not taken
        driver.type("items")
        driver.press("enter")
        #expect(driver.app.topContext == .editor)
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Show ⟦Dictionary › items⟧")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func dictionaryOverlaySnapshots(size: Size) async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: size)
        await Self.newShortcut(adding: ["dictionary"], in: driver)
        driver.press("enter")
        for (key, value) in [("title", "Dune"), ("ключ", "значение")] {
            driver.press("a")
            driver.type(key)
            driver.press("enter")
            driver.type(value)
            driver.press("enter")
        }
        driver.press("a")
        driver.type("tags")
        driver.press("enter", "escape", "t", "t", "t", "t")
        assertSnapshot(driver.screen, named: "dictionary-\(size.width)x\(size.height)")
        driver.press("enter", "a")
        driver.type("sf")
        assertSnapshot(driver.screen, named: "dictionary-nested-list-\(size.width)x\(size.height)")
    }
}
