/// Asking a person for a value of some kind outside an intent's parameters: for hosts that
/// ask on a shortcut's behalf (Ask Each Time, Ask for Input, a shortcut's input).
package enum ValuePrompting {
    /// The options to offer for a kind of value: an enum's cases, an entity query's suggestions.
    package static func options(for kind: IntentValueKind) async throws -> [PromptOption] {
        switch kind {
        case .enumeration(let type), .array(.enumeration(let type)):
            return type.anyCases.map(ParameterPrompting.option(for:))
        case .entity(let type), .array(.entity(let type)):
            return try await type.suggestedAnyEntities().map(ParameterPrompting.option(for:))
        default:
            return []
        }
    }

    /// An option showing a value as it presents itself (an entity's title, subtitle and image).
    package static func option(for value: any Sendable) -> PromptOption { ParameterPrompting.option(for: value) }

    /// The value an answer denotes for a kind; `nil` for an empty text answer when empty is allowed.
    package static func value(
        from answer: PromptAnswer, kind: IntentValueKind, options: [PromptOption], allowsEmpty: Bool = false
    )
        async throws(IntentValueParsing.Failure) -> (any Sendable)?
    {
        switch answer {
        case .value(let value): return value
        case .option(let index):
            guard options.indices.contains(index) else {
                throw .init(message: "picks option \(index + 1) of \(options.count)")
            }
            let value = options[index].value
            return kind.isArray && IntentValueConversion.elements(of: value) == nil ? [value] : value
        case .options(let indices):
            if let bad = indices.first(where: { !options.indices.contains($0) }) {
                throw .init(message: "picks option \(bad + 1) of \(options.count)")
            }
            return indices.map { options[$0].value }
        case .text(let text):
            if text.isEmpty, allowsEmpty { return nil }
            return try await IntentValueParsing.parse(text, as: kind, options: options)
        case .confirmed:
            throw .init(message: "is yes or no, but a value was asked for")
        case .cancelled:
            throw .init(message: "was cancelled")
        }
    }
}
