import IntentKit

/// A group of trails: one featured collection per region, plus the person's favorites.
///
/// A collection carries what selects its trails (the region, or nothing for Favorites), not a
/// list of member ids, so intents select its trails in SQL instead of loading them.
struct TrailCollection: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail Collection"
    static let defaultQuery = FeaturedCollectionEntityQuery()

    /// The id of the Favorites collection; region collections use their region's id (from 1).
    static let favoritesID = 0

    let id: Int

    @Property(title: "Name")
    var name: String

    @Property(title: "Number of Trails")
    var trailCount: Int

    /// The region whose trails the collection holds; `nil` for Favorites.
    let region: String?

    init(id: Int, name: String, trailCount: Int, region: String?) {
        // Plain stored properties first: the @Property setters need `self` fully initialized.
        self.id = id
        self.region = region
        self.name = name
        self.trailCount = trailCount
    }

    /// Whether this is the Favorites collection.
    var isFavorites: Bool { id == Self.favoritesID }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(TrailFormat.trailCount(trailCount))",
            image: .init(systemName: isFavorites ? "star" : "map"))
    }
}
