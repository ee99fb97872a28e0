import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// What every command needs: the home folder, the library and the catalog of apps.
struct Environment {
    let home: ShortcutsHome
    let library: Library
    let catalog: Catalog

    /// Opens the home (creating it and the example library on first use) and registers the apps.
    static func load() async throws -> Environment {
        let home = ShortcutsHome.resolve()
        let library = Library(folder: home.shortcuts)
        do {
            try library.prepare(examples: ExampleShortcuts.all)
        } catch {
            complain(error.description)
            throw Exit.runFailed
        }
        let filesRoot = ProcessInfo.processInfo.environment["SHORTCUTS_FILES_ROOT"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        do {
            let catalog = try await BundledApps.catalog(home: home, filesRoot: filesRoot) { complain($0) }
            return Environment(home: home, library: library, catalog: catalog)
        } catch {
            complain(error.description)
            throw Exit.runFailed
        }
    }

    /// The shortcut a command names: by name, id or file path.
    func shortcut(_ nameOrPath: String) throws -> (document: ShortcutDocument, url: URL) {
        guard let entry = library.find(nameOrPath) else {
            complain("no shortcut named '\(nameOrPath)' in \(library.folder.path) (see 'shortcuts list'), and no such file")
            throw Exit.notFound
        }
        switch entry.content {
        case .success(let document): return (document, entry.url)
        case .failure(let error):
            complain(error.description)
            throw Exit.invalidShortcut
        }
    }
}
