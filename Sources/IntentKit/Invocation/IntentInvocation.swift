import Foundation

/// One run of an intent: a fresh intent value, its parameters set by name, `perform()` under a
/// prompter. This is the API a shortcut runner uses.
///
/// ```swift
/// let run = IntentInvocation(AddBook.self, identifier: "Books.AddBook")
/// try run.setValue("Dune", for: "title")
/// let outcome = try await run.perform(prompter: NonInteractivePrompter())
/// print(outcome.value as? BookEntity, outcome.dialog?.full)
/// ```
///
/// Before `perform()`, every required parameter still empty is asked for (with the query's
/// suggestions or the enum's cases as options). A `needsValueError` or
/// `needsDisambiguationError` thrown from `perform()` asks and runs it again, up to
/// ``maximumRetries`` times. Every failure is an ``IntentRunError`` naming the intent.
package struct IntentInvocation: Sendable {
    /// How many times `perform()` may ask for values with a `needs…Error` before the run fails.
    package static let maximumRetries = 8

    /// The intent being run.
    package let intent: any AppIntent
    /// The identifier prompts and errors name (`Books.AddBook`).
    package let identifier: String
    /// The intent's parameters by property name, in declaration order.
    package let parameters: [(name: String, parameter: any AnyIntentParameter)]
    /// Whether the intent is a ``ProgressReportingIntent``, whose progress a run samples.
    let reportsProgress: Bool
    /// How far a ``ProgressReportingIntent`` has got; hosts read `fractionCompleted` while it runs.
    ///
    /// Made without a parent: `Progress(totalUnitCount:)` looks for the thread's current
    /// progress in its thread dictionary each time, and a runner makes an invocation per action.
    package let progress = Progress(parent: nil, userInfo: nil)

    /// A run of a fresh intent of `type`.
    package init(_ type: any AppIntent.Type, identifier: String? = nil) {
        let made = IntentParameterTable.make(type)
        intent = made.intent
        parameters = made.parameters
        reportsProgress = made.reportsProgress
        self.identifier = identifier ?? TypeIdentifiers.identifier(for: type).rawValue
    }

    var title: String { type(of: intent).title.localizedString }

    /// The parameter with this property name.
    package func parameter(named name: String) -> (any AnyIntentParameter)? {
        parameters.first { $0.name == name }?.parameter
    }

    /// Sets a parameter by name. `nil` empties it.
    ///
    /// - Throws: ``IntentRunError/unknownParameter(intent:parameter:known:)`` or
    ///   ``IntentRunError/invalidValue(intent:parameter:problem:)``.
    package func setValue(_ value: (any Sendable)?, for name: String) throws(IntentRunError) {
        guard let parameter = parameter(named: name) else {
            throw .unknownParameter(intent: title, parameter: name, known: parameters.map(\.name))
        }
        do {
            try parameter.setAnyValue(value)
        } catch {
            throw .invalidValue(intent: title, parameter: name, problem: error)
        }
    }

    /// What a snippet intent draws, with itself as the snippet's source (what refreshes it). It
    /// draws after the action's work is done, so what goes wrong says so in the snippet rather
    /// than fail the action: a required parameter with no value (read, it would stop the
    /// program), or an error it throws.
    static func snippet(of drawing: some SnippetIntent) async -> Snippet {
        for (_, parameter) in intentParameters(of: drawing) where !parameter.isOptional && !parameter.hasValue {
            return Snippet(blocks: [
                .text("The snippet cannot be drawn: its \(parameter.title.localizedString) has no value", style: .muted)
            ])
        }
        do {
            var snippet = try await drawing.perform().content.snippet ?? Snippet()
            snippet.source = SnippetAction(drawing)
            return snippet
        } catch {
            return Snippet(blocks: [
                .text("The snippet cannot be drawn: \(IntentRunError.message(for: error))", style: .muted)
            ])
        }
    }

    /// Runs the intent. Questions go to `prompter`; cancellation of the calling task is honoured
    /// between prompts and retries.
    package func perform(prompter: any IntentPrompter) async throws(IntentRunError) -> IntentOutcome {
        let modes = type(of: intent).supportedModes
        guard prompter.hasPerson || modes.startsWithoutAPerson else {
            throw .failed(
                intent: title,
                message:
                    "it runs only in the foreground, with a person at the editor or an interactive terminal, "
                    + "and this run has nobody there (an automation, a run without input, or an agent's)",
                underlying: PromptUnavailable(reason: "the intent's supportedModes has no background mode"))
        }
        let context = IntentExecutionContext(
            intent: intent, identifier: identifier, prompter: prompter, progress: progress,
            mode: IntentExecutionContext.ModeBox(modes.current(withPerson: prompter.hasPerson)))
        do {
            return try await IntentExecutionContext.$current.withValue(context) {
                try await resolveRequiredParameters(in: context)
                try await confirmOwnership(in: context)
                var retries = 0
                while true {
                    try Task.checkCancellation()
                    do {
                        var content = try await intent.perform().content
                        // Drawn once the work is done, outside the retries: a question or an
                        // error of the drawing does not run the action again.
                        if let drawing = content.snippetIntent {
                            content.snippet = await Self.snippet(of: drawing)
                        } else if let drawing = intent as? any SnippetIntent, content.snippet != nil {
                            // A snippet intent run as an action draws its own snippet, and
                            // refreshes it.
                            content.snippet?.source = SnippetAction(drawing)
                        }
                        return IntentOutcome(content)
                    } catch let request as IntentParameterRequestError {
                        retries += 1
                        if retries > Self.maximumRetries {
                            throw IntentRunError.tooManyRetries(intent: title, count: retries - 1)
                        }
                        try await answer(request, in: context)
                    } catch let error as AppIntentError {
                        switch error.kind {
                        case .restartPerform:
                            retries += 1
                            if retries > Self.maximumRetries {
                                throw IntentRunError.tooManyRetries(intent: title, count: retries - 1)
                            }
                        case .continueInForeground(let dialog, let continuation):
                            try await context.continueInForeground(dialog)
                            try await continuation?()
                            return IntentOutcome(
                                IntentResultContent(value: nil, dialog: nil, snippet: nil, opensIntent: nil))
                        }
                    }
                }
            }
        } catch let error as IntentRunError {
            throw error
        } catch is CancellationError {
            throw .cancelled(intent: title)
        } catch {
            throw .failed(intent: title, message: IntentRunError.message(for: error), underlying: error)
        }
    }

    private func resolveRequiredParameters(in context: IntentExecutionContext) async throws {
        for (_, parameter) in parameters where !parameter.isOptional && !parameter.hasValue {
            try Task.checkCancellation()
            // An options provider's `defaultResult()` fills the parameter before anyone is asked.
            if let value = await parameter.dynamicDefaultValue(), (try? parameter.setAnyValue(value)) != nil {
                continue
            }
            let value = try await ParameterPrompting.askValue(for: parameter, dialog: nil, in: context)
            try ParameterPrompting.set(value, on: parameter, in: context)
        }
    }

    private func answer(_ request: IntentParameterRequestError, in context: IntentExecutionContext) async throws {
        switch request.request {
        case .value:
            let value = try await ParameterPrompting.askValue(
                for: request.parameter, dialog: request.dialog, in: context)
            try ParameterPrompting.set(value, on: request.parameter, in: context)
        case .disambiguation(let values):
            let options = values.map(ParameterPrompting.option(for:))
            let prompt = context.request(
                .disambiguation, parameter: request.parameter,
                dialog: request.dialog ?? request.parameter.requestDisambiguationDialog, options: options)
            let answer = try await context.ask(prompt)
            let value = try await ParameterPrompting.convert(
                answer, options: options, for: request.parameter, in: context)
            try ParameterPrompting.set(value, on: request.parameter, in: context)
        }
    }
}

