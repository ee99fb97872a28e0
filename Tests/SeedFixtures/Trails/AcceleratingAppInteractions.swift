// Seed 001, "Accelerating app interactions with App Intents": the Trails sample's intents,
// entities and queries. The article shows excerpts; the surrounding declarations follow the
// sample project it describes (OpenFavorites, GetTrailInfo, SuggestTrails, TrailEntity,
// TrailEntityQuery and its property query, TrailCollection, FeaturedCollectionEntityQuery).
import Foundation
import IntentKit

struct OpenFavorites: AppIntent {
    /// Every intent needs to include metadata, such as a localized title. The title of the intent is displayed throughout the system.
    static var title: LocalizedStringResource = "Open Favorite Trails"

    /// An intent can optionally provide a localized description that the Shortcuts app displays.
    static var description = IntentDescription("Opens the app and goes to your favorite trails.")

    /// Tell the system to bring the app to the foreground when the intent runs.
    static var openAppWhenRun: Bool = true

    @Dependency
    private var navigationModel: NavigationModel

    @Dependency
    private var trailManager: TrailDataManager

    /**
     When the system runs the intent, it calls `perform()`.

     Intents run on an arbitrary queue. Intents that manipulate UI need to annotate `perform()` with `@MainActor`
     so that the UI operations run on the main actor.
     */
    @MainActor
    func perform() async throws -> some IntentResult {
        navigationModel.selectedCollection = trailManager.favoritesCollection

        /// Return an empty result, indicating that the intent is complete.
        return .result()
    }
}

struct TrailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenFavorites(), phrases: [
            "Open Favorites in \(.applicationName)",
            "Show my favorite \(.applicationName)"
        ],
        shortTitle: "Open Favorites",
        systemImageName: "star.circle")
    }
}

struct GetTrailInfo: AppIntent {
    static var title: LocalizedStringResource = "Get Trail Information"

    static var description = IntentDescription("Provides complete details on a trail.",
                                               categoryName: "Discover",
                                               searchKeywords: ["conditions", "hike"])

    @Parameter(title: "Trail", description: "The trail to get information on.")
    var trail: TrailEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView {
        let trailData = trail
        let snippet = TrailInfoView(trail: trailData, includeConditions: true)

        /**
         This intent displays a custom view that includes the trail conditions as part of the view. The dialog includes the trail conditions when
         the system can only read the response, but not display it. When the system can display the response, the dialog omits the trail
         conditions.
         */
        let dialog = IntentDialog(full: "The latest conditions reported for \(trail.name) indicate: \(trail.currentConditions).",
                                  supporting: "Here's the latest information on trail conditions.")

        return .result(value: trail, dialog: dialog, view: snippet)
    }
}

struct SuggestTrails: AppIntent {
    static var title: LocalizedStringResource = "Suggest Trails"

    static var description = IntentDescription("Suggests trails near a location, optionally from a collection or list of trails.")

    @Parameter(title: "Location")
    var location: String

    @Parameter(title: "Collection")
    var collection: TrailCollection?

    @Parameter(title: "Trails")
    var trails: [TrailEntity]?

    @Dependency
    private var trailManager: TrailDataManager

