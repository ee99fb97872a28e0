import IntentKit

/// Lists the toppings. They are a short fixed list, so the query is enumerable and Shortcuts
/// filters and sorts them itself.
struct ToppingQuery: EnumerableEntityQuery {
    @Dependency private var store: SoupChefStore

    func allEntities() async throws -> [Topping] {
        try await store.toppings()
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find soup toppings by name or price.", categoryName: "Menu")
    }
}
