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
    public static func apps(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared) throws -> [IntentApp] {
        [
            try Books.app(dataDirectory: home.data(for: "Books"), dependencies: dependencies),
            try Trails.app(dataDirectory: home.data(for: "Trails"), dependencies: dependencies),
            try Meditation.app(dataDirectory: home.data(for: "Meditation"), dependencies: dependencies),
            try SoupChef.app(dataDirectory: home.data(for: "SoupChef"), dependencies: dependencies),
            try Files.app(root: filesRoot, dependencies: dependencies),
        ]
    }

    /// The catalog of the bundled apps and the built-in actions.
    public static func catalog(home: ShortcutsHome, filesRoot: URL, dependencies: AppDependencyManager = .shared) async throws -> Catalog {
        try await Catalog.load(try apps(home: home, filesRoot: filesRoot, dependencies: dependencies))
    }
}
