import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

@Suite struct SoupChefStoreTests {
    @Test func firstUseCreatesTheDatabaseAndSeedsTheMenu() async throws {
        let directory = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        _ = SoupChef.app(dataDirectory: directory, dependencies: manager)
        // Making the app opens nothing: the database is made on first use.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("SoupChef.sqlite").path))
        let store = try #require(manager.resolve(SoupChefStore.self))
        #expect(try await store.soups(matching: nil, order: [], limit: nil).count == 10)
        #expect(
            try await store.toppings().map(\.name) == [
                "Croutons", "Basil", "Cheddar", "Sour Cream", "Chives", "Bacon Bits", "Chili Oil",
            ])
        #expect(try await store.deliveryLocations() == ["Home", "Office", "Studio"])
        #expect(try await store.stock(of: "chowder") == 2)
        #expect(try await store.recentOrders(limit: 5).isEmpty)
    }

    @Test func reopeningKeepsOrdersAndStockAndDoesNotSeedAgain() async throws {
        let directory = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = AppDependencyManager()
        _ = SoupChef.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(SoupChefStore.self))
        let tomato = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
        let quote = try await firstStore.quote(soup: tomato, toppings: [])
        _ = try await firstStore.placeOrder(quote, quantity: 3, orderType: .pickup, deliveryLocation: nil)

        let second = AppDependencyManager()
        _ = SoupChef.app(dataDirectory: directory, dependencies: second)
        let store = try #require(second.resolve(SoupChefStore.self))
        #expect(try await store.soups(matching: nil, order: [], limit: nil).count == 10)
        #expect(try await store.toppings().count == 7)
        #expect(try await store.stock(of: "tomato") == 17)
        #expect(try await store.recentOrders(limit: 5).map(\.quantity) == [3])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPathOnFirstUse() async throws {
        let file = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let manager = AppDependencyManager()
        _ = SoupChef.app(dataDirectory: file, dependencies: manager)
        let store = try #require(manager.resolve(SoupChefStore.self))
        let error = await #expect(throws: SoupChefStoreError.self) { _ = try await store.toppings() }
        #expect(error?.description.contains(file.path) == true)
    }

    @Test func aDamagedDatabaseIsReportedAsUnreadableWithItsPath() async throws {
        let directory = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("SoupChef.sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let manager = AppDependencyManager()
        _ = SoupChef.app(dataDirectory: directory, dependencies: manager)
        let store = try #require(manager.resolve(SoupChefStore.self))
        let error = await #expect(throws: SoupChefStoreError.self) { _ = try await store.toppings() }
        #expect(error?.description.contains("database \(path) is unreadable") == true, "\(String(describing: error))")
    }

    @Test func storesOpeningOneFreshDatabaseAtOnceMigrateAndSeedItOnce() async throws {
        let directory = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Each store is what one process holds: its own pool, its own descriptor of the lock
        // file (flock locks conflict between descriptors, even in one process).
        let stores = (0..<8).map { _ in SoupChefStore(directory: directory) }
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for store in stores { group.addTask { "\(try await store.toppings())" } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(results).count == 1, "every store saw the same seeded data: \(results)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("SoupChef.sqlite.lock").path))
    }
}
