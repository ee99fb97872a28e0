import AppDatabase
import Foundation
import Hashing
import GRDB
import IntentKit
import ShortcutModel
import Synchronization

/// Why the run store cannot be used, naming its file.
package struct RunStoreError: DatabaseFailure, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "the run history \(path) \(reason)" }
}

/// Every run, kept: one SQLite database under the shortcuts home (`<home>/runs/runs.sqlite`),
/// shared by every process as the apps' databases are (``SharedDatabase``: opened on first use
/// under a lock, WAL, a busy timeout). A run's record is written as it goes (``RunRecorder``), so
/// a run whose process is killed is still there, and reads as interrupted. docs/runs.md.
package final class RunStore: Sendable {
    package let database: SharedDatabase<RunStoreError>
    /// The hashes of the versions this store wrote lately, by shortcut id: a host that runs one
    /// shortcut again and again (the editor, MCP, an automation) does not write its canonical
    /// text and hash it each time (18 ms for 10,000 actions).
    private let versions = Mutex<[UUID: (document: ShortcutDocument, hash: String)]>([:])

    /// The store at `path`.
    package init(path: String) {
        database = SharedDatabase(path: path) { pool in try Self.migrator.migrate(pool) }
    }

    /// The store of `home`.
    package convenience init(home: ShortcutsHome) {
        self.init(path: home.root.appendingPathComponent("runs/runs.sqlite").path)
    }

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("runs v1") { db in
            // The canonical text of each version of a shortcut that ran, once per content hash.
            try db.execute(
                sql: """
                    CREATE TABLE documents (hash TEXT PRIMARY KEY NOT NULL, json TEXT NOT NULL);
                    CREATE TABLE runs (
                        id TEXT PRIMARY KEY NOT NULL,
                        shortcut_id TEXT NOT NULL,
                        shortcut_name TEXT NOT NULL,
                        content_hash TEXT NOT NULL REFERENCES documents(hash),
                        source TEXT NOT NULL,
                        source_detail TEXT,
                        replay_of TEXT,
                        owner TEXT NOT NULL,
                        started_at REAL NOT NULL,
                        ended_at REAL,
                        outcome TEXT NOT NULL,
                        error TEXT,
                        input_json TEXT, input_summary TEXT, input_bytes INTEGER, input_head TEXT,
                        output_json TEXT, output_summary TEXT, output_bytes INTEGER, output_head TEXT,
                        steps INTEGER NOT NULL DEFAULT 0,
                        omitted_steps INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE INDEX runs_by_start ON runs (started_at);
                    CREATE INDEX runs_by_shortcut ON runs (shortcut_id, started_at);
                    CREATE INDEX runs_running ON runs (outcome) WHERE outcome = 'running';
                    CREATE TABLE steps (
                        run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
                        sequence INTEGER NOT NULL,
                        position INTEGER NOT NULL,
                        action_id TEXT NOT NULL,
                        identifier TEXT NOT NULL,
                        title TEXT NOT NULL,
                        depth INTEGER NOT NULL,
                        nesting INTEGER NOT NULL,
                        shortcut_name TEXT,
                        start_us INTEGER NOT NULL,
                        duration_us INTEGER NOT NULL,
                        output_json TEXT, output_summary TEXT, output_bytes INTEGER, output_head TEXT,
                        error TEXT,
                        PRIMARY KEY (run_id, sequence)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("runs v2: meta") { db in
            // The store's own facts: when it was last pruned.
            try db.execute(sql: "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
        }
        migrator.registerMigration("runs v3: by outcome") { db in
            // `runs list --outcome failed` over 100,000 runs: 32 ms scanning, under 1 ms with it.
            try db.execute(sql: "CREATE INDEX runs_by_outcome ON runs (outcome, started_at)")
        }
        migrator.registerMigration("runs v4: step effects") { db in
            // What each step may touch (SideEffects' bits): what a replay would do again.
            try db.execute(sql: "ALTER TABLE steps ADD COLUMN effects INTEGER NOT NULL DEFAULT 0")
        }
        migrator.registerMigration("runs v5: step details") { db in
            // The values each step's parameters resolved to and the questions it asked
            // (StepDetails' JSON), read only when a run is shown.
            try db.execute(sql: "ALTER TABLE steps ADD COLUMN details TEXT")
        }
        migrator.registerMigration("runs v6: start order") { db in
            // The order the actions started in: `sequence` is the order they finished, and a
            // block and its first action may start in the same microsecond.
            try db.execute(sql: "ALTER TABLE steps ADD COLUMN start_order INTEGER")
        }
        return migrator
    }()

    // MARK: Writing

    /// What a run's record starts with.
    package struct Start: Sendable {
        package var id: UUID
        package var document: ShortcutDocument
        package var source: RunSource
        package var replayOf: UUID?
        package var started: Date
        package var input: StoredValue?

        package init(
            id: UUID = UUID(), document: ShortcutDocument, source: RunSource, replayOf: UUID? = nil,
            started: Date = Date(), input: StoredValue?
        ) {
            self.id = id
            self.document = document
            self.source = source
            self.replayOf = replayOf
            self.started = started
            self.input = input
        }
    }

    /// Records that a run began: its shortcut's version (kept once per hash) and its input.
    package func begin(_ start: Start) async throws(RunStoreError) {
        let document = start.document
        let known = versions.withLock { $0[document.id] }.flatMap { $0.document == document ? $0.hash : nil }
        // The text only when it is not known to be kept: a known version's row is looked for.
        let text = known == nil ? DocumentEncoder.encode(document) : nil
        let hash = known ?? SHA256.hex(Data(text!.utf8))
        if known == nil {
            versions.withLock { versions in
                if versions.count >= 16 { versions.removeAll() }
                versions[document.id] = (document, hash)
            }
        }
        let owner = RunOwner.current
        try await write { db in
            let kept = try Bool.fetchOne(db, sql: "SELECT 1 FROM documents WHERE hash = ?", arguments: [hash]) ?? false
            if !kept {
                try db.execute(
                    sql: "INSERT INTO documents (hash, json) VALUES (?, ?)",
                    arguments: [hash, text ?? DocumentEncoder.encode(document)])
            }
            try db.execute(
                sql: """
                    INSERT INTO runs (id, shortcut_id, shortcut_name, content_hash, source, source_detail, replay_of,
                        owner, started_at, outcome, input_json, input_summary, input_bytes, input_head)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?, ?, ?)
                    """,
                arguments: [
                    start.id.uuidString, start.document.id.uuidString, start.document.name, hash,
                    start.source.kind.rawValue, start.source.detail, start.replayOf?.uuidString, owner,
                    start.started.timeIntervalSince1970, start.input?.json, start.input?.summary,
                    start.input?.bytes, start.input?.head,
                ])
        }
    }

    /// Adds steps to a run's record.
    package func append(_ steps: [StepRecord], to run: UUID) async throws(RunStoreError) {
        guard !steps.isEmpty else { return }
        let id = run.uuidString
        try await write { db in
            let statement = try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO steps (run_id, sequence, position, action_id, identifier, title, depth,
                        nesting, shortcut_name, start_us, duration_us, output_json, output_summary, output_bytes,
                        output_head, error, effects, details, start_order)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for step in steps {
                try statement.execute(arguments: [
                    id, step.sequence, step.position, step.actionID.uuidString, step.identifier, step.title,
                    step.depth, step.nesting, step.shortcutName, step.startMicroseconds, step.durationMicroseconds,
                    step.output?.json, step.output?.summary, step.output?.bytes, step.output?.head, step.error,
                    step.effects.rawValue, StepDetails.encode(step), step.startOrder,
                ])
            }
            try db.execute(
                sql: "UPDATE runs SET steps = max(steps, ?) WHERE id = ?", arguments: [steps.last!.sequence, id])
        }
    }

    /// Records how a run ended; `input`, when given, is the run's input, held back until now
    /// (see ``RunRecorder``).
    package func finish(
        _ run: UUID, outcome: RunOutcome, error: String?, output: StoredValue?, ended: Date = Date(), steps: Int,
        omitted: Int, input: StoredValue? = nil
    ) async throws(RunStoreError) {
        try await write { db in
            if let input {
                try db.execute(
                    sql:
                        "UPDATE runs SET input_json = ?, input_summary = ?, input_bytes = ?, input_head = ? WHERE id = ?",
                    arguments: [input.json, input.summary, input.bytes, input.head, run.uuidString])
            }
            try db.execute(
                sql: """
                    UPDATE runs SET outcome = ?, error = ?, ended_at = ?, output_json = ?, output_summary = ?,
                        output_bytes = ?, output_head = ?, steps = ?, omitted_steps = ?
                    WHERE id = ?
                    """,
                arguments: [
                    outcome.rawValue, error, ended.timeIntervalSince1970, output?.json, output?.summary,
                    output?.bytes, output?.head, steps, omitted, run.uuidString,
                ])
        }
    }

    // MARK: Pruning

    /// Removes the runs `retention` no longer keeps (their steps with them, and the versions of
    /// shortcuts no kept run names); gives how many runs were removed.
    @discardableResult
    package func prune(_ retention: RunRetention, now: Date = Date()) async throws(RunStoreError) -> Int {
        let day: Double = 86_400
        let kept = now.timeIntervalSince1970 - Double(retention.days) * day
        let keptFailed = now.timeIntervalSince1970 - Double(retention.failedDays) * day
        return try await write { db in
            // Failed and interrupted runs: by age alone. Others: by age, and the newest of each
            // shortcut's up to the count.
            try db.execute(
                sql: """
                    DELETE FROM runs WHERE outcome != 'running' AND (
                        (outcome IN ('failed', 'interrupted') AND started_at < ?)
                        OR (outcome NOT IN ('failed', 'interrupted') AND (started_at < ? OR id IN (
                            SELECT id FROM (
                                SELECT id, row_number() OVER (PARTITION BY shortcut_id ORDER BY started_at DESC) AS n
                                FROM runs WHERE outcome NOT IN ('failed', 'interrupted', 'running')
                            ) WHERE n > ?))))
                    """,
                arguments: [keptFailed, kept, retention.perShortcut])
            let removed = db.changesCount
            try db.execute(sql: "DELETE FROM documents WHERE hash NOT IN (SELECT content_hash FROM runs)")
            try db.execute(
                sql: "INSERT OR REPLACE INTO meta (key, value) VALUES ('pruned', ?)",
                arguments: [String(now.timeIntervalSince1970)])
            return removed
        }
    }

    /// Prunes by `retention` when the store was last pruned a day ago or more (or never).
    package func pruneIfDue(_ retention: RunRetention, now: Date = Date()) async throws(RunStoreError) {
        let last = try await read { db in
            try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'pruned'").flatMap(Double.init)
        }
        if let last, now.timeIntervalSince1970 - last < RunRetention.automaticInterval { return }
        try await prune(retention, now: now)
    }

    // MARK: Reading

    /// Which runs `list` gives.
    package struct Filter: Sendable {
        package var shortcut: UUID?
        package var outcome: RunOutcome?
        package var source: RunSource.Kind?
        /// With `source`: only the runs of this MCP client or automation.
        package var sourceDetail: String?
        package var since: Date?
        package var limit: Int

        package init(
            shortcut: UUID? = nil, outcome: RunOutcome? = nil, source: RunSource.Kind? = nil,
            sourceDetail: String? = nil, since: Date? = nil, limit: Int = 50
        ) {
            self.shortcut = shortcut
            self.outcome = outcome
            self.source = source
            self.sourceDetail = sourceDetail
            self.since = since
            self.limit = limit
        }
    }

    /// The newest runs that pass `filter`, newest first. Runs left `running` by a process that
    /// is gone are marked interrupted first.
    package func list(_ filter: Filter = Filter()) async throws(RunStoreError) -> [RunSummary] {
        try await markInterrupted()
        return try await read { db in
            var clauses: [String] = []
            var arguments: [any DatabaseValueConvertible] = []
            if let shortcut = filter.shortcut {
                clauses.append("shortcut_id = ?")
                arguments.append(shortcut.uuidString)
            }
            if let outcome = filter.outcome {
                clauses.append("outcome = ?")
                arguments.append(outcome.rawValue)
            }
            if let source = filter.source {
                clauses.append("source = ?")
                arguments.append(source.rawValue)
            }
            if let detail = filter.sourceDetail {
                clauses.append("source_detail = ?")
                arguments.append(detail)
            }
            if let since = filter.since {
                clauses.append("started_at >= ?")
                arguments.append(since.timeIntervalSince1970)
            }
            arguments.append(max(0, filter.limit))
            let whereClause = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
            return try Row.fetchAll(
                db, sql: "SELECT * FROM runs \(whereClause) ORDER BY started_at DESC, id LIMIT ?",
                arguments: StatementArguments(arguments)
            ).map(Self.summary)
        }
    }

    /// The run whose id is `id` or starts with it (at least 4 characters, as `runs list` shows
    /// them), with its steps in the order they started (a called shortcut's after the Run
    /// Shortcut action that called it); `nil` when none does. Two runs sharing the prefix is an
    /// error.
    package func run(_ id: String) async throws(RunStoreError) -> RunDetail? {
        try await markInterrupted()
        let prefix = id.uppercased()
        return try await read { db -> RunDetail? in
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM runs WHERE id >= ? AND id < ? ORDER BY id LIMIT 2",
                arguments: [prefix, prefix + "\u{10FFFF}"])
            guard let row = rows.first else { return nil }
            if rows.count > 1 {
                throw AmbiguousRun(prefix: prefix)
            }
            let steps = try Row.fetchAll(
                db, sql: "SELECT * FROM steps WHERE run_id = ? ORDER BY coalesce(start_order, 0), start_us, sequence",
                arguments: [row["id"] as String]
            ).map(Self.step)
            return RunDetail(
                summary: Self.summary(row), input: Self.stored(row, "input"), output: Self.stored(row, "output"),
                steps: steps)
        }
    }

    /// The canonical text of the version of a shortcut with this content hash.
    package func document(hash: String) async throws(RunStoreError) -> String? {
        try await read { db in
            try String.fetchOne(db, sql: "SELECT json FROM documents WHERE hash = ?", arguments: [hash])
        }
    }

    /// Two runs' ids start with the prefix given.
    struct AmbiguousRun: Error { var prefix: String }

    /// Marks the runs left running by processes that are gone as interrupted.
    package func markInterrupted() async throws(RunStoreError) {
        let running = try await read { db in
            try Row.fetchAll(db, sql: "SELECT id, owner FROM runs WHERE outcome = 'running'").map {
                (id: $0["id"] as String, owner: $0["owner"] as String)
            }
        }
        let gone = running.filter { !RunOwner.isAlive($0.owner) }.map(\.id)
        guard !gone.isEmpty else { return }
        try await write { db in
            for id in gone {
                try db.execute(
                    sql: """
                        UPDATE runs SET outcome = 'interrupted',
                            error = 'the process running it ended before it finished'
                        WHERE id = ? AND outcome = 'running'
                        """,
                    arguments: [id])
            }
        }
    }

    // MARK: Rows

    static func summary(_ row: Row) -> RunSummary {
        RunSummary(
            id: UUID(uuidString: row["id"]) ?? UUID(), shortcutID: UUID(uuidString: row["shortcut_id"]) ?? UUID(),
            shortcutName: row["shortcut_name"], contentHash: row["content_hash"],
            source: RunSource(RunSource.Kind(rawValue: row["source"]) ?? .cli, detail: row["source_detail"]),
            started: Date(timeIntervalSince1970: row["started_at"]),
            ended: (row["ended_at"] as Double?).map(Date.init(timeIntervalSince1970:)),
            outcome: RunOutcome(rawValue: row["outcome"]) ?? .interrupted, error: row["error"],
            replayOf: (row["replay_of"] as String?).flatMap(UUID.init(uuidString:)), steps: row["steps"],
            omittedSteps: row["omitted_steps"])
    }

    static func stored(_ row: Row, _ prefix: String) -> StoredValue? {
        guard let summary = row[prefix + "_summary"] as String? else { return nil }
        return StoredValue(
            json: row[prefix + "_json"], summary: summary, bytes: row[prefix + "_bytes"] ?? 0,
            head: row[prefix + "_head"])
    }

    static func step(_ row: Row) -> StepRecord {
        var step = StepRecord(
            sequence: row["sequence"], position: row["position"],
            actionID: UUID(uuidString: row["action_id"]) ?? UUID(), identifier: row["identifier"],
            title: row["title"], depth: row["depth"], nesting: row["nesting"], shortcutName: row["shortcut_name"],
            startMicroseconds: row["start_us"], durationMicroseconds: row["duration_us"],
            output: stored(row, "output"), error: row["error"], effects: SideEffects(rawValue: row["effects"]))
        StepDetails.decode(row["details"], into: &step)
        step.startOrder = row["start_order"]
        return step
    }

    // MARK: Transactions

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RunStoreError) -> T
    {
        do { return try await database.read(body) } catch let error as RunStoreError {
            throw error
        } catch let error as AmbiguousRun {
            throw RunStoreError(
                path: database.path, reason: "has more than one run whose id starts with \(error.prefix)")
        } catch {
            throw RunStoreError(path: database.path, reason: "failed: \(error)")
        }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RunStoreError)
        -> T
    {
        do { return try await database.write(body) } catch let error as RunStoreError { throw error } catch {
            throw RunStoreError(path: database.path, reason: "failed: \(error)")
        }
    }
}
