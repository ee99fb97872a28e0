import Foundation
import IntentKit

/// Orders copies of a book, after showing the order and asking to confirm it.
struct BuyBook: AppIntent {
    static let title: LocalizedStringResource = "Buy Book"
    static let description: IntentDescription? = IntentDescription(
        "Orders copies of a book.", categoryName: "Store", searchKeywords: ["order", "purchase", "gift"],
        resultValueName: "Order")

    @Parameter(title: "Book") var book: BookEntity
    @Parameter(title: "Count", default: 1, inclusiveRange: (1, 10)) var count: Int

    @Dependency private var store: BooksStore

    static let defaultPrice = 12.99

    static var parameterSummary: some ParameterSummary { Summary("Buy \(\.$count) of \(\.$book)") }

    func perform() async throws -> some IntentResult & ReturnsValue<OrderEntity> & ProvidesDialog & ShowsSnippetView {
        let price = try await store.price(of: book.title) ?? Self.defaultPrice
        let order = OrderEntity(book: book, count: count, unitPrice: price, number: String(UUID().uuidString.prefix(8)))
        try await requestConfirmation(
            result: .result(
                value: order,
                dialog:
                    "Order \(count) \(count == 1 ? "copy" : "copies") of \(book.title) for $\(String(format: "%.2f", order.total))?",
                view: OrderPreview(order: order, unitPrice: price)),
            confirmationActionName: .buy)
        try await store.place(order, bookID: book.id)
        return .result(
            value: order, dialog: "Thank you for your order!", view: OrderPreview(order: order, unitPrice: price))
    }
}

/// An order as a snippet.
struct OrderPreview: SnippetView {
    let order: OrderEntity
    let unitPrice: Double

    var body: some SnippetView {
        Text("Order \(order.number)").bold()
        Table(
            headers: ["Book", "Copies", "Each", "Total"],
            rows: [
                [
                    order.book, String(order.count), String(format: "$%.2f", unitPrice),
                    String(format: "$%.2f", order.total),
                ]
            ])
    }
}
