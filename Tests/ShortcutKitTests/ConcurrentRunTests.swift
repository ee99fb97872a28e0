import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Many `shortcuts run` processes at once on one fresh home: they race to create, migrate and
/// seed every database, then add and read through them. All must succeed, and the data must
/// hold every write exactly once (issue 11, item 5). docs/reliability/databases.md has a larger
/// run and its figures.
@Suite struct ConcurrentRunTests {
    /// Books AddBook takes from the catalogue: unambiguous titles not yet in the library.
    static let catalogueTitles = [
        "Persuasion", "Dracula", "The Hours", "Atonement", "Rebecca", "Circe", "The Trial", "The Stranger",
    ]

    static let stopWhenMissing = #""input": {"type": "string", "prompt": "Name", "whenMissing": "stop"}"#

    /// Adds a meditation session named by the input: a write to the Meditation database.
    static let addSession = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000c100", "name": "Add Session", \(stopWhenMissing), "actions": [
          {"id": "00000000-0000-4000-8000-00000000c101", "action": "Meditation.AddMeditationSession",
           "parameters": {"name": {"var": "input"}, "duration": {"number": 5}}}]}
        """

    /// Adds the catalogue book titled by the input: a write to the Books database.
    static let addBook = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000c200", "name": "Add Book", \(stopWhenMissing), "actions": [
          {"id": "00000000-0000-4000-8000-00000000c201", "action": "Books.AddBook", "parameters": {"title": {"var": "input"}}}]}
        """

    /// Adds a session, then finds books by an accented author typed without accents: a write to
    /// one database and a read of another in one run.
    static let mixed = """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000c300", "name": "Mixed", \(stopWhenMissing), "actions": [
          {"id": "00000000-0000-4000-8000-00000000c301", "action": "Meditation.AddMeditationSession",
           "parameters": {"name": {"var": "input"}, "duration": {"number": 5}}},
          {"id": "00000000-0000-4000-8000-00000000c302", "action": "find", "entity": "Books.BookEntity", "match": "all",
           "where": [{"property": "author", "comparator": "contains", "value": {"text": "garcia"}}]},
          {"id": "00000000-0000-4000-8000-00000000c303", "action": "stop", "output": {"var": "00000000-0000-4000-8000-00000000c302", "path": ["title"]}}]}
        """

    /// Starts `shortcuts run` on `home` without waiting.
    static func launch(_ arguments: [String], home: URL) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = FileManager.default.temporaryDirectory.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        return try ChildProcess(
            ShortcutsCLI.binary.path, ["run"] + arguments + ["--no-input"], environment: environment)
    }

    // The limit only catches a hang: fifty debug-build processes take about 15 s on an idle
    // 2-core machine and over a minute with every core busy (scripts/test-under-load).
    @Test(.timeLimit(.minutes(10)))
    func fiftyRunsAtOnceOnAFreshHomeAllSucceedAndKeepEveryWrite() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home") // not created: the runs race to make it
        let files = scratch.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        for (name, text) in [("add-session", Self.addSession), ("add-book", Self.addBook), ("mixed", Self.mixed)] {
            try text.write(to: files.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        func file(_ name: String) -> String { files.appendingPathComponent("\(name).json").path }

        // 50 runs: 12 sessions and 8 books added, 20 reads of the examples, 10 mixed.
        var plan: [(label: String, arguments: [String], expected: String?)] = []
        for n in 1...12 { plan.append(("add session \(n)", [file("add-session"), "--input", "Session \(n)"], nil)) }
        for title in Self.catalogueTitles { plan.append(("add \(title)", [file("add-book"), "--input", title], nil)) }
        for n in 1...10 {
            plan.append(
                (
                    "reading now \(n)", [examplesFolder.appendingPathComponent("reading-now.json").path],
                    "You are reading 3 books.\n1. Middlemarch by George Eliot\n2. The Dispossessed by Ursula K. Le Guin\n3. The Fifth Season by N. K. Jemisin\n"
                ))
            plan.append(
                (
                    "old favourites \(n)", [examplesFolder.appendingPathComponent("old-favourites.json").path],
                    "Pride and Prejudice\nFrankenstein\nThe Hobbit\n"
                ))
        }
        for n in 1...10 {
            plan.append(
                ("mixed \(n)", [file("mixed"), "--input", "Mixed \(n)", "-o", "-"], "One Hundred Years of Solitude\n"))
        }
        // Interleave the kinds, so that every kind is among the first processes.
        plan = plan.enumerated().sorted { ($0.offset * 7919) % plan.count < ($1.offset * 7919) % plan.count }.map(
            \.element)
        #expect(plan.count == 50)

        // Launched and waited for off the cooperative pool: the 50 runs take seconds.
        let steps = plan
        let ended = try await offThePool { () throws -> [(status: Int32, output: String, error: String)] in
            let launched = try steps.map { try Self.launch($0.arguments, home: home) }
            return launched.map { child in
                let status = child.wait()
                return (
                    status, String(decoding: child.output, as: UTF8.self), String(decoding: child.error, as: UTF8.self)
                )
            }
        }
        var failures: [String] = []
        for (run, step) in zip(ended, plan) {
            if run.status != 0 {
                failures.append("\(step.label): exit \(run.status): \(run.error)")
            } else if let expected = step.expected, run.output != expected {
                failures.append("\(step.label): printed \(run.output.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 50 runs failed:\n\(failures.joined(separator: "\n"))")

        // Every write is there exactly once, next to the seed data.
        let manager = AppDependencyManager()
        let catalog = try await AppDependencyManager.withScope(manager) {
            try await BundledApps.catalog(home: ShortcutsHome(root: home), filesRoot: scratch, dependencies: manager)
        }
        func all(_ entity: TypeIdentifier, _ property: String) async throws -> [String] {
            let type = try #require(catalog.entity(entity)?.type)
            let found = try await AppDependencyManager.withScope(manager) {
                try await type.findEntities(where: [], mode: .and, sortedBy: [], limit: nil)
            }
            return found.map { entityProperty(named: property, of: $0)?.anyValue as? String ?? "?" }
        }
        let sessions = try await all("Meditation.MeditationSession", "name")
        let added = (1...12).map { "Session \($0)" } + (1...10).map { "Mixed \($0)" }
        #expect(sessions.count == 12 + added.count)
        #expect(added.allSatisfy { name in sessions.filter { $0 == name }.count == 1 })
        let books = try await all("Books.BookEntity", "title")
        #expect(books.count == 30 + Self.catalogueTitles.count)
        #expect(Self.catalogueTitles.allSatisfy { title in books.filter { $0 == title }.count == 1 })
    }
}
