import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// What the in-process runner benchmarks (`runner`, `load`, `new-actions`, `dictionaries`)
/// share: the bundled apps' catalog on a scratch home, a shortcut's run next to the same work
/// done by direct Swift calls in the same run, and reading and validating its file.
enum RunnerMeasure {
    /// `--run-only`: run the shortcut and nothing else (no direct calls, no load), to profile
    /// the runner alone (`perf record` on the whole process then sees only the runs).
    static let runOnly = CommandLine.arguments.contains("--run-only")

    /// `body` with a catalog of the bundled apps on a scratch home, removed afterwards.
    static func withCatalog(_ body: (Catalog) async throws -> Void) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try await BundledApps.catalog(
            home: ShortcutsHome(root: root), filesRoot: FileManager.default.temporaryDirectory)
        try await body(catalog)
    }

    /// Runs `document` (of `actions` actions) and `direct` `rounds` times each and prints the
    /// medians per action and their difference, the runner's overhead. The document must
    /// validate: a run that stops at its first action would measure nothing. `prompter` answers
    /// the questions of actions that ask (Choose from List, Show Alert).
    static func overhead(
        _ title: String, of document: ShortcutDocument, actions: Int, rounds: Int, catalog: Catalog,
        prompter: any IntentPrompter = NonInteractivePrompter(), direct: () throws -> Int
    ) async throws {
        let issues = Validator(catalog: catalog).validate(document).filter { $0.severity == .error }
        precondition(issues.isEmpty, "\(issues)")
        let runner = ShortcutRunner(catalog: catalog)
        let runs = try await Measure.rounds(rounds) {
            _ = try await runner.run(document, prompter: prompter)
        }
        if runOnly {
            print(
                "\(title): \(actions) actions, \(Measure.format(Measure.us(Measure.median(runs)) / Double(actions))) µs/action"
            )
            return
        }
        var sink = 0
        let calls = try await Measure.rounds(rounds) { sink &+= try direct() }
        let perAction = Measure.us(Measure.median(runs)) / Double(actions)
        let perCall = Measure.us(Measure.median(calls)) / Double(actions)
        if title.hasPrefix("runner:") {
            Record.add("runner", size: actions, "shortcut run", median: perAction, unit: "µs/action")
            Record.add("runner", size: actions, "direct Swift", median: perCall, unit: "µs/action")
            Record.add("runner", size: actions, "overhead", median: perAction - perCall, unit: "µs/action")
        }
        print("\(title): \(actions) actions, median of \(rounds) runs")
        print(
            "  shortcut run     \(Measure.format(Measure.ms(Measure.median(runs)))) ms   \(Measure.format(perAction)) µs/action"
        )
        print(
            "  direct Swift     \(Measure.format(Measure.ms(Measure.median(calls)))) ms   \(Measure.format(perCall)) µs/action"
        )
        print(
            "  runner overhead  \(Measure.format(perAction - perCall)) µs/action  (\(Measure.format(perAction / perCall))× the direct calls)"
        )
        if sink == 42 { print("") }
    }

    /// Reads `document`'s file, and reads and validates it, `rounds` times each, and prints the
    /// medians.
    static func load(of document: ShortcutDocument, rounds: Int, catalog: Catalog, record: Bool = false) async throws {
        if runOnly { return }
        let text = DocumentEncoder.encode(document)
        let validator = Validator(catalog: catalog)
        var sink = 0
        let read = try await Measure.rounds(rounds) { sink &+= try DocumentDecoder.decode(text).actions.count }
        let both = try await Measure.rounds(rounds) {
            sink &+= validator.validate(try DocumentDecoder.decode(text)).count
        }
        if record {
            Record.add("load", size: document.actions.count, "read", read)
            Record.add("load", size: document.actions.count, "read + validate", both)
        }
        print("load: the \(document.actions.count)-action file (\(text.utf8.count / 1024) KiB), median of \(rounds)")
        print("  read             \(Measure.format(Measure.ms(Measure.median(read)))) ms")
        print("  read + validate  \(Measure.format(Measure.ms(Measure.median(both)))) ms")
        if sink == 42 { print("") }
    }
}
