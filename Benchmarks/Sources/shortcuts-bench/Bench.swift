import Foundation
import TerminalUI

/// `shortcuts-bench`: the measurements docs/benchmarks.md reports. Build in release:
/// `swift run -c release shortcuts-bench <command>`.
@main
enum Bench {
    static let usage = """
        usage: shortcuts-bench <command> [options]

          runner [--actions N] [--rounds R]      run a shortcut of N built-in actions (default 10000), µs per action
                                                 next to the same work done by direct Swift calls
          load [--actions N] [--rounds R]        read and validate a file of N actions (default 10000)
          history [--actions N] [--rounds R] [--stored M]
                                                 a run of N built-in actions (default 10000) with the run history on
                                                 next to off, alternating; runs list on a store of M runs (100000)
          new-actions [--actions N] [--rounds R] [--load-only]
                                                 issue 13's actions: a run of N of them (default 10000), µs per action
                                                 next to direct Swift calls; reading and validating that file
          more-actions [--actions N] [--rounds R] [--load-only]
                                                 issue 13's text, date, list and control actions: the same measures
          dictionaries [--actions N] [--rounds R]
                                                 the dictionary actions: µs per action next to direct calls of the
                                                 same types, and reading and validating a file of them
          run-shortcut [--actions N] [--rounds R]
                                                 Run Shortcut's cost per call: N calls of a one-action shortcut
                                                 next to N of that action, alternating in one session
          --run-only                             (runner, new-actions, more-actions, dictionaries) only the shortcut's
                                                 runs, without the direct calls and the load: for profiling the runner
          frame [--rounds R]                     render a full 200×60 frame into the buffer and diff it against the previous one
          editor [--cards N] [--rounds R]        keypress-to-frame time in the editor on a shortcut of N cards (default 500), 120×40
          debugger [--passes N] [--rounds R]     keypress-to-frame time in the debugger stepping over an N-pass loop (default
                                                 10000) and into Run Shortcut, next to the plain editor's, 120×40
          books-generate [--count N]             fill $SHORTCUTS_HOME/data/Books with N generated books (default 1000000)
          books [--rounds R]                     Find, search and ID lookups on that library, next to the sqlite3
                                                 shell running the same SQL and fzf --filter over the same titles
          picker [--rounds R]                    the editor's book picker on that library: typing at 70 ms a key,
                                                 keypress to frame, last key to results on screen, memory
          startup [--binary PATH] [--baseline PATH] [--rounds R]
                                                 whole processes of the release shortcuts binary (default
                                                 .build/release/shortcuts): --help, a run of built-ins, a run of a
                                                 Books Find; with --baseline, an older binary in the same rounds
          startup-apps [--binary PATH] [--apps N] [--rounds R]
                                                 whole processes with N apps installed by manifests (default 10,
                                                 metadata cached) against none: a run of built-ins, and actions
          app-protocol [--binary PATH] [--calls N] [--rounds R]
                                                 round trip of a trivial perform to an external app after start
                                                 (default .build/release/notes-app), next to a line through cat
          library [--binary PATH] [--baseline PATH] [--sizes 14,5000] [--rounds R]
                                                 whole processes on libraries of those sizes: list, run, view and
                                                 the editor's first frame; with --baseline, an older binary too
          books-protocol [--binary PATH] [--rounds R]
                                                 the Books search on that library through the app protocol (default
                                                 .build/release/books-app) next to the same search in process
          add-to-variable [--passes N] [--rounds R]
                                                 a Repeat of Add to Variable, N passes (default 100000) next to N/10:
                                                 the list grows in place when the ratio is near 10
          --record FILE                          (books, picker, runner, load) also append each figure to FILE as
                                                 CSV, for scripts/bench-scaling and scripts/bench-plots
        """

    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else {
            print(usage)
            exit(64)
        }
        arguments.removeFirst()
        func option(_ name: String, _ fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
                let value = Int(arguments[index + 1])
            else { return fallback }
            return value
        }
        func path(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        do {
            switch command {
            case "runner":
                try await RunnerBench.run(actions: option("--actions", 10_000), rounds: option("--rounds", 7))
            case "load": try await LoadBench.run(actions: option("--actions", 10_000), rounds: option("--rounds", 15))
            case "history":
                try await HistoryBench.run(
                    actions: option("--actions", 10_000), rounds: option("--rounds", 15),
                    stored: option("--stored", 100_000))
            case "new-actions":
                try await NewActionsBench.run(
                    actions: option("--actions", 10_000), rounds: option("--rounds", 9),
                    loadOnly: arguments.contains("--load-only"))
            case "more-actions":
                try await MoreActionsBench.run(
                    actions: option("--actions", 10_000), rounds: option("--rounds", 9),
                    loadOnly: arguments.contains("--load-only"))
            case "dictionaries":
                try await DictionaryBench.run(actions: option("--actions", 10_000), rounds: option("--rounds", 15))
            case "run-shortcut":
                try await RunShortcutBench.run(actions: option("--actions", 10_000), rounds: option("--rounds", 9))
            case "add-to-variable":
                try await LoopBench.run(passes: option("--passes", 100_000), rounds: option("--rounds", 5))
            case "frame": FrameBench.run(rounds: option("--rounds", 200))
            case "debugger":
                try await DebuggerBench.run(
                    passes: option("--passes", 10_000), rounds: option("--rounds", 20),
                    size: Size(width: 120, height: 40))
            case "editor":
                try await EditorBench.run(
                    cards: option("--cards", 500), rounds: option("--rounds", 1000), size: Size(width: 120, height: 40))
            case "books-generate": try BooksBench.generate(count: option("--count", 1_000_000))
            case "books": try await BooksBench.run(rounds: option("--rounds", 40))
            case "picker": try await PickerBench.run(rounds: option("--rounds", 5))
            case "startup":
                try StartupBench.run(
                    binary: path("--binary") ?? ".build/release/shortcuts", baseline: path("--baseline"),
                    rounds: option("--rounds", 30))
            case "startup-apps":
                try StartupAppsBench.run(
                    binary: path("--binary") ?? ".build/release/shortcuts", apps: option("--apps", 10),
                    rounds: option("--rounds", 30))
            case "books-protocol":
                try await BooksProtocolBench.run(
                    binary: path("--binary") ?? ".build/release/books-app", rounds: option("--rounds", 20))
            case "app-protocol":
                try await AppProtocolBench.run(
                    binary: path("--binary") ?? ".build/release/notes-app", calls: option("--calls", 1000),
                    rounds: option("--rounds", 5))
            case "library":
                let sizes = (path("--sizes") ?? "14,5000").split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty else { throw BenchError("--sizes: a list like 14,5000") }
                try LibraryBench.run(
                    binary: path("--binary") ?? ".build/release/shortcuts", baseline: path("--baseline"),
                    sizes: sizes, rounds: option("--rounds", 20))
            default:
                print(usage)
                exit(64)
            }
        } catch {
            FileHandle.standardError.write(Data("shortcuts-bench: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// Timing helpers: every figure is the median (and p95 where it says so) of several rounds,
/// after one warm-up round.
enum Measure {
    static func time(_ body: () async throws -> Void) async rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return clock.now - start
    }

    static func rounds(_ count: Int, _ body: () async throws -> Void) async rethrows -> [Duration] {
        try await body()
        var samples: [Duration] = []
        for _ in 0..<count { samples.append(try await time(body)) }
        return samples.sorted()
    }

    static func median(_ samples: [Duration]) -> Duration { samples[samples.count / 2] }
    static func p95(_ samples: [Duration]) -> Duration {
        samples[min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)]
    }

    static func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    }
    static func us(_ d: Duration) -> Double { ms(d) * 1e3 }

    static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }
}
