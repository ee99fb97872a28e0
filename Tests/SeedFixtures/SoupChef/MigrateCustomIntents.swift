// Seed 004, "Migrate custom intents to App Intents": the Soup Chef app's OrderSoup intent as the
// Convert to App Intent button produces it, with its perform() filled in the way the talk
// describes: automatic resolution of non-optional parameters, a stock check that throws a
// localized error, needsValueError for a missing delivery location, requestConfirmation before
// ordering, an OrderDetails transient entity, an OrderType enum and dialogs on IntentDialog.
import Foundation
import IntentKit

struct OrderSoup: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderSoupIntent"

    static var title: LocalizedStringResource = "Order Soup"
    static var description = IntentDescription("Orders soup for pickup or delivery.", categoryName: "Ordering")

    @Parameter(title: "Soup", requestValueDialog: "Which soup do you want?")
    var soup: Soup

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10), requestValueDialog: "How many soups do you want?")
    var quantity: Int

    @Parameter(title: "Toppings")
    var toppings: [Topping]?

    @Parameter(title: "Order Type", default: .pickup)
    var orderType: OrderType

    @Parameter(title: "Delivery Location", optionsProvider: DeliveryLocationOptionsProvider())
    var deliveryLocation: String?

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
        // Resolve: what the old resolve methods did, now at the top of perform().
        guard quantity <= SoupStore.shared.inStock(soup.id) else {
            throw OrderSoupError.notEnoughInStock(soup: soup.name)
        }
        if orderType == .delivery && deliveryLocation == nil {
            throw $deliveryLocation.needsValueError("Where should we deliver your soup?")
        }

        let details = OrderDetails(soup: soup, quantity: quantity, toppings: toppings ?? [], orderType: orderType)

        // Confirm: one call, which throws if the person declines.
        try await requestConfirmation(result: .result(value: details, dialog: .confirmOrder(details)),
                                      confirmationActionName: .order,
                                      showPrompt: false)

        // Handle.
        SoupStore.shared.place(details, soupID: soup.id, quantity: quantity)
        return .result(value: details, dialog: .orderPlaced(details), view: OrderSnippet(order: details))
    }
}

enum OrderSoupError: Error, CustomLocalizedStringResourceConvertible {
    case notEnoughInStock(soup: String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notEnoughInStock(let soup): return "Sorry, there isn't enough \(soup) in stock."
        }
    }
}

extension IntentDialog {
    static func confirmOrder(_ order: OrderDetails) -> IntentDialog {
        "Ready to order \(order.quantity) \(order.soupName)?"
    }

    static func orderPlaced(_ order: OrderDetails) -> IntentDialog {
        IntentDialog(full: "Your order of \(order.quantity) \(order.soupName) is placed. It will be ready in 10 minutes.",
                     supporting: "Your order is placed.")
    }
}

enum OrderType: String, AppEnum {
    case pickup
    case delivery

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order Type"
    static var caseDisplayRepresentations: [OrderType: DisplayRepresentation] = [
        .pickup: "Pickup",
        .delivery: "Delivery",
    ]
}

struct Soup: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static var defaultQuery = SoupQuery()

    var id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Price")
    var price: Decimal

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "$\(price)", image: .init(systemName: "takeoutbag.and.cup.and.straw"))
    }

    init(id: String, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }
}

struct SoupQuery: EntityStringQuery {
    func entities(for identifiers: [Soup.ID]) async throws -> [Soup] {
        SoupStore.shared.soups.filter { identifiers.contains($0.id) }.map { Soup(id: $0.id, name: $0.name, price: $0.price) }
    }

    func suggestedEntities() async throws -> [Soup] {
        SoupStore.shared.soups.map { Soup(id: $0.id, name: $0.name, price: $0.price) }
    }

    func entities(matching string: String) async throws -> [Soup] {
        try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

struct Topping: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    static var defaultQuery = ToppingQuery()

    var id: String

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

struct ToppingQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Topping] {
        SoupStore.shared.toppings.map { Topping(id: $0.id, name: $0.name) }
    }
}

/// What was ordered. Transient: it has no identity to look up later.
struct OrderDetails: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Order Details"

    @Property(title: "Soup")
    var soupName: String

    @Property(title: "Quantity")
    var quantity: Int

    @Property(title: "Toppings")
    var toppings: [String]

    @Property(title: "Total")
    var total: Decimal

    init() {}

    init(soup: Soup, quantity: Int, toppings: [Topping], orderType: OrderType) {
        self.soupName = soup.name
        self.quantity = quantity
        self.toppings = toppings.map(\.name)
        self.total = soup.price * Decimal(quantity) + (orderType == .delivery ? 2 : 0)
    }

    var displayRepresentation: DisplayRepresentation { "\(quantity) × \(soupName)" }
}

struct DeliveryLocationOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] {
        SoupStore.shared.deliveryLocations
    }
}

struct SoupChefShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoup(), phrases: [
            "Order soup with \(.applicationName)",
            "Order \(\.$soup) from \(.applicationName)",
        ], shortTitle: "Order Soup", systemImageName: "takeoutbag.and.cup.and.straw")
    }
}
