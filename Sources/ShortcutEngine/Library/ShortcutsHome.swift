import Foundation
import ShortcutModel

/// Where the library and the apps' data live: `$SHORTCUTS_HOME`, else
/// `$XDG_DATA_HOME/shortcuts`, else `~/.local/share/shortcuts`.
///
/// ```
/// <home>/shortcuts/   the library: one .json file per shortcut
/// <home>/data/        each app's database and files
/// <home>/cache/        what can be rebuilt at any time (registration metadata)
/// <home>/scripts/      script actions (docs/scripts.md)
/// <home>/apps/         manifests of apps that run as their own programs
/// ```
package struct ShortcutsHome: Sendable, Equatable {
    package var root: URL

    package init(root: URL) { self.root = root }

    /// The home the environment names.
    package static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> ShortcutsHome {
        if let explicit = environment["SHORTCUTS_HOME"], !explicit.isEmpty {
            return ShortcutsHome(root: URL(fileURLWithPath: explicit, isDirectory: true))
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return ShortcutsHome(
                root: URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                    "shortcuts", isDirectory: true))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return ShortcutsHome(
            root: URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/share/shortcuts", isDirectory: true))
    }

    /// The library folder.
    package var shortcuts: URL { root.appendingPathComponent("shortcuts", isDirectory: true) }
    /// The apps' data folder.
    package var data: URL { root.appendingPathComponent("data", isDirectory: true) }
    /// The registration metadata cache (IntentKit's `RegistrationCache`): one file per app.
    package var registrationCache: URL { root.appendingPathComponent("cache/registration", isDirectory: true) }
    /// Script actions: executable files with a comment header (docs/scripts.md).
    package var scripts: URL { root.appendingPathComponent("scripts", isDirectory: true) }
    /// Manifests of apps that run as their own programs: one `.json` file per app.
    package var appManifests: URL { root.appendingPathComponent("apps", isDirectory: true) }
    /// The metadata cache of the apps the manifests declare: one file per app, keyed by the
    /// program file and the manifest (``AppManifest/metadataCache(in:)``).
    package var appMetadataCache: URL { root.appendingPathComponent("cache/apps", isDirectory: true) }
    /// One app's data folder.
    package func data(for app: String) -> URL { data.appendingPathComponent(app, isDirectory: true) }
}
