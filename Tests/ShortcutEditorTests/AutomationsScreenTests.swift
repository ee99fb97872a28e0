import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// The automations screen (`a` in the library, `A` in the editor): it lists the automations with
/// their last runs, adds one through a form that checks as it is typed, enables and disables
/// one through `systemctl` (a fake on the installer's PATH that records its arguments: no test
/// touches the machine's timers), removes one after asking, and lists an automation's runs.
@MainActor
@Suite struct AutomationsScreenTests {
    /// Countdown's id in the example library.
    static let countdown = UUID(uuidString: "00000000-0000-4000-8000-000000000700")!

    /// The installer of the test home: units in its config folder, programs from `path` first.
    static func installer(_ home: TestHome, path: URL? = nil) -> AutomationInstaller {
        var variables = ["XDG_CONFIG_HOME": home.root.appendingPathComponent("config").path]
        variables["PATH"] =
            [path?.path, ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"].compactMap { $0 }
            .joined(separator: ":")
        return AutomationInstaller(home: ShortcutsHome(root: home.root), variables: variables)
    }

    /// Saves an automation of Countdown named `name` in the test home.
    static func add(_ name: String, _ home: TestHome, trigger: AutomationTrigger = .calendar("daily")) throws {
        let automation = Automation(
            name: try AutomationName.parse(name).get(), shortcut: countdown, trigger: trigger)
        try installer(home).store.save(automation)
    }

    /// The app on the example library, its runs kept in the home, automations through `installer`.
    static func app(_ home: TestHome, installer: AutomationInstaller, size: Size = Size(width: 100, height: 30))
        throws -> AppDriver<ShortcutsApp>
    {
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        let app = ShortcutsApp(
            environment: EditorEnvironment(
                catalog: home.catalog, library: library, dependencies: home.manager,
                runs: RunStore(home: ShortcutsHome(root: home.root)), automations: installer))
        return AppDriver(app, size: size)
    }

    /// A fake `systemctl` in a folder of its own that appends its arguments to `calls`.
    static func fakeSystemctl(in home: TestHome) throws -> (folder: URL, calls: URL) {
        let folder = home.root.appendingPathComponent("fakes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let calls = home.root.appendingPathComponent("systemctl-calls")
        let systemctl = folder.appendingPathComponent("systemctl")
        try "#!/bin/sh\necho \"$@\" >> '\(calls.path)'\n".write(to: systemctl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: systemctl.path)
        return (folder, calls)
    }

    @Test func theScreenListsEachAutomationWithItsLastRunAndItsRuns() async throws {
        let home = try await TestHome()
        try Self.add("morning", home)
        try Self.add("inbox", home, trigger: .path("~/Inbox", when: .nonEmpty))
        // One run of morning, as its unit would have run it.
        let library = Library(folder: home.root.appendingPathComponent("shortcuts"))
        _ = try library.prepare(examples: ExampleShortcuts.all)
        let document = try #require(ShortcutDirectory(library: library).document(Self.countdown))
        var runner = ShortcutRunner(catalog: home.catalog)
        runner.history = RunHistory(
            store: RunStore(home: ShortcutsHome(root: home.root)), source: RunSource(.automation, detail: "morning"))
        _ = try await runner.run(document, prompter: NonInteractivePrompter())

        let driver = try Self.app(home, installer: Self.installer(home))
        driver.press("a")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .automations)
        let screen = driver.screenText
        #expect(screen.contains("○ inbox  'Countdown'  when the folder ~/Inbox is not empty"), "\(screen)")
        #expect(screen.contains("never ran"))
        #expect(screen.contains("○ morning  'Countdown'  at daily"))
        #expect(screen.contains("✓ succeeded"))
        #expect(screen.contains("2 automations"))
        // The selected one's details: inbox, first by name.
        #expect(screen.contains("Disabled: e enables it"))
        #expect(screen.contains("It has not run yet"))

        driver.press("down")
        #expect(driver.screenText.contains("Last run ✓ succeeded"))
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .runHistory)
        #expect(driver.screenText.contains("Runs of the automation morning ('Countdown')"))
        #expect(driver.screenText.contains("1 run"))
        driver.press("escape")
        #expect(driver.app.topContext == .automations)
    }

