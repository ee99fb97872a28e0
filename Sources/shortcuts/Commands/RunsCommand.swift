import ArgumentParser
import Foundation
import Glibc
import IntentKit
import JSONCore
import ShortcutKit

/// `shortcuts runs`: the runs kept in the run history (docs/runs.md).
struct RunsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs", abstract: "Look back on past runs: every run is kept (docs/runs.md).",
        subcommands: [List.self, Show.self, Replay.self, Diff.self, Prune.self])

    /// The store of the home the environment names.
    static func store() -> RunStore { RunStore(home: ShortcutsHome.resolve()) }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List runs, newest first: id, when, outcome, shortcut, steps and how it started.")

        @Option(help: "Only the runs of this shortcut (a name, an id or a file).")
        var shortcut: String?

        @Option(help: "Only runs that ended so: succeeded, failed, cancelled, interrupted or running.")
        var outcome: RunOutcome?

        @Option(help: "Only runs started so: cli, editor, mcp or automation.")
        var source: RunSource.Kind?

        @Option(
            help: "Only runs started since then: a date (2026-12-01, 2026-12-01 09:30) or a time ago (2 hours ago).")
        var since: String?

        @Option(help: "At most this many runs.")
        var limit = 20

        @Flag(help: "Print JSON.")
        var json = false

        func validate() throws {
            guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
            if let since, IntentValueParsing.parseDate(since) == nil {
                throw ValidationError("--since '\(since)' is not a date or a time ago (2026-12-01, 3 days ago)")
            }
        }

        func run() async throws {
            var filter = RunStore.Filter(
                outcome: outcome, source: source, since: since.flatMap { IntentValueParsing.parseDate($0) },
                limit: limit)
            if let shortcut { filter.shortcut = try RunsCommand.shortcutID(shortcut) }
            let runs: [RunSummary]
            do throws(RunStoreError) { runs = try await RunsCommand.store().list(filter) } catch {
                complain(error.description)
                throw Exit.databaseFailed
            }
            if json {
                StandardStreams.json(JSONWriter.write(.array(runs.map(RunJSON.summary))))
                return
            }
            if runs.isEmpty {
                print("No runs\(filter.shortcut == nil ? "" : " of that shortcut") yet.")
                return
            }
            for run in runs { print(RunsText.line(run)) }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one run: every step with its output and timing.")

        @Argument(help: "The run's id, or its start (as `runs list` shows it).")
        var id: String

        @Flag(help: "Print JSON.")
        var json = false

        @Option(
            help: ArgumentHelp(
                "What the run held before this step (as the steps are numbered): its variables, the magic variables, the loop's pass and item.",
                valueName: "N"))
        var step: Int?

        func validate() throws {
            guard id.count >= 4, id.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
                throw ValidationError("'\(id)' is not a run id (at least 4 of its characters, as `runs list` shows)")
            }
        }

        func run() async throws {
            let found: RunDetail?
            do throws(RunStoreError) { found = try await RunsCommand.store().run(id) } catch {
                complain(error.description)
                throw Exit.databaseFailed
            }
            guard let run = found else {
                complain("no run has the id \(id) (see `shortcuts runs list`)")
                throw Exit.notFound
            }
            if let step {
                let state: RunStepState
                do throws(RunStepState.Problem) { state = try RunStepState.at(step, of: run) } catch {
                    complain(error.description)
                    throw Exit.notFound
                }
                if json {
                    StandardStreams.json(JSONWriter.write(RunJSON.state(state, number: step)))
                } else {
                    print(RunsText.state(state, number: step, of: run), terminator: "")
                }
                return
            }
            if json {
                StandardStreams.json(JSONWriter.write(RunJSON.detail(run)))
                return
            }
            print(RunsText.detail(run), terminator: "")
        }
    }

    struct Replay: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run a past run's shortcut again with the same input: a new run that names the one it replays.",
            discussion: """
                The shortcut as it is saved now, or with --original the version that ran (kept in the \
                history). What the replay would do again beyond apps' data (run programs, reach the \
                network, delete) is said first, and goes through the safety policy as any run does.
                """)

        @Argument(help: "The run's id, or its start (as `runs list` shows it).")
        var id: String

        @Flag(help: "Replay the version of the shortcut that ran, not the one saved now.")
        var original = false

        @Option(
            help: ArgumentHelp(
                "Replay from this action of the shortcut (as `view` numbers them, not inside a block): the actions before it give the outputs the run kept.",
                valueName: "N"))
        var from: Int?

        @Flag(help: "Replay from the action the run failed at (the block that holds it, when it is in one).")
        var failed = false

        @Flag(name: .customLong("no-input"), help: "Never ask: fail when the shortcut needs an answer.")
        var noInput = false

        @Option(name: .customLong("answer"), help: "Answer the run's next question with this (repeat it for each).")
        var answers: [String] = []

        @Option(
            name: [.customShort("o"), .customLong("output-path")],
            help: "Write the output to a file ('-' for standard output).")
        var outputPath: String?

        func validate() throws {
            guard id.count >= 4, id.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
                throw ValidationError("'\(id)' is not a run id (at least 4 of its characters, as `runs list` shows)")
            }
            if from != nil && failed { throw ValidationError("give --from N or --failed, not both") }
            if let from, from < 1 { throw ValidationError("--from takes an action's number, from 1") }
        }

        /// Where the replay starts and the outputs the actions before it give; `nil` from the start.
        func resume(_ past: RunDetail, _ document: ShortcutDocument) throws -> RunResume? {
            guard from != nil || failed else { return nil }
            do throws(RunReplay.Problem) {
                let start = try failed ? RunReplay.failedStart(of: past, in: document) : from!
                return try RunReplay.resume(past, from: start, in: document)
            } catch {
                complain(error.description)
                throw Exit.usage
            }
        }

        func run() async throws {
            let store = RunsCommand.store()
            let found: RunDetail?
            do throws(RunStoreError) { found = try await store.run(id) } catch {
                complain(error.description)
                throw Exit.databaseFailed
            }
            guard let past = found else {
                complain("no run has the id \(id) (see `shortcuts runs list`)")
                throw Exit.notFound
            }
            let summary = past.summary
            let input: (any Sendable)?
            do throws(RunReplay.Problem) { input = try RunReplay.input(of: past) } catch {
                complain(error.description)
                throw Exit.usage
            }
            let interactive = !noInput && (!answers.isEmpty || isatty(STDIN_FILENO) == 1)
            var options = ["replay"] + answers.flatMap { ["--answer", $0] }
            if noInput { options.append("--no-input") }
            if let outputPath { options += ["--output-path", outputPath] }
            let command = try RunCommand.parse(options)
            let document: ShortcutDocument
            let file: URL?
            let environment: Environment
            if original {
                let text: String?
                do throws(RunStoreError) { text = try await store.document(hash: summary.contentHash) } catch {
                    complain(error.description)
                    throw Exit.databaseFailed
                }
                guard let text, let kept = try? DocumentDecoder.decode(text) else {
                    complain(
                        "the version of '\(summary.shortcutName)' that run \(RunText.shortID(summary.id)) ran is not kept any more"
                    )
                    throw Exit.notFound
                }
                // Every app: the version that ran may use apps the saved one does not.
                environment = try await Environment.load(interactive: interactive)
                (document, file) = (kept, nil)
            } else {
                environment = try await Environment.load(
                    appsUsedBy: [summary.shortcutID.uuidString], interactive: interactive)
                (document, file) = try environment.shortcut(summary.shortcutID.uuidString)
            }
            let resume = try resume(past, document)
            let repeated = RunReplay.repeatedEffects(
                environment.catalog.effects(of: document), of: document, from: resume?.position ?? 1)
            let place =
                resume.map { " from action \($0.position), the actions before it giving the outputs the run kept" }
                ?? ""
            printError(
                "Replaying run \(RunText.shortID(summary.id)) of '\(summary.shortcutName)' (\(original ? "the version that ran" : "as saved now")), with its input\(place)"
                    + (repeated.isEmpty ? "." : "; it does again:"))
            for line in repeated { printError("  \(line)") }
            try await command.execute(
                document, file: file, input: input, in: environment, replayOf: summary.id, resume: resume)
        }
    }

    struct Diff: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Where two runs went differently: version, input, outcome, and the steps that gave something else.")

        @Argument(help: "The first run's id, or its start.")
        var first: String

        @Argument(help: "The second run's id, or its start.")
        var second: String

        @Flag(help: "Print JSON.")
        var json = false

        func validate() throws {
            for id in [first, second] where !(id.count >= 4 && id.allSatisfy({ $0.isHexDigit || $0 == "-" })) {
                throw ValidationError("'\(id)' is not a run id (at least 4 of its characters, as `runs list` shows)")
            }
        }

        func run() async throws {
            let store = RunsCommand.store()
            var runs: [RunDetail] = []
            for id in [first, second] {
                let found: RunDetail?
                do throws(RunStoreError) { found = try await store.run(id) } catch {
                    complain(error.description)
                    throw Exit.databaseFailed
                }
                guard let found else {
                    complain("no run has the id \(id) (see `shortcuts runs list`)")
                    throw Exit.notFound
                }
                runs.append(found)
            }
            let (a, b) = (runs[0], runs[1])
            let diff = RunDiff(a, b)
            if json {
                StandardStreams.json(JSONWriter.write(RunsText.diffJSON(diff, a, b)))
                return
            }
            print(RunsText.diff(diff, a, b), terminator: "")
        }
    }

    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Remove the runs the retention no longer keeps (the config file's \"runHistory\"; a run does it once a day)."
        )

        func run() async throws {
            let home = ShortcutsHome.resolve()
            let retention: RunRetention
            do {
                retention =
                    try UserConfig(environment: ProcessInfo.processInfo.environment)?.runRetention() ?? .standard
            } catch {
                complain(error.description)
                throw Exit.usage
            }
            let removed: Int
            do throws(RunStoreError) { removed = try await RunStore(home: home).prune(retention) } catch {
                complain(error.description)
                throw Exit.databaseFailed
            }
            print(
                "Removed \(removed) run\(removed == 1 ? "" : "s"): runs are kept \(retention.days) days (at most \(retention.perShortcut) a shortcut), failed and interrupted ones \(retention.failedDays) days."
            )
        }
    }

    /// The id of the shortcut a `--shortcut` names: in the library, or an id as it is.
    static func shortcutID(_ name: String) throws -> UUID {
        if let id = UUID(uuidString: name) { return id }
        let home = ShortcutsHome.resolve()
        guard let id = Library(folder: home.shortcuts).find(name)?.document?.id else {
            complain("no shortcut is named '\(name)' (see `shortcuts list`)")
            throw Exit.notFound
        }
        return id
    }
}

extension RunOutcome: ExpressibleByArgument {}
extension RunSource.Kind: ExpressibleByArgument {}
