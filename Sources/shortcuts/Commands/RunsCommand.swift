import ArgumentParser
import Foundation
import IntentKit
import JSONCore
import ShortcutKit

/// `shortcuts runs`: the runs kept in the run history (docs/runs.md).
struct RunsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs", abstract: "Look back on past runs: every run is kept (docs/runs.md).",
        subcommands: [List.self, Show.self, Prune.self])

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
                StandardStreams.json(JSONWriter.write(.array(runs.map(RunsJSON.summary))))
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
            if json {
                StandardStreams.json(JSONWriter.write(RunsJSON.detail(run)))
                return
            }
            print(RunsText.detail(run), terminator: "")
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
