// iOS 17's parameter presentation for App Shortcuts: how a parameterized shortcut's tiles are
// titled and which options collections group them. IntentKit accepts it with Apple's shape and
// keeps the shortcut as it would without it (phrases expand per suggested value, as before).

/// How a parameterized App Shortcut is presented.
public struct AppShortcutParameterPresentation<
    Intent: AppIntent, Value: _IntentValue, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
> {
    public init<Spec: AppShortcutOptionsCollectionSpecification>(
        for keyPath: ParameterKeyPath,
        summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>,
        @AppShortcutOptionsCollectionSpecificationBuilder<Value> optionsCollections: () -> Spec
    ) {}

    public init(
        for keyPath: ParameterKeyPath,
        summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>
    ) {}
}

/// The summary of a parameter presentation: `"Open \(\.$book)"`.
public struct AppShortcutParameterPresentationSummary<
    Intent: AppIntent, Value: _IntentValue, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
> {
    public init(
        _ summaryString: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>,
        table: StaticString? = nil
    ) {}
}

/// The text of a parameter presentation's summary, with the parameter interpolated.
public struct AppShortcutParameterPresentationSummaryString<
    Intent: AppIntent, Value: _IntentValue, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
>: ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ subject: ParameterKeyPath) {}
    }
}

/// The title of a parameterized tile: `Title(specific: "\(\.$book)", generic: "Book")`.
public struct AppShortcutParameterPresentationTitle<
    Intent: AppIntent, Value: _IntentValue, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
> {
    public init(
        specific: AppShortcutParameterPresentationTitleString<Intent, Value, Parameter, ParameterKeyPath>,
        generic: StaticString, table: StaticString? = nil
    ) {}
}

/// The specific title's text, with the parameter interpolated.
public struct AppShortcutParameterPresentationTitleString<
    Intent: AppIntent, Value: _IntentValue, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
>: ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ subject: ParameterKeyPath) {}
    }
}

/// A group of a parameter's values, offered as tiles: `OptionsCollection(Provider(), title: "Recent")`.
public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: AppShortcutOptionsCollectionProtocol {
    public let dynamicOptionsProvider: Provider
    public let title: LocalizedStringResource
    public let systemImageName: String?

    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.dynamicOptionsProvider = dynamicOptionsProvider
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// What any options collection offers.
public protocol AppShortcutOptionsCollectionProtocol {
    associatedtype Provider: DynamicOptionsProvider
    var dynamicOptionsProvider: Provider { get }
    var title: LocalizedStringResource { get }
    var systemImageName: String? { get }
}

/// The options collections of a parameter presentation.
public protocol AppShortcutOptionsCollectionSpecification<Value>: Sequence
where Element == any AppShortcutOptionsCollectionProtocol {
    associatedtype Value: _IntentValue
}

/// The options collections of a parameter presentation, as a list.
public struct _AppShortcutOptionsCollections<Value: _IntentValue>: AppShortcutOptionsCollectionSpecification {
    let collections: [any AppShortcutOptionsCollectionProtocol]
    public func makeIterator() -> IndexingIterator<[any AppShortcutOptionsCollectionProtocol]> {
        collections.makeIterator()
    }
}

/// Builds a parameter presentation's options collections.
@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder<Value: _IntentValue> {
    public static func buildExpression<C: AppShortcutOptionsCollectionProtocol>(_ collection: C)
        -> [any AppShortcutOptionsCollectionProtocol]
    { [collection] }
    public static func buildBlock(_ parts: [any AppShortcutOptionsCollectionProtocol]...)
        -> _AppShortcutOptionsCollections<Value>
    { _AppShortcutOptionsCollections(collections: parts.flatMap { $0 }) }
}

extension AppShortcutsProvider {
    /// `OptionsCollection(provider, title:systemImageName:)` in a parameter presentation.
    public typealias OptionsCollection = AppShortcutOptionsCollection
}

/// Something that lists App Shortcuts.
public protocol AppShortcutsContent {
    var appShortcuts: [AppShortcut] { get }
}

/// A phrase that should not start the app's shortcuts.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with `${applicationName}` for the app's name.
    public let text: String

    public init(_ phraseKey: String) { text = phraseKey }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }
}

/// The phrases that should not start the app's shortcuts.
public struct NegativeAppShortcutPhrases: Sendable {
    public let phrases: [NegativeAppShortcutPhrase]
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

extension AppShortcut {
    /// An App Shortcut with a parameter presentation (accepted; the shortcut is kept as without it).
    public init<Intent: AppIntent, Value, Parameter, ParameterKeyPath>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String,
        parameterPresentation: AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>
    ) {
        self.init(intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
    }
}
