import Foundation
import GRDB

// MARK: - Changing sessions

extension MeditationStore {
    /// Adds a session and returns it.
    ///
    /// - Throws: ``MeditationError/duplicateName(_:)`` when a session already has this name
    ///   (ignoring case): phrases name sessions, so names must tell them apart.
    func addSession(name: String, duration: Int, category: SessionCategory, at date: Date = Date()) async throws
        -> MeditationSession
    {
        let id = UUID()
        let record = SessionRecord(
            id: id.uuidString, name: name, duration: duration, category: category.rawValue, createdAt: date)
        try await db.write { db in
            if let existing = try String.fetchOne(db, sql: "SELECT name FROM session WHERE name = ?", arguments: [name])
            {
                throw MeditationError.duplicateName(existing)
            }
            try record.insert(db)
        }
        return MeditationSession(id: id, name: name, duration: duration, category: category)
    }

    /// Deletes a session and its start log.
    ///
    /// - Throws: ``MeditationError/sessionNotFound(name:)`` when it no longer exists.
    func deleteSession(_ session: MeditationSession) async throws {
        try await db.write { db in
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [session.id.uuidString])
            if db.changesCount == 0 { throw MeditationError.sessionNotFound(name: session.name) }
        }
    }

    /// Logs that the session started now, and returns how many times it has been started.
    ///
    /// - Throws: ``MeditationError/sessionNotFound(name:)`` when it no longer exists.
    func recordStart(of session: MeditationSession, at date: Date = Date()) async throws -> Int {
        try await db.write { db in
            let id = session.id.uuidString
            guard try !SessionRecord.filter(SessionRecord.Columns.id == id).isEmpty(db) else {
                throw MeditationError.sessionNotFound(name: session.name)
            }
            try db.execute(
                sql: "INSERT INTO session_start (sessionId, startedAt) VALUES (?, ?)", arguments: [id, date])
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM session_start WHERE sessionId = ?", arguments: [id])
                ?? 0
        }
    }
}
