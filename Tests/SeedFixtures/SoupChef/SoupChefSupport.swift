// Stand-ins for the Soup Chef app the seed's intent calls into (seed 004). Not seed code.
import Foundation
import IntentKit

/// The menu, the stock and the orders placed, in memory.
final class SoupStore: @unchecked Sendable {
    static let shared = SoupStore()
    private let lock = NSLock()

    let soups: [(id: String, name: String, price: Decimal)] = [
        ("tomato", "Tomato Soup", 5.5), ("chowder", "Clam Chowder", 7), ("minestrone", "Minestrone", 6),
    ]
    let toppings: [(id: String, name: String)] = [("croutons", "Croutons"), ("basil", "Basil"), ("cheese", "Cheddar")]
    private var stock: [String: Int] = ["tomato": 10, "chowder": 2, "minestrone": 0]
    private var _orders: [OrderDetails] = []

    var orders: [OrderDetails] { lock.withLock { _orders } }
    func inStock(_ soupID: String) -> Int { lock.withLock { stock[soupID] ?? 0 } }
    func place(_ order: OrderDetails, soupID: String, quantity: Int) {
        lock.withLock {
            stock[soupID, default: 0] -= quantity
            _orders.append(order)
        }
    }
    func reset() { lock.withLock { stock = ["tomato": 10, "chowder": 2, "minestrone": 0]; _orders = [] } }
    var deliveryLocations: [String] { ["Home", "Office", "Studio"] }
}

/// The order snippet the app draws with SwiftUI, as an IntentKit text snippet.
struct OrderSnippet: SnippetView {
    let order: OrderDetails
    var body: some SnippetView {
        Text(order.soupName).bold()
        Field("Quantity", order.quantity)
        if !order.toppings.isEmpty { Field("Toppings", order.toppings.joined(separator: ", ")) }
        Field("Total", "$\(order.total)")
    }
}
