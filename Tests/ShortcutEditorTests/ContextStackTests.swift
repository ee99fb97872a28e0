import BundledApps
import BundledContent
import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The editor as a stack of contexts: each is reached the way a person reaches it, its keys
/// are exactly what its keymap lists, and Esc closes it.
@MainActor
@Suite struct ContextStackTests {
    static let size = Size(width: 100, height: 30)

    /// Every key a terminal sends that the app could bind: characters, Ctrl and Alt letters,
    /// the named keys with each modifier, and the function keys.
    static let keys: [Key] = {
        var keys = (0x20...0x7E).map { Key(Character(UnicodeScalar($0)!)) }
        for letter in "abcdefghijklmnopqrstuvwxyz" { keys += [.ctrl(letter), .alt(letter)] }
        let named: [Key.Code] = [
            .enter, .tab, .backspace, .delete, .insert, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
            .pageDown,
        ]
        for code in named {
            for modifiers: Key.Modifiers in [[], .shift, .alt, .ctrl] { keys.append(Key(code, modifiers)) }
        }
        return keys + (1...12).map { Key.f($0) }
    }()

    /// The app on the example library (and a file of questions, and themes to choose from).
    static func makeApp(_ home: TestHome, size: Size = size, trust: TrustStore? = nil) throws -> (
        AppDriver<ShortcutsApp>, Library
    ) {
        try makeApp(home, size: size, trust: trust) { _ in }
    }

