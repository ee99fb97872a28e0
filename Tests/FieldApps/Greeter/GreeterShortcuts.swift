import IntentKit

/// Greeter's App Shortcut. Its first phrase lacks the app's name, which IntentKit reports at
/// registration unless a translation of that phrase adds it.
public struct GreeterShortcuts: AppShortcutsProvider {
    public init() {}

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: WaveIntent(),
            phrases: [
                "Wave",
                "Wave with \(.applicationName)",
            ],
            shortTitle: "Wave Hello",
            systemImageName: "hand.wave"
        )
    }
}
