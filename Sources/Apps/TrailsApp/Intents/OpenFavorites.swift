import IntentKit

/// Opens the app on the favorite trails, and hands the Favorites collection to the next action
/// (Suggest Trails takes a collection).
struct OpenFavorites: AppIntent {
    static let title: LocalizedStringResource = "Open Favorite Trails"
    static let description: IntentDescription? = IntentDescription("Opens the app and goes to your favorite trails.")
    static let openAppWhenRun = true

    @Dependency private var store: TrailsStore

    func perform() async throws -> some IntentResult & ReturnsValue<TrailCollection> & ProvidesDialog {
        let favorites = try await store.favoritesCollection()
        let dialog: IntentDialog =
            switch favorites.trailCount {
            case 0: "You have no favorite trails yet."
            case 1: "Opening your favorite trail."
            default: "Opening your \(favorites.trailCount) favorite trails."
            }
        return .result(value: favorites, dialog: dialog)
    }
}
