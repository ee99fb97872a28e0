/// What `perform()` returns. Build one with `.result(…)`:
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog & ShowsSnippetView {
///     return .result(value: trail, dialog: dialog, view: TrailInfoView(trail: trail))
/// }
/// ```
/// The protocols in the return type say what the action offers: ``ReturnsValue`` makes its
/// output a magic variable for later actions.
public protocol IntentResult: Sendable {
    /// The parts of this result, type-erased for hosts.
    var content: IntentResultContent { get }
}

/// A result that carries a value of type `Value` as the action's output.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that says something to the person.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet.
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent after this one, as "Open When Run" does.
public protocol OpensIntent: IntentResult {}

/// The parts of any result.
public struct IntentResultContent: Sendable {
    /// The output value, if the result has one.
    public var value: (any Sendable)?
    /// What to say.
    public var dialog: IntentDialog?
    /// What to show.
    public var snippet: Snippet?
    /// The intent to open afterwards.
    public var opensIntent: (any AppIntent)?
    /// The snippet intent that draws the result's snippet (IntentKit performs it and fills in
    /// ``snippet``).
    public var snippetIntent: (any SnippetIntent)?

    public init(
        value: (any Sendable)? = nil, dialog: IntentDialog? = nil, snippet: Snippet? = nil,
        opensIntent: (any AppIntent)? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.snippet = snippet
        self.opensIntent = opensIntent
    }
}

/// The one concrete result type behind every `.result(…)`. It conforms to each result protocol,
/// so any combination in a `perform()` signature is satisfied.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent {
    public internal(set) var content: IntentResultContent

    init(value: Value?, dialog: IntentDialog?, snippet: Snippet?, opensIntent: (any AppIntent)?) {
        content = IntentResultContent(value: value, dialog: dialog, snippet: snippet, opensIntent: opensIntent)
    }

    /// The value it returns, if any.
    public var value: Value? { content.value as? Value }
    /// What it says.
    public var dialog: IntentDialog? { content.dialog }
    /// The intent it opens, if any.
    public var opensIntent: (any AppIntent)? { content.opensIntent }

    /// The output type, or `nil` for results without a value.
    static var outputKind: IntentValueKind? {
        if Value.self == Never.self { return nil }
        return (Value.self as? any _IntentValue.Type)?.intentValueKind
    }
}

/// Reads the output type of any `perform()` return type.
func outputKind(of resultType: Any.Type) -> IntentValueKind? {
    (resultType as? any ResultTypeDescribing.Type)?.describedOutputKind
}

protocol ResultTypeDescribing {
    static var describedOutputKind: IntentValueKind? { get }
}

extension IntentResultContainer: ResultTypeDescribing {
    static var describedOutputKind: IntentValueKind? { outputKind }
}

// MARK: - Building results

extension IntentResult {
    /// A result with nothing in it: the action is done.
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, snippet: nil, opensIntent: nil)
    }

    /// A result that says, shows or opens something, without an output value.
    public static func result(
        opensIntent: (any AppIntent)? = nil,
        dialog: IntentDialog? = nil,
        view: (any SnippetView)? = nil
    ) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: view?.snippet, opensIntent: opensIntent)
    }

    /// A result with an output value, and optionally something to say, show or open.
    public static func result<Value: Sendable>(
        value: Value,
        opensIntent: (any AppIntent)? = nil,
        dialog: IntentDialog? = nil,
        view: (any SnippetView)? = nil
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: view?.snippet, opensIntent: opensIntent)
    }

    /// A result with an output value and a snippet built in a trailing closure.
    public static func result<Value: Sendable>(
        value: Value,
        opensIntent: (any AppIntent)? = nil,
        dialog: IntentDialog? = nil,
        @SnippetBuilder content: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog, snippet: content(), opensIntent: opensIntent)
    }

    /// A result with a snippet built in a trailing closure, and no output value.
    public static func result(
        opensIntent: (any AppIntent)? = nil,
        dialog: IntentDialog? = nil,
        @SnippetBuilder content: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, snippet: content(), opensIntent: opensIntent)
    }
}
