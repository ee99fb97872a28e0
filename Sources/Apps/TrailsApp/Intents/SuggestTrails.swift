import IntentKit

/// Suggests trails near a location, optionally only from a collection or from a list of trails
/// (such as a Find's output). A location that names several regions is disambiguated first.
struct SuggestTrails: AppIntent {
    static let title: LocalizedStringResource = "Suggest Trails"
    static let description: IntentDescription? = IntentDescription(
        "Suggests trails near a location, optionally from a collection or list of trails.", categoryName: "Discover")

    @Parameter(title: "Location", requestValueDialog: "Near which region?")
    var location: String

    @Parameter(title: "Collection")
    var collection: TrailCollection?

    @Parameter(title: "Trails")
    var trails: [TrailEntity]?

    @Dependency private var store: TrailsStore

    static var parameterSummary: some ParameterSummary {
        When(\.$trails, .hasAnyValue) {
            Summary("Suggest \(\.$trails) near \(\.$location)")
        } otherwise: {
            Summary("Suggest trails near \(\.$location)") {
                \.$collection
            }
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[TrailEntity]> & ProvidesDialog {
        let matches = try await store.regions(matching: location)
        if matches.count > 1 {
            let dialog = IntentDialog("Multiple locations match \(location). Did you mean one of these locations?")
            throw $location.needsDisambiguationError(among: matches, dialog: dialog)
        }
        guard let region = matches.first else {
            throw $location.needsValueError("No trail region matches “\(location)”. Near which region?")
        }
        let suggestions = try await store.trails(inRegion: region, collection: collection, among: trails?.map(\.id))
        let dialog: IntentDialog =
            switch suggestions.count {
            case 0: "None of those trails are near \(region)."
            case 1: "Here's a trail near \(region)."
            default: "Here are \(suggestions.count) trails near \(region)."
            }
        return .result(value: suggestions, dialog: dialog)
    }
}
