// Stand-ins for the Trails sample app the seed's intents call into (seed 001). Not seed code.
import Foundation
import IntentKit

/// One trail as the app stores it.
struct Trail: Sendable, Hashable {
    var id: Int
    var name: String
    var region: String
    var distance: Double
    var currentConditions: String
}

/// A named group of trails.
struct FeaturedCollection: Sendable {
    var id: Int
    var name: String
    var members: [Int]
}

/// The app's data, in memory.
final class TrailDataManager: @unchecked Sendable {
    static let shared = TrailDataManager()

    let trails: [Trail] = [
        Trail(id: 1, name: "Cascade Falls", region: "Sierra Nevada", distance: 0.8, currentConditions: "Dry and clear"),
        Trail(id: 2, name: "Rainbow Falls", region: "Sierra Nevada", distance: 4.2, currentConditions: "Muddy after rain"),
        Trail(id: 3, name: "Granite Ridge", region: "Sierra Nevada", distance: 9.5, currentConditions: "Snow above 2,000 m"),
        Trail(id: 4, name: "Coastal Bluffs", region: "Big Sur", distance: 3.1, currentConditions: "Foggy mornings"),
        Trail(id: 5, name: "Redwood Loop", region: "Big Sur", distance: 1.6, currentConditions: "Dry and clear"),
    ]

    var favoritesCollection: FeaturedCollection { FeaturedCollection(id: 100, name: "Favorites", members: [1, 4]) }

    var featuredTrailCollections: [TrailCollection] {
        [TrailCollection(id: 1, name: "Sierra Nevada", members: [1, 2, 3]),
         TrailCollection(id: 2, name: "Big Sur", members: [4, 5])]
    }

    func trails(with identifiers: [Int]) -> [Trail] { trails.filter { identifiers.contains($0.id) } }

    func trails(matching predicate: (Trail) -> Bool) -> [Trail] { trails.filter(predicate) }

    /// The locations people search trails by.
    var locations: [String] { ["Big Sur", "Sierra Nevada", "Sierra Madre"] }
}

/// The app's navigation state.
final class NavigationModel: @unchecked Sendable {
    private let lock = NSLock()
    private var _selected: FeaturedCollection?
    var selectedCollection: FeaturedCollection? {
        get { lock.withLock { _selected } }
        set { lock.withLock { _selected = newValue } }
    }
}

/// `os.Logger` stand-in: Linux has no unified logging.
struct Logger {
    static let entityQueryLogging = Logger()
    func debug(_ message: String) {}
}

/// `String.StandardComparator.localizedStandard` stand-in: Foundation on Linux lacks it.
extension SortComparator where Self == String.StandardComparator {
    static var localizedStandard: String.StandardComparator { .lexical }
}

/// The trail snippet the sample draws with SwiftUI, as an IntentKit text snippet.
struct TrailInfoView: SnippetView {
    let trail: TrailEntity
    let includeConditions: Bool

    var body: some SnippetView {
        Text(trail.name).title()
        Field("Region", trail.region)
        Field("Distance", "\(trail.distance) km")
        if includeConditions {
            Field("Conditions", trail.currentConditions)
        }
    }
}

extension TrailEntity {
    init(trail: Trail) {
        self.id = trail.id
        self.name = trail.name
        self.region = trail.region
        self.distance = trail.distance
        self.currentConditions = trail.currentConditions
    }
}
