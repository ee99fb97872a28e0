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
        _ = try SoupChef.app(dataDirectory: directory, dependencies: manager)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("SoupChef.sqlite").path))
        let store = try #require(manager.resolve(SoupChefStore.self))
        #expect(try await store.soups(matching: nil, order: [], limit: nil).count == 10)
        #expect(try await store.toppings().map(\.name) == ["Croutons", "Basil", "Cheddar", "Sour Cream", "Chives", "Bacon Bits", "Chili Oil"])
        #expect(try await store.deliveryLocations() == ["Home", "Office", "Studio"])
        #expect(try await store.stock(of: "chowder") == 2)
        #expect(try await store.recentOrders(limit: 5).isEmpty)
    }

    @Test func reopeningKeepsOrdersAndStockAndDoesNotSeedAgain() async throws {
        let directory = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = AppDependencyManager()
        _ = try SoupChef.app(dataDirectory: directory, dependencies: first)
        let firstStore = try #require(first.resolve(SoupChefStore.self))
        let tomato = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
        let quote = try await firstStore.quote(soup: tomato, toppings: [])
        _ = try await firstStore.placeOrder(quote, quantity: 3, orderType: .pickup, deliveryLocation: nil)

        let second = AppDependencyManager()
        _ = try SoupChef.app(dataDirectory: directory, dependencies: second)
        let store = try #require(second.resolve(SoupChefStore.self))
        #expect(try await store.soups(matching: nil, order: [], limit: nil).count == 10)
        #expect(try await store.toppings().count == 7)
        #expect(try await store.stock(of: "tomato") == 17)
        #expect(try await store.recentOrders(limit: 5).map(\.quantity) == [3])
    }

    @Test func aDataDirectoryThatIsAFileIsReportedWithItsPath() throws {
        let file = SoupChefFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let error = #expect(throws: SoupChefStoreError.self) {
            _ = try SoupChef.app(dataDirectory: file, dependencies: AppDependencyManager())
        }
        #expect(error?.description.contains(file.path) == true)
    }
}
