// The spellings of the App Intents betas that the seed documents use. They compile, and the
// compiler points to the released name.

/// Pre-release name of ``IntentResult``.
@available(*, deprecated, renamed: "IntentResult")
public typealias PerformResult = IntentResult

/// Pre-release name of ``IntentResult``.
@available(*, deprecated, renamed: "IntentResult")
public typealias IntentPerformResult = IntentResult

extension IntentResult where Self == IntentResultContainer<Never> {
    /// Pre-release spelling of `.result()`.
    @available(*, deprecated, message: "use .result()")
    public static var finished: Self { .result() }
}

extension IntentResult {
    /// Pre-release spelling of `.result(dialog:)`.
    @available(*, deprecated, message: "use .result(dialog:)")
    public static func finished(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> {
        .result(dialog: dialog)
    }

    /// Pre-release spelling of `.result(value:opensIntent:dialog:)`.
    @available(*, deprecated, message: "use .result(value:opensIntent:dialog:)")
    public static func finished<Value: Sendable>(
        value: Value, dialog: IntentDialog? = nil, showResultIntent: (any AppIntent)? = nil
    ) -> Self where Self == IntentResultContainer<Value> {
        .result(value: value, opensIntent: showResultIntent, dialog: dialog)
    }

    /// Pre-release spelling of `.result(value:dialog:content:)`.
    @available(*, deprecated, message: "use .result(value:dialog:content:)")
    public static func finished<Value: Sendable>(
        value: Value, dialog: IntentDialog? = nil, @SnippetBuilder view: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Value> {
        .result(value: value, dialog: dialog, content: view)
    }
}

extension AppIntent {
    /// Pre-release spelling of ``requestConfirmation(result:confirmationActionName:showPrompt:)``.
    @available(*, deprecated, message: "use requestConfirmation(result:confirmationActionName:showPrompt:)")
    public func requestConfirmation<Value: Sendable>(output: IntentResultContainer<Value>) async throws {
        try await requestConfirmation(result: output)
    }
}

extension IntentParameter {
    /// Pre-release form that is thrown: `throw $authorName.requestValue("Who wrote the book?")`.
    /// It asks for the value and runs `perform()` again, like ``needsValueError(_:)``.
    @available(*, deprecated, message: "use try await requestValue(_:) or throw needsValueError(_:)")
    @_disfavoredOverload
    public func requestValue(_ dialog: IntentDialog? = nil) -> IntentParameterRequestError {
        needsValueError(dialog)
    }
}

extension EntityQueryProperty {
    /// Pre-release form naming the property's value: `Property(keyPath: \BookEntity.title) { … }`.
    @available(*, deprecated, message: "use Property(\\.$name) { … }")
    @_disfavoredOverload
    public init<Value: _IntentValue>(
        keyPath: KeyPath<Entity, Value> & Sendable,
        @EntityQueryComparatorsBuilder<Value, Mapping> _ comparators: () -> [EntityQueryComparator<Value, Mapping>]
    ) {
        self.init(valueKeyPath: keyPath, comparators: comparators())
    }

    /// Pre-release form for an optional property: its comparators receive the wrapped type.
    @available(*, deprecated, message: "use Property(\\.$name) { … }")
    public init<Value: _IntentValue>(
        keyPath: KeyPath<Entity, Value?> & Sendable,
        @EntityQueryComparatorsBuilder<Value, Mapping> _ comparators: () -> [EntityQueryComparator<Value, Mapping>]
    ) {
        self.init(valueKeyPath: keyPath, comparators: comparators())
    }
}
