import Foundation
import IntentKit

/// A soup on the menu.
struct Soup: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static let defaultQuery = SoupQuery()

    /// The menu's key for the soup (`tomato`): stable across renames, saved in shortcuts.
    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Price")
    var price: Decimal

    init(id: String, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(Money.format(price))",
            image: .init(systemName: "takeoutbag.and.cup.and.straw"))
    }
}
