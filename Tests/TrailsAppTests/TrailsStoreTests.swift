import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

@Suite struct TrailsStoreTests {
    @Test func firstUseCreatesTheFolderTheDatabaseAndTheSeedData() async throws {
        let directory = TrailsFixture.temporaryDirectory().appendingPathComponent("nested", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        #expect(!FileManager.default.fileExists(atPath: directory.path))

        let manager = AppDependencyManager()
        _ = Trails.app(dataDirectory: directory, dependencies: manager)
        // Making the app opens nothing: the database is made on first use.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Trails.sqlite").path))

        let store = try #require(manager.resolve(TrailsStore.self))
        #expect(try await store.trailCount() == 34)
        let collections = try await store.collections()
        #expect(
            collections.map(\.name) == [
                "Favorites", "Big Sur", "Cascade Range", "Great Smoky Mountains", "Olympic Peninsula",
                "Rocky Mountains", "Sierra Madre", "Sierra Nevada", "White Mountains",
            ])
        #expect(collections.first?.trailCount == 3)
        #expect(collections.dropFirst().map(\.trailCount).reduce(0, +) == 34)
    }

    @Test func reopeningKeepsTheDataAndDoesNotSeedAgain() async throws {
        let directory = TrailsFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let first = AppDependencyManager()
        _ = Trails.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(TrailsStore.self))
        let laurel = try #require(try await firstStore.searchTrails("Laurel Falls").first)
        #expect(try await firstStore.addFavorite(laurel))

        let second = AppDependencyManager()
        _ = Trails.app(dataDirectory: directory, dependencies: second)
        let secondStore = try #require(second.resolve(TrailsStore.self))
        #expect(try await secondStore.trailCount() == 34)
        #expect(try await secondStore.collections().count == 9)
        #expect(
            try await secondStore.favoriteTrails().map(\.name) == [
                "Laurel Falls", "Hoh River Trail", "Coastal Bluffs", "Cascade Falls",
            ])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPathOnFirstUse() async throws {
        let file = TrailsFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let manager = AppDependencyManager()
        _ = Trails.app(dataDirectory: file, dependencies: manager)
        let store = try #require(manager.resolve(TrailsStore.self))
        let error = await #expect(throws: TrailsStoreError.self) { _ = try await store.trailCount() }
        #expect(error?.description.contains(file.path) == true)
    }

    @Test func aDamagedDatabaseIsReportedAsUnreadableWithItsPath() async throws {
        let directory = TrailsFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("Trails.sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let manager = AppDependencyManager()
        _ = Trails.app(dataDirectory: directory, dependencies: manager)
        let store = try #require(manager.resolve(TrailsStore.self))
        let error = await #expect(throws: TrailsStoreError.self) { _ = try await store.trailCount() }
        #expect(error?.description.contains("database \(path) is unreadable") == true, "\(String(describing: error))")
    }

    @Test func storesOpeningOneFreshDatabaseAtOnceMigrateAndSeedItOnce() async throws {
        let directory = TrailsFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each store is what one process holds: its own pool, its own descriptor of the lock
        // file (flock locks conflict between descriptors, even in one process).
        let stores = (0..<8).map { _ in TrailsStore(directory: directory) }
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for store in stores { group.addTask { "\(try await store.trailCount())" } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(results).count == 1, "every store saw the same seeded data: \(results)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Trails.sqlite.lock").path))
    }
}
