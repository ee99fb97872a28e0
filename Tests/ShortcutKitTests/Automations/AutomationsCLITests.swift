import BlockingTestSupport
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// `shortcuts automations` on the real binary: bad requests are refused writing nothing; enable
/// writes units that `systemd-analyze verify` accepts and tells systemctl (a fake on PATH that
/// records its arguments: no test touches the machine's timers); the exact command a unit runs
/// is run, and its run is in the history under the automation's name; disable undoes it all.
@Suite struct AutomationsCLITests {
    struct Setup {
        var home: URL
        var fakes: URL
        var calls: URL
        var units: URL { home.appendingPathComponent("config/systemd/user") }
        var automations: URL { home.appendingPathComponent("automations") }
        /// The test's PATH with the fake systemctl first.
        var environment: [String: String?] {
            ["PATH": fakes.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        }

        func run(_ arguments: [String]) async throws -> ShortcutsCLI.Result {
            try await ShortcutsCLI.run(arguments, home: home, environment: environment)
        }

        var systemctlCalls: [String] {
            ((try? String(contentsOf: calls, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    static func setup() throws -> Setup {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("automations-\(UUID().uuidString)")
        let fakes = home.appendingPathComponent("fakes")
        try FileManager.default.createDirectory(at: fakes, withIntermediateDirectories: true)
        let calls = home.appendingPathComponent("systemctl-calls")
        let systemctl = fakes.appendingPathComponent("systemctl")
        try "#!/bin/sh\necho \"$@\" >> '\(calls.path)'\n".write(to: systemctl, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: systemctl.path)
        return Setup(home: home, fakes: fakes, calls: calls)
    }

    static var hasSystemdAnalyze: Bool { SystemdUnitsTests.systemdAnalyze }

    @Test func badRequestsAreRefusedAndWriteNothing() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        let cases: [([String], Int32, String)] =
            [
                (
                    ["add", "x", "--shortcut", "No Such Shortcut", "--at-login"], 66,
                    "no shortcut named 'No Such Shortcut'"
                ),
                (["add", "Bad_Name", "--shortcut", "Countdown", "--at-login"], 64, "is not an automation name"),
                (["add", "x", "--shortcut", "Countdown"], 64, "give one trigger"),
                (
                    ["add", "x", "--shortcut", "Countdown", "--at-login", "--every-minutes", "5"], 64,
                    "give one trigger"
                ),
                (
                    ["add", "x", "--shortcut", "Countdown", "--path", "/no/such/folder/x", "--when", "changed"], 64,
                    "does not exist, and a path outside your home must"
                ),
                (["add", "x", "--shortcut", "Countdown", "--at-login", "--mode", "sideways"], 64, "--mode must be"),
                (
                    ["add", "x", "--shortcut", "Countdown", "--every-minutes", "0"], 64,
                    "'trigger.everyMinutes' must be"
                ),
                (["enable", "nothing-here"], 66, "no automation is named 'nothing-here'"),
                // It runs a program, which the config file does not allow: not even added.
                (
                    ["add", "x", "--shortcut", "Disk Usage Warning", "--at-login"], 77,
                    "allowRunningScripts"
                ),
            ]
            + (Self.hasSystemdAnalyze
                ? [
                    (
                        ["add", "x", "--shortcut", "Countdown", "--calendar", "bogus"], 64,
                        "Failed to parse calendar specification"
                    )
                ]
                : [])
        for (arguments, status, message) in cases {
            let result = try await setup.run(["automations"] + arguments)
            #expect(result.status == status, "\(arguments): \(result.error)")
            #expect(result.error.contains(message), "\(arguments): \(result.error)")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: setup.automations.path)) ?? []
        #expect(written.isEmpty, "\(written)")
        #expect(setup.systemctlCalls.isEmpty)
    }

    @Test func enableWritesUnitsSystemdAcceptsAndTheirCommandRunsAsTheAutomation() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        let added = try await setup.run([
            "automations", "add", "countdown-daily", "--shortcut", "Countdown", "--calendar", "*-*-* 07:30",
            "--input", "go",
        ])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("Added 'countdown-daily'"))

        let enabled = try await setup.run(["automations", "enable", "countdown-daily"])
        #expect(enabled.status == 0, "\(enabled.error)")
        #expect(
            setup.systemctlCalls == [
                "--user daemon-reload", "--user enable --now shortcuts-automation-countdown-daily.timer",
            ])
        let service = setup.units.appendingPathComponent("shortcuts-automation-countdown-daily.service")
        let timer = setup.units.appendingPathComponent("shortcuts-automation-countdown-daily.timer")
        let timerText = try String(contentsOf: timer, encoding: .utf8)
        #expect(timerText.contains("OnCalendar=*-*-* 07:30") && timerText.contains("Persistent=true"))
        #expect(timerText.hasPrefix("# Made by `shortcuts automations enable countdown-daily`"))
        if Self.hasSystemdAnalyze {
            let verify = try await offThePool {
                try ChildProcess.run(
                    "/usr/bin/systemd-analyze", ["verify", service.path, timer.path],
                    environment: ProcessInfo.processInfo.environment)
            }
            #expect(verify.status == 0, "\(String(decoding: verify.error, as: UTF8.self))")
            #expect(String(decoding: verify.error, as: UTF8.self).isEmpty)
        }

        // The service's own command, as systemd would run it: its environment and its words.
        let serviceText = try String(contentsOf: service, encoding: .utf8)
        let environment = serviceText.split(separator: "\n").filter { $0.hasPrefix("Environment=") }.compactMap {
            SystemdWords.split(String($0.dropFirst("Environment=".count))).first
        }
        let words = try #require(
            serviceText.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map {
                SystemdWords.split(String($0.dropFirst("ExecStart=".count)))
            })
        #expect(
            Array(words.dropFirst()) == [
                "run", "00000000-0000-4000-8000-000000000700", "--no-input", "--automation", "countdown-daily",
                "--input=go",
            ])
        var variables = ProcessInfo.processInfo.environment
        for assignment in environment {
            let (key, value) = assignment.split(separator: "=", maxSplits: 1).map(String.init).pair
            variables[key] = value
        }
        let child = variables
        let ran = try await offThePool { try ChildProcess.run(words[0], Array(words.dropFirst()), environment: child) }
        #expect(ran.status == 0, "\(String(decoding: ran.error, as: UTF8.self))")
        let runs = try await RunStore(home: ShortcutsHome(root: setup.home)).list(
            RunStore.Filter(source: .automation, sourceDetail: "countdown-daily"))
        #expect(runs.count == 1 && runs.first?.outcome == .succeeded)

        // list says it is enabled, when it runs next and how it last went.
        let listed = try await setup.run(["automations", "list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(rows.first?["enabled"] as? Bool == true)
        #expect((rows.first?["lastRun"] as? [String: Any])?["outcome"] as? String == "succeeded")
        if Self.hasSystemdAnalyze { #expect((rows.first?["next"] as? String)?.contains("07:30:00") == true) }

        // The shortcut changes: its next unattended run is refused, and kept as failed, until
        // the automation is enabled again.
        let library = setup.home.appendingPathComponent("shortcuts")
        let file = try #require(
            try FileManager.default.contentsOfDirectory(at: library, includingPropertiesForKeys: nil).first {
                (try? String(contentsOf: $0, encoding: .utf8))?.contains("\"name\": \"Countdown\"") == true
            })
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Lift off!", with: "Liftoff!")
            .write(to: file, atomically: true, encoding: .utf8)
        let refused = try await offThePool {
            try ChildProcess.run(words[0], Array(words.dropFirst()), environment: child)
        }
        #expect(refused.status == 77)
        #expect(
            String(decoding: refused.error, as: UTF8.self).contains(
                "changed since the automation 'countdown-daily' was enabled"))
        let logs = try await setup.run(["automations", "logs", "countdown-daily", "--json"])
        let logged = try #require(try JSONSerialization.jsonObject(with: Data(logs.output.utf8)) as? [[String: Any]])
        #expect(logged.map { $0["outcome"] as? String } == ["failed", "succeeded"])
        #expect((logged.first?["error"] as? String)?.contains("accepts this version") == true)
        #expect(try await setup.run(["automations", "enable", "countdown-daily"]).status == 0)
        let accepted = try await offThePool {
            try ChildProcess.run(words[0], Array(words.dropFirst()), environment: child)
        }
        #expect(accepted.status == 0, "\(String(decoding: accepted.error, as: UTF8.self))")

        // Disabling undoes exactly that; removing leaves nothing.
        let disabled = try await setup.run(["automations", "disable", "countdown-daily"])
        #expect(disabled.status == 0, "\(disabled.error)")
        #expect(
            Array(setup.systemctlCalls.suffix(2)) == [
                "--user disable --now shortcuts-automation-countdown-daily.service shortcuts-automation-countdown-daily.timer",
                "--user daemon-reload",
            ])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: setup.units.path))?.isEmpty ?? true)
        // A unit left over from it (disabled by hand, say) runs nothing: refused and kept as failed.
        let leftover = try await offThePool {
            try ChildProcess.run(words[0], Array(words.dropFirst()), environment: child)
        }
        #expect(leftover.status == 77)
        #expect(String(decoding: leftover.error, as: UTF8.self).contains("is disabled"))
        // run-now is a person asking: it runs though the automation is disabled.
        #expect(try await setup.run(["automations", "run-now", "countdown-daily"]).status == 0)
        #expect(try await setup.run(["automations", "remove", "countdown-daily"]).status == 0)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: setup.automations.path))?.isEmpty ?? true)
    }

    @Test func withoutAUserServiceManagerEnableSaysSoAndStaysDisabled() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        // A systemctl that cannot reach a user manager, as in a container.
        try "#!/bin/sh\necho 'Failed to connect to bus: No medium found' >&2\nexit 1\n".write(
            to: setup.fakes.appendingPathComponent("systemctl"), atomically: true, encoding: .utf8)
        #expect(
            try await setup.run(["automations", "add", "at-login", "--shortcut", "Countdown", "--at-login"]).status == 0
        )
        let enabled = try await setup.run(["automations", "enable", "at-login"])
        #expect(enabled.status == 70)
        #expect(enabled.error.contains("there is no systemd user service manager here"), "\(enabled.error)")
        let shown = try await setup.run(["automations", "show", "at-login"])
        #expect(shown.output.contains("enabled   no"), "\(shown.output)")
    }

    /// Without a user manager, `enable --cron` adds a line to the crontab's block of automations
    /// (through a fake `crontab` on PATH that keeps the table in a file) and touches nothing else
    /// of it; the line's own command, as cron hands it to the shell, runs as the automation;
    /// disabling puts the crontab back as it was. What cron cannot say is refused, writing nothing.
    @Test func enableWithCronAddsItsLineAndLeavesTheRestOfTheCrontab() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        let table = setup.home.appendingPathComponent("crontab")
        let crontab = setup.fakes.appendingPathComponent("crontab")
        try """
        #!/bin/sh
        case "$1" in
        -l) if [ -f '\(table.path)' ]; then cat '\(table.path)'; else echo "no crontab for tester" >&2; exit 1; fi ;;
        -) cat > '\(table.path)' ;;
        *) exit 2 ;;
        esac
        """.write(to: crontab, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: crontab.path)
        try CronTests.mine.write(to: table, atomically: true, encoding: .utf8)

        #expect(
            try await setup.run([
                "automations", "add", "weekday-countdown", "--shortcut", "Countdown", "--calendar", "Mon..Fri 07:30",
                "--input", "50% 'off'", "--mode", "queued",
            ]).status == 0)
        let enabled = try await setup.run(["automations", "enable", "weekday-countdown", "--cron"])
        #expect(enabled.status == 0, "\(enabled.error)")
        #expect(enabled.output.contains("from your crontab"))
        #expect(setup.systemctlCalls.isEmpty)
        let text = try String(contentsOf: table, encoding: .utf8)
        #expect(text.hasPrefix(CronTests.mine))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("30 7 * * 1-5 ") })
        let listed = try await setup.run(["automations", "list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect(rows.first?["scheduler"] as? String == "cron")

        // The line as cron runs it: its fields gone, `\%` made `%`, through the shell.
        let command = line.dropFirst("30 7 * * 1-5 ".count).replacingOccurrences(of: "\\%", with: "%")
        let ran = try await offThePool {
            try ChildProcess.run("/bin/sh", ["-c", command], environment: ProcessInfo.processInfo.environment)
        }
        #expect(ran.status == 0, "\(String(decoding: ran.error, as: UTF8.self))")
        let runs = try await RunStore(home: ShortcutsHome(root: setup.home)).list(
            RunStore.Filter(source: .automation, sourceDetail: "weekday-countdown"))
        #expect(runs.count == 1 && runs.first?.outcome == .succeeded)
        let shown = try await setup.run(["runs", "show", try #require(runs.first?.id.uuidString), "--json"])
        #expect(shown.output.contains("50% 'off'"), "\(shown.output)")

        #expect(try await setup.run(["automations", "disable", "weekday-countdown"]).status == 0)
        #expect(try String(contentsOf: table, encoding: .utf8) == CronTests.mine)
        #expect(setup.systemctlCalls.isEmpty)

        // At login is nothing cron can say: refused, the crontab as it was, the automation disabled.
        #expect(
            try await setup.run(["automations", "add", "at-login", "--shortcut", "Countdown", "--at-login"]).status == 0
        )
        let refused = try await setup.run(["automations", "enable", "at-login", "--cron"])
        #expect(refused.status == 64)
        #expect(refused.error.contains("cron has no login trigger"), "\(refused.error)")
        #expect(try String(contentsOf: table, encoding: .utf8) == CronTests.mine)
        #expect(try await setup.run(["automations", "show", "at-login"]).output.contains("enabled   no"))
    }

    /// In the queued mode a unit's command starts each run with systemd-run (a fake on PATH that
    /// sets the variables it is given and runs what follows `--`): the run it starts is the
    /// automation's.
    @Test func aQueuedAutomationsUnitStartsItsRunThroughSystemdRun() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        let launcher = setup.fakes.appendingPathComponent("systemd-run")
        try """
        #!/bin/sh
        while [ $# -gt 0 ]; do
          case "$1" in
            --setenv=*) export "${1#--setenv=}" ;;
            --) shift; exec "$@" ;;
          esac
          shift
        done
        exit 2
        """.write(to: launcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher.path)
        try FileManager.default.createDirectory(
            at: setup.home.appendingPathComponent("inbox"), withIntermediateDirectories: true)
        #expect(
            try await setup.run([
                "automations", "add", "inbox", "--shortcut", "Countdown", "--path", setup.home.path + "/inbox",
                "--when", "changed", "--mode", "queued",
            ]).status == 0)
        let enabled = try await setup.run(["automations", "enable", "inbox"])
        #expect(enabled.status == 0, "\(enabled.output) \(enabled.error)")
        let service = try String(
            contentsOf: setup.units.appendingPathComponent("shortcuts-automation-inbox.service"), encoding: .utf8)
        let words = try #require(
            service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map {
                SystemdWords.split(String($0.dropFirst("ExecStart=".count)))
            })
        #expect(words.first == launcher.path)
        // The manager's environment, not the test's: the launcher's --setenv gives the home.
        var variables = ProcessInfo.processInfo.environment
        variables["SHORTCUTS_HOME"] = nil
        let child = variables
        let ran = try await offThePool { try ChildProcess.run(words[0], Array(words.dropFirst()), environment: child) }
        #expect(ran.status == 0, "\(String(decoding: ran.error, as: UTF8.self))")
        let runs = try await RunStore(home: ShortcutsHome(root: setup.home)).list(
            RunStore.Filter(source: .automation, sourceDetail: "inbox"))
        #expect(runs.count == 1 && runs.first?.outcome == .succeeded)
    }

    /// A failed run notifies, where there is a session, or runs the handler shortcut with the
    /// failure as its input; both are kept in the run history under the automation's name.
    @Test func aFailedRunNotifiesOrRunsItsHandler() async throws {
        let setup = try Self.setup()
        defer { try? FileManager.default.removeItem(at: setup.home) }
        _ = try await setup.run(["list"])
        let library = setup.home.appendingPathComponent("shortcuts")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000F000", "name": "Fails", "actions": [
          {"id": "00000000-0000-4000-8000-00000000F001", "action": "Shortcuts.Number", "parameters": {"number": {"text": "many"}}}
        ]}
        """.write(to: library.appendingPathComponent("Fails.json"), atomically: true, encoding: .utf8)
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000F100", "name": "Handler", "actions": [
          {"id": "00000000-0000-4000-8000-00000000F101", "action": "getDictionaryValue", "dictionary": {"var": "input"}, "get": "value", "key": {"text": "message"}}
        ]}
        """.write(to: library.appendingPathComponent("Handler.json"), atomically: true, encoding: .utf8)
        let notified = setup.home.appendingPathComponent("notify-send-calls")
        let notifySend = setup.fakes.appendingPathComponent("notify-send")
        try "#!/bin/sh\nprintf '%s|' \"$@\" >> '\(notified.path)'\n".write(
            to: notifySend, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: notifySend.path)
        #expect(try await setup.run(["automations", "add", "fails", "--shortcut", "Fails", "--at-login"]).status == 0)
        #expect(
            try await setup.run([
                "automations", "add", "handled", "--shortcut", "Fails", "--at-login", "--on-failure", "Handler",
            ]).status == 0)

        try AutomationFileTests.markEnabled("fails", home: setup.home)
        try AutomationFileTests.markEnabled("handled", home: setup.home)
        var session = setup.environment
        session["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/bus"
        let failed = try await ShortcutsCLI.run(
            ["run", "Fails", "--no-input", "--automation", "fails"], home: setup.home, environment: session)
        #expect(failed.status == 70)
        let shown = (try? String(contentsOf: notified, encoding: .utf8)) ?? ""
        #expect(shown.contains("Automation 'fails' failed|"), "\(shown)")
        #expect(shown.contains("'Fails' stopped at action 1 (Number)"), "\(shown)")

        let handled = try await ShortcutsCLI.run(
            ["run", "Fails", "--no-input", "--automation", "handled"], home: setup.home, environment: session)
        #expect(handled.status == 70)
        let runs = try await RunStore(home: ShortcutsHome(root: setup.home)).list(
            RunStore.Filter(source: .automation, sourceDetail: "handled"))
        #expect(Set(runs.map(\.shortcutName)) == ["Fails", "Handler"])
        let handler = try #require(runs.first { $0.shortcutName == "Handler" })
        #expect(handler.outcome == .succeeded)
        let detail = try #require(try await RunStore(home: ShortcutsHome(root: setup.home)).run(handler.id.uuidString))
        #expect(detail.output?.summary.contains("action 1 (Number)") == true, "\(String(describing: detail.output))")
        // The handled automation does not notify.
        #expect(
            ((try? String(contentsOf: notified, encoding: .utf8)) ?? "").components(separatedBy: "failed|").count == 2)
    }
}

/// The words of a systemd command line or assignment, unquoted as systemd reads them (the
/// subset the units use: double quotes, `\\` escapes, `%%` and `$$`).
enum SystemdWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        var characters = Array(line)[...]
        while let c = characters.popFirst() {
            switch c {
            case "\"":
                quoted.toggle()
                started = true
            case "\\" where quoted:
                if let next = characters.popFirst() {
                    switch next {
                    case "n": current.append("\n")
                    case "t": current.append("\t")
                    default: current.append(next)
                    }
                }
            case "%", "$":
                if characters.first == c { characters.removeFirst() }
                current.append(c)
            case " " where !quoted:
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            default:
                current.append(c)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }
}

extension Array where Element == String {
    fileprivate var pair: (String, String) { (self[0], count > 1 ? self[1] : "") }
}
