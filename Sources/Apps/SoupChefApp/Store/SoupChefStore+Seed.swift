import GRDB

extension SoupChefStore {
    /// The menu a new database starts with: id, name, price in cents, bowls in stock. Gazpacho is
    /// sold out and Clam Chowder nearly so, which is what the stock check is about.
    private static let seedSoups: [(id: String, name: String, priceCents: Int, stock: Int)] = [
        ("tomato", "Tomato Soup", 550, 20),
        ("chowder", "Clam Chowder", 700, 2),
        ("minestrone", "Minestrone", 600, 12),
        ("french-onion", "French Onion", 650, 8),
        ("chicken-noodle", "Chicken Noodle", 600, 15),
        ("butternut", "Butternut Squash", 625, 10),
        ("miso", "Miso Soup", 450, 25),
        ("lentil", "Red Lentil", 500, 9),
        ("tom-yum", "Tom Yum", 750, 6),
        ("gazpacho", "Gazpacho", 575, 0),
    ]

    private static let seedToppings: [(id: String, name: String, priceCents: Int)] = [
        ("croutons", "Croutons", 50),
        ("basil", "Basil", 25),
        ("cheddar", "Cheddar", 75),
        ("sour-cream", "Sour Cream", 50),
        ("chives", "Chives", 25),
        ("bacon", "Bacon Bits", 100),
        ("chili-oil", "Chili Oil", 50),
    ]

    private static let seedDeliveryLocations = ["Home", "Office", "Studio"]

    /// Fills a new database with the menu above. Does nothing when soups already exist, so
    /// reopening never duplicates the menu or restocks it; every value is fixed.
    static func seedIfEmpty(_ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM soup)") == false else { return }
        for soup in seedSoups {
            try db.execute(
                sql: "INSERT INTO soup (id, name, priceCents, stock) VALUES (?, ?, ?, ?)",
                arguments: [soup.id, soup.name, soup.priceCents, soup.stock])
        }
        for (position, topping) in seedToppings.enumerated() {
            try db.execute(
                sql: "INSERT INTO topping (id, name, priceCents, position) VALUES (?, ?, ?, ?)",
                arguments: [topping.id, topping.name, topping.priceCents, position])
        }
        for (position, name) in seedDeliveryLocations.enumerated() {
            try db.execute(
                sql: "INSERT INTO delivery_location (name, position) VALUES (?, ?)", arguments: [name, position])
        }
    }
}
