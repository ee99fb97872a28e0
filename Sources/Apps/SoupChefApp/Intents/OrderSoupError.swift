import IntentKit

/// Why an order could not be placed, in words for the person, naming the soup or topping.
enum OrderSoupError: Error, CustomLocalizedStringResourceConvertible {
    /// Fewer bowls are left than were ordered.
    case notEnoughInStock(soup: String, available: Int)
    /// The soup was taken off the menu after the shortcut chose it.
    case soupNotOnMenu(String)
    /// The topping was taken off the menu after the shortcut chose it.
    case toppingNotAvailable(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notEnoughInStock(let soup, 0): "Sorry, \(soup) is sold out."
        case .notEnoughInStock(let soup, let available):
            "Sorry, there isn't enough \(soup) in stock: only \(available) left."
        case .soupNotOnMenu(let soup): "“\(soup)” is no longer on the Soup Chef menu."
        case .toppingNotAvailable(let topping): "The topping “\(topping)” is no longer available."
        }
    }
}
