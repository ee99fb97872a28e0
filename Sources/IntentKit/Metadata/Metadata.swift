/// Everything IntentKit knows about one app, as plain values: what Apple extracts at build
/// time, read here at registration. Hosts show and validate shortcuts from this alone.
package struct AppMetadata: Sendable, Hashable, Codable {
    /// The app's name, the first part of every identifier (`Books`).
    package var name: String
    package var displayName: String
    package var systemImageName: String?
    package var intents: [IntentMetadata]
    package var entities: [EntityMetadata]
    package var enums: [EnumMetadata]
    package var shortcuts: [AppShortcutMetadata]
}

/// One intent.
package struct IntentMetadata: Sendable, Hashable, Codable {
    /// `<App>.<TypeName>`.
    package var identifier: String
    package var title: String
    package var description: String?
    package var categoryName: String?
    package var searchKeywords: [String]
    package var parameters: [ParameterMetadata]
    package var summary: SummaryMetadata
    /// The type of the output value, if `perform()` returns one.
    package var output: ValueType?
    package var openAppWhenRun: Bool
    package var authenticationPolicy: IntentAuthenticationPolicy
    package var isDiscoverable: Bool
    /// What running the intent may touch, as it declares (``AppIntent/sideEffects``).
    package var sideEffects: SideEffects
    /// Identifiers saved shortcuts may still use for this intent.
    package var previousIdentifiers: [String]
    /// Apple's Shortcuts actions this intent answers to, with their parameters' names here;
    /// `nil` for none (and in metadata written before there were any).
    package var appleActions: [AppleShortcutsAction]? = nil

    /// The parameter with this name.
    package func parameter(named name: String) -> ParameterMetadata? { parameters.first { $0.name == name } }
}

/// One parameter of an intent.
package struct ParameterMetadata: Sendable, Hashable, Codable {
    /// The property name, without `_` or `$`.
    package var name: String
    package var title: String
    package var description: String?
    package var type: ValueType
    package var isOptional: Bool
    package var defaultValue: MetadataValue?
    /// Whether the choices come from a dynamic options provider.
    package var hasDynamicOptions: Bool
    package var range: ParameterRange?
    package var controlStyle: ParameterControlStyle?
    package var requestValueDialog: String?
    package var inputConnectionBehavior: InputConnectionBehavior
    /// A measurement parameter's dimension, declared unit and sign rule; `nil` for others.
    package var measurement: MeasurementParameterOptions? = nil
}

/// A parameter summary: a sentence with parameters, or a choice between summaries.
package indirect enum SummaryMetadata: Sendable, Hashable, Codable {
    /// A sentence; `more` lists the parameters shown under "Show More".
    case summary(template: [SummarySegment], more: [String])
    /// `then` when the parameter meets the condition, else `otherwise` (or nothing more).
    case when(parameter: String, condition: SummaryCondition, then: SummaryMetadata, otherwise: SummaryMetadata?)
    /// The case whose value the parameter has, else `defaultCase`.
    case switchOn(parameter: String, cases: [SwitchCase], defaultCase: SummaryMetadata?)

    /// One case of a switch summary.
    package struct SwitchCase: Sendable, Hashable, Codable {
        package var value: MetadataValue
        package var summary: SummaryMetadata
    }

    /// The sentence that applies for these parameter values.
    package func resolve(_ value: (String) -> MetadataValue?) -> (template: [SummarySegment], more: [String]) {
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
    package var parameterNames: Set<String> {
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
package enum SummarySegment: Sendable, Hashable, Codable {
    case text(String)
    case parameter(String)

    private enum Key: String, CodingKey { case parameter }

    package init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(text)
        } else {
            self = .parameter(try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .parameter))
        }
    }

    package func encode(to encoder: any Encoder) throws {
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
package struct EntityMetadata: Sendable, Hashable, Codable {
    /// `<App>.<TypeName>`.
    package var identifier: TypeIdentifier
    package var displayName: String
    package var pluralName: String
    /// Transient entities are made by intents and never looked up.
    package var isTransient: Bool
    /// The `@Property` declarations, in order. Empty when no entity could be read to learn them
    /// (see ``propertiesResolved``).
    package var properties: [EntityPropertyMetadata]
    /// Whether ``properties`` and the names in ``queryProperties`` were read from an entity.
    package var propertiesResolved: Bool
    package var queryKinds: [EntityQueryKind]
    /// The properties a Find can filter on, with the comparators each supports.
    package var queryProperties: [QueryPropertyMetadata]
    /// The properties a Find can sort by.
    package var sortableProperties: [String]
    package var findDescription: String?

    /// Whether a Find action exists for the type.
    package var supportsFind: Bool { queryKinds.contains(.property) || queryKinds.contains(.enumerable) }
}

/// One `@Property` of an entity.
package struct EntityPropertyMetadata: Sendable, Hashable, Codable {
    package var name: String
    package var title: String
    package var type: ValueType
    package var isOptional: Bool
}

/// One filterable property of a property query.
package struct QueryPropertyMetadata: Sendable, Hashable, Codable {
    package var name: String
    package var type: ValueType
    package var comparators: [ComparatorKind]
}

/// One enum type.
package struct EnumMetadata: Sendable, Hashable, Codable {
    package var identifier: TypeIdentifier
    package var displayName: String
    package var cases: [EnumCaseMetadata]
}

/// One enum case: its stored value and display.
package struct EnumCaseMetadata: Sendable, Hashable, Codable {
    /// The raw value, as shortcuts save it.
    package var value: String
    package var title: String
    package var subtitle: String?
    package var systemImageName: String?
}

/// One App Shortcut.
package struct AppShortcutMetadata: Sendable, Hashable, Codable {
    /// The intent's identifier.
    package var intent: String
    /// The phrases with `${applicationName}` and `${parameter}` placeholders.
    package var phrases: [String]
    /// Every phrase with the app's name filled in; parameterized phrases once per value.
    package var expandedPhrases: [ExpandedPhrase]
    package var shortTitle: String?
    package var systemImageName: String?
    /// Parameter values the shortcut presets.
    package var presetValues: [String: MetadataValue]

    /// A phrase as a person would say it.
    package struct ExpandedPhrase: Sendable, Hashable, Codable {
        package var text: String
        /// The parameter the phrase sets, and its value.
        package var parameter: String?
        package var value: MetadataValue?
    }
}
