import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Use Model's model in the editor: Enter on it opens a menu of the config file's models, the
/// default (named) first and typing another last; the header says whether the chosen one is on
/// this machine or the network.
@MainActor
struct UseModelModelMenuTests {
    static let shortcut = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000820", "name": "Ask Menu", "actions": [
          {"id": "00000000-0000-4000-8000-000000000821", "action": "useModel", "prompt": {"text": "hi"}}
        ]}
        """#

    func open() async throws -> AppDriver<ShortcutsApp> {
        let home = try await TestHome()
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        try Self.shortcut.write(
            to: library.folder.appendingPathComponent("ask-menu.json"), atomically: true, encoding: .utf8)
        let settings = ModelSettings(providers: [
            ModelProvider(
                name: "local", baseURL: URL(string: "http://127.0.0.1:9/v1")!, models: ["small", "large"], timeout: 30),
            ModelProvider(
                name: "hosted", baseURL: URL(string: "https://api.example.com/v1")!, models: ["big"], timeout: 30),
        ])
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog.with(models: settings), library: library, dependencies: home.manager))
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await EditorAppTests.open("Ask Menu", in: driver)
        for _ in 0..<8 where driver.app.focusedToken?.slot != "model" { driver.press("tab") }
        #expect(driver.app.focusedToken?.slot == "model", "\(driver.screenText)")
        return driver
    }

    func model(_ driver: AppDriver<ShortcutsApp>) -> String? {
        guard case .builtIn(let call)? = driver.app.editorSession?.shortcut.actions.first?.kind else { return nil }
        return call.text("model")
    }

    @Test func theMenuOffersTheConfiguredModelsTheDefaultAndAnother() async throws {
        let driver = try await open()
        #expect(!driver.screenText.contains("uses the network"), "\(driver.screenText)")
        driver.press("enter")
        let menu = driver.screenText
        for item in [
            "Default (local/small)", "local/small (on this machine)", "local/large (on this machine)",
            "hosted/big (api.example.com)", "Other…",
        ] {
            #expect(menu.contains(item), "\(item) in\n\(menu)")
        }
        // The hosted one: the network, as the header says.
        driver.press("down", "down", "down", "enter")
        #expect(model(driver) == "hosted/big")
        #expect(driver.screenText.contains("uses the network"), "\(driver.screenText)")
        // Another, typed.
        driver.press("enter", "end", "enter")
        #expect(driver.app.topContext == .field, "\(driver.app.contextStack)")
        driver.press("ctrl+u")
        driver.type("local/tiny")
        driver.press("enter")
        #expect(model(driver) == "local/tiny")
        // The default again: the member is left out of the file.
        driver.press("enter", "home", "enter")
        #expect(model(driver) == nil)
        guard case .builtIn(let call)? = driver.app.editorSession?.shortcut.actions.first?.kind else {
            throw CancellationError()
        }
        #expect(call["model"] == nil)
    }
}
