import BooksApp
import FilesApp
import Foundation
import IntentKit
import MeditationApp
import ShortcutKit
import SoupChefApp
import TrailsApp

/// The apps that come with shortcuts, opened on a home folder, and the example shortcuts.
package enum BundledApps {
    /// The bundled apps with their data under `home`. Files serves `filesRoot`.
    ///
    /// `only` names the apps wanted (`nil`: all of them), as ``ShortcutDocument/appNames`` lists
    /// a shortcut's: the others are not made at all, so a run that does not use Files is not
    /// stopped or warned about by an unusable Files root, and registering the others later never
    /// happens. Making them costs no database I/O: each app opens its database on first use
    /// (creating, migrating and seeding it under a lock shared with other processes), which is
    /// when the app is registered (IntentKit reads one entity to learn its properties) or later.
    /// A Files root that cannot be used leaves Files out, reported to `problem`, so one app's
    /// trouble never takes the others down.
    package static func apps(
        home: ShortcutsHome, filesRoot: URL, only: Set<String>? = nil,
        dependencies: AppDependencyManager = .shared,
        problem: (String) -> Void = { _ in }
    ) -> [IntentApp] {
        func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }
        var apps: [IntentApp] = []
        if wanted(Books.name) {
            apps.append(Books.app(dataDirectory: home.data(for: "Books"), dependencies: dependencies))
        }
        if wanted("Trails") {
            apps.append(Trails.app(dataDirectory: home.data(for: "Trails"), dependencies: dependencies))
        }
        if wanted("Meditation") {
            apps.append(Meditation.app(dataDirectory: home.data(for: "Meditation"), dependencies: dependencies))
        }
        if wanted("SoupChef") {
            apps.append(SoupChef.app(dataDirectory: home.data(for: "SoupChef"), dependencies: dependencies))
        }
        if wanted("Files") {
            do {
                apps.append(try Files.app(root: filesRoot, dependencies: dependencies))
            } catch {
                problem("Files is unavailable: \(error)")
            }
        }
        return apps
    }

    /// Whether `error` is a bundled app's database failing (busy, unreadable, read-only, full)
    /// rather than an action's own failure, so hosts can report it as such.
    package static func isDatabaseError(_ error: any Error) -> Bool {
        error is BooksStoreError || error is TrailsStoreError || error is MeditationStoreError
            || error is SoupChefStoreError
    }

    /// The catalog of the bundled apps and the built-in actions.
    ///
    /// Registering an app reads one of its entities (IntentKit learns the properties from a
    /// value) and lists the entities its App Shortcut phrases name, so a database that cannot be
    /// read fails that app's registration. Such an app is left out and reported to `problem`,
    /// and to `databaseFailure` with its database error when that is the cause; the others are
    /// registered without it. An app whose database opens when checked afterwards (it was busy
    /// for a while) is registered again, once.
    ///
    /// `only` limits the catalog to the apps named (see ``apps(home:filesRoot:only:dependencies:problem:)``);
    /// the built-in app is always in it. A command that knows its shortcut passes the shortcut's
    /// ``ShortcutDocument/appNames``, so it registers, and opens the databases of, only those.
    ///
    /// With a `cache` (the command line passes one in `<home>/cache/registration`), apps an
    /// earlier process of the same program registered are not read by reflection again, and no
    /// entity is read to learn their properties.
    package static func catalog(
        home: ShortcutsHome, filesRoot: URL, only: Set<String>? = nil,
        dependencies: AppDependencyManager = .shared,
        cache: RegistrationCache? = nil,
        problem: (String) -> Void = { _ in },
        databaseFailure: (_ app: String, _ error: any Error) -> Void = { _, _ in }
    )
        async throws(RegistrationError) -> Catalog
    {
        var apps = apps(home: home, filesRoot: filesRoot, only: only, dependencies: dependencies, problem: problem)
        var retried: Set<String> = []
        while true {
            do {
                var catalog = try await Catalog.load(apps, cache: cache)
                if apps.contains(where: { $0.name == "Files" }) { catalog.filesRoot = filesRoot }
                return catalog
            } catch {
                guard let index = apps.firstIndex(where: { $0.name == error.app }) else { throw error }
                let name = apps[index].name
                let title = apps[index].displayName.localizedString
                if let cause = databaseError(of: name, home: home) {
                    apps.remove(at: index)
                    problem("\(title) is unavailable: \(cause)")
                    databaseFailure(name, cause)
                } else if !retried.insert(name).inserted {
                    apps.remove(at: index)
                    problem("\(title) is unavailable: \(error)")
                }
                // Otherwise the database opens now: it was busy for a while (another process
                // held it past the timeout), so the app is registered again, once.
            }
        }
    }

    /// What is wrong with the database of the bundled app named `name`, if anything.
    static func databaseError(of name: String, home: ShortcutsHome) -> (any Error)? {
        switch name {
        case Books.name: Books.databaseError(dataDirectory: home.data(for: "Books"))
        case "Trails": Trails.databaseError(dataDirectory: home.data(for: "Trails"))
        case "Meditation": Meditation.databaseError(dataDirectory: home.data(for: "Meditation"))
        case "SoupChef": SoupChef.databaseError(dataDirectory: home.data(for: "SoupChef"))
        default: nil
        }
    }
}
