import BooksApp
import Foundation
import IntentKit
import ShortcutKit
import Synchronization

/// The Books app on a generated library of a million books.
enum BooksBench {
    static var home: ShortcutsHome { ShortcutsHome.resolve() }
    static var folder: URL { home.data(for: "Books") }

    static func generate(count: Int) throws {
        let path = Books.databasePath(in: folder)
        if FileManager.default.fileExists(atPath: path) {
            throw BenchError("\(path) exists; remove it (or point SHORTCUTS_HOME elsewhere) to generate a new library")
        }
        let start = ContinuousClock.now
        try Books.generateLibrary(in: folder, count: count) { made in
            if made % 100_000 == 0 || made == count { print("  \(made) books") }
        }
        print(
            "generated \(count) books in \(Measure.format(Measure.ms(ContinuousClock.now - start) / 1000)) s into \(path)"
        )
    }

    static func run(rounds: Int) async throws {
        let path = Books.databasePath(in: folder)
        guard FileManager.default.fileExists(atPath: path) else {
            throw BenchError("no library at \(path); run 'shortcuts-bench books-generate' first")
        }
        let manager = AppDependencyManager()
        try await AppDependencyManager.withScope(manager) {
            let catalog = try await Catalog.load([Books.app(dataDirectory: folder, dependencies: manager)])
            guard let books = catalog.entity("Books.BookEntity")?.type else {
                throw BenchError("Books.BookEntity is not registered")
            }
            let total = try count(path)
            print("books: \(total) books in \(path), \(rounds) rounds each")

            // Find: two conditions, sorted, limited, through the app's property query.
            let conditions = [
                FindCondition(property: "title", comparator: .contains, value: "river"),
                FindCondition(
                    property: "datePublished", comparator: .lessThan,
                    value: ISO8601DateFormatter().date(from: "1950-01-01T00:00:00Z")!),
            ]
            let sort = [FindSortKey(property: "dateRead", ascending: false)]
            let statements = Mutex<[String]>([])
            Books.observeSQL { sql in statements.withLock { $0.append(sql) } }
            let found = try await books.findEntities(where: conditions, mode: .and, sortedBy: sort, limit: 10)
            Books.observeSQL(nil)
            guard let sql = statements.withLock({ $0.last(where: { $0.hasPrefix("SELECT") }) }) else {
                throw BenchError("the Find ran no SELECT")
            }
            let find = try await Measure.rounds(rounds) {
                _ = try await books.findEntities(where: conditions, mode: .and, sortedBy: sort, limit: 10)
            }
            let shell = try SQLiteShell.time(sql, database: path, rounds: max(5, rounds / 4))
            let naiveSQL =
                "SELECT * FROM book WHERE title LIKE '%river%' AND datePublished < '1950-01-01 00:00:00.000' ORDER BY dateRead DESC, id LIMIT 10"
            let naive = try SQLiteShell.time(naiveSQL, database: path, rounds: 3)
            print(
                "  Find title contains 'river', published before 1950, by date read (latest first), limit 10 → \(found.count) books"
            )
            print(
                "    IntentKit Find        median \(Measure.format(Measure.ms(Measure.median(find)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(find)))) ms"
            )
            print("    sqlite3 shell (SQL)   median \(Measure.format(shell * 1000)) ms   (same statement, same file)")
            print(
                "    sqlite3, naive LIKE   median \(Measure.format(naive * 1000)) ms   (title LIKE '%river%', no full-text index)"
            )
            print("    SQL: \(sql)")

            // Search: 4-letter fragments, first page.
            let fragments = ["gard", "rive", "lant", "empi", "silv", "tomo"]
            var search: [Duration] = []
            for fragment in fragments {
                search += try await Measure.rounds(rounds) { _ = try await books.searchEntities(fragment) }
            }
            search.sort()
            // The anchor: the same fragments' first page of the plain trigram match, unranked.
            var unranked: [Duration] = []
            for fragment in fragments {
                unranked += try await Measure.rounds(rounds) {
                    _ = try await Books.unrankedSearch(fragment, limit: 50, dependencies: manager)
                }
            }
            unranked.sort()
            let first = try await books.searchEntities("gard") ?? []
            let titles = try exportTitles(path)
            var fzf: [Double] = []
            for fragment in fragments { fzf += try FZF.time(fragment, titles: titles, rounds: max(3, rounds / 8)) }
            fzf.sort()
            print("  Search for 4-letter fragments (\(fragments.joined(separator: ", "))), first page of 50")
            print(
                "    IntentKit search      median \(Measure.format(Measure.ms(Measure.median(search)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(search)))) ms"
            )
            print(
                "    unranked FTS5 page    median \(Measure.format(Measure.ms(Measure.median(unranked)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(unranked)))) ms   (the trigram match's first 50 rows, same store; ranked p95 / this p95: \(Measure.format(Measure.ms(Measure.p95(search)) / Measure.ms(Measure.p95(unranked))))×)"
            )
            print(
                "    fzf --filter          median \(Measure.format(fzf[fzf.count / 2] * 1000)) ms   p95 \(Measure.format(fzf[min(fzf.count - 1, Int(Double(fzf.count) * 0.95))] * 1000)) ms   (all \(total) titles from a file)"
            )
            print(
                "    'gard' ranks first: \(first.prefix(3).map { $0.displayRepresentation.title.localizedString }.joined(separator: " | "))"
            )

            // IDs: 100 saved identifiers resolved in one call.
            let ids = (0..<100).map { index in
                String(format: "%08X-0000-4000-8000-%012d", (index * 9_973) >> 16, index * 9_973 % max(total, 1))
            }
            let lookup = try await Measure.rounds(rounds) { _ = try await books.entities(identifiedBy: ids) }
            let resolved = try await books.entities(identifiedBy: ids).count
            Record.add("books", size: total, "Find", find)
            Record.add("books", size: total, "Find: sqlite3 shell", median: shell * 1000, unit: "ms")
            Record.add("books", size: total, "search", search)
            Record.add("books", size: total, "search: unranked FTS5 page", unranked)
            Record.add("books", size: total, "100 IDs", lookup)
            print("  Resolve 100 IDs with entities(for:) → \(resolved) books")
            print(
                "    median \(Measure.format(Measure.ms(Measure.median(lookup)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(lookup)))) ms"
            )
        }
    }

