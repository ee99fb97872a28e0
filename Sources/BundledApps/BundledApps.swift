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
    /// The bundled apps with their data under `home` (created and seeded on first use). Files
    /// serves `filesRoot`.
    ///
    /// An app whose data cannot be opened (a damaged database, a Files root that does not exist)
    /// is left out and reported to `problem`, so one app's trouble never takes the others down.
    public static func apps(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared,
                            problem: (String) -> Void = { _ in }) -> [IntentApp] {
        let openers: [(name: String, open: () throws -> IntentApp)] = [
            ("Books", { try Books.app(dataDirectory: home.data(for: "Books"), dependencies: dependencies) }),
            ("Trails", { try Trails.app(dataDirectory: home.data(for: "Trails"), dependencies: dependencies) }),
            ("Meditation", { try Meditation.app(dataDirectory: home.data(for: "Meditation"), dependencies: dependencies) }),
            ("Soup Chef", { try SoupChef.app(dataDirectory: home.data(for: "SoupChef"), dependencies: dependencies) }),
            ("Files", { try Files.app(root: filesRoot, dependencies: dependencies) }),
        ]
        return openers.compactMap { opener in
            do {
                return try opener.open()
            } catch {
                problem("\(opener.name) is unavailable: \(error)")
                return nil
            }
        }
    }

    /// The catalog of the bundled apps and the built-in actions.
    public static func catalog(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared,
                               problem: (String) -> Void = { _ in }) async throws(RegistrationError) -> Catalog {
        try await Catalog.load(apps(home: home, filesRoot: filesRoot, dependencies: dependencies, problem: problem))
    }
}