    /// The form says what is wrong as it is typed, and Enter adds the automation, disabled, as
    /// `automations add` would write it; the list shows it selected.
    @Test func theFormChecksAsItIsTypedAndAddsTheAutomation() async throws {
        let home = try await TestHome()
        let installer = Self.installer(home)
        let driver = try Self.app(home, installer: installer)
        await EditorAppTests.open("Countdown", in: driver)
        // "Add automation…" on the open shortcut: the form over the automations screen.
        driver.press("A")
        await driver.waitUntilIdle()
        #expect(driver.app.contextStack.suffix(2) == [.automations, .automationForm])
        assertSnapshot(driver.screen, named: "automation-form-100x30")
        #expect(driver.screenText.contains("‹") == false)
        #expect(driver.screenText.contains("↳ an automation needs a name"))

        driver.type("Evening Run")
        #expect(driver.screenText.contains("'Evening Run' is not an automation name"))
        driver.press("ctrl+u")
        driver.type("evening")
        #expect(!driver.screenText.contains("not an automation name"))
        driver.press("down")
        #expect(driver.screenText.contains("‹ Countdown ›"))
        driver.press("down", "right")
        #expect(driver.screenText.contains("‹ every N minutes ›"))
        driver.press("down", "ctrl+u")
        driver.type("0")
        #expect(driver.screenText.contains("a whole number of minutes, from 1 to a year"))
        // Enter with something wrong adds nothing and says what.
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .automationForm)
        #expect(installer.store.all().isEmpty)
        driver.press("ctrl+u")
        driver.type("15")
        driver.press("down", "right", "right")
        #expect(driver.screenText.contains("‹ stop it and run the new one ›"))
        driver.press("enter")
        await driver.waitUntilIdle()

        #expect(driver.app.topContext == .automations)
        let added = try #require(try installer.store.load(try AutomationName.parse("evening").get()))
        #expect(added.trigger == .interval(minutes: 15, from: .boot))
        #expect(added.mode == .restart && added.shortcut == Self.countdown && !added.enabled)
        #expect(driver.screenText.contains("Added 'evening'"))
        #expect(driver.screenText.contains("○ evening  'Countdown'  every 15 minutes"))

        // The same name again is taken.
        driver.press("n")
        await driver.waitUntilIdle()
        driver.type("evening")
        #expect(driver.screenText.contains("an automation is named 'evening' already"))
        // A path outside the home that is not there, checked off the loop.
        driver.press("down", "down", "right", "right", "right", "right")
        #expect(driver.screenText.contains("‹ when a path changes ›"))
        driver.press("down", "ctrl+u")
        driver.type("/no/such/folder/inbox")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("'/no/such/folder/inbox' does not exist"), "\(driver.screenText)")
    }

    /// On a short terminal the form scrolls to the focused field and leaves the status line and
    /// the keys in sight.
    @Test func theFormFitsASmallTerminal() async throws {
        let home = try await TestHome()
        let driver = try Self.app(home, installer: Self.installer(home), size: Size(width: 44, height: 12))
        driver.press("a")
        await driver.waitUntilIdle()
        driver.press("n")
        await driver.waitUntilIdle()
        // The last field: On failure.
        for _ in 0..<6 { driver.press("down") }
        let lines = driver.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(driver.screenText.contains("‹ notify"), "\(driver.screenText)")
        #expect(lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("Enter") == true)
    }

    /// A calendar expression is checked by systemd as it is typed: its own refusal, or when it
    /// next runs.
    @Test func aCalendarIsCheckedBySystemdAsItIsTyped() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") else { return }
        let home = try await TestHome()
        let driver = try Self.app(home, installer: Self.installer(home))
        driver.press("a")
        await driver.waitUntilIdle()
        driver.press("n")
        driver.press("down", "down", "down", "ctrl+u")
        driver.type("Mon..Fri 25:00")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Failed to parse"), "\(driver.screenText)")
        driver.press("ctrl+u")
        driver.type("Mon..Fri 09:00")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("↳ next "), "\(driver.screenText)")
        #expect(driver.screenText.contains("09:00:00"))
    }

    /// `e` enables and disables through the installer, which tells systemctl (the fake);
    /// `x` removes after asking.
    @Test func enableDisableAndRemove() async throws {
        let home = try await TestHome()
        let (fakes, calls) = try Self.fakeSystemctl(in: home)
        try Self.add("morning", home)
        let driver = try Self.app(home, installer: Self.installer(home, path: fakes))
        driver.press("a")
        await driver.waitUntilIdle()
        driver.press("e")
        await driver.waitUntilIdle()
        var said = try String(contentsOf: calls, encoding: .utf8)
        #expect(said.contains("--user enable --now shortcuts-automation-morning.timer"), "\(said)")
        #expect(driver.screenText.contains("● morning"))
        #expect(driver.screenText.contains("Enabled, run by systemd"))
        #expect(driver.screenText.contains("Enabled 'morning': runs 'Countdown' at daily"))
        let units = home.root.appendingPathComponent("config/systemd/user")
        #expect(
            FileManager.default.fileExists(
                atPath: units.appendingPathComponent("shortcuts-automation-morning.timer").path))

        driver.press("e")
        await driver.waitUntilIdle()
        said = try String(contentsOf: calls, encoding: .utf8)
        #expect(
            said.contains(
                "--user disable --now shortcuts-automation-morning.service shortcuts-automation-morning.timer"))
        #expect(driver.screenText.contains("○ morning"))

        driver.press("x")
        #expect(driver.app.topContext == .removeAutomation)
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(driver.app.topContext == .automations)
        #expect(driver.screenText.contains("Removed 'morning'"))
        #expect(Self.installer(home).store.all().isEmpty)
    }
}
