import BooksApp
import FilesApp
import Foundation
import IntentKit
import MeditationApp
import ShortcutKit
import SoupChefApp
import TrailsApp

/// The apps that come with shortcuts, opened on a home folder, and the example shortcuts.
public enum BundledApps {
    /// The bundled apps with their data under `home`. Files serves `filesRoot`.
    ///
    /// Registering them costs no database I/O: each app opens its database on first use
    /// (creating, migrating and seeding it under a lock shared with other processes), so a run
    /// opens only the databases its actions use. A Files root that cannot be used leaves Files
    /// out, reported to `problem`, so one app's trouble never takes the others down.
    public static func apps(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared,
                            problem: (String) -> Void = { _ in }) -> [IntentApp] {
        var apps = [
            Books.app(dataDirectory: home.data(for: "Books"), dependencies: dependencies),
            Trails.app(dataDirectory: home.data(for: "Trails"), dependencies: dependencies),
            Meditation.app(dataDirectory: home.data(for: "Meditation"), dependencies: dependencies),
            SoupChef.app(dataDirectory: home.data(for: "SoupChef"), dependencies: dependencies),
        ]
        do {
            apps.append(try Files.app(root: filesRoot, dependencies: dependencies))
        } catch {
            problem("Files is unavailable: \(error)")
        }
        return apps
    }

    /// Whether `error` is a bundled app's database failing (busy, unreadable, read-only, full)
    /// rather than an action's own failure, so hosts can report it as such.
    public static func isDatabaseError(_ error: any Error) -> Bool {
        error is BooksStoreError || error is TrailsStoreError || error is MeditationStoreError || error is SoupChefStoreError
    }

    /// The catalog of the bundled apps and the built-in actions.
    public static func catalog(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared,
                               problem: (String) -> Void = { _ in }) async throws(RegistrationError) -> Catalog {
        try await Catalog.load(apps(home: home, filesRoot: filesRoot, dependencies: dependencies, problem: problem))
    }
}
