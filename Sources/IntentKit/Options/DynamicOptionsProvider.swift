/// Supplies a parameter's choices at run time:
/// `@Parameter(title: "Soup", optionsProvider: SoupOptions())`.
///
/// `results()` returns a plain array or an ``IntentItemCollection`` of titled sections;
/// `defaultResult()` gives the value a parameter starts with when it has none.
public protocol DynamicOptionsProvider: Sendable {
    /// What ``results()`` returns: `[Value]` or `IntentItemCollection<Value>`.
    associatedtype Result: ResultsCollection
    /// The type of ``defaultResult()``.
    associatedtype DefaultValue: _IntentValue = Result.Result
    /// The choices, in the order shown.
    func results() async throws -> Result
    /// The value a parameter takes when it has none; `nil` (the default) leaves it empty.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }

    /// `ItemCollection { ItemSection("…") { … } }` inside ``results()``.
    public typealias ItemCollection = IntentItemCollection
    /// A section of an ``ItemCollection``.
    public typealias ItemSection<R: _IntentValue> = IntentItemSection<R>
    /// One item of an ``ItemSection``.
    public typealias Item<R: _IntentValue> = IntentItem<R>

    /// The provider as the closures an ``IntentParameter`` keeps.
    var optionItemsClosure: @Sendable () async throws -> [OptionItem] {
        { try await self.results().optionItems }
    }

    var defaultResultClosure: @Sendable () async -> (any Sendable)? {
        { await self.defaultResult() }
    }

    /// For a list parameter the default result is its one item.
    var defaultListResultClosure: @Sendable () async -> (any Sendable)? {
        { await self.defaultResult().map { [$0] } }
    }
}

// Apple's order: the provider comes last, after `inputConnectionBehavior`.
extension IntentParameter {
    /// A required parameter whose choices come from a ``DynamicOptionsProvider``.
    @_disfavoredOverload
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) where Provider.Result.Result == Value {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider.optionItemsClosure,
            defaultResult: optionsProvider.defaultResultClosure)
    }

    /// An optional parameter whose choices come from a ``DynamicOptionsProvider``.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Provider.Result.Result? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) where Value == Provider.Result.Result? {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider.optionItemsClosure,
            defaultResult: optionsProvider.defaultResultClosure)
    }

    /// A required list parameter whose items are chosen from a ``DynamicOptionsProvider``.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) where Value == [Provider.Result.Result] {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider.optionItemsClosure,
            defaultResult: optionsProvider.defaultListResultClosure)
    }

    /// An optional list parameter whose items are chosen from a ``DynamicOptionsProvider``.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: [Provider.Result.Result]? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) where Value == [Provider.Result.Result]? {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider.optionItemsClosure,
            defaultResult: optionsProvider.defaultListResultClosure)
    }
}
