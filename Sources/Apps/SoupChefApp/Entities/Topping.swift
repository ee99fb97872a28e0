import Foundation
import IntentKit

/// A topping that can be added to any soup, for a small charge per bowl.
struct Topping: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    static let defaultQuery = ToppingQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    /// The charge per bowl.
    @Property(title: "Price")
    var price: Decimal

    init(id: String, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "+\(Money.format(price))")
    }
}
