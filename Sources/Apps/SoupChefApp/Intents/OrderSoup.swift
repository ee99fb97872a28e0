import Foundation
import IntentKit

/// Orders soup for pickup or delivery. It replaces the app's SiriKit custom intent
/// `OrderSoupIntent`, keeping its parameter names and types, so saved shortcuts still run.
///
/// The old intent's resolve, confirm and handle steps are the three parts of `perform()`.
struct OrderSoup: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderSoupIntent"

    static let title: LocalizedStringResource = "Order Soup"
    static let description: IntentDescription? = IntentDescription(
        "Orders soup for pickup or delivery.", categoryName: "Ordering", searchKeywords: ["food", "lunch"],
        resultValueName: "Order")

    // Non-optional, so IntentKit asks for it (among the suggested soups) before perform() runs.
    @Parameter(title: "Soup", requestValueDialog: "Which soup do you want?")
    var soup: Soup

    @Parameter(
        title: "Quantity", default: 1, inclusiveRange: (1, 10), requestValueDialog: "How many soups do you want?")
    var quantity: Int

    @Parameter(title: "Toppings")
    var toppings: [Topping]?

    @Parameter(title: "Order Type", default: .pickup)
    var orderType: OrderType

    @Parameter(title: "Delivery Location", optionsProvider: DeliveryLocationOptionsProvider())
    var deliveryLocation: String?

    @Dependency private var store: SoupChefStore

    init() {}

    /// An order preset to `orderType`, for an App Shortcut.
    init(orderType: OrderType) {
        self.orderType = orderType
    }

    static var parameterSummary: some ParameterSummary {
        Switch(\.$orderType) {
            Case(.delivery) {
                Summary("Order \(\.$quantity) \(\.$soup) for delivery to \(\.$deliveryLocation)") {
                    \.$toppings
                    \.$orderType
                }
            }
            DefaultCase {
                Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType)") {
                    \.$toppings
                }
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<OrderDetails> & ProvidesDialog & ShowsSnippetView {
        // Resolve: price and stock from the menu as it is now.
        let quote = try await store.quote(soup: soup, toppings: toppings ?? [])
        guard quantity <= quote.stock else {
            throw OrderSoupError.notEnoughInStock(soup: quote.soupName, available: quote.stock)
        }
        let location = deliveryLocation?.trimmingCharacters(in: .whitespacesAndNewlines)
        if orderType == .delivery, location?.isEmpty ?? true {
            throw $deliveryLocation.needsValueError("Where should we deliver your soup?")
        }
        let total = quote.totalCents(quantity: quantity, orderType: orderType)
        func details(number: Int?) -> OrderDetails {
            OrderDetails(
                soupName: quote.soupName, quantity: quantity, toppings: quote.toppings.map(\.name),
                orderType: orderType,
                deliveryLocation: orderType == .delivery ? location : nil, total: Money.decimal(cents: total),
                orderNumber: number)
        }

        // Confirm: one call, which cancels the run if the person declines.
        let proposed = details(number: nil)
        try await requestConfirmation(
            result: .result(value: proposed, dialog: .confirmOrder(proposed), view: OrderSnippet(order: proposed)),
            confirmationActionName: .order, showPrompt: false)

        // Handle.
        let number = try await store.placeOrder(
            quote, quantity: quantity, orderType: orderType, deliveryLocation: location)
        // Stock and order counts decide which soups are suggested, and so the phrases.
        SoupChefShortcuts.updateAppShortcutParameters()
        let placed = details(number: number)
        return .result(value: placed, dialog: .orderPlaced(placed), view: OrderSnippet(order: placed))
    }
}
