/// Everything IntentKit knows about one app, as plain values: what Apple extracts at build
/// time, read here at registration. Hosts show and validate shortcuts from this alone.
public struct AppMetadata: Sendable, Hashable, Codable {
    /// The app's name, the first part of every identifier (`Books`).
    public var name: String
    public var displayName: String
    public var systemImageName: String?
    public var intents: [IntentMetadata]
    public var entities: [EntityMetadata]
    public var enums: [EnumMetadata]
    public var shortcuts: [AppShortcutMetadata]
}

/// One intent.
public struct IntentMetadata: Sendable, Hashable, Codable {
    /// `<App>.<TypeName>`.
    public var identifier: String
    public var title: String
    public var description: String?
    public var categoryName: String?
    public var searchKeywords: [String]
    public var parameters: [ParameterMetadata]
    public var summary: SummaryMetadata
    /// The type of the output value, if `perform()` returns one.
    public var output: ValueType?
    public var openAppWhenRun: Bool
    public var authenticationPolicy: IntentAuthenticationPolicy
    public var isDiscoverable: Bool
    /// What running the intent may touch, as it declares (``AppIntent/sideEffects``).
    public var sideEffects: SideEffects
    /// Identifiers saved shortcuts may still use for this intent.
    public var previousIdentifiers: [String]

    /// The parameter with this name.
    public func parameter(named name: String) -> ParameterMetadata? { parameters.first { $0.name == name } }
}

/// One parameter of an intent.
public struct ParameterMetadata: Sendable, Hashable, Codable {
    /// The property name, without `_` or `$`.
    public var name: String
    public var title: String
    public var description: String?
    public var type: ValueType
    public var isOptional: Bool
    public var defaultValue: MetadataValue?
    /// Whether the choices come from a dynamic options provider.
    public var hasDynamicOptions: Bool
    public var range: ParameterRange?
    public var controlStyle: ParameterControlStyle?
    public var requestValueDialog: String?
    public var inputConnectionBehavior: InputConnectionBehavior
    /// A measurement parameter's dimension, declared unit and sign rule; `nil` for others.
    public var measurement: MeasurementParameterOptions? = nil
}

/// A parameter summary: a sentence with parameters, or a choice between summaries.
public indirect enum SummaryMetadata: Sendable, Hashable, Codable {
    /// A sentence; `more` lists the parameters shown under "Show More".
    case summary(template: [SummarySegment], more: [String])
    /// `then` when the parameter meets the condition, else `otherwise` (or nothing more).
    case when(parameter: String, condition: SummaryCondition, then: SummaryMetadata, otherwise: SummaryMetadata?)
    /// The case whose value the parameter has, else `defaultCase`.
    case switchOn(parameter: String, cases: [SwitchCase], defaultCase: SummaryMetadata?)

    /// One case of a switch summary.
    public struct SwitchCase: Sendable, Hashable, Codable {
        public var value: MetadataValue
        public var summary: SummaryMetadata
    }

    /// The sentence that applies for these parameter values.
    public func resolve(_ value: (String) -> MetadataValue?) -> (template: [SummarySegment], more: [String]) {
        switch self {
        case .summary(let template, let more):
            return (template, more)
        case .when(let parameter, let condition, let then, let otherwise):
            if condition.isSatisfied(by: value(parameter)) { return then.resolve(value) }
            return otherwise?.resolve(value) ?? ([], [])
        case .switchOn(let parameter, let cases, let defaultCase):
            let current = value(parameter)
            if let match = cases.first(where: { $0.value == current }) { return match.summary.resolve(value) }
            return defaultCase?.resolve(value) ?? ([], [])
        }
    }

    /// Every parameter named anywhere in the summary.
    public var parameterNames: Set<String> {
        switch self {
        case .summary(let template, let more):
            return Set(template.compactMap { if case .parameter(let name) = $0 { name } else { nil } }).union(more)
        case .when(let parameter, _, let then, let otherwise):
            return then.parameterNames.union(otherwise?.parameterNames ?? []).union([parameter])
        case .switchOn(let parameter, let cases, let defaultCase):
            return cases.reduce(defaultCase?.parameterNames ?? []) { $0.union($1.summary.parameterNames) }.union([
                parameter
            ])
        }
    }
}

/// A piece of a summary sentence: text, or a parameter by name. Encoded as a JSON string for
/// text and `{"parameter": "name"}` for a parameter.
public enum SummarySegment: Sendable, Hashable, Codable {
    case text(String)
    case parameter(String)

    private enum Key: String, CodingKey { case parameter }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(text)
        } else {
            self = .parameter(try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .parameter))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text):
            var c = encoder.singleValueContainer()
            try c.encode(text)
        case .parameter(let name):
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(name, forKey: .parameter)
        }
    }
}

/// One entity type (or transient entity type).
public struct EntityMetadata: Sendable, Hashable, Codable {
    /// `<App>.<TypeName>`.
    public var identifier: TypeIdentifier
    public var displayName: String
    public var pluralName: String
    /// Transient entities are made by intents and never looked up.
    public var isTransient: Bool
    /// The `@Property` declarations, in order. Empty when no entity could be read to learn them
    /// (see ``propertiesResolved``).
    public var properties: [EntityPropertyMetadata]
    /// Whether ``properties`` and the names in ``queryProperties`` were read from an entity.
    public var propertiesResolved: Bool
    public var queryKinds: [EntityQueryKind]
    /// The properties a Find can filter on, with the comparators each supports.
    public var queryProperties: [QueryPropertyMetadata]
    /// The properties a Find can sort by.
    public var sortableProperties: [String]
    public var findDescription: String?

    /// Whether a Find action exists for the type.
    public var supportsFind: Bool { queryKinds.contains(.property) || queryKinds.contains(.enumerable) }
}

/// One `@Property` of an entity.
public struct EntityPropertyMetadata: Sendable, Hashable, Codable {
    public var name: String
    public var title: String
    public var type: ValueType
    public var isOptional: Bool
}

/// One filterable property of a property query.
public struct QueryPropertyMetadata: Sendable, Hashable, Codable {
    public var name: String
    public var type: ValueType
    public var comparators: [ComparatorKind]
}

/// One enum type.
public struct EnumMetadata: Sendable, Hashable, Codable {
    public var identifier: TypeIdentifier
    public var displayName: String
    public var cases: [EnumCaseMetadata]
}

/// One enum case: its stored value and display.
public struct EnumCaseMetadata: Sendable, Hashable, Codable {
    /// The raw value, as shortcuts save it.
    public var value: String
    public var title: String
    public var subtitle: String?
    public var systemImageName: String?
}

/// One App Shortcut.
public struct AppShortcutMetadata: Sendable, Hashable, Codable {
    /// The intent's identifier.
    public var intent: String
    /// The phrases with `${applicationName}` and `${parameter}` placeholders.
    public var phrases: [String]
    /// Every phrase with the app's name filled in; parameterized phrases once per value.
    public var expandedPhrases: [ExpandedPhrase]
    public var shortTitle: String?
    public var systemImageName: String?
    /// Parameter values the shortcut presets.
    public var presetValues: [String: MetadataValue]

    /// A phrase as a person would say it.
    public struct ExpandedPhrase: Sendable, Hashable, Codable {
        public var text: String
        /// The parameter the phrase sets, and its value.
        public var parameter: String?
        public var value: MetadataValue?
    }
}
