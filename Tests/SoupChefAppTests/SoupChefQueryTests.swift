import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

private func condition(
    _ property: String, _ comparator: ComparatorKind, _ value: any Sendable, _ value2: (any Sendable)? = nil
) -> FindCondition {
    FindCondition(property: property, comparator: comparator, value: value, value2: value2)
}

private func price(_ text: String) -> Decimal { Decimal(string: text)! }

@Suite struct SoupChefQueryTests {
    @Test func identifierQueriesKeepTheRequestedOrderAndOmitUnknownIDs() async throws {
        try await SoupChefFixture.with { _ async throws in
            let found = try await SoupQuery().entities(for: ["miso", "bisque", "tomato"])
            #expect(found.map(\.name) == ["Miso Soup", "Tomato Soup"])
            #expect(found.last?.price == price("5.5"))
            #expect(found.last?.displayRepresentation.subtitle?.localizedString == "$5.50")
            #expect(names(try await Soup.entities(identifiedBy: ["chowder"])) == ["Clam Chowder"])
        }
    }

    @Test func suggestionsAreTheSoupsInStockMostOrderedFirst() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let before = try await SoupQuery().suggestedEntities().map(\.name)
            #expect(
                before == [
                    "Butternut Squash", "Chicken Noodle", "Clam Chowder", "French Onion", "Minestrone",
                    "Miso Soup", "Red Lentil", "Tom Yum", "Tomato Soup",
                ])
            let quote = try await fixture.store.quote(soup: try await soup("tomato"), toppings: [])
            _ = try await fixture.store.placeOrder(quote, quantity: 2, orderType: .pickup, deliveryLocation: nil)
            #expect(try await SoupQuery().suggestedEntities().first?.name == "Tomato Soup")
        }
    }

    @Test func searchMatchesWordPrefixesBestFirst() async throws {
        try await SoupChefFixture.with { _ async throws in
            let query = SoupQuery()
            #expect(try await query.entities(matching: "chow").map(\.name) == ["Clam Chowder"])
            #expect(try await query.entities(matching: "TOMATO soup").map(\.name) == ["Tomato Soup"])
            #expect(try await query.entities(matching: "tom").map(\.name) == ["Tom Yum", "Tomato Soup"])
            #expect(Set(try await query.entities(matching: "soup").map(\.name)) == ["Miso Soup", "Tomato Soup"])
            #expect(try await query.entities(matching: "").count == 10)
            #expect(try await query.entities(matching: "…").isEmpty)
        }
    }

    @Test func findCompilesNameAndPriceComparatorsToSQL() async throws {
        try await SoupChefFixture.with { _ async throws in
            func find(_ conditions: [FindCondition], mode: ComparatorMode = .and) async throws -> [String] {
                names(
                    try await Soup.findEntities(
                        where: conditions, mode: mode, sortedBy: [FindSortKey(property: "name")]))
            }
            #expect(try await find([condition("name", .equalTo, "gazpacho")]) == ["Gazpacho"])
            #expect(
                try await find([condition("name", .notEqualTo, "Tomato Soup"), condition("name", .contains, "soup")])
                    == ["Miso Soup"])
            #expect(try await find([condition("name", .contains, "soup")]) == ["Miso Soup", "Tomato Soup"])
            #expect(try await find([condition("name", .hasPrefix, "c")]) == ["Chicken Noodle", "Clam Chowder"])
            #expect(try await find([condition("name", .hasSuffix, "ON")]) == ["French Onion"])
            #expect(try await find([condition("price", .equalTo, price("6"))]) == ["Chicken Noodle", "Minestrone"])
            #expect(try await find([condition("price", .equalTo, price("5.554"))]) == [])
            #expect(
                try await find([
                    condition("price", .notEqualTo, price("6")), condition("price", .lessThan, 6.1),
                    condition("price", .greaterThan, 5.6),
                ]) == ["Gazpacho"])
            #expect(try await find([condition("price", .lessThan, price("5.5"))]) == ["Miso Soup", "Red Lentil"])
            #expect(
                try await find([condition("price", .lessThanOrEqualTo, 5.5)]) == [
                    "Miso Soup", "Red Lentil", "Tomato Soup",
                ])
            #expect(try await find([condition("price", .greaterThan, 7)]) == ["Tom Yum"])
            #expect(try await find([condition("price", .greaterThanOrEqualTo, 7)]) == ["Clam Chowder", "Tom Yum"])
            #expect(
                try await find([condition("price", .isBetween, price("6.25"), price("5.75"))]) == [
                    "Butternut Squash", "Chicken Noodle", "Gazpacho", "Minestrone",
                ])
            #expect(
                try await find([condition("price", .lessThan, 5), condition("price", .greaterThan, 7)], mode: .or) == [
                    "Miso Soup", "Tom Yum",
                ])
        }
    }

    @Test func findSortsByPriceAndLimits() async throws {
        try await SoupChefFixture.with { _ async throws in
            let dearest = try await Soup.findEntities(
                where: [], sortedBy: [FindSortKey(property: "price", ascending: false)], limit: 3)
            #expect(names(dearest) == ["Tom Yum", "Clam Chowder", "French Onion"])
            let cheapest = try await Soup.findEntities(where: [], sortedBy: [FindSortKey(property: "price")], limit: 1)
            #expect(names(cheapest) == ["Miso Soup"])
            let lastByName = try await Soup.findEntities(
                where: [], sortedBy: [FindSortKey(property: "name", ascending: false)], limit: 2)
            #expect(names(lastByName) == ["Tomato Soup", "Tom Yum"])
        }
    }

    @Test func toppingsAreEnumeratedInMenuOrder() async throws {
        try await SoupChefFixture.with { _ async throws in
            let all = try await ToppingQuery().allEntities()
            #expect(all.map(\.id) == ["croutons", "basil", "cheddar", "sour-cream", "chives", "bacon", "chili-oil"])
            #expect(all.first?.displayRepresentation.subtitle?.localizedString == "+$0.50")
            let byID = try await Topping.entities(identifiedBy: ["bacon", "truffle"])
            #expect(byID.compactMap { ($0 as? Topping)?.name } == ["Bacon Bits"])
            #expect(try await Topping.searchEntities("ch")?.count == 3)
            #expect(Topping.queryKinds == [.identifier, .enumerable])
        }
    }

    @Test func deliveryLocationsComeFromTheOptionsProvider() async throws {
        try await SoupChefFixture.with { _ async throws in
            #expect(try await DeliveryLocationOptionsProvider().results() == ["Home", "Office", "Studio"])
        }
    }
}