    static func count(_ path: String) throws -> Int {
        let output = try Shell.run("/usr/bin/sqlite3", ["-readonly", path, "SELECT count(*) FROM book"])
        return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    static func exportTitles(_ path: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-titles.txt")
        if !FileManager.default.fileExists(atPath: file.path) {
            let titles = try Shell.run("/usr/bin/sqlite3", ["-readonly", path, "SELECT title FROM book"])
            try titles.write(to: file, atomically: true, encoding: .utf8)
        }
        return file
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program and returns its standard output.
enum Shell {
    static func run(_ program: String, _ arguments: [String], input: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(program) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The sqlite3 shell's own timer ("Run Time: real …") for a statement.
enum SQLiteShell {
    static func time(_ sql: String, database: String, rounds: Int) throws -> Double {
        let script = ".timer on\n" + Array(repeating: sql + ";", count: rounds + 1).joined(separator: "\n") + "\n"
        let output = try Shell.run("/usr/bin/sqlite3", ["-readonly", database], input: script)
        let times = output.split(separator: "\n").compactMap { line -> Double? in
            guard line.hasPrefix("Run Time: real ") else { return nil }
            return Double(line.dropFirst("Run Time: real ".count).split(separator: " ").first ?? "")
        }.dropFirst().sorted()
        guard !times.isEmpty else { throw BenchError("the sqlite3 shell reported no timings") }
        return times[times.count / 2]
    }
}

/// `fzf --filter` over the titles, timed from outside the process.
enum FZF {
    static func time(_ query: String, titles: URL, rounds: Int) throws -> [Double] {
        guard
            let fzf = ["/usr/bin/fzf", "/usr/local/bin/fzf"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            throw BenchError("fzf is not installed (apt-get install fzf)")
        }
        var samples: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            _ = try Shell.run("/bin/sh", ["-c", "\(fzf) --filter '\(query)' < '\(titles.path)' | head -n 50"])
            samples.append(Measure.ms(ContinuousClock.now - start) / 1000)
        }
        return samples
    }
}
