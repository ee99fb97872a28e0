import IntentKit

/// The Files app's ready-made shortcuts.
struct FilesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        // Get File Info asks for a file, and the picker opens on the recently modified ones.
        AppShortcut(
            intent: GetFileInfo(),
            phrases: [
                "Find recent files in \(.applicationName)",
                "Get file info in \(.applicationName)",
            ], shortTitle: "Recent Files", systemImageName: "clock")
        AppShortcut(
            intent: ReadTextFile(),
            phrases: [
                "Read a text file in \(.applicationName)",
                "Read \(\.$file) in \(.applicationName)",
            ], shortTitle: "Read Text File", systemImageName: "doc.text")
        AppShortcut(
            intent: WriteTextFile(),
            phrases: [
                "Write a text file with \(.applicationName)",
                "Save text with \(.applicationName)",
            ], shortTitle: "Write Text File", systemImageName: "square.and.pencil")
    }
}
