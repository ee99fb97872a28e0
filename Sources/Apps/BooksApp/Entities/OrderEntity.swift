import Foundation
import IntentKit

/// An order for copies of a book, made by Buy Book and passed on as its result.
struct OrderEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"

    @Property(title: "Book") var book: String
    @Property(title: "Copies") var count: Int
    @Property(title: "Total") var total: Double
    @Property(title: "Order Number") var number: String

    init() {}

    init(book: BookEntity, count: Int, unitPrice: Double, number: String) {
        self.book = book.title
        self.count = count
        self.total = (unitPrice * Double(count) * 100).rounded() / 100
        self.number = number
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(count) × \(book)", subtitle: "$\(String(format: "%.2f", total))")
    }
}
