import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

@Suite struct GetRecentOrdersTests {
    @Test func withNoOrdersItSaysSo() async throws {
        try await SoupChefFixture.with { _ async throws in
            let (outcome, _) = try await run(GetRecentOrders.self)
            #expect((outcome.value as? [OrderDetails])?.isEmpty == true)
            #expect(outcome.dialog?.full.localizedString == "You haven't ordered any soup yet.")
            #expect(outcome.snippet == nil)
        }
    }

    @Test func ordersAreListedNewestFirstInATable() async throws {
        try await SoupChefFixture.with { fixture async throws in
            for (id, quantity) in [("tomato", 1), ("miso", 3), ("lentil", 2)] {
                let quote = try await fixture.store.quote(
                    soup: try await soup(id), toppings: id == "miso" ? [try await topping("chives")] : [])
                _ = try await fixture.store.placeOrder(
                    quote, quantity: quantity, orderType: .pickup, deliveryLocation: nil)
            }
            let (outcome, _) = try await run(GetRecentOrders.self, ["count": 2])
            let orders = try #require(outcome.value as? [OrderDetails])
            #expect(orders.map(\.soupName) == ["Red Lentil", "Miso Soup"])
            #expect(outcome.dialog?.full.localizedString == "Here are your last 2 orders.")
            #expect(
                outcome.snippet?.blocks == [
                    .text("Recent Orders", style: .title),
                    .table(
                        headers: ["Order", "Soup", "Qty", "Toppings", "Total"],
                        rows: [
                            ["#3", "Red Lentil", "2", "", "$10.00"],
                            ["#2", "Miso Soup", "3", "Chives", "$14.25"],
                        ]),
                ])
        }
    }
}
