import IntentKit

/// Adds a trail to the favorites. Favorites are what the trail picker and the parameterized
/// App Shortcut phrases offer, so the phrases are refreshed after the change.
struct AddTrailToFavorites: AppIntent {
    static let title: LocalizedStringResource = "Add Trail to Favorites"
    static let description: IntentDescription? = IntentDescription(
        "Adds a trail to your favorite trails.", categoryName: "Favorites")

    @Parameter(title: "Trail", requestValueDialog: "Which trail should become a favorite?")
    var trail: TrailEntity

    @Dependency private var store: TrailsStore

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$trail) to favorites")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await store.addFavorite(trail) else {
            return .result(dialog: "\(trail.name) is already one of your favorites.")
        }
        TrailShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Added \(trail.name) to your favorites.")
    }
}
