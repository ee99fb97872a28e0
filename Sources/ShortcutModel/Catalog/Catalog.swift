import IntentKit

/// Everything a shortcut can use: the registered apps' intents, entities and enums, the Find
/// action every findable entity gets, the built-in actions, and the App Shortcuts.
///
/// The validator, the runner, the command line and the editor all read actions from here, so
/// they agree on what exists and what each action takes.
package struct Catalog: Sendable {
    /// The apps, the built-in app first: IntentKit apps in process, the Scripts app, … (see
    /// ``AppBackend``).
    package let apps: [any AppBackend]

    /// Every intent by identifier, current and previous: one lookup per action when shortcuts run.
    private let intentIndex: [String: IntentEntry]

    /// The library's shortcuts, which Run Shortcut calls by id (none unless the host gives them).
    package var shortcuts = ShortcutDirectory.empty
    /// The language-model providers Use Model sends to (the config file's `"models"`).
    package var models = ModelSettings.none

    /// This catalog with `models` as its model providers.
    package func with(models: ModelSettings) -> Catalog {
        var copy = self
        copy.models = models
        return copy
    }

    /// This catalog with `shortcuts` as the shortcuts Run Shortcut may call.
    package func with(shortcuts: ShortcutDirectory) -> Catalog {
        var copy = self
        copy.shortcuts = shortcuts
        return copy
    }

    /// The names of the secrets that are stored (``SecretStore``), for the validator's check
    /// that a shortcut's secrets exist; `nil` (the default) when the host did not look: then no
    /// secret is reported missing before a run (the run reports it).
    package var secretNames: Set<String>?
    /// The Files app's root, where a file value's path leads (`{"file": {"path": …}}`); `nil`
    /// without the Files app.
    package var filesRoot: URL?

    /// This catalog with `names` as the stored secrets' names.
    package func with(secretNames names: Set<String>?) -> Catalog {
        var copy = self
        copy.secretNames = names
        return copy
    }

    /// A catalog of IntentKit apps registered in process.
    package init(apps: [RegisteredApp]) {
        self.init(backends: apps)
    }

    /// A catalog of these apps. Where two claim the same intent identifier, the first keeps it.
    package init(backends apps: [any AppBackend]) {
        self.apps = apps
        var index: [String: IntentEntry] = [:]
        for app in apps {
            for metadata in app.metadata.intents {
                let entry = IntentEntry(metadata: metadata, backend: app)
                for identifier in [metadata.identifier] + metadata.previousIdentifiers where index[identifier] == nil {
                    index[identifier] = entry
                }
            }
        }
        intentIndex = index
    }

    // MARK: Intents

    /// An intent found by a saved identifier, current or previous. A class, so that looking one
    /// up per action does not copy its metadata.
    package final class IntentEntry: Sendable {
        package let metadata: IntentMetadata
        /// The app that runs it.
        package let backend: any AppBackend
        package let app: AppMetadata
        /// The parameters' names, for checking a document's parameters.
        package let parameterNames: Set<String>

        init(metadata: IntentMetadata, backend: any AppBackend) {
            self.metadata = metadata
            self.backend = backend
            self.app = backend.metadata
            parameterNames = Set(metadata.parameters.map(\.name))
        }

        /// A fresh run of this intent.
        package func makeRun() -> (any IntentRun)? { backend.makeRun(of: metadata.identifier) }
    }

    /// The intent with this identifier, or the one that replaced it.
    package func intent(_ identifier: String) -> IntentEntry? { intentIndex[identifier] }

    /// Every intent, app by app, in declaration order.
    package var intents: [IntentEntry] {
        apps.flatMap { app in app.metadata.intents.compactMap { intentIndex[$0.identifier] } }
    }

    // MARK: Entities and enums

    /// An entity type by identifier.
    package struct EntityEntry: Sendable {
        package let metadata: EntityMetadata
        /// The app whose queries answer for it.
        package let backend: any AppBackend
        package var app: AppMetadata { backend.metadata }

        /// The Swift type, for an app registered in process; `nil` for transient entities and
        /// apps of other kinds.
        package var type: (any AppEntity.Type)? { (backend as? RegisteredApp)?.entityType(for: metadata.identifier) }

        /// Whether the app answers queries for it (transient entities have no query).
        package var isQueryable: Bool { !metadata.isTransient }
    }

    package func entity(_ identifier: TypeIdentifier) -> EntityEntry? {
        for app in apps {
            guard let metadata = app.metadata.entities.first(where: { $0.identifier == identifier }) else { continue }
            return EntityEntry(metadata: metadata, backend: app)
        }
        return nil
    }

    /// Every entity type a Find action exists for.
    package var findableEntities: [EntityEntry] {
        apps.flatMap { app in
            app.metadata.entities.filter(\.supportsFind).map { EntityEntry(metadata: $0, backend: app) }
        }
    }

    /// An enum type by identifier.
    package struct EnumEntry: Sendable {
        package let metadata: EnumMetadata
        package let backend: any AppBackend

        /// The Swift type, for an app registered in process.
        package var type: (any AppEnum.Type)? { (backend as? RegisteredApp)?.enumType(for: metadata.identifier) }
    }

    /// An enum type by identifier.
    package func enumeration(_ identifier: TypeIdentifier) -> EnumEntry? {
        for app in apps {
            if let metadata = app.metadata.enums.first(where: { $0.identifier == identifier }) {
                return EnumEntry(metadata: metadata, backend: app)
            }
        }
        return nil
    }

    /// The display name of an entity or enum type, or the identifier.
    package func typeName(_ identifier: TypeIdentifier) -> String {
        entity(identifier)?.metadata.displayName ?? enumeration(identifier)?.metadata.displayName ?? identifier.rawValue
    }

    /// Words for a value type: "Book", "list of Books", "text".
    package func describe(_ type: ValueType) -> String {
        switch type {
        case .entity(let id), .enumeration(let id): typeName(id)
        case .array(let element):
            switch element {
            case .entity(let id): "list of \(entity(id)?.metadata.pluralName ?? id.rawValue)"
            // Plural, not "list of a number".
            case .string: "list of text"
            case .match: "list of text matches"
            case .integer: "list of whole numbers"
            case .double, .decimal: "list of numbers"
            case .date: "list of dates"
            case .url: "list of URLs"
            default: "list of \(describe(element))"
            }
        default: type.readableName
        }
    }

    /// Every App Shortcut of every app, with its app.
    package func appShortcuts() async throws -> [(app: AppMetadata, shortcut: AppShortcutMetadata)] {
        var out: [(AppMetadata, AppShortcutMetadata)] = []
        for app in apps { out += try await app.appShortcuts().map { (app.metadata, $0) } }
        return out
    }
}

extension Catalog {
    /// The run-time kind of a value type, or `nil` if it names a type no app registered.
    package func kind(for type: ValueType) -> IntentValueKind? {
        type.intentValueKind(
            enumeration: { id in enumeration(id)?.backend.valueKind(of: id) },
            entity: { id in entity(id).flatMap { $0.isQueryable ? $0.backend.valueKind(of: id) : nil } })
    }
}
