import Foundation
import ShortcutKit
import Testing

/// An automation's file: every trigger and mode reads back as it was written, canonically, and
/// a wrong file is refused naming the member, line and column (docs/automations.md).
@Suite struct AutomationFileTests {
    static func name(_ text: String) throws -> AutomationName { try AutomationName.parse(text).get() }

    static let shortcut = UUID(uuidString: "00000000-0000-4000-8000-000000000700")!

    /// Marks the automation `name` of the home at `home` enabled, as `enable` would, without
    /// installing anything: a run of its command is then one its unit would start.
    static func markEnabled(_ name: String, home: URL) throws {
        let store = AutomationStore(home: ShortcutsHome(root: home))
        var automation = try #require(try store.load(try Self.name(name)))
        automation.enabled = true
        try store.save(automation)
    }

    static let triggers: [AutomationTrigger] = [
        .calendar("Mon..Fri 09:00"), .interval(minutes: 30, from: .boot), .interval(minutes: 5, from: .lastRun),
        .login, .path("~/Downloads", when: .nonEmpty), .path("/srv/in/*.csv", when: .glob),
        .path("/etc/hosts", when: .changed), .path("/var/log/x", when: .modified), .path("/tmp/flag", when: .exists),
    ]

    @Test(arguments: AutomationFileTests.triggers)
    func everyTriggerRoundTrips(trigger: AutomationTrigger) throws {
        let failures: [AutomationFailureAction] = [.notify, .record, .runShortcut(Self.shortcut)]
        for (index, mode) in [AutomationMode.single, .queued, .restart, .parallel(4)].enumerated() {
            var automation = Automation(
                name: try Self.name("morning-digest"), shortcut: Self.shortcut, input: "50% \"off\"",
                trigger: trigger, mode: mode, onFailure: failures[index % failures.count], enabled: true,
                approvedVersion: index == 0 ? String(repeating: "ab", count: 32) : nil)
            automation.scheduler = index == 1 ? .cron : .systemd
            let text = AutomationFile.write(automation)
            #expect(try AutomationFile.read(text) == automation)
            // Canonical: written again, the same bytes.
            #expect(AutomationFile.write(try AutomationFile.read(text)) == text)
        }
    }

    @Test(arguments: [
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700"}"#,
            "1:1: 'automation' needs a member 'trigger'"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"login": true}, "scheduler": "at"}"#,
            "1:121: 'automation.scheduler' must be \"systemd\" or \"cron\""
        ),
        (
            #"{"format": 2, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"login": true}}"#,
            "1:12: 'automation.format' must be 1"
        ),
        (
            #"{"format": 1, "name": "Nope", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"login": true}}"#,
            "is not an automation name"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "dune", "trigger": {"login": true}}"#,
            "'automation.shortcut' must be a shortcut's id"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"everyMinutes": 0}}"#,
            "'trigger.everyMinutes' must be a whole number"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"path": "rel", "when": "changed"}}"#,
            "'trigger.path' must be an absolute path"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"path": "/x", "when": "sometimes"}}"#,
            "'trigger.when' must be one of"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {}}"#,
            "'trigger' needs one of"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"login": true}, "mode": {"parallel": 0}}"#,
            "'mode.parallel' must be"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"login": true}, "colour": "red"}"#,
            "unknown member 'colour'"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"calendar": "daily\n[Service]"}}"#,
            "'trigger.calendar' has a control character"
        ),
        (
            #"{"format": 1, "name": "x", "shortcut": "00000000-0000-4000-8000-000000000700", "trigger": {"path": "/tmp/x\\", "when": "changed"}}"#,
            "'trigger.path' ends with a backslash"
        ),
        (#"{"format": 1,"#, "1:"),
    ])
    func aWrongFileIsRefusedSayingWhere(text: String, message: String) {
        #expect {
            try AutomationFile.read(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test func namesAreShortLowerCaseWords() {
        #expect((try? AutomationName.parse("backup-2").get()) != nil)
        for bad in ["", "-x", "Morning", "a b", "ä", "a/b", String(repeating: "a", count: 65)] {
            #expect((try? AutomationName.parse(bad).get()) == nil, "\(bad)")
        }
    }
}

extension AutomationTrigger: CustomTestStringConvertible {
    package var testDescription: String { summary }
}
