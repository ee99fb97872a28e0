import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Run Shell Script: success, input as standard input and as arguments, environment, JSON
/// output, failure, timeout and cancellation (no child left behind), run under a policy that
/// allows it (the policy itself: SafetyPolicyTests).
@Suite struct ShellScriptTests {
    static func catalog() async throws -> Catalog { try await Catalog.load([]) }

    static func script(
        _ text: String, shell: String = "sh", input: Value? = nil, passInput: String? = nil,
        extra: [SlotID: BuiltInArgument] = [:]
    ) -> Action {
        var members: [SlotID: BuiltInArgument] = ["script": .text(text), "shell": .choice(shell)]
        if let input { members["input"] = .value(input) }
        if let passInput { members["passInput"] = .choice(passInput) }
        members.merge(extra) { _, new in new }
        return Action(.builtIn(BuiltInCall("runShellScript", members)))
    }

    static func run(_ actions: [Action], policy: SafetyPolicy = .unrestricted) async throws(RunError) -> RunResult {
        let catalog: Catalog
        do { catalog = try await Self.catalog() } catch { throw RunError(.actionFailed, "\(error)") }
        return try await ShortcutRunner(catalog: catalog, policy: policy).run(
            ShortcutDocument(name: "Script", actions: actions), prompter: ScriptedPrompter([]))
    }

    @Test func theScriptsOutputIsTheActionsOutput() async throws {
        let result = try await Self.run([
            Self.script("read line; echo \"got $line\"", input: .text([.literal("hello")]))
        ])
        #expect(result.output as? String == "got hello")
    }

    @Test func valuesGoInAsArgumentsNeverIntoTheScript() async throws {
        // A value that would be shell syntax if it were pasted into the script stays one argument.
        let tricky = "a b; echo injected $(echo no)"
        let list = Value.list([.text([.literal(tricky)]), .text([.literal("second")])])
        let result = try await Self.run([
            Self.script(#"printf '%s|' "$#" "$1" "$2""#, input: list, passInput: "arguments")
        ])
        #expect(result.output as? String == "2|\(tricky)|second|")
    }

    @Test func namedValuesAreEnvironmentVariablesAndTheDirectoryIsWhereItRuns() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = Value.dictionary([DictionaryEntry("GREETING", .text([.literal("hi $USER")]))])
        let result = try await Self.run([
            Self.script(
                #"echo "$GREETING in $(pwd)""#,
                extra: ["environment": .value(environment), "directory": .value(.text([.literal(folder.path)]))])
        ])
        let real = folder.resolvingSymlinksInPath().path
        #expect(result.output as? String == "hi $USER in \(real)")
    }

    @Test func otherInterpretersTakeTheirArgumentsToo() async throws {
        guard ScriptShell.python3.executable() != nil else { return }
        let result = try await Self.run([
            Self.script(
                "import sys; print('-'.join(sys.argv[1:]))", shell: "python3",
                input: .list([.text([.literal("x")]), .text([.literal("y")])]), passInput: "arguments")
        ])
        #expect(result.output as? String == "x-y")
    }

