import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

@Suite struct SoupChefRegistrationTests {
    @Test func theAppRegistersItsMenuAndOrderTypes() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let metadata = try await fixture.app.register().metadata
            #expect(metadata.name == "SoupChef")
            #expect(metadata.displayName == "Soup Chef")
            #expect(metadata.intents.map(\.identifier) == ["SoupChef.OrderSoup", "SoupChef.GetRecentOrders"])

            let soup = try #require(metadata.entities.first { $0.identifier == "SoupChef.Soup" })
            #expect(soup.properties.map(\.name) == ["name", "price"])
            #expect(soup.queryKinds == [.identifier, .string, .property])
            let comparators = Dictionary(uniqueKeysWithValues: soup.queryProperties.map { ($0.name, $0.comparators) })
            #expect(comparators["name"] == [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix])
            #expect(
                comparators["price"] == [
                    .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
                    .isBetween,
                ])
            #expect(soup.sortableProperties == ["name", "price"])

            let topping = try #require(metadata.entities.first { $0.identifier == "SoupChef.Topping" })
            #expect(topping.queryKinds == [.identifier, .enumerable])
            #expect(topping.properties.map(\.name) == ["name", "price"])

            let details = try #require(metadata.entities.first { $0.identifier == "SoupChef.OrderDetails" })
            #expect(details.isTransient)
            #expect(
                details.properties.map(\.name) == [
                    "soupName", "quantity", "toppings", "orderType", "deliveryLocation", "total", "orderNumber",
                ])
            #expect(metadata.enums.first?.cases.map(\.value) == ["pickup", "delivery"])
        }
    }

    @Test func orderSoupKeepsTheCustomIntentsParametersAndSummary() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let order = try #require(registered.metadata.intents.first)
            #expect(order.previousIdentifiers.contains("OrderSoupIntent"))
            #expect(order.previousIdentifiers.contains("SoupChef.OrderSoupIntent"))
            #expect(
                registered.intentType(for: "OrderSoupIntent").map(ObjectIdentifier.init)
                    == ObjectIdentifier(OrderSoup.self))
            #expect(registered.currentIntentIdentifier(for: "SoupChef.OrderSoupIntent") == "SoupChef.OrderSoup")
            #expect(order.output == .entity("SoupChef.OrderDetails"))

            #expect(order.parameters.map(\.name) == ["soup", "quantity", "toppings", "orderType", "deliveryLocation"])
            #expect(order.parameter(named: "soup")?.isOptional == false)
            #expect(order.parameter(named: "soup")?.requestValueDialog == "Which soup do you want?")
            #expect(order.parameter(named: "quantity")?.defaultValue == .integer(1))
            #expect(order.parameter(named: "quantity")?.range == ParameterRange(lowerBound: 1, upperBound: 10))
            #expect(order.parameter(named: "toppings")?.type == .array(.entity("SoupChef.Topping")))
            #expect(order.parameter(named: "orderType")?.defaultValue == .enumeration("pickup"))
            #expect(order.parameter(named: "deliveryLocation")?.hasDynamicOptions == true)
            guard case .switchOn(let parameter, let cases, let defaultCase) = order.summary else {
                Issue.record("expected a Switch summary, got \(order.summary)")
                return
            }
            #expect(parameter == "orderType")
            #expect(cases.map(\.value) == [.enumeration("delivery")])
            #expect(defaultCase != nil)

            let invocation = IntentInvocation(OrderSoup.self)
            try invocation.setValue(try await soup("miso"), for: "soup")
            #expect(invocation.renderedSummary.text == "Order 1 Miso Soup for Pickup")
            try invocation.setValue(OrderType.delivery, for: "orderType")
            try invocation.setValue("Office", for: "deliveryLocation")
            #expect(invocation.renderedSummary.text == "Order 1 Miso Soup for delivery to Office")
        }
    }

    @Test func appShortcutsExpandTheSoupsInStock() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let shortcuts = try await fixture.app.register().metadata.shortcuts
            #expect(shortcuts.map(\.shortTitle) == ["Order Soup", "Soup Delivery", "Recent Orders"])
            #expect(
                shortcuts.map(\.systemImageName) == [
                    "takeoutbag.and.cup.and.straw", "bicycle", "list.bullet.rectangle",
                ])
            #expect(shortcuts[1].presetValues == ["orderType": .enumeration("delivery")])
            let perSoup = shortcuts[0].expandedPhrases.filter { $0.parameter == "soup" }.map(\.text)
            // Every soup in stock: nine of the ten on the menu.
            #expect(perSoup.count == 9)
            #expect(perSoup.first == "Order Butternut Squash from Soup Chef")
            #expect(!perSoup.contains("Order Gazpacho from Soup Chef"))
        }
    }
}
