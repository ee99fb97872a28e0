import Foundation
import GRDB
import IntentKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An app's own error for a database that cannot be used: the file and what is wrong with it
/// ("is busy: …", "is unreadable: …"). Each app has one, so hosts can tell whose data failed.
package protocol DatabaseFailure: Error {
    init(path: String, reason: String)
}

/// `fold(text)` in SQL: text folded as Find compares it (``TextFolding``: case, accents and width
/// by Unicode rules, which SQLite's `NOCASE` and `LIKE` do for ASCII only). Every connection of a
/// ``SharedDatabase`` has it. It is only ever called in queries, never stored in the schema, so
/// the sqlite3 shell (which lacks it) can still read and change the database. Small tables
/// compare through it, scanning a few hundred rows; a large one stores the folded text in an
/// indexed column instead (Books).
package enum SQLFolding {
    package static let fold = DatabaseFunction("fold", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(TextFolding.fold)
    }
}

/// How processes share an app's database.
package enum DatabaseSharing {
    /// How long a connection waits for another process's lock before giving up.
    package static let busyTimeout: TimeInterval = 10
}

/// An app's SQLite database, shared with every other `shortcuts` process and opened on first use.
///
/// Several processes often start at once on the same home (two runs from a script, the editor
/// and a run), and a fresh home has no database yet. So:
/// - Nothing is opened until a query or an intent needs the data: making the app value costs no
///   I/O, and a process opens only the databases it uses (registering an app reads one entity).
/// - Opening, migrating and seeding happen while holding an exclusive `flock` on a sidecar file,
///   `<database>.lock`. GRDB's migrator reads its table outside any transaction, so two processes
///   migrating at once fail with "UNIQUE constraint failed: grdb_migrations.identifier", and
///   switching a new file to WAL returns SQLITE_BUSY without waiting. The lock is a separate file
///   because closing any descriptor of the database file would drop SQLite's own locks on it.
/// - Every connection waits up to ``DatabaseSharing/busyTimeout`` for another process's write to finish.
/// - Every failure of the database is the app's own `StoreError` naming the file and saying what is wrong
///   (busy, unreadable, read-only, full), never a bare SQLite code.
/// - Every connection has ``SQLFolding/fold``, so queries can compare text as Find does.
package final class SharedDatabase<StoreError: DatabaseFailure>: Sendable {
    /// The database file.
    package let path: String
    private let configuration: Configuration
    private let prepare: @Sendable (DatabasePool) throws -> Void
    private let opened = Mutex<DatabasePool?>(nil)

    /// A database at `path`, opened with `configuration` (its busy mode is set here) and made
    /// ready by `prepare` (migrate, seed) once per process, under the lock.
    package init(
        path: String, configuration: Configuration = Configuration(),
        prepare: @escaping @Sendable (DatabasePool) throws -> Void
    ) {
        var configuration = configuration
        configuration.busyMode = .timeout(DatabaseSharing.busyTimeout)
        configuration.prepareDatabase { db in db.add(function: SQLFolding.fold) }
        self.path = path
        self.configuration = configuration
        self.prepare = prepare
    }

    /// The connection pool, opened (and the file created, migrated and seeded) on first use. A
    /// failed opening is not remembered: the next use tries again.
    package var pool: DatabasePool {
        get throws(StoreError) {
            try opened.withLock { (pool: inout DatabasePool?) throws(StoreError) -> DatabasePool in
                if let pool { return pool }
                let made = try open()
                pool = made
                return made
            }
        }
    }

    /// Reads in a snapshot, reporting a database failure as a `StoreError`.
    package func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        let pool = try self.pool
        do { return try await pool.read(body) } catch let error as DatabaseError { throw failure(error) }
    }

    /// Writes in a transaction, reporting a database failure as a `StoreError`.
    package func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        let pool = try self.pool
        do { return try await pool.write(body) } catch let error as DatabaseError { throw failure(error) }
    }

    // MARK: - Opening under the lock

    private func open() throws(StoreError) -> DatabasePool {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                path: path,
                reason: "cannot be created: its folder \(directory) cannot be made (\(error.localizedDescription))")
        }
        let lockPath = path + ".lock"
        let fd = Glibc.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw StoreError(
                path: path,
                reason:
                    "cannot be opened: its lock file \(lockPath) cannot be opened (\(String(cString: strerror(errno))))"
            )
        }
        defer { close(fd) } // closing the descriptor releases the lock
        try lock(fd, lockPath: lockPath)
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try prepare(pool)
            return pool
        } catch let error as DatabaseError {
            throw failure(error)
        } catch {
            throw StoreError(path: path, reason: "cannot be prepared: \(error)")
        }
    }

    /// Takes the exclusive lock, waiting at most ``DatabaseSharing/busyTimeout``: a process that hangs while
    /// opening must not hang every other one.
    private func lock(_ fd: Int32, lockPath: String) throws(StoreError) {
        let deadline = ContinuousClock.now + .seconds(DatabaseSharing.busyTimeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw StoreError(
                    path: path, reason: "cannot be locked: \(lockPath): \(String(cString: strerror(code)))")
            }
            guard ContinuousClock.now < deadline else {
                throw StoreError(
                    path: path,
                    reason:
                        "is busy: another process has been opening it for more than \(Int(DatabaseSharing.busyTimeout)) s (\(lockPath) is locked)"
                )
            }
            usleep(5_000)
        }
    }

    /// What a SQLite failure means for the person, naming the file.
    package func failure(_ error: DatabaseError) -> StoreError {
        let detail = error.message ?? "\(error.resultCode)"
        let reason =
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                "is busy: another process kept it locked for more than \(Int(DatabaseSharing.busyTimeout)) s (\(detail))"
            case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: "is read-only: \(detail)"
            case .SQLITE_FULL: "cannot be written: the disk is full (\(detail))"
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: "is unreadable: it is damaged or not a database (\(detail))"
            case .SQLITE_CANTOPEN, .SQLITE_IOERR: "is unreadable: \(detail)"
            default: "failed: \(error)"
            }
        return StoreError(path: path, reason: reason)
    }
}
