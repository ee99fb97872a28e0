/// An error that makes IntentKit ask for a parameter's value and run `perform()` again.
///
/// Made by ``IntentParameter/needsValueError(_:)`` and
/// ``IntentParameter/needsDisambiguationError(among:dialog:)``; throw it from `perform()`.
public struct IntentParameterRequestError: Error, Sendable {
    enum Request: Sendable {
        case value
        case disambiguation(among: [any Sendable])
    }

    let parameter: any AnyIntentParameter
    let request: Request
    let dialog: IntentDialog?
}

// MARK: - Asking mid-run

extension IntentParameter {
    /// Asks the person for this parameter's value, stores it and returns it.
    ///
    /// ```swift
    /// let author = try await $authorName.requestValue("Who wrote the book?")
    /// ```
    @_disfavoredOverload
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        let context = try IntentExecutionContext.require("a value for \(title.key)")
        let value = try await ParameterPrompting.askValue(for: self, dialog: dialog, in: context)
        try ParameterPrompting.set(value, on: self, in: context)
        return wrappedValue
    }

    /// Asks for an optional parameter's value and returns it unwrapped, as Apple's does: the
    /// person gave one, or the run stops.
    public func requestValue<Wrapped>(_ dialog: IntentDialog? = nil) async throws -> Wrapped where Value == Wrapped? {
        let context = try IntentExecutionContext.require("a value for \(title.key)")
        let value = try await ParameterPrompting.askValue(for: self, dialog: dialog, in: context)
        try ParameterPrompting.set(value, on: self, in: context)
        guard let unwrapped = wrappedValue else {
            throw IntentRunError.missingValue(
                intent: context.title, parameter: title.key, reason: "no value was given")
        }
        return unwrapped
    }

    /// Asks the person to pick one of `values` for this parameter, stores it and returns it.
    public func requestDisambiguation(among values: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        let choice = try await disambiguate(values.map { $0 }, dialog: dialog)
        guard let typed = choice as? Value else { return wrappedValue }
        return typed
    }

    /// Asks whether `value` is right for this parameter; `true` if the person confirmed.
    ///
    /// ```swift
    /// guard try await $book.requestConfirmation(for: book, dialog: "Clear read state for \(book)?") else { … }
    /// ```
    public func requestConfirmation(for value: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        try await confirm(value, dialog: dialog)
    }

    /// An error that, thrown from `perform()`, asks for this parameter's value and runs again.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterRequestError {
        IntentParameterRequestError(parameter: self, request: .value, dialog: dialog)
    }

    /// An error that, thrown from `perform()`, asks the person to pick one of `values` for this
    /// parameter and runs again.
    public func needsDisambiguationError(among values: [Value], dialog: IntentDialog? = nil)
        -> IntentParameterRequestError
    {
        IntentParameterRequestError(parameter: self, request: .disambiguation(among: values), dialog: dialog)
    }

    func disambiguate(_ values: [any Sendable], dialog: IntentDialog?) async throws -> any Sendable {
        let context = try IntentExecutionContext.require("which \(title.key)")
        let options = values.map(ParameterPrompting.option(for:))
        let request = context.request(
            .disambiguation, parameter: self, dialog: dialog ?? requestDisambiguationDialog, options: options)
        let answer = try await context.ask(request)
        guard let choice = try await ParameterPrompting.convert(answer, options: options, for: self, in: context) else {
            throw IntentRunError.cancelled(intent: context.title)
        }
        try ParameterPrompting.set(choice, on: self, in: context)
        return choice
    }

    func confirm(_ value: any Sendable, dialog: IntentDialog?) async throws -> Bool {
        let context = try IntentExecutionContext.require("to confirm \(title.key)")
        let option = ParameterPrompting.option(for: value)
        let request = context.request(
            .confirmation, parameter: self,
            dialog: dialog ?? IntentDialog("Did you mean \(option.title)?"), options: [option])
        switch try await context.ask(request) {
        case .confirmed(let yes): return yes
        case .option(let index): return index == 0
        case .text(let text): return ["y", "yes", "true", "ok"].contains(text.lowercased())
        default: return false
        }
    }
}

extension IntentParameter {
    /// Asks the person to pick one of `values` for this optional parameter.
    public func requestDisambiguation<Wrapped: Sendable>(among values: [Wrapped], dialog: IntentDialog? = nil)
        async throws -> Wrapped
    where Value == Wrapped? {
        let choice = try await disambiguate(values.map { $0 }, dialog: dialog)
        guard let typed = choice as? Wrapped else { throw IntentRunError.cancelled(intent: title.localizedString) }
        return typed
    }

    /// Asks whether `value` is right for this optional parameter.
    public func requestConfirmation<Wrapped: Sendable>(for value: Wrapped, dialog: IntentDialog? = nil) async throws
        -> Bool
    where Value == Wrapped? {
        try await confirm(value, dialog: dialog)
    }

    /// An error that asks the person to pick one of `values` for this optional parameter.
    public func needsDisambiguationError<Wrapped: Sendable>(among values: [Wrapped], dialog: IntentDialog? = nil)
        -> IntentParameterRequestError
    where Value == Wrapped? {
        IntentParameterRequestError(parameter: self, request: .disambiguation(among: values), dialog: dialog)
    }
}
