import IntentKit

/// An app the host can ask: what it offers (its ``AppMetadata``), to run one of its intents, and
/// to look up, suggest, search and find its entities.
///
/// Everything that uses an app — the runner, the validator, Find, the editor's pickers and run
/// pane, the command line — goes through this protocol rather than through Swift types, so an
/// app need not be compiled into the binary. An IntentKit app registered in process
/// (``RegisteredApp``) is one implementation; the Scripts app (script files with a comment
/// header) is another. See docs/architecture/external-apps.md.
///
/// Entity methods take the entity type's identifier; the catalog only calls them for entity
/// types this app's metadata declares.
package protocol AppBackend: Sendable {
    /// The app's metadata, checked by the registration rules.
    var metadata: AppMetadata { get }

    /// A fresh run of the intent with this identifier (current or previous), or `nil` when the
    /// app has no such intent.
    func makeRun(of intent: String) -> (any IntentRun)?

    /// How a value of the app's entity or enum type is held while a shortcut runs (what a value
    /// is converted to before it reaches an intent), or `nil` when this app has no such type.
    func valueKind(of type: TypeIdentifier) -> IntentValueKind?

    /// The entities with these saved identifiers; identifiers that no longer exist are left out.
    func entities(of type: TypeIdentifier, identifiedBy identifiers: [String]) async throws -> [any EntityValue]

    /// The query's suggestions.
    func suggestedEntities(of type: TypeIdentifier) async throws -> [any EntityValue]

    /// The entities matching `text`, or `nil` when the query cannot search.
    func searchEntities(of type: TypeIdentifier, matching text: String) async throws -> [any EntityValue]?

    /// Every entity, for enumerable queries; `nil` for others.
    func allEntities(of type: TypeIdentifier) async throws -> [any EntityValue]?

    /// A Find through the entity's property query.
    func findEntities(
        of type: TypeIdentifier, where conditions: [FindCondition], mode: ComparatorMode, sortedBy sort: [FindSortKey],
        limit: Int?
    ) async throws -> [any EntityValue]

    /// The App Shortcuts, current (a provider may update its parameterized phrases).
    func appShortcuts() async throws -> [AppShortcutMetadata]
}

/// One run of an intent: its parameters set by name, then performed once under a prompter.
///
/// The runner converts each value to ``valueKind(ofParameter:)`` before ``setValue(_:for:)``,
/// so the app receives values of the type it declared.
package protocol IntentRun: Sendable {
    /// How the parameter named `name` holds its value, or `nil` if there is no such parameter.
    func valueKind(ofParameter name: String) -> IntentValueKind?

    /// The type the parameter named `name` takes when the app has no Swift type for it (an app
    /// in another process: ``valueKind(ofParameter:)`` is `nil` for its entities and enums):
    /// the runner converts to it instead. `nil` by default.
    func declaredType(ofParameter name: String) -> ValueType?

    /// Sets a parameter by name; `nil` empties it.
    func setValue(_ value: (any Sendable)?, for name: String) throws(IntentRunError)

    /// Runs the intent. Questions go to `prompter`; cancellation of the calling task stops it.
    func perform(prompter: any IntentPrompter) async throws(IntentRunError) -> IntentOutcome

    /// Runs the intent as ``perform(prompter:)`` does, telling `report` how far it has come
    /// while it runs. An app that reports no progress may leave this to the default, which
    /// never calls `report`.
    func perform(
        prompter: any IntentPrompter, reportingProgress report: @escaping @Sendable (IntentProgressReport) -> Void
    ) async throws(IntentRunError) -> IntentOutcome

    /// The intent's summary with its parameters' current values ("Open Dune"), for the run
    /// log's "opens" line.
    var summaryText: String { get }
}

extension IntentRun {
    package func perform(
        prompter: any IntentPrompter, reportingProgress report: @escaping @Sendable (IntentProgressReport) -> Void
    ) async throws(IntentRunError) -> IntentOutcome {
        try await perform(prompter: prompter)
    }

    package func declaredType(ofParameter name: String) -> ValueType? { nil }
}

/// Why an app could not answer a query of one of its entity types it does not declare.
package struct UnknownEntityType: Error, CustomStringConvertible {
    package var app: String
    package var type: TypeIdentifier

    package init(app: String, type: TypeIdentifier) {
        self.app = app
        self.type = type
    }

    package var description: String { "\(app) has no entity type '\(type.rawValue)'" }
}