/// What a finished run produced.
package struct IntentOutcome: Sendable {
    /// The output value (a magic variable for later actions), if any.
    package var value: (any Sendable)?
    /// What the intent said.
    package var dialog: IntentDialog?
    /// What the intent showed.
    package var snippet: Snippet?
    /// The intent it asks to open next ("Open When Run").
    package var opensIntent: (any AppIntent)?
    /// What an intent that is not a Swift type here asks to open next, as its summary ("Open
    /// Dracula"): an app in another process names it, with no intent value to render.
    package var opensSummary: String?

    /// An outcome a host made itself, for an intent that is not a Swift type (a script's output,
    /// an app in another process's answer).
    package init(
        value: (any Sendable)?, dialog: IntentDialog? = nil, snippet: Snippet? = nil, opensSummary: String? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.snippet = snippet
        self.opensSummary = opensSummary
    }

    init(_ content: IntentResultContent) {
        value = Self.bridge(flattenOptional(content.value))
        dialog = content.dialog
        snippet = content.snippet
        opensIntent = content.opensIntent
    }

    /// A bridged value (an ``IntentFile``, a `Measurement`) leaves the intent as the kind hosts
    /// know (its URL, an ``IntentMeasurement``), in lists too.
    static func bridge(_ value: (any Sendable)?) -> (any Sendable)? {
        if let value, IntentValueConversion.isPlainScalar(value) { return value }
        if let bridged = value as? any BridgedIntentValue { return bridged.bridgedValue }
        if let items = value.flatMap({ IntentValueConversion.elements(of: $0) }),
            items.contains(where: { $0 is any BridgedIntentValue })
        {
            return items.map { ($0 as? any BridgedIntentValue)?.bridgedValue ?? $0 }
        }
        return value
    }
}
