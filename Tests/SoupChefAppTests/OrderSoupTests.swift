import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

@Suite struct OrderSoupTests {
    @Test func anOrderIsConfirmedPlacedAndTakenOutOfStock() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let (outcome, prompter) = try await run(
                OrderSoup.self, ["soup": try await soup("tomato")], answers: [.confirmed(true)])

            let confirmation = try #require(prompter.requests.first)
            #expect(prompter.requests.map(\.kind) == [.confirmation])
            #expect(confirmation.question == "Ready to order 1 Tomato Soup for $5.50?")
            #expect(confirmation.confirmationActionName == "Order")
            #expect(confirmation.snippet?.blocks.contains(.field(label: "Total", value: "$5.50")) == true)

            let details = try #require(outcome.value as? OrderDetails)
            #expect(details.soupName == "Tomato Soup")
            #expect(details.quantity == 1)
            #expect(details.toppings == [])
            #expect(details.orderType == .pickup)
            #expect(details.deliveryLocation == nil)
            #expect(details.total == Decimal(string: "5.5"))
            #expect(details.orderNumber == 1)
            #expect(
                outcome.dialog?.full.localizedString
                    == "Your order of 1 Tomato Soup is placed. It will be ready for pickup in 10 minutes.")
            #expect(outcome.dialog?.supporting.localizedString == "Your order is placed.")
            #expect(
                outcome.snippet?.blocks == [
                    .text("Tomato Soup", style: .bold),
                    .field(label: "Quantity", value: "1"),
                    .field(label: "Pickup", value: "Soup Chef counter"),
                    .divider,
                    .field(label: "Total", value: "$5.50"),
                    .field(label: "Order", value: "#1"),
                ])
            #expect(try await fixture.store.stock(of: "tomato") == 19)
            #expect(try await fixture.store.recentOrders(limit: 5).map(\.orderNumber) == [1])
        }
    }

    @Test func aMissingSoupIsAskedForAmongTheSuggestions() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let (outcome, prompter) = try await run(OrderSoup.self, answers: [.option(4), .confirmed(true)])
            let question = try #require(prompter.requests.first)
            #expect(question.kind == .value)
            #expect(question.parameter?.name == "soup")
            #expect(question.question == "Which soup do you want?")
            #expect(question.options.count == 9)
            #expect(question.options[4].title == "Minestrone")
            #expect((outcome.value as? OrderDetails)?.soupName == "Minestrone")
            #expect(try await fixture.store.stock(of: "minestrone") == 11)
        }
    }

    @Test func toppingsAndQuantityArePricedPerBowl() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let toppings = [try await topping("cheddar"), try await topping("croutons")]
            let (outcome, _) = try await run(
                OrderSoup.self, ["soup": try await soup("tomato"), "quantity": 2, "toppings": toppings],
                answers: [.confirmed(true)])
            let details = try #require(outcome.value as? OrderDetails)
            // (5.50 + 0.50 + 0.75) × 2: toppings in menu order.
            #expect(details.toppings == ["Croutons", "Cheddar"])
            #expect(details.total == Decimal(string: "13.5"))
            #expect(outcome.snippet?.blocks.contains(.field(label: "Toppings", value: "Croutons, Cheddar")) == true)
            #expect(try await fixture.store.stock(of: "tomato") == 18)
            #expect(try await fixture.store.recentOrders(limit: 1).first?.toppings == ["Croutons", "Cheddar"])
        }
    }

    @Test func deliveryWithoutALocationAsksForOneFromTheOptions() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let (outcome, prompter) = try await run(
                OrderSoup.self, ["soup": try await soup("miso"), "orderType": OrderType.delivery],
                answers: [.option(1), .confirmed(true)])
            let question = try #require(prompter.requests.first)
            #expect(question.kind == .value)
            #expect(question.parameter?.name == "deliveryLocation")
            #expect(question.question == "Where should we deliver your soup?")
            #expect(question.options.map(\.title) == ["Home", "Office", "Studio"])
            #expect(prompter.requests.last?.question == "Ready to order 1 Miso Soup for $6.50?")

            let details = try #require(outcome.value as? OrderDetails)
            #expect(details.deliveryLocation == "Office")
            #expect(details.total == Decimal(string: "6.5"))
            #expect(
                outcome.dialog?.full.localizedString
                    == "Your order of 1 Miso Soup is placed. It will be delivered to Office in 30 minutes.")
            #expect(outcome.snippet?.blocks.contains(.field(label: "Deliver to", value: "Office")) == true)
            #expect(try await fixture.store.recentOrders(limit: 1).first?.deliveryLocation == "Office")
        }
    }

    @Test func aNewDeliveryLocationIsRemembered() async throws {
        try await SoupChefFixture.with { _ async throws in
            _ = try await run(
                OrderSoup.self,
                ["soup": try await soup("lentil"), "orderType": OrderType.delivery, "deliveryLocation": "Gym"],
                answers: [.confirmed(true)])
            #expect(try await DeliveryLocationOptionsProvider().results() == ["Home", "Office", "Studio", "Gym"])
            _ = try await run(
                OrderSoup.self,
                ["soup": try await soup("lentil"), "orderType": OrderType.delivery, "deliveryLocation": "gym"],
                answers: [.confirmed(true)])
            #expect(try await DeliveryLocationOptionsProvider().results().count == 4)
        }
    }

    @Test func orderingMoreThanIsInStockFailsNamingTheSoup() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let prompter = ScriptedPrompter([.confirmed(true)])
            let invocation = IntentInvocation(OrderSoup.self)
            try invocation.setValue(try await soup("chowder"), for: "soup")
            try invocation.setValue(3, for: "quantity")
            let error = await #expect(throws: IntentRunError.self) {
                _ = try await invocation.perform(prompter: prompter)
            }
            guard case .failed(let intent, let message, let underlying)? = error else {
                Issue.record("expected the run to fail, got \(String(describing: error))")
                return
            }
            #expect(intent == "Order Soup")
            #expect(message == "Sorry, there isn't enough Clam Chowder in stock: only 2 left.")
            #expect(underlying is OrderSoupError)
            #expect(prompter.requests.isEmpty)
            #expect(try await fixture.store.stock(of: "chowder") == 2)

            let soldOut = await #expect(throws: IntentRunError.self) {
                _ = try await run(OrderSoup.self, ["soup": try await soup("gazpacho")], answers: [.confirmed(true)])
            }
            #expect(soldOut?.description == "Order Soup failed: Sorry, Gazpacho is sold out.")
        }
    }

    @Test func decliningTheConfirmationCancelsWithoutOrdering() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let error = await #expect(throws: IntentRunError.self) {
                _ = try await run(
                    OrderSoup.self, ["soup": try await soup("tom-yum"), "quantity": 2], answers: [.confirmed(false)])
            }
            guard case .cancelled(let intent)? = error else {
                Issue.record("expected the run to be cancelled, got \(String(describing: error))")
                return
            }
            #expect(intent == "Order Soup")
            #expect(try await fixture.store.stock(of: "tom-yum") == 6)
            #expect(try await fixture.store.recentOrders(limit: 5).isEmpty)
        }
    }

    @Test func aQuantityOutsideTheRangeIsRefused() async throws {
        try await SoupChefFixture.with { _ async throws in
            let invocation = IntentInvocation(OrderSoup.self)
            #expect(throws: IntentRunError.self) { try invocation.setValue(11, for: "quantity") }
            #expect(throws: IntentRunError.self) { try invocation.setValue(0, for: "quantity") }
        }
    }

    @Test func itemsTakenOffTheMenuAreNamed() async throws {
        try await SoupChefFixture.with { _ async throws in
            let bisque = Soup(id: "bisque", name: "Lobster Bisque", price: 9)
            let gone = await #expect(throws: IntentRunError.self) {
                _ = try await run(OrderSoup.self, ["soup": bisque])
            }
            #expect(gone?.description == "Order Soup failed: “Lobster Bisque” is no longer on the Soup Chef menu.")

            let truffle = Topping(id: "truffle", name: "Truffle Oil", price: 3)
            let noTopping = await #expect(throws: IntentRunError.self) {
                _ = try await run(OrderSoup.self, ["soup": try await soup("tomato"), "toppings": [truffle]])
            }
            #expect(noTopping?.description == "Order Soup failed: The topping “Truffle Oil” is no longer available.")
        }
    }

    @Test func theLastBowlsCannotBeSoldTwice() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let chowder = try await soup("chowder")
            let first = try await fixture.store.quote(soup: chowder, toppings: [])
            let second = try await fixture.store.quote(soup: chowder, toppings: [])
            _ = try await fixture.store.placeOrder(first, quantity: 2, orderType: .pickup, deliveryLocation: nil)
            await #expect(throws: OrderSoupError.self) {
                _ = try await fixture.store.placeOrder(second, quantity: 1, orderType: .pickup, deliveryLocation: nil)
            }
            #expect(try await fixture.store.stock(of: "chowder") == 0)
            #expect(try await fixture.store.recentOrders(limit: 5).count == 1)
        }
    }

    @Test func aShortcutSavedWithTheCustomIntentStillRuns() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let migrated = try #require(registered.intentType(for: "OrderSoupIntent"))
            let identifier = try #require(registered.currentIntentIdentifier(for: "OrderSoupIntent"))
            let invocation = IntentInvocation(migrated, identifier: identifier)
            try invocation.setValue(try await soup("french-onion"), for: "soup")
            try invocation.setValue(2, for: "quantity")
            let outcome = try await invocation.perform(prompter: ScriptedPrompter([.confirmed(true)]))
            #expect((outcome.value as? OrderDetails)?.total == Decimal(13))
            #expect(try await fixture.store.stock(of: "french-onion") == 6)
        }
    }

    @Test func sellingOutRemovesTheSoupFromTheShortcutPhrases() async throws {
        try await SoupChefFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let phrase = "Order Clam Chowder from Soup Chef"
            #expect(try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text).contains(phrase))
            _ = try await run(
                OrderSoup.self, ["soup": try await soup("chowder"), "quantity": 2], answers: [.confirmed(true)])
            #expect(!(try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text).contains(phrase)))
        }
    }
}
