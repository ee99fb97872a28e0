import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

@Suite struct MeditationStoreTests {
    @Test func firstUseCreatesTheDatabaseAndSeedsTheSessions() async throws {
        let directory = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        _ = Meditation.app(dataDirectory: directory, dependencies: manager)
        // Making the app opens nothing: the database is made on first use.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Meditation.sqlite").path))
        let store = try #require(manager.resolve(MeditationStore.self))
        #expect(try await store.sessionCount() == 12)
        let calm = try await store.sessions(ids: [MeditationStore.seedID(0)])
        #expect(calm.map(\.name) == ["Calm"])
    }

    @Test func reopeningKeepsChangesAndDoesNotSeedAgain() async throws {
        let directory = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = AppDependencyManager()
        _ = Meditation.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(MeditationStore.self))
        let added = try await firstStore.addSession(name: "Yoga Nidra", duration: 30, category: .sleep)

        let second = AppDependencyManager()
        _ = Meditation.app(dataDirectory: directory, dependencies: second)
        let store = try #require(second.resolve(MeditationStore.self))
        #expect(try await store.sessionCount() == 13)
        #expect(try await store.sessions(ids: [added.id]).map(\.name) == ["Yoga Nidra"])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPathOnFirstUse() async throws {
        let file = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let manager = AppDependencyManager()
        _ = Meditation.app(dataDirectory: file, dependencies: manager)
        let store = try #require(manager.resolve(MeditationStore.self))
        let error = await #expect(throws: MeditationStoreError.self) { _ = try await store.sessionCount() }
        #expect(error?.description.contains(file.path) == true)
    }

    @Test func aDamagedDatabaseIsReportedAsUnreadableWithItsPath() async throws {
        let directory = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("Meditation.sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let manager = AppDependencyManager()
        _ = Meditation.app(dataDirectory: directory, dependencies: manager)
        let store = try #require(manager.resolve(MeditationStore.self))
        let error = await #expect(throws: MeditationStoreError.self) { _ = try await store.sessionCount() }
        #expect(error?.description.contains("database \(path) is unreadable") == true, "\(String(describing: error))")
    }

    @Test func storesOpeningOneFreshDatabaseAtOnceMigrateAndSeedItOnce() async throws {
        let directory = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each store is what one process holds: its own pool, its own descriptor of the lock
        // file (flock locks conflict between descriptors, even in one process).
        let stores = (0..<8).map { _ in MeditationStore(directory: directory) }
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for store in stores { group.addTask { "\(try await store.sessionCount())" } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(results).count == 1, "every store saw the same seeded data: \(results)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Meditation.sqlite.lock").path))
    }
}
