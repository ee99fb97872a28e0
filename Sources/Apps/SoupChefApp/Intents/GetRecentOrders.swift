import IntentKit

/// Lists the latest orders, newest first, so a shortcut can reorder or total them.
struct GetRecentOrders: AppIntent {
    static let title: LocalizedStringResource = "Get Recent Orders"
    static let description: IntentDescription? = IntentDescription(
        "Lists your latest soup orders.", categoryName: "Ordering")

    @Parameter(title: "Number of Orders", default: 5, inclusiveRange: (1, 20))
    var count: Int

    @Dependency private var store: SoupChefStore

    static var parameterSummary: some ParameterSummary {
        Summary("Get the last \(\.$count) orders")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[OrderDetails]> & ProvidesDialog & ShowsSnippetView
    {
        let orders = try await store.recentOrders(limit: count)
        guard !orders.isEmpty else {
            return .result(value: orders, dialog: "You haven't ordered any soup yet.")
        }
        let dialog: IntentDialog =
            orders.count == 1 ? "Here's your last order." : "Here are your last \(orders.count) orders."
        return .result(value: orders, dialog: dialog, view: RecentOrdersView(orders: orders))
    }
}
