import IntentKit

/// The Books app's App Shortcuts.
struct LibraryAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenCurrentlyReading(),
            phrases: [
                "Open Currently Reading in \(.applicationName)",
                "What am I reading in \(.applicationName)",
            ], shortTitle: "Currently Reading", systemImageName: "books.vertical.fill")
        AppShortcut(
            intent: OpenShelf(),
            phrases: [
                "Open \(\.$shelf) in \(.applicationName)",
                "Show my \(\.$shelf) shelf in \(.applicationName)",
            ], shortTitle: "Open Shelf", systemImageName: "books.vertical")
        AppShortcut(
            intent: AddBook(),
            phrases: [
                "Add a book to \(.applicationName)"
            ], shortTitle: "Add Book", systemImageName: "plus")
    }
}
