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
        _ = try Meditation.app(dataDirectory: directory, dependencies: manager)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Meditation.sqlite").path))
        let store = try #require(manager.resolve(MeditationStore.self))
        #expect(try await store.sessionCount() == 12)
        let calm = try await store.sessions(ids: [MeditationStore.seedID(0)])
        #expect(calm.map(\.name) == ["Calm"])
    }

    @Test func reopeningKeepsChangesAndDoesNotSeedAgain() async throws {
        let directory = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = AppDependencyManager()
        _ = try Meditation.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(MeditationStore.self))
        let added = try await firstStore.addSession(name: "Yoga Nidra", duration: 30, category: .sleep)

        let second = AppDependencyManager()
        _ = try Meditation.app(dataDirectory: directory, dependencies: second)
        let store = try #require(second.resolve(MeditationStore.self))
        #expect(try await store.sessionCount() == 13)
        #expect(try await store.sessions(ids: [added.id]).map(\.name) == ["Yoga Nidra"])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPath() throws {
        let file = MeditationFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let error = #expect(throws: MeditationStoreError.self) {
            _ = try Meditation.app(dataDirectory: file, dependencies: AppDependencyManager())
        }
        #expect(error?.description.contains(file.path) == true)
    }
}
