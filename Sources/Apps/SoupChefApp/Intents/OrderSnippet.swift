import IntentKit

/// An order's receipt: shown to confirm it, then once it is placed.
struct OrderSnippet: SnippetView {
    let order: OrderDetails

    var body: some SnippetView {
        Text(order.soupName).bold()
        Field("Quantity", order.quantity)
        if !order.toppings.isEmpty {
            Field("Toppings", order.toppings.joined(separator: ", "))
        }
        switch order.orderType {
        case .pickup: Field("Pickup", "Soup Chef counter")
        case .delivery: Field("Deliver to", order.deliveryLocation ?? "")
        }
        Divider()
        Field("Total", Money.format(order.total))
        if let number = order.orderNumber {
            Field("Order", "#\(number)")
        }
    }
}
