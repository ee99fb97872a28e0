import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import Testing

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

    static func run(_ example: String, home: URL) throws -> (status: Int32, error: String) {
        let run = try ConcurrentRunTests.launch([examplesFolder.appendingPathComponent(example).path], home: home, label: example)
        _ = run.output.fileHandleForReading.readDataToEndOfFile()
        let error = String(decoding: run.error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.process.waitUntilExit()
        return (run.process.terminationStatus, error)
    }

    @Test func aRunOnAnUnreadableDatabaseExits74NamingTheFile() throws {
        let (home, database) = try Self.homeWithDamagedDatabase("Books", file: "books.sqlite")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, error) = try Self.run("old-favourites.json", home: home)
        #expect(status == 74, "\(error)")
        #expect(error.contains("Books: database \(database) is unreadable"), "\(error)")
        #expect(!error.contains("invalid") && !error.contains("not an entity type"), "\(error)")
    }

    @Test func anAppWhoseDatabaseCannotBeReadWhileRegisteringLeavesTheOthersWorking() async throws {
        let (home, database) = try Self.homeWithDamagedDatabase("Trails", file: "Trails.sqlite")
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, error) = try Self.run("reading-now.json", home: home)
        #expect(status == 0, "\(error)")
        #expect(error.contains("Trails is unavailable") && error.contains("database \(database) is unreadable"), "\(error)")

        var problems: [String] = []
        let manager = AppDependencyManager()
        let catalog = try await AppDependencyManager.withScope(manager) {
            try await BundledApps.catalog(home: ShortcutsHome(root: home), filesRoot: home, dependencies: manager) { problems.append($0) }
        }
        #expect(catalog.entity("Trails.TrailEntity") == nil)
        #expect(catalog.entity("Books.BookEntity") != nil && catalog.entity("Meditation.MeditationSession") != nil)
        #expect(problems.count == 1 && problems[0].contains(database))
    }
}
