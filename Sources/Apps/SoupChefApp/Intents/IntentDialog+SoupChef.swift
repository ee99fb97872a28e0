import IntentKit

// The dialogs of the old intent's responses, as the migration moves them: one extension on
// IntentDialog, so every sentence of the app is in one place for translators.
extension IntentDialog {
    /// Asked before ordering.
    static func confirmOrder(_ order: OrderDetails) -> IntentDialog {
        "Ready to order \(order.quantity) \(order.soupName) for \(Money.format(order.total))?"
    }

    /// Said once the order is placed; the snippet shows the details, so the supporting form is short.
    static func orderPlaced(_ order: OrderDetails) -> IntentDialog {
        switch order.orderType {
        case .pickup:
            IntentDialog(
                full:
                    "Your order of \(order.quantity) \(order.soupName) is placed. It will be ready for pickup in 10 minutes.",
                supporting: "Your order is placed.")
        case .delivery:
            IntentDialog(
                full:
                    "Your order of \(order.quantity) \(order.soupName) is placed. It will be delivered to \(order.deliveryLocation ?? "you") in 30 minutes.",
                supporting: "Your order is placed.")
        }
    }
}