    static var parameterSummary: some ParameterSummary {
        When(\.$trails, .hasAnyValue) {
            Summary("Suggest \(\.$trails) near \(\.$location)")
        } otherwise: {
            Summary("Suggest trails near \(\.$location)") {
                \.$collection
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[TrailEntity]> {
        let suggestedMatches = trailManager.locations.filter { $0.localizedCaseInsensitiveContains(location) }
        if suggestedMatches.count > 1 {
            let dialog = IntentDialog("Multiple locations match \(location). Did you mean one of these locations?")
            let disambiguationList = suggestedMatches.sorted(using: KeyPathComparator(\.self, comparator: .localizedStandard))
            throw $location.needsDisambiguationError(among: disambiguationList, dialog: dialog)
        }
        let region = suggestedMatches.first ?? location
        var candidates = trailManager.trails.filter { $0.region.localizedCaseInsensitiveCompare(region) == .orderedSame }
        if let collection {
            candidates = candidates.filter { collection.members.contains($0.id) }
        }
        if let trails {
            let wanted = Set(trails.map(\.id))
            candidates = candidates.filter { wanted.contains($0.id) }
        }
        return .result(value: candidates.map { TrailEntity(trail: $0) })
    }
}

struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"

    static var defaultQuery = TrailEntityQuery()

    var id: Trail.ID

    @Property(title: "Trail Name")
    var name: String

    @Property(title: "Region")
    var region: String

    @Property(title: "Distance")
    var distance: Double

    @Property(title: "Current Conditions")
    var currentConditions: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(region)", image: .init(systemName: "figure.hiking"))
    }
}

extension Trail: Identifiable {}

struct TrailEntityQuery: EntityStringQuery {
    @Dependency
    var trailManager: TrailDataManager

    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        Logger.entityQueryLogging.debug("[TrailEntityQuery] Query for IDs \(identifiers)")

        return trailManager.trails(with: identifiers)
                .map { TrailEntity(trail: $0) }
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        Logger.entityQueryLogging.debug("[TrailEntityQuery] Request for suggested entities")

        return trailManager.trails(with: trailManager.favoritesCollection.members)
                .map { TrailEntity(trail: $0) }
    }

    func entities(matching string: String) async throws -> [TrailEntity] {
        Logger.entityQueryLogging.debug("[TrailEntityQuery] String query for term \(string)")

        return trailManager.trails { trail in
            trail.name.localizedCaseInsensitiveContains(string)
        }.map { TrailEntity(trail: $0) }
    }
}

/// `TrailEntityQuery+PropertyQuery.swift`: the Find action's filters and sorting, mapped to
/// closures over the app's trails (the comparator mapping type).
extension TrailEntityQuery: EntityPropertyQuery {
    typealias TrailPredicate = @Sendable (Trail) -> Bool

    static var properties = QueryProperties {
        Property(\TrailEntity.$name) {
            EqualToComparator { name in { (trail: Trail) in trail.name == name } }
            ContainsComparator { name in { (trail: Trail) in trail.name.localizedCaseInsensitiveContains(name) } }
        }
        Property(\TrailEntity.$distance) {
            LessThanOrEqualToComparator { distance in { (trail: Trail) in trail.distance <= distance } }
            GreaterThanOrEqualToComparator { distance in { (trail: Trail) in trail.distance >= distance } }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$distance)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Search for trails matching complex criteria.")
    }

    func entities(matching comparators: [TrailPredicate],
                  mode: ComparatorMode,
                  sortedBy: [EntityQuerySort<TrailEntity>],
                  limit: Int?) async throws -> [TrailEntity] {
        var matched = trailManager.trails { trail in
            if comparators.isEmpty { return true }
            return mode == .and ? comparators.allSatisfy { $0(trail) } : comparators.contains { $0(trail) }
        }
        for sort in sortedBy.reversed() {
            switch sort.by {
            case \TrailEntity.$name:
                matched.sort { sort.order == .ascending ? $0.name < $1.name : $0.name > $1.name }
            case \TrailEntity.$distance:
                matched.sort { sort.order == .ascending ? $0.distance < $1.distance : $0.distance > $1.distance }
            default:
                break
            }
        }
        if let limit { matched = Array(matched.prefix(limit)) }
        return matched.map { TrailEntity(trail: $0) }
    }
}

struct TrailCollection: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail Collection"
    static var defaultQuery = FeaturedCollectionEntityQuery()

    var id: Int

    @Property(title: "Name")
    var name: String

    var members: [Trail.ID]

    init(id: Int, name: String, members: [Trail.ID]) {
        self.id = id
        self.members = members
        self.name = name
    }

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct FeaturedCollectionEntityQuery: EnumerableEntityQuery {
    @Dependency
    var trailManager: TrailDataManager

    func allEntities() async throws -> [TrailCollection] {
        Logger.entityQueryLogging.debug("[FeaturedCollectionEntityQuery] Request for all entities")
        return trailManager.featuredTrailCollections
    }
}