    @Test func jsonOutputIsADictionary() async throws {
        let result = try await Self.run([
            Self.script(#"echo '{"name": "disk", "used": 93}'"#, extra: ["outputType": .choice("json")])
        ])
        let dictionary = try #require(result.output as? DictionaryValue)
        #expect(dictionary.keys == ["name", "used"])
        #expect(dictionary["name"] as? String == "disk")
    }

    @Test func aNonZeroExitFailsWithTheStatusAndTheEndOfStandardError() async throws {
        let failing = Self.script("echo partial; echo 'first line' >&2; echo 'no such thing' >&2; exit 3")
        let error = await #expect(throws: RunError.self) { _ = try await Self.run([failing]) }
        #expect(error?.kind == .actionFailed)
        #expect(error?.message == "the script exited with status 3: first line ⏎ no such thing")
        #expect(error?.action?.position == 1)

        // Continue on Failure: the output is what it printed.
        let continuing = Self.script(
            "echo partial; exit 3", extra: ["continueOnFailure": .value(.boolean(true))])
        #expect(try await Self.run([continuing]).output as? String == "partial")
    }

    /// The script would sleep an hour; the timeout stops it and the `sleep` it runs. That the run
    /// ends at all, with the timeout's message, shows the timeout fired: no bound on the wall
    /// clock, which a loaded machine stretches by seconds; the time limit only catches a hang.
    @Test(.timeLimit(.minutes(10))) func aScriptPastItsTimeoutIsStopped() async throws {
        let pids = FileManager.default.temporaryDirectory.appendingPathComponent("pids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pids) }
        let slow = Self.script(
            #"sleep 3600 & echo $! > "$1"; wait"#, input: .text([.literal(pids.path)]), passInput: "arguments",
            extra: ["timeout": .value(.number(0.5))])
        let error = await #expect(throws: RunError.self) { _ = try await Self.run([slow]) }
        #expect(error?.parameter == "timeout")
        #expect(error?.message == "the script did not finish within 0.5 seconds and was stopped")
        let sleeper = Int32(
            ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines))
        if let sleeper {
            for _ in 0..<6_000 where Self.isRunning(sleeper) { try await Task.sleep(for: .milliseconds(10)) }
            #expect(!Self.isRunning(sleeper))
        }
    }

    /// The script starts two `sleep`s in the background and waits; cancelling the run kills the
    /// whole process group, so neither is left running.
    @Test func cancellingKillsEveryProcessTheScriptStarted() async throws {
        let pids = FileManager.default.temporaryDirectory.appendingPathComponent("pids-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pids) }
        let spawner = Self.script(
            #"sleep 300 & echo $! >> "$1"; sleep 300 & echo $! >> "$1"; echo $$ >> "$1"; wait"#,
            input: .text([.literal(pids.path)]), passInput: "arguments")
        let catalog = try await Self.catalog()
        let runner = ShortcutRunner(catalog: catalog, policy: .unrestricted)
        let (_, task) = runner.start(
            ShortcutDocument(name: "Spawner", actions: [spawner]), prompter: ScriptedPrompter([]))
        var started: [Int32] = []
        for _ in 0..<6_000 where started.count < 3 {
            try await Task.sleep(for: .milliseconds(10))
            started = ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
                Int32($0)
            }
        }
        try #require(started.count == 3, "the script did not start its children")
        #expect(started.allSatisfy(Self.isRunning))
        task.cancel()
        let error = await #expect(throws: RunError.self) { _ = try await task.value }
        #expect(error?.kind == .cancelled)
        // Killed children are reaped by whoever adopted them; give that a moment.
        for _ in 0..<6_000 where started.contains(where: Self.isRunning) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!started.contains(where: Self.isRunning), "left running: \(started.filter(Self.isRunning))")
    }

    /// Whether a process exists and is not a zombie (a killed child not yet reaped is dead).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    @Test func theScriptMustBeWrittenAndTheShellInstalled() async throws {
        let catalog = try await Self.catalog()
        let document = ShortcutDocument(name: "S", actions: [Self.script("  ", extra: ["timeout": .value(.number(0))])])
        let messages = Validator(catalog: catalog).validate(document).map { "\($0.parameter ?? ""): \($0.message)" }
        #expect(messages.contains("script: write the script"))
        #expect(messages.contains("timeout: must be more than 0 and at most 86400 seconds (a day)"))
    }

    @Test func itDeclaresThatItRunsPrograms() {
        #expect(BuiltInRegistry.descriptor("runShellScript")?.effects == .runsPrograms)
        // Besides it, only the network actions declare anything (Get Contents of URL, Open URL),
        // Use Model, which sends data to a model, and the clipboard and notification actions.
        let network: [BuiltInID] = ["getContentsOfURL", "openURL"]
        let desktop: [BuiltInID] = ["copyToClipboard", "getClipboard", "showNotification"]
        #expect(network.allSatisfy { BuiltInRegistry.descriptor($0)?.effects == .network })
        #expect(desktop.allSatisfy { BuiltInRegistry.descriptor($0)?.effects == .desktop })
        #expect(BuiltInRegistry.descriptor("useModel")?.effects == .model)
        #expect(
            BuiltInRegistry.all.filter {
                !["runShellScript", "useModel"].contains($0.id) && !network.contains($0.id) && !desktop.contains($0.id)
            }
            .allSatisfy { $0.effects.isEmpty })
    }
}
