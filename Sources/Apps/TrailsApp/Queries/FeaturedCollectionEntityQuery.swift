import IntentKit

/// Lists the trail collections: Favorites and one per region. The set is small and fixed by
/// the regions, so it is enumerable, and Shortcuts filters and sorts it itself.
struct FeaturedCollectionEntityQuery: EnumerableEntityQuery {
    @Dependency private var store: TrailsStore

    func allEntities() async throws -> [TrailCollection] {
        try await store.collections()
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Find trail collections by name or size.", categoryName: "Discover")
    }
}
