import IntentKit

/// The Meditation App Shortcuts. Phrases naming `\.$session` are expanded once per suggested
/// session; intents that add or delete sessions call `updateAppShortcutParameters()`.
struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start a \(.applicationName)",
                "Begin \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Start a \(\.$session) session with \(.applicationName)",
                "Begin a \(\.$session) session with \(.applicationName)",
                "Meditate on \(\.$session) with \(.applicationName)",
            ], shortTitle: "Start Meditation", systemImageName: "figure.mind.and.body")
        AppShortcut(
            intent: AddMeditationSession(),
            phrases: [
                "Add a session to \(.applicationName)"
            ], shortTitle: "New Session", systemImageName: "plus.circle")
    }
}