    /// The app, with what `prepare` adds to the library before the app reads it.
    static func makeApp(
        _ home: TestHome, size: Size = size, trust: TrustStore?, prepare: (Library) throws -> Void
    ) throws -> (AppDriver<ShortcutsApp>, Library) {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try RunPaneTests.questions.write(
            to: library.folder.appendingPathComponent("Questions.json"), atomically: true, encoding: .utf8)
        try prepare(library)
        let themes = ThemeOptions(
            names: ["Default", "Other"], current: "Default", load: { _ in .default }, remember: { _ in })
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                // A model on this machine, so that Describe opens (nothing is asked of it here).
                catalog: home.catalog.with(
                    models: ModelSettings(providers: [
                        ModelProvider(name: "local", baseURL: URL(string: "http://127.0.0.1:9/v1")!, models: ["m"])
                    ])), library: library, themes: themes,
                dependencies: home.manager, trust: trust, runs: RunStore(home: ShortcutsHome(root: home.root)),
                automations: AutomationsScreenTests.installer(home)))
        return (AppDriver(app, size: size), library)
    }

    /// Drives a new app to `context` the way a person would.
    static func reach(_ context: Context, _ home: TestHome) async throws -> AppDriver<ShortcutsApp> {
        // Only an agent's work needs a trust store: without one every shortcut runs as it is.
        let trust = context == .acceptChanges ? TrustStore(file: home.root.appendingPathComponent("trusted.json")) : nil
        let (driver, library) = try makeApp(home, trust: trust) { library in
            guard let trust else { return }
            try AgentWorkEditorTests.shortcut.write(
                to: library.folder.appendingPathComponent("agent-calm.json"), atomically: true, encoding: .utf8)
            try trust.recordAgentWork(try DocumentDecoder.decode(AgentWorkEditorTests.shortcut), by: "claude")
        }
        switch context {
        case .library: break
        case .libraryFilter: driver.press("/")
        case .naming: driver.press("n")
        case .renaming: driver.press("r")
        case .deleteShortcut: driver.press("x")
        case .themeMenu: driver.press("t")
        case .libraryHelp: driver.press("?")
        case .editor, .editorHelp, .tokenMenu, .actions, .deleteBlock, .quitConfirm, .choicePrompt, .describe:
            await EditorAppTests.open("Countdown", in: driver)
            switch context {
            case .describe: driver.press("M")
            case .editorHelp: driver.press("?")
            case .tokenMenu: driver.press("I")
            case .actions: driver.press("a")
            case .deleteBlock:
                for _ in 0..<20 where driver.app.editorSession?.deletingSelectedAsksAboutContents != true {
                    driver.press("j")
                }
                driver.press("x")
            case .quitConfirm: driver.press("J", "ctrl+c")
            case .choicePrompt:
                driver.press("J")
                await driver.waitUntilIdle()
                _ = try SafekeepingTests.theyChange(library)
                driver.press("ctrl+s")
                await driver.waitUntilIdle()
            default: break
            }
        case .field:
            await EditorAppTests.newShortcut(adding: ["show result"], in: driver)
            driver.press("enter")
        case .textArea:
            await EditorAppTests.newShortcut(adding: ["run shell script"], in: driver)
            driver.press("enter")
        case .picker:
            await EditorAppTests.newShortcut(adding: ["open book"], in: driver)
            driver.press("enter")
            await driver.waitUntilIdle()
        case .variables:
            await EditorAppTests.newShortcut(adding: ["find books", "show result"], in: driver)
            driver.press("v")
        case .list, .listItem:
            await EditorAppTests.newShortcut(adding: ["find books", "show result", "combine text"], in: driver)
            driver.press("enter")
            if context == .listItem { driver.press("a") }
        case .variableKey:
            await EditorAppTests.newShortcut(adding: ["get dictionary from input", "show result"], in: driver)
            driver.press("v", "right")
        case .dictionary, .dictionaryEntry:
            await EditorAppTests.newShortcut(adding: ["dictionary"], in: driver)
            driver.press("enter")
            if context == .dictionaryEntry { driver.press("a") }
        case .find, .findMenu, .findHelp:
            await EditorAppTests.newShortcut(adding: ["find books"], in: driver)
            driver.press("f")
            await driver.waitUntilIdle()
            if context == .findMenu { driver.press("k", "enter") }
            if context == .findHelp { driver.press("?") }
        case .conditions:
            await EditorAppTests.newShortcut(adding: ["if"], in: driver)
            // Adding an If may open its empty input's field; Esc closes that, not the editor.
            if driver.app.topContext != .editor { driver.press("escape") }
            driver.press("C")
        case .automations, .automationForm, .removeAutomation:
            try AutomationsScreenTests.add("morning", home)
            driver.press("a")
            await driver.waitUntilIdle()
            if context == .automationForm { driver.press("n") }
            if context == .removeAutomation { driver.press("x") }
        case .palette: driver.press(":")
        case .acceptChanges:
            await EditorAppTests.open("Agent Calm", in: driver)
            driver.press("T")
            await driver.waitUntilIdle()
        case .debug:
            await EditorAppTests.open("Countdown", in: driver)
            driver.press("d")
            await driver.waitUntilIdle()
        case .debugValue:
            await EditorAppTests.open("Day Off", in: driver)
            driver.press("j", "j", "b", "d")
            await driver.waitUntilIdle()
            driver.type("2026-12-25")
            driver.press("enter")
            await driver.waitUntilIdle()
            driver.press("tab", "j", "e")
        case .runHistory:
            await EditorAppTests.open("Countdown", in: driver)
            driver.press("g")
            await driver.waitUntilIdle()
            driver.press("escape", "H")
            await driver.waitUntilIdle()
        case .run, .saveOutput:
            await EditorAppTests.newShortcut(adding: ["text"], in: driver)
            driver.press("enter")
            driver.type("hello")
            driver.press("enter", "g")
            await driver.waitUntilIdle()
            if context == .saveOutput { driver.press("s") }
        case .question:
            await EditorAppTests.open("Questions", in: driver)
            driver.press("g")
            await driver.waitUntilIdle()
        }
        #expect(
            driver.app.topContext == context, "\(context) not reached: \(driver.app.contextStack)\n\(driver.screenText)"
        )
        return driver
    }

    /// Dispatch against the keymap, both ways: every key the keymap lists reaches the context
    /// as the command it lists (or says why it is disabled), and no key it does not list reaches
    /// anything, except characters where the keymap says characters are typed.
    @Test(arguments: Context.allCases)
    func dispatchIsExactlyTheKeymap(context: Context) async throws {
        let home = try await TestHome()
        let driver = try await Self.reach(context, home)
        let app = driver.app
        let keymap = app.keymap(of: context)
        let typesText = keymap.bindings.contains { $0.keys.isEmpty && $0.group == "Typing" }
        for key in Self.keys {
            let message = app.message(for: .key(key))
            switch keymap.resolve(key) {
            case .message(let command):
                guard case .input(let target, let sent, _)? = message else {
                    Issue.record("\(context): \(key) is listed but not dispatched")
                    continue
                }
                #expect(
                    target == context && sent == command,
                    "\(context): \(key) went to \(target) as \(sent), listed as \(command)")
            case .disabled(let reason, _):
                guard case .disabled(let said)? = message else {
                    Issue.record("\(context): \(key) is listed as disabled but dispatched")
                    continue
                }
                #expect(said == reason)
            case .unbound:
                if typesText, key.text != nil {
                    guard case .input(context, .widget, _)? = message else {
                        Issue.record("\(context): the character \(key) is not typed")
                        continue
                    }
                } else {
                    #expect(message == nil, "\(context): \(key) is not in the keymap but is dispatched")
                }
            }
        }
    }

    /// Esc closes the context on top, uncovering the one under it.
    @Test(arguments: Context.allCases.filter { $0 != .library })
    func escapePopsTheContext(context: Context) async throws {
        let home = try await TestHome()
        let driver = try await Self.reach(context, home)
        let before = driver.app.contextStack
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(
            driver.app.contextStack == Array(before.dropLast()), "\(context): \(before) → \(driver.app.contextStack)")
    }

    /// Page Down in the library moves by the rows the list shows on this terminal.
    @Test(arguments: [30, 50])
    func libraryPagesByTheRowsOnScreen(height: Int) async throws {
        let home = try await TestHome()
        let (_, library) = try Self.makeApp(home)
        for number in 0..<100 { _ = try library.add(ShortcutDocument(name: "Extra \(number)")) }
        let (driver, _) = try Self.makeApp(home, size: Size(width: 100, height: height))
        // The box, the status line and the key bar take four rows.
        let page = height - 4
        driver.press("home", "pagedown")
        #expect(driver.app.highlightedRow == page)
        driver.press("pagedown", "pageup")
        #expect(driver.app.highlightedRow == page)
        driver.press("end")
        #expect(driver.app.highlightedRow == driver.app.libraryModel.visibleItems.count - 1)
    }

    /// Page Down in Add Action moves by the rows its list shows on this terminal.
    @Test(arguments: [30, 50])
    func actionSearchPagesByTheRowsOnScreen(height: Int) async throws {
        let home = try await TestHome()
        let (driver, _) = try Self.makeApp(home, size: Size(width: 100, height: height))
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("a")
        #expect(driver.app.highlightedRow == 0)
        driver.press("pagedown")
        // The dialog is the height less four; its border, its field row and the list's rows.
        #expect(driver.app.highlightedRow == height - 4 - 2 - 1)
    }

    /// A click in the variable picker lands on the row drawn under it; a click on the
    /// highlighted row picks it.
    @Test func variablePickerClicksHitTheRowsOnScreen() async throws {
        let home = try await TestHome()
        let driver = try await Self.reach(.variables, home)
        let candidates = try #require(driver.app.editorSession?.variablePicker(slot: "text")?.candidates)
        try #require(candidates.count >= 2)
        let label = candidates[1].label
        let row = try #require(driver.lines.firstIndex { $0.contains(" \(label)") }, "\(driver.screenText)")
        let column = try #require(driver.lines[row].range(of: label)).lowerBound.utf16Offset(in: driver.lines[row])
        driver.click(at: Point(x: column, y: row))
        #expect(driver.app.highlightedRow == 1)
        #expect(driver.app.topContext == .variables)
        driver.click(at: Point(x: column, y: row))
        #expect(driver.app.topContext == .editor, "\(driver.screenText)")
    }
}
