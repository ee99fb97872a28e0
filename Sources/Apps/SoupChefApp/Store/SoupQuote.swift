/// What an order would cost, read from the menu as it is now (not from the entities a shortcut
/// saved, whose prices may be old), with the stock to check the quantity against.
struct SoupQuote: Sendable {
    /// A topping's name and its charge per bowl.
    struct ToppingLine: Sendable {
        let id: String
        let name: String
        let priceCents: Int
    }

    /// The charge for delivering an order, whatever its size.
    static let deliveryFeeCents = 200

    let soupID: String
    let soupName: String
    let unitPriceCents: Int
    /// Bowls left.
    let stock: Int
    /// In menu order.
    let toppings: [ToppingLine]

    /// Soup and toppings for every bowl, plus the delivery fee for deliveries.
    func totalCents(quantity: Int, orderType: OrderType) -> Int {
        let bowl = unitPriceCents + toppings.reduce(0) { $0 + $1.priceCents }
        return bowl * quantity + (orderType == .delivery ? Self.deliveryFeeCents : 0)
    }
}
