import IntentKit

/// Removes a trail from the favorites, refreshing the App Shortcut phrases built from them.
struct RemoveTrailFromFavorites: AppIntent {
    static let title: LocalizedStringResource = "Remove Trail from Favorites"
    static let description: IntentDescription? = IntentDescription(
        "Removes a trail from your favorite trails.", categoryName: "Favorites")

    @Parameter(title: "Trail", requestValueDialog: "Which favorite should be removed?")
    var trail: TrailEntity

    @Dependency private var store: TrailsStore

    static var parameterSummary: some ParameterSummary {
        Summary("Remove \(\.$trail) from favorites")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await store.removeFavorite(trail.id) else {
            return .result(dialog: "\(trail.name) is not one of your favorites.")
        }
        TrailShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Removed \(trail.name) from your favorites.")
    }
}
