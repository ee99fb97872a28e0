import IntentKit

/// The Trails App Shortcuts: the most common actions, ready to run without setup.
struct TrailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenFavorites(),
            phrases: [
                "Open Favorites in \(.applicationName)",
                "Show my favorite \(.applicationName)",
            ], shortTitle: "Open Favorites", systemImageName: "star.circle")
        // Expanded once per favorite trail (the query's suggestions).
        AppShortcut(
            intent: GetTrailInfo(),
            phrases: [
                "Get conditions for \(\.$trail) in \(.applicationName)",
                "Check trail conditions in \(.applicationName)",
            ], shortTitle: "Trail Conditions", systemImageName: "cloud.sun")
        AppShortcut(
            intent: SuggestTrails(),
            phrases: [
                "Suggest trails with \(.applicationName)",
                "Find a hike with \(.applicationName)",
            ], shortTitle: "Suggest Trails", systemImageName: "map")
    }
}
