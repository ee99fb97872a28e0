/// Asks for a parameter's value and turns the answer into a value of the parameter's type.
enum ParameterPrompting {
    /// The options offered for a parameter: its options provider's results, an enum's cases,
    /// or an entity query's suggestions.
    static func options(for parameter: any AnyIntentParameter) async throws -> [PromptOption] {
        if let dynamic = try await parameter.dynamicOptionItems() {
            return dynamic.map { item in
                var option = option(for: item.value)
                if let display = item.display {
                    option.title = display.title.localizedString
                    option.subtitle = display.subtitle?.localizedString
                    option.systemImageName = display.image?.systemName
                }
                option.section = item.section
                return option
            }
        }
        switch parameter.valueKind {
        case .enumeration(let type), .array(.enumeration(let type)):
            return type.anyCases.map(option(for:))
        case .entity(let type), .array(.entity(let type)):
            return try await type.suggestedAnyEntities().map(option(for:))
        default:
            return []
        }
    }

    /// An option showing a value the way the value presents itself.
    static func option(for value: any Sendable) -> PromptOption {
        let sendable = value
        switch value {
        case let entity as any EntityValue:
            let rep = entity.displayRepresentation
            return PromptOption(
                title: rep.title.localizedString, subtitle: rep.subtitle?.localizedString,
                systemImageName: rep.image?.systemName, value: sendable)
        case let value as any AppEnum:
            let rep = value.caseDisplayRepresentation
            return PromptOption(
                title: rep.title.localizedString, subtitle: rep.subtitle?.localizedString,
                systemImageName: rep.image?.systemName, value: sendable)
        default:
            return PromptOption(title: IntentValueText.title(of: value), value: sendable)
        }
    }

    /// Asks for a value of `parameter` and returns it converted (not yet set).
    static func askValue(
        for parameter: any AnyIntentParameter, dialog: IntentDialog?, in context: IntentExecutionContext
    ) async throws -> (any Sendable)? {
        let options = try await self.options(for: parameter)
        let request = context.request(
            .value, parameter: parameter, dialog: dialog ?? parameter.requestValueDialog, options: options)
        let answer = try await context.ask(request)
        return try await convert(answer, options: options, for: parameter, in: context)
    }

    /// The value an answer denotes for a parameter.
    static func convert(
        _ answer: PromptAnswer, options: [PromptOption], for parameter: any AnyIntentParameter,
        in context: IntentExecutionContext
    ) async throws -> (any Sendable)? {
        let name = context.name(of: parameter)
        func invalid(_ message: String) -> IntentRunError {
            .invalidAnswer(intent: context.title, parameter: name, message: message)
        }
        switch answer {
        case .value(let value):
            return value
        case .option(let index):
            guard options.indices.contains(index) else {
                throw invalid("picks option \(index + 1) of \(options.count)")
            }
            let value = options[index].value
            return parameter.valueKind.isArray && !(value is any AnyArray) ? [value] : value
        case .options(let indices):
            guard let bad = indices.first(where: { !options.indices.contains($0) }) else {
                return indices.map { options[$0].value }
            }
            throw invalid("picks option \(bad + 1) of \(options.count)")
        case .text(let text):
            if text.isEmpty, parameter.isOptional { return nil }
            do {
                return try await IntentValueParsing.parse(text, as: parameter.valueKind, options: options)
            } catch {
                throw invalid(error.message)
            }
        case .confirmed:
            throw invalid("is yes or no, but a value was asked for")
        case .cancelled:
            throw IntentRunError.cancelled(intent: context.title)
        }
    }

    /// Sets a parameter, reporting a value that does not fit as an invalid answer.
    static func set(_ value: (any Sendable)?, on parameter: any AnyIntentParameter, in context: IntentExecutionContext)
        throws
    {
        do {
            try parameter.setAnyValue(value)
        } catch {
            throw IntentRunError.invalidAnswer(
                intent: context.title, parameter: context.name(of: parameter), message: error.message)
        }
    }
}
