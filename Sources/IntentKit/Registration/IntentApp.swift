/// An app as IntentKit sees it: a name and the types it offers.
///
/// ```swift
/// let books = IntentApp(
///     name: "Books", systemImageName: "books.vertical",
///     intents: [OpenBook.self, AddBook.self],
///     entities: [BookEntity.self], enums: [Shelf.self],
///     shortcuts: LibraryAppShortcuts.self)
/// let registered = try await books.register()
/// ```
/// Registration reads every declaration by reflection into ``AppMetadata`` and checks it; a
/// mistake fails registration with a ``RegistrationError`` naming the type and member.
public struct IntentApp: Sendable {
    /// The app's name; it prefixes every identifier (`Books.OpenBook`), so it is letters and digits.
    public var name: String
    public var displayName: LocalizedStringResource
    public var systemImageName: String?
    public var intents: [any AppIntent.Type]
    public var entities: [any AppEntity.Type]
    public var transientEntities: [any TransientAppEntity.Type]
    public var enums: [any AppEnum.Type]
    // A metatype is never mutated; the provider itself need not be Sendable (a class provider
    // compiles in Swift 5 and 6 modes, as with Apple's framework).
    nonisolated(unsafe) public var shortcuts: (any AppShortcutsProvider.Type)?

    public init(
        name: String,
        displayName: LocalizedStringResource? = nil,
        systemImageName: String? = nil,
        intents: [any AppIntent.Type],
        entities: [any AppEntity.Type] = [],
        transientEntities: [any TransientAppEntity.Type] = [],
        enums: [any AppEnum.Type] = [],
        shortcuts: (any AppShortcutsProvider.Type)? = nil
    ) {
        self.name = name
        self.displayName = displayName ?? .verbatim(name)
        self.systemImageName = systemImageName
        self.intents = intents
        self.entities = entities
        self.transientEntities = transientEntities
        self.enums = enums
        self.shortcuts = shortcuts
    }

    /// Reads and checks the app's declarations.
    ///
    /// Entity properties are learned from one entity value, which the entity's query is asked for
    /// (all entities, suggestions, an unfiltered property query, or an empty search).
    ///
    /// With a `cache`, metadata an earlier registration by the same program stored there is
    /// used instead (see ``RegistrationCache``), and metadata computed here is stored for later.
    package func register(cache: RegistrationCache? = nil) async throws(RegistrationError) -> RegisteredApp {
        if let cache, let metadata = cache.load(name) {
            var extractor = MetadataExtractor(app: self)
            if let restored = extractor.restore(metadata) { return restored }
        }
        var extractor = MetadataExtractor(app: self)
        let (registered, cacheable) = try await extractor.extract()
        if cacheable { cache?.store(registered.metadata) }
        return registered
    }

    /// Registers several apps, checking that their names are distinct.
    package static func registerAll(_ apps: [IntentApp], cache: RegistrationCache? = nil)
        async throws(RegistrationError)
        -> [RegisteredApp]
    {
        var seen = Set<String>()
        for app in apps where !seen.insert(app.name).inserted {
            throw RegistrationError(
                app: app.name, problems: ["another app is already registered with the name '\(app.name)'"])
        }
        var registered: [RegisteredApp] = []
        for app in apps { registered.append(try await app.register(cache: cache)) }
        return registered
    }
}

/// Why an app could not be registered: every problem found, each naming the type and member.
package struct RegistrationError: Error, Sendable, CustomStringConvertible {
    package var app: String
    package var problems: [String]

    package var description: String {
        "App '\(app)' could not be registered:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

/// A registered app: its metadata, and its types by identifier for running intents.
package struct RegisteredApp: Sendable {
    package let metadata: AppMetadata
    let intentTypes: [String: any AppIntent.Type]
    let entityTypes: [TypeIdentifier: any AppEntity.Type]
    let transientTypes: [TypeIdentifier: any TransientAppEntity.Type]
    let enumTypes: [TypeIdentifier: any AppEnum.Type]
    let shortcutsState: ShortcutExpansionState?

    /// The intent type with this identifier, or with it among its previous identifiers.
    package func intentType(for identifier: String) -> (any AppIntent.Type)? {
        if let type = intentTypes[identifier] { return type }
        guard let current = metadata.intents.first(where: { $0.previousIdentifiers.contains(identifier) }) else {
            return nil
        }
        return intentTypes[current.identifier]
    }

    /// The current identifier for a saved one (itself, or the intent that replaced it).
    package func currentIntentIdentifier(for identifier: String) -> String? {
        if intentTypes[identifier] != nil { return identifier }
        return metadata.intents.first { $0.previousIdentifiers.contains(identifier) }?.identifier
    }

    /// The entity type with this identifier.
    package func entityType(for identifier: TypeIdentifier) -> (any AppEntity.Type)? { entityTypes[identifier] }

    /// The transient entity type with this identifier.
    package func transientEntityType(for identifier: TypeIdentifier) -> (any TransientAppEntity.Type)? {
        transientTypes[identifier]
    }

    /// The enum type with this identifier.
    package func enumType(for identifier: TypeIdentifier) -> (any AppEnum.Type)? { enumTypes[identifier] }

    /// The App Shortcuts, with parameterized phrases expanded again if the provider called
    /// `updateAppShortcutParameters()` since they were last expanded.
    package func appShortcuts() async throws -> [AppShortcutMetadata] {
        guard let state = shortcutsState else { return metadata.shortcuts }
        return try await state.current()
    }
}
