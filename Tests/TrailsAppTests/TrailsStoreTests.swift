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
        _ = try Trails.app(dataDirectory: directory, dependencies: manager)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Trails.sqlite").path))

        let store = try #require(manager.resolve(TrailsStore.self))
        #expect(try await store.trailCount() == 34)
        let collections = try await store.collections()
        #expect(collections.map(\.name) == [
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
        _ = try Trails.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(TrailsStore.self))
        let laurel = try #require(try await firstStore.searchTrails("Laurel Falls").first)
        #expect(try await firstStore.addFavorite(laurel))

        let second = AppDependencyManager()
        _ = try Trails.app(dataDirectory: directory, dependencies: second)
        let secondStore = try #require(second.resolve(TrailsStore.self))
        #expect(try await secondStore.trailCount() == 34)
        #expect(try await secondStore.collections().count == 9)
        #expect(try await secondStore.favoriteTrails().map(\.name) == ["Laurel Falls", "Hoh River Trail", "Coastal Bluffs", "Cascade Falls"])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPath() throws {
        let file = TrailsFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let error = #expect(throws: TrailsStoreError.self) {
            _ = try Trails.app(dataDirectory: file, dependencies: AppDependencyManager())
        }
        #expect(error?.description.contains(file.path) == true)
    }
}
