import IntentKit

/// The latest orders as a table.
struct RecentOrdersView: SnippetView {
    let orders: [OrderDetails]

    var body: some SnippetView {
        Text("Recent Orders").title()
        Table(
            headers: ["Order", "Soup", "Qty", "Toppings", "Total"],
            rows: orders.map { order in
                [
                    "#\(order.orderNumber ?? 0)", order.soupName, "\(order.quantity)",
                    order.toppings.joined(separator: ", "), Money.format(order.total),
                ]
            })
    }
}
