import BundledApps
import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The full-screen app on the test backend, driven by keys: snapshots of the library and the
/// editor, and a whole editing flow ending in a saved file.
@MainActor
@Suite struct EditorAppTests {
    /// A library of the example shortcuts in the test home, and the app on it.
    static func makeApp(_ home: TestHome) throws -> (ShortcutsApp, Library) {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        return (
            ShortcutsApp(
                // Deleting allowed, as "allowDeleting": true does: these tests are about the pane,
                // the permission to delete is DeletePermissionTests'.
                environment: EditorEnvironment(
                    catalog: home.catalog, library: library, dependencies: home.manager, allowed: [.deletes])),
            library
        )
    }

    /// Makes a new shortcut and adds actions to it through the action search.
    static func newShortcut(adding queries: [String], in driver: AppDriver<ShortcutsApp>) async {
        driver.press("n", "enter")
        await driver.waitUntilIdle()
        for query in queries {
            driver.press("a")
            driver.type(query)
            driver.press("enter")
        }
    }

    /// In the open variable picker of `slot`, moves down to each name of `path` in turn (the
    /// first a top-level title, the rest property labels), stepping into all but the last.
    static func walkPicker(to path: [String], slot: SlotID, in driver: AppDriver<ShortcutsApp>) throws {
        let picker = try #require(driver.app.editorSession?.variablePicker(slot: slot))
        var level = picker.candidates
        for (depth, name) in path.enumerated() {
            let index = try #require(
                level.firstIndex { depth == 0 ? $0.title == name : $0.label == name }, "\(name) is not in the picker")
            for _ in 0..<index { driver.press("down") }
            if depth < path.count - 1 {
                driver.press("right")
                level = picker.children(of: level[index])
            }
        }
    }

    /// Opens the shortcut called `name` from the library through the filter.
    static func open(_ name: String, in driver: AppDriver<ShortcutsApp>) async {
        driver.press("/", "ctrl+u")
        driver.type(name)
        driver.press("enter", "enter")
        await driver.waitUntilIdle()
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func librarySnapshot(size: Size) async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: size)
        #expect(driver.screenText.contains("Book Facts"))
        assertSnapshot(driver.screen, named: "library-\(size.width)x\(size.height)")
        driver.press("?")
        #expect(driver.screenText.contains("Rename the selected shortcut"))
        driver.press("escape", "q")
        #expect(driver.isFinished)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func editorSnapshots(size: Size) async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: size)
        // Countdown: a Repeat holding an If with its Otherwise, variables and constants.
        await Self.open("Countdown", in: driver)
        #expect(driver.app.editorSession?.shortcut.name == "Countdown")
        driver.press("j", "j")
        assertSnapshot(driver.screen, named: "countdown-\(size.width)x\(size.height)")
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession == nil)
        // Reading Stats: finds, an app's actions and entity values.
        await Self.open("Reading Stats", in: driver)
        assertSnapshot(driver.screen, named: "reading-stats-\(size.width)x\(size.height)")
    }

    @Test func badNumberShowsAMessageAndBoolToggles() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.open("Countdown", in: driver)
        #expect(driver.app.focusedToken?.kind == .number)
        driver.press("enter")
        driver.press("ctrl+u")
        driver.type("three")
        driver.press("enter")
        #expect(driver.screenText.contains("Enter a number"))
        driver.press("ctrl+u")
        driver.type("5")
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.token("number")?.display == "5")
        #expect(driver.screenText.contains("Countdown •"))
        driver.press("u")
        #expect(driver.app.editorSession?.isDirty == false)
    }

    @Test func quittingWithUnsavedChangesAsksFirst() async throws {
        let home = try await TestHome()
        let (app, library) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.open("Countdown", in: driver)
        driver.press("J")
        #expect(driver.app.editorSession?.isDirty == true)
        driver.press("ctrl+c")
        #expect(driver.screenText.contains("Save the changes to “Countdown” before quitting?"))
        driver.press("escape")
        #expect(!driver.isFinished)
        #expect(!driver.screenText.contains("before quitting?"))
        driver.press("ctrl+c", "y")
        await driver.waitUntilIdle()
        #expect(driver.isFinished)
        let saved = try #require(library.find("Countdown")?.document)
        #expect(
            saved.actions.first.map { if case .intent(let id, _) = $0.kind { id } else { "" } } != "Shortcuts.Number")
    }

    /// A shortcut far longer than the screen: the selection stays in view going down to the end
    /// and back up to the top, with the cards around it drawn (the view lays out only those).
    @Test func longShortcutScrollsWithTheSelection() async throws {
        let home = try await TestHome()
        let (_, library) = try Self.makeApp(home)
        let notes = (1...150).map { Action(.comment("Note \($0)")) }
        _ = try library.add(ShortcutDocument(name: "Long Notes", actions: notes))
        let app = ShortcutsApp(environment: EditorEnvironment(catalog: home.catalog, library: library))
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.open("Long Notes", in: driver)
        /// The line that shows the selection marker.
        func selectedLine() -> String? { driver.lines.first { $0.contains("›") && $0.contains("Note ") } }
        for _ in 0..<99 { driver.press("j") }
        #expect(selectedLine()?.contains("Note 100") == true)
        #expect(driver.screenText.contains("Note 99"))
        #expect(!driver.screenText.contains("Note 1 "))
        for _ in 0..<60 { driver.press("j") }
        #expect(selectedLine()?.contains("Note 150") == true)
        for _ in 0..<149 { driver.press("k") }
        #expect(selectedLine()?.contains("Note 1") == true)
        #expect(driver.screenText.contains("Note 2"))
        #expect(!driver.screenText.contains("Note 100"))
    }

    /// The picker switches the theme at once and remembers the choice through the host.
    @Test func themePickerSwitchesAndRemembers() async throws {
        let home = try await TestHome()
        let (_, library) = try Self.makeApp(home)
        let remembered = RememberedNames()
        let themes = ThemeOptions(
            names: ["default", "high-contrast", "light"], current: "high-contrast",
            load: { name in
                guard name != "high-contrast" else { throw ThemeError(file: name, message: "unreadable") }
                var theme = Theme.default
                theme.name = name
                return theme
            },
            remember: { remembered.append($0) })
        let app = ShortcutsApp(environment: EditorEnvironment(catalog: home.catalog, library: library, themes: themes))
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        driver.press("t")
        #expect(driver.lines.contains { $0.contains("Theme") && $0.contains("┌") })
        // The picker starts on the theme in use: Enter picks it (and its load error is shown).
        driver.press("enter")
        #expect(driver.screenText.contains("Theme high-contrast: high-contrast: unreadable"))
        #expect(driver.backend.theme == nil)
        driver.press("t", "j", "enter")
        await driver.waitUntilIdle()
        #expect(driver.backend.theme?.name == "light")
        #expect(driver.screenText.contains("Theme: light"))
        #expect(remembered.names == ["light"])
        // Escape closes the picker without a change.
        driver.press("t", "k", "escape")
        await driver.waitUntilIdle()
        #expect(driver.backend.theme?.name == "light")
        #expect(remembered.names == ["light"])
    }

    /// While a confirmation is open, its keys answer it: "n" is No, not New.
    @Test func overlayKeysDoNotReachTheLibrary() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        let count = driver.app.libraryModel.items.count
        driver.press("x", "n")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession == nil)
        #expect(driver.app.libraryModel.items.count == count)
        driver.press("?", "q")
        #expect(!driver.isFinished)
    }

    /// The open shortcut's name and icon change from the editor, refuse an empty name, and undo.
    @Test func renameAndIconFromTheEditor() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        await Self.open("Countdown", in: driver)
        let icon = driver.app.editorSession?.shortcut.icon
        driver.press("R", "ctrl+u", "enter")
        #expect(driver.screenText.contains("A shortcut needs a name"))
        driver.type("Lift-off")
        driver.press("enter")
        #expect(driver.app.editorSession?.shortcut.name == "Lift-off")
        #expect(driver.lines[0].hasPrefix("┌ Lift-off •"))
        driver.press("I")
        #expect(driver.screenText.contains("◆  None"))
        driver.press("home", "enter")
        #expect(driver.app.editorSession?.shortcut.icon == nil)
        driver.press("I", "down", "enter")
        let chosen = try #require(driver.app.editorSession?.shortcut.icon)
        #expect(chosen != icon)
        driver.press("u", "u")
        #expect(driver.app.editorSession?.shortcut.icon == icon)
        #expect(driver.app.editorSession?.shortcut.name == "Lift-off")
        driver.press("u")
        #expect(driver.app.editorSession?.shortcut.name == "Countdown")
    }

    /// Each control as the screen shows it: a number field, a list's items, a text field, a menu
    /// (the icon's), a text field with a pill, the variable picker drilled into an entity's properties, and a broken variable.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func controlSnapshots(size: Size) async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: size)
        let name = "\(size.width)x\(size.height)"
        await Self.open("Countdown", in: driver)
        driver.press("enter")
        assertSnapshot(driver.screen, named: "control-number-\(name)")
        driver.press("escape", "escape")
        await driver.waitUntilIdle()

        await Self.newShortcut(adding: ["find books", "show result", "combine text"], in: driver)
        driver.press("enter")
        for word in ["alpha", "beta"] {
            driver.press("a")
            driver.type(word)
            driver.press("enter")
        }
        assertSnapshot(driver.screen, named: "control-list-\(name)")
        driver.press("escape", "tab", "enter")
        assertSnapshot(driver.screen, named: "control-text-field-\(name)")
        driver.press("escape", "I")
        assertSnapshot(driver.screen, named: "control-menu-\(name)")
        // Show Result took Find Books' output when it was added; the field shows it as a pill.
        driver.press("escape", "k", "enter")
        #expect(driver.screenText.contains("│ Found Books "), "\(driver.screenText)")
        driver.press("ctrl+u")
        driver.type("By ")
        driver.press("ctrl+v")
        try Self.walkPicker(to: ["Found Books", "First Item"], slot: "text", in: driver)
        driver.press("right")
        assertSnapshot(driver.screen, named: "control-variable-picker-\(name)")
        driver.press("enter")
        assertSnapshot(driver.screen, named: "control-text-with-pill-\(name)")
        driver.press("enter", "K")
        #expect(driver.screenText.contains("runs after"))
        assertSnapshot(driver.screen, named: "control-broken-variable-\(name)")
    }

    @Test func quittingWithoutChangesDoesNotAsk() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.open("Countdown", in: driver)
        driver.press("ctrl+c")
        await driver.waitUntilIdle()
        #expect(driver.isFinished)
    }

    @Test func buildWireUndoAndSaveFromTheKeyboard() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        // Three actions through the library's search.
        await Self.newShortcut(adding: ["find books", "repeat with each", "show result"], in: driver)
        let url = try #require(driver.app.editorSession?.fileURL, "the new shortcut was not added to the library")
        var session = try #require(driver.app.editorSession)
        #expect(
            session.outline == ["Find Books", "Repeat with each item in ⟦Found Books⟧", "  Show [Text]", "End Repeat"])
        #expect(driver.app.focusedToken?.slot == "text")

        // The variable picker: Found Books › First Item › Author, by the keys.
        driver.press("v")
        try Self.walkPicker(to: ["Found Books", "First Item", "Author"], slot: "text", in: driver)
        #expect(driver.screenText.contains("Variables › Found Books › First Item"))
        driver.press("enter")
        session = try #require(driver.app.editorSession)
        #expect(session.selectedCard?.sentence?.text == "Show ⟦Found Books › First Item › Author⟧")
        let wired = session.shortcut

        driver.press("u")
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text == "Show [Text]")
        driver.press("ctrl+r")
        #expect(driver.app.editorSession?.shortcut == wired)

        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.isDirty == false)
        #expect(driver.screenText.contains("Saved"))
        let readBack = try DocumentDecoder.decode(contentsOf: url)
        #expect(readBack == wired)

        driver.press("escape", "q")
        await driver.waitUntilIdle()
        #expect(driver.isFinished)
    }

    @Test func leavingANewShortcutBeforeItIsAddedSavesOneFile() async throws {
        let home = try await TestHome()
        let (app, library) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        // No waiting: the add may still be running when Esc saves.
        driver.press("n", "enter", "a")
        driver.type("comment")
        driver.press("enter", "escape")
        await driver.waitUntilIdle()
        let entries = library.entries()
        #expect(entries.count == ExampleShortcuts.all.count + 1)
        let created = try #require(library.find("New Shortcut"))
        #expect((try? created.content.get())?.actions.count == 1)
        #expect(driver.app.editorSession == nil)
    }

    @Test func libraryRenameDuplicateAndDelete() async throws {
        let home = try await TestHome()
        let (app, library) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 80, height: 24))
        driver.press("/")
        driver.type("hello")
        driver.press("enter", "r", "ctrl+u")
        driver.type("Greetings")
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(library.find("Greetings") != nil)
        // The filter still says "hello"; Esc in the filter clears it.
        driver.press("/", "escape", "/")
        driver.type("greet")
        driver.press("enter", "d")
        await driver.waitUntilIdle()
        #expect(library.find("Greetings 2") != nil)
        driver.press("x")
        #expect(driver.screenText.contains("Delete “"))
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(library.entries().count == ExampleShortcuts.all.count)
    }
}

/// The names a test's theme picker remembered, in order.
final class RememberedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var names: [String] { lock.withLock { stored } }
    func append(_ name: String) { lock.withLock { stored.append(name) } }
}
