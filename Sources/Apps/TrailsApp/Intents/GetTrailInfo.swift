import IntentKit

/// Tells the latest conditions of a trail: a full sentence for voice-only hosts, a shorter one
/// beside the snippet, and the trail as the output for later actions.
struct GetTrailInfo: AppIntent {
    static let title: LocalizedStringResource = "Get Trail Information"
    static let description: IntentDescription? = IntentDescription(
        "Provides complete details on a trail.", categoryName: "Discover", searchKeywords: ["conditions", "hike"])

    /// How many other trails of the region the snippet lists.
    static let neighbourCount = 3

    @Parameter(title: "Trail", description: "The trail to get information on.", requestValueDialog: "Which trail?")
    var trail: TrailEntity

    @Dependency private var store: TrailsStore

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView {
        // The parameter may hold a trail resolved when the shortcut was saved; read it again so
        // the conditions are the latest ones.
        guard let current = try await store.trails(ids: [trail.id]).first else {
            throw TrailsError.trailNotFound(name: trail.name)
        }
        let snippet = TrailInfoView(
            trail: current, isFavorite: try await store.isFavorite(current.id), includeConditions: true,
            neighbours: try await store.neighbours(of: current, limit: Self.neighbourCount))
        // The snippet shows the conditions, so the supporting dialog leaves them out; the full
        // dialog, for hosts that cannot show the snippet, says them.
        let dialog = IntentDialog(
            full: "The latest conditions reported for \(current.name) indicate: \(current.currentConditions).",
            supporting: "Here's the latest information on trail conditions.")
        return .result(value: current, dialog: dialog, view: snippet)
    }
}
