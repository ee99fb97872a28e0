import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@testable import BooksApp

/// A database that cannot be used is reported as what it is, naming the file: never as an
/// invalid shortcut or an unknown entity type (issue 11, item 5).
@Suite struct DatabaseErrorTests {
    /// A home whose `app` database file holds garbage.
    static func homeWithDamagedDatabase(_ app: String, file: String) throws -> (home: URL, database: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("dberror-\(UUID().uuidString)")
        let folder = home.appendingPathComponent("data/\(app)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent(file).path
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: database))
        return (home, database)
    }

    static func run(_ example: String, home: URL) async throws -> (status: Int32, error: String) {
        try await offThePool {
            let child = try ConcurrentRunTests.launch([examplesFolder.appendingPathComponent(example).path], home: home)
            let status = child.wait()
            return (status, String(decoding: child.error, as: UTF8.self))
        }
    }

    @Test func aRunOnAnUnreadableDatabaseExits74NamingTheFile() async throws {
        let (home, database) = try Self.homeWithDamagedDatabase("Books", file: "books.sqlite")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, error) = try await Self.run("old-favourites.json", home: home)
        #expect(status == 74, "\(error)")
        #expect(error.contains("Books: database \(database) is unreadable"), "\(error)")
        #expect(!error.contains("invalid") && !error.contains("not an entity type"), "\(error)")
    }

    @Test func anAppWhoseDatabaseCannotBeReadWhileRegisteringLeavesTheOthersWorking() async throws {
        let (home, database) = try Self.homeWithDamagedDatabase("Trails", file: "Trails.sqlite")
        defer { try? FileManager.default.removeItem(at: home) }
        // A run registers only the apps its shortcut uses (item 18): a Books shortcut never
        // touches Trails, so it neither fails nor warns; a Trails shortcut stops with the error.
        let (status, error) = try await Self.run("reading-now.json", home: home)
        #expect(status == 0, "\(error)")
        #expect(!error.contains("Trails"), "\(error)")
        let trails = try await Self.run("waterfall-walks.json", home: home)
        #expect(trails.status == 74, "\(trails.error)")
        #expect(trails.error.contains("database \(database) is unreadable"), "\(trails.error)")

        var problems: [String] = []
        let manager = AppDependencyManager()
        let catalog = try await AppDependencyManager.withScope(manager) {
            try await BundledApps.catalog(home: ShortcutsHome(root: home), filesRoot: home, dependencies: manager) {
                problems.append($0)
            }
        }
        #expect(catalog.entity("Trails.TrailEntity") == nil)
        #expect(catalog.entity("Books.BookEntity") != nil && catalog.entity("Meditation.MeditationSession") != nil)
        #expect(problems.count == 1 && problems[0].contains(database))
    }

    /// An intent whose database fails mid-run: the run's error keeps the database error, which
    /// is how `shortcuts run` tells it apart (exit 74) from the action's own failure (exit 70).
    @Test func aDatabaseErrorDuringARunReachesTheHost() async throws {
        let catalog = try await Catalog.load([IntentApp(name: "Flaky", intents: [ReadShelf.self])])
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000e000", "name": "Flaky", "actions": [
              {"id": "00000000-0000-4000-8000-00000000e001", "action": "Flaky.ReadShelf"}]}
            """)
        let error = await #expect(throws: RunError.self) {
            _ = try await ShortcutRunner(catalog: catalog).run(
                document, input: nil, prompter: ScriptedPrompter([]), events: { _ in })
        }
        let underlying = try #require(error?.underlying)
        #expect(BundledApps.isDatabaseError(underlying))
        #expect(
            error?.description.contains("Books: database /data/books.sqlite is busy") == true,
            "\(String(describing: error))")
    }
}

/// Fails as the Books store does when its database stays locked past the timeout.
struct ReadShelf: AppIntent {
    static let title: LocalizedStringResource = "Read Shelf"
    func perform() async throws -> some IntentResult {
        // Always throws; the return only lets the compiler infer the result type.
        if Bool(true) {
            throw BooksStoreError(
                path: "/data/books.sqlite", reason: "is busy: another process kept it locked for more than 10 s")
        }
        return .result()
    }
}
