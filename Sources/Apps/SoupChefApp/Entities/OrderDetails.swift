import Foundation
import IntentKit

/// What was (or is about to be) ordered. Transient: an order is passed on to later actions as a
/// value and never looked up again by id.
struct OrderDetails: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order Details"

    @Property(title: "Soup")
    var soupName: String

    @Property(title: "Quantity")
    var quantity: Int

    @Property(title: "Toppings")
    var toppings: [String]

    @Property(title: "Order Type")
    var orderType: OrderType

    @Property(title: "Delivery Location")
    var deliveryLocation: String?

    /// Soup and toppings for every bowl, plus the delivery fee.
    @Property(title: "Total")
    var total: Decimal

    /// Set once the order is placed; `nil` while it awaits confirmation.
    @Property(title: "Order Number")
    var orderNumber: Int?

    init() {}

    init(
        soupName: String, quantity: Int, toppings: [String], orderType: OrderType,
        deliveryLocation: String?, total: Decimal, orderNumber: Int?
    ) {
        self.init()
        self.soupName = soupName
        self.quantity = quantity
        self.toppings = toppings
        self.orderType = orderType
        self.deliveryLocation = deliveryLocation
        self.total = total
        self.orderNumber = orderNumber
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(quantity) × \(soupName)", subtitle: "\(Money.format(total))")
    }
}
