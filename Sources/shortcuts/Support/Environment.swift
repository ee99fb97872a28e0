import BundledApps
import BundledContent
import Foundation
import IntentKit
import ShortcutKit
import Synchronization

/// What every command needs: the home folder, the library and the catalog of apps.
struct Environment {
    let home: ShortcutsHome
    let library: Library
    let catalog: Catalog
    /// Apps left out of the catalog because their database could not be used, by app name
    /// (the prefix of their identifiers), with the database error.
    let unavailableDatabases: [String: any Error]
    /// The files in the scripts folder that did not become actions, and why.
    var scriptProblems: [ScriptProblem] = []
    /// The shortcuts `load(appsUsedBy:)` already looked up, by the name they were asked by, so
    /// `shortcut(_:)` does not read the library again.
    var found: [String: Library.Lookup] = [:]

    /// Opens the home (creating it and the example library on first use) and registers the apps:
    /// all of them, or, given the shortcuts a command works on (names, ids or file paths), only
    /// the apps those use, so a shortcut of built-in actions opens no app's database.
    ///
    /// - Parameter externalApps: Whether to load the apps the manifests declare (the `apps`
    ///   commands read the manifests themselves).
    /// - Parameter interactive: whether anyone can answer an app's questions in this command
    ///   (told to apps of their own process in `initialize`).
    static func load(appsUsedBy shortcuts: [String]? = nil, externalApps: Bool = true, interactive: Bool = true)
        async throws -> Environment
    {
        let home = ShortcutsHome.resolve()
        let library = Library(folder: home.shortcuts)
        do {
            try library.prepare(examples: ExampleShortcuts.all)
        } catch {
            complain(error.description)
            throw Exit.runFailed
        }
        // The language-model providers Use Model sends to (docs/models.md). A config file that
        // does not read leaves none, said here; a run that is allowed things stops on it anyway.
        var models = ModelSettings.none
        do {
            models = try UserConfig(environment: ProcessInfo.processInfo.environment)?.modelSettings() ?? .none
        } catch {
            complain("warning: no language model can be used: \(error.description)")
        }
        let filesRoot =
            ProcessInfo.processInfo.environment["SHORTCUTS_FILES_ROOT"].map {
                URL(fileURLWithPath: $0, isDirectory: true)
            }
            ?? FileManager.default.homeDirectoryForCurrentUser
        do {
            var unavailable: [String: any Error] = [:]
            var found: [String: Library.Lookup] = [:]
            for nameOrPath in shortcuts ?? [] { found[nameOrPath] = library.lookUp(nameOrPath) }
            let directory = ShortcutDirectory(library: library)
            // The apps of the shortcuts they run with Run Shortcut count too.
            let only = shortcuts.map { _ in
                Set(
                    Self.withCalledShortcuts(
                        found.values.compactMap { if case .found(let entry) = $0 { entry.document } else { nil } },
                        in: directory
                    ).flatMap(\.appNames))
            }
            let cache = RegistrationCache.forRunningProgram(in: home.registrationCache)
            var catalog = try await BundledApps.catalog(
                home: home, filesRoot: filesRoot, only: only, cache: cache, problem: { complain($0) },
                databaseFailure: { unavailable[$0] = $1 })
            var scriptProblems: [ScriptProblem] = []
            if only?.contains(ScriptsApp.name) ?? true {
                let scripts = ScriptsApp.load(folder: home.scripts)
                scriptProblems = scripts.problems
                if !scripts.isEmpty { catalog = catalog.adding([scripts]) }
            }
            if externalApps {
                // Apps that run as their own programs, declared by manifests: started on first use.
                let external = await ExternalApps.load(
                    manifests: AppManifestFolder(home.appManifests), cache: home.appMetadataCache,
                    alongside: catalog.apps, only: only, interactive: interactive)
                for warning in external.warnings { complain(warning) }
                if !external.backends.isEmpty { catalog = catalog.adding(external.backends) }
            }
            return Environment(
                home: home, library: library, catalog: catalog.with(shortcuts: directory).with(models: models),
                unavailableDatabases: unavailable, scriptProblems: scriptProblems, found: found)
        } catch {
            complain(error.description)
            throw Exit.runFailed
        }
    }

    /// `documents` and every shortcut they run with Run Shortcut, directly or not.
    static func withCalledShortcuts(_ documents: [ShortcutDocument], in directory: ShortcutDirectory)
        -> [ShortcutDocument]
    {
        var all = documents
        var seen = Set(documents.map(\.id))
        var index = 0
        while index < all.count {
            for id in ShortcutDirectory.targets(of: all[index]) where seen.insert(id).inserted {
                if let called = directory.document(id) { all.append(called) }
            }
            index += 1
        }
        return all
    }

    /// The database error of an app `document` uses that was left out of the catalog for it:
    /// the run stops with that error (exit 74) rather than as an invalid shortcut.
    func databaseFailure(in document: ShortcutDocument) -> (any Error)? {
        guard !unavailableDatabases.isEmpty else { return nil }
        for (action, _) in document.flattened {
            let identifier: String
            switch action.kind {
            case .intent(let id, _): identifier = id
            case .find(let find): identifier = find.entity.rawValue
            default: continue
            }
            if let app = identifier.split(separator: ".").first, let error = unavailableDatabases[String(app)] {
                return error
            }
        }
        return nil
    }

    /// The shortcut a command names: by name, id or file path.
    func shortcut(_ nameOrPath: String) throws -> (document: ShortcutDocument, url: URL) {
        let entry: Library.Entry
        switch found[nameOrPath] ?? library.lookUp(nameOrPath) {
        case .found(let one): entry = one
        case .ambiguous(let sharing):
            // A name two files share (edited by hand) picks neither: the person says which.
            complain(
                "'\(nameOrPath)' is the name of \(sharing.count) shortcuts: "
                    + sharing.map { "'\($0.path)'" }.joined(separator: ", ")
                    + "; give a file's path or a shortcut's id, or rename one")
            throw Exit.usage
        case .notFound:
            complain(
                "no shortcut named '\(nameOrPath)' in \(library.folder.path) (see 'shortcuts list'), and no such file")
            throw Exit.notFound
        }
        // A shortcut that does not read adds no apps to the catalog: it is reported here.
        switch entry.content {
        case .success(let document): return (document, entry.url)
        case .failure(let error):
            complain(error.description)
            throw Exit.invalidShortcut
        }
    }
}

extension Environment {
    /// Where this process's runs are kept: the home's run history, a failure to write it said
    /// once on standard error (the run goes on).
    func runHistory(_ source: RunSource, replayOf: UUID? = nil) throws -> RunHistory {
        let told = Mutex(false)
        return RunHistory(
            store: RunStore(home: home), source: source, replayOf: replayOf, retention: try runRetention()
        ) { error in
            guard
                !told.withLock({ (told: inout Bool) in
                    defer { told = true }
                    return told
                })
            else { return }
            complain("the run is not kept in the history: \(error)")
        }
    }
}

extension Environment {
    /// The config file's run retention; a setting that cannot be read stops the command (exit 64).
    func runRetention() throws -> RunRetention {
        do {
            return try UserConfig(environment: ProcessInfo.processInfo.environment)?.runRetention() ?? .standard
        } catch {
            complain(error.description)
            throw Exit.usage
        }
    }
}
