import AppDatabase
import Foundation
import GRDB

// MARK: - Reading sessions

extension MeditationStore {
    /// The sessions with these ids, in the order of `ids`; ids that no longer exist are left out.
    func sessions(ids: [UUID]) async throws -> [MeditationSession] {
        guard !ids.isEmpty else { return [] }
        let found = try await db.read { db in
            try SessionRecord.filter(ids.map(\.uuidString).contains(SessionRecord.Columns.id)).fetchAll(db)
        }.compactMap(MeditationSession.init)
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// The sessions matching `filter` (every session when `nil`), in `order` then by name, at most
    /// `limit` (``maximumFindResults`` when `nil`).
    ///
    /// ```sql
    /// SELECT * FROM session WHERE <filter> ORDER BY <order>, name LIMIT <limit>
    /// ```
    func sessions(matching filter: SQLExpression?, order: [SQLOrdering], limit: Int?) async throws
        -> [MeditationSession]
    {
        let limit = min(limit ?? Self.maximumFindResults, Self.maximumFindResults)
        return try await db.read { db in
            var request = SessionRecord.all()
            if let filter { request = request.filter(filter) }
            return try request.order(order + [SessionRecord.Columns.name.asc]).limit(limit).fetchAll(db)
        }.compactMap(MeditationSession.init)
    }

    /// The sessions to offer first: the most recently started or added, at most `limit`. A session
    /// just added comes first, so its App Shortcut phrases appear as soon as it exists.
    ///
    /// ```sql
    /// SELECT * FROM session
    /// ORDER BY COALESCE((SELECT MAX(startedAt) FROM session_start WHERE sessionId = session.id), createdAt) DESC
    /// ```
    func suggestedSessions(limit: Int = MeditationStore.suggestionLimit) async throws -> [MeditationSession] {
        try await db.read { db in
            let request: SQLRequest<SessionRecord> = """
                SELECT session.* FROM session
                ORDER BY COALESCE((SELECT MAX(startedAt) FROM session_start WHERE sessionId = session.id), createdAt) DESC,
                         name
                LIMIT \(limit)
                """
            return try request.fetchAll(db)
        }.compactMap(MeditationSession.init)
    }

    /// The sessions whose name or category match every word of `text` as a prefix, best first: an
    /// exact name, then names beginning with `text`, then by full-text rank (a match in the name
    /// weighs more than one in the category). Empty text lists the first sessions by name.
    ///
    /// ```sql
    /// SELECT session.* FROM session JOIN session_ft ON session_ft.rowid = session.rowid
    /// WHERE session_ft MATCH 'bre*'
    /// ORDER BY session.name = 'bre' DESC, session.name LIKE 'bre%' DESC, bm25(session_ft, 10, 1)
    /// ```
    func searchSessions(_ text: String, limit: Int = MeditationStore.searchLimit) async throws -> [MeditationSession] {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return try await sessions(matching: nil, order: [], limit: limit) }
        // Text with no words (only punctuation) cannot match anything.
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: text) else { return [] }
        return try await db.read { db in
            let request: SQLRequest<SessionRecord> = """
                SELECT session.* FROM session
                JOIN session_ft ON session_ft.rowid = session.rowid
                WHERE session_ft MATCH \(pattern)
                ORDER BY session.name = \(text) DESC,
                         session.name LIKE \(LikePattern.prefix(text)) ESCAPE \(LikePattern.escape) DESC,
                         bm25(session_ft, 10.0, 1.0), session.name
                LIMIT \(limit)
                """
            return try request.fetchAll(db)
        }.compactMap(MeditationSession.init)
    }

    /// How many sessions the database holds.
    func sessionCount() async throws -> Int {
        try await db.read { db in try SessionRecord.fetchCount(db) }
    }

    /// How many times the session was started.
    func startCount(of sessionID: UUID) async throws -> Int {
        try await db.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM session_start WHERE sessionId = ?", arguments: [sessionID.uuidString])
                ?? 0
        }
    }
}
