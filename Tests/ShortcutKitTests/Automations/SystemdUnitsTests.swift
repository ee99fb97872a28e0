import BlockingTestSupport
import Foundation
import ShortcutKit
import Testing

/// The units of every trigger are ones systemd accepts (`systemd-analyze verify`), and an input
/// systemd would expand (`$HOME`, `%h`, quotes, a newline) reaches the command as it was typed.
@Suite struct SystemdUnitsTests {
    @Test(arguments: AutomationFileTests.triggers)
    func everyTriggersUnitsVerify(trigger: AutomationTrigger) async throws {
        let automation = Automation(
            name: try AutomationFileTests.name("check"), shortcut: AutomationFileTests.shortcut,
            input: "$HOME %h \"quoted\" back\\slash\nnext line", trigger: trigger)
        // A name with a line break in it stays on the Description= line.
        let units = SystemdUnits.units(
            for: automation, shortcutName: "50% off\n[Service]\nExecStartPre=/bin/false", command: ["/bin/echo"],
            environment: [("SHORTCUTS_HOME", "/tmp/a home/with $dollar")])
        #expect(units.map(\.name).first == "shortcuts-automation-check.service")
        #expect(units.allSatisfy { !$0.text.contains("\nExecStartPre") }, "\(units)")
        #expect(units.count == (trigger == .login ? 1 : 2))
        #expect(units.contains { $0.name == SystemdUnits.enabledUnit(of: automation) })
        let service = try #require(units.first?.text)
        let words = try #require(
            service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map {
                SystemdWords.split(String($0.dropFirst("ExecStart=".count)))
            })
        #expect(words.last == "--input=$HOME %h \"quoted\" back\\slash\nnext line")
        let assignment = try #require(service.split(separator: "\n").first { $0.hasPrefix("Environment=") })
        #expect(
            SystemdWords.split(String(assignment.dropFirst("Environment=".count)))
                == ["SHORTCUTS_HOME=/tmp/a home/with $dollar"])

        try await Self.verify(units, trigger.summary)
    }

    /// In another mode than single, each run is a transient unit of its own that systemd-run
    /// starts with the service's variables, so a trigger that comes while a run goes on is
    /// not merged into it; single, at login and counted from the last run's end run as the
    /// service itself.
    @Test func anotherModeStartsEachRunAsAUnitOfItsOwn() async throws {
        var automation = Automation(
            name: try AutomationFileTests.name("each"), shortcut: AutomationFileTests.shortcut, input: "$HOME",
            trigger: .calendar("*:0/15"), mode: .queued)
        func words(_ automation: Automation) throws -> [String] {
            let units = SystemdUnits.units(
                for: automation, shortcutName: "S", command: ["/bin/echo"],
                environment: [("SHORTCUTS_HOME", "/tmp/h $x")], launcher: "/usr/bin/systemd-run")
            let service = try #require(units.first?.text)
            return try #require(
                service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map {
                    SystemdWords.split(String($0.dropFirst("ExecStart=".count)))
                })
        }
        let run = [
            "/bin/echo", "run", AutomationFileTests.shortcut.uuidString, "--no-input", "--automation", "each",
            "--input=$HOME",
        ]
        // systemd-run's unit expands `$` once more: the words it is given have it doubled.
        #expect(
            try words(automation) == [
                "/usr/bin/systemd-run", "--user", "--quiet", "--collect",
                "--description=Shortcuts automation each (a run)", "--setenv=SHORTCUTS_HOME=/tmp/h $x", "--",
            ] + run.map { $0.replacingOccurrences(of: "$", with: "$$") })
        for mode in [AutomationMode.restart, .parallel(3)] {
            automation.mode = mode
            #expect(try words(automation).first == "/usr/bin/systemd-run")
        }
        automation.mode = .single
        #expect(try words(automation) == run)
        automation.mode = .queued
        automation.trigger = .interval(minutes: 5, from: .lastRun)
        #expect(try words(automation) == run)
        automation.trigger = .login
        #expect(try words(automation) == run)
        for when in [AutomationTrigger.PathCondition.exists, .glob, .nonEmpty] {
            automation.trigger = .path("~/Inbox", when: when)
            #expect(try words(automation) == run, "\(when)")
        }
        automation.trigger = .path("~/Inbox", when: .changed)
        let units = SystemdUnits.units(
            for: automation, shortcutName: "S", command: ["/bin/echo"], environment: [],
            launcher: "/usr/bin/systemd-run")
        try await Self.verify(units, "a path in the queued mode")
    }

    /// `systemd-analyze verify` accepts `units`, saying nothing, where it is installed.
    static func verify(_ units: [SystemdUnits.Unit], _ what: String) async throws {
        guard SystemdUnitsTests.systemdAnalyze else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for unit in units {
            try unit.text.write(to: folder.appendingPathComponent(unit.name), atomically: true, encoding: .utf8)
        }
        let paths = units.map { folder.appendingPathComponent($0.name).path }
        let verify = try await offThePool {
            try ChildProcess.run(
                "/usr/bin/systemd-analyze", ["verify"] + paths, environment: ProcessInfo.processInfo.environment)
        }
        let said = String(decoding: verify.error, as: UTF8.self)
        #expect(verify.status == 0 && said.isEmpty, "\(what): \(said)")
    }

    /// Whether `systemd-analyze` is there to check units with; in CI it must be (.ci/run installs it).
    static var systemdAnalyze: Bool {
        let found = FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze")
        if !found, ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("systemd-analyze is not installed: apt-get install systemd")
        }
        return found
    }
}
