import IntentKit

/// A trail, as shortcuts see it: found by id, searched by name, filtered by its properties.
struct TrailEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailEntityQuery()

    let id: Int

    @Property(title: "Trail Name")
    var name: String

    @Property(title: "Region")
    var region: String

    /// Kilometres.
    @Property(title: "Distance")
    var distance: Double

    /// Elevation gain, in metres.
    @Property(title: "Elevation")
    var elevation: Int

    @Property(title: "Activities")
    var activities: [Activity]

    @Property(title: "Current Conditions")
    var currentConditions: String

    init(
        id: Int, name: String, region: String, distance: Double, elevation: Int,
        activities: [Activity], currentConditions: String
    ) {
        self.id = id
        self.name = name
        self.region = region
        self.distance = distance
        self.elevation = elevation
        self.activities = activities
        self.currentConditions = currentConditions
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(region) · \(TrailFormat.distance(distance))",
            image: .init(systemName: "figure.hiking"))
    }
}
