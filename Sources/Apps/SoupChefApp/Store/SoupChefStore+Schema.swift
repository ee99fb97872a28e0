import GRDB

extension SoupChefStore {
    /// The schema, one migration per version. Never edit a shipped migration: databases already
    /// migrated would not run it again. Add a new one instead.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1: menu, delivery locations, orders") { db in
            // Money is whole cents, so totals add up exactly. The entity's id is the soup's
            // text key; the explicit integer key keeps rowids stable (even through VACUUM),
            // which the full-text index of v2 relies on.
            try db.create(table: "soup") { t in
                t.autoIncrementedPrimaryKey("rowid")
                t.column("id", .text).notNull().unique()
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("priceCents", .integer).notNull().indexed().check { $0 >= 0 }
                t.column("stock", .integer).notNull().check { $0 >= 0 }
            }
            try db.create(table: "topping") { t in
                t.primaryKey("id", .text)
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("priceCents", .integer).notNull().check { $0 >= 0 }
                t.column("position", .integer).notNull()
            }
            try db.create(table: "delivery_location") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("position", .integer).notNull()
            }
            try db.create(table: "soup_order") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("soupId", .text).notNull().indexed().references("soup", column: "id", onDelete: .restrict)
                t.column("quantity", .integer).notNull().check { $0 > 0 }
                t.column("orderType", .text).notNull()
                t.column("deliveryLocation", .text)
                t.column("totalCents", .integer).notNull()
                t.column("placedAt", .datetime).notNull().indexed()
            }
            try db.create(table: "soup_order_topping") { t in
                t.column("orderId", .integer).notNull().references("soup_order", onDelete: .cascade)
                t.column("toppingId", .text).notNull().indexed().references("topping", onDelete: .restrict)
                t.primaryKey(["orderId", "toppingId"], onConflict: .ignore)
            }
        }

        migrator.registerMigration("v2: full-text search on soup names") { db in
            try db.create(virtualTable: "soup_ft", using: FTS5()) { t in
                t.synchronize(withTable: "soup")
                t.tokenizer = .unicode61()
                t.column("name")
            }
        }

        return migrator
    }
}
