/// Why running an intent did not finish. Every case names the intent (by title) and, where one
/// is concerned, the parameter, so hosts can show a message a person can act on.
package enum IntentRunError: Error, Sendable, CustomStringConvertible {
    /// The person declined a confirmation or cancelled a prompt.
    case cancelled(intent: String)
    /// A required parameter had no value, and nobody could be asked for one.
    case missingValue(intent: String, parameter: String, reason: String)
    /// The intent asked something (a choice, a confirmation), and nobody could answer.
    case promptUnavailable(intent: String, question: String, reason: String)
    /// An answer could not be used for the parameter.
    case invalidAnswer(intent: String, parameter: String, message: String)
    /// A value was given for a parameter the intent does not have.
    case unknownParameter(intent: String, parameter: String, known: [String])
    /// A value given for a parameter does not fit it.
    case invalidValue(intent: String, parameter: String, problem: ParameterValueError)
    /// `perform()` threw; `message` is the error's localized text.
    case failed(intent: String, message: String, underlying: any Error)
    /// `perform()` kept asking for values (`needs…Error`) more times than IntentKit allows.
    case tooManyRetries(intent: String, count: Int)

    package var description: String {
        switch self {
        case .cancelled(let intent):
            "\(intent): cancelled"
        case .missingValue(let intent, let parameter, let reason):
            "\(intent): parameter '\(parameter)' needs a value, but \(reason)"
        case .promptUnavailable(let intent, let question, let reason):
            "\(intent) asked \"\(question)\", but \(reason)"
        case .invalidAnswer(let intent, let parameter, let message):
            "\(intent): the answer for '\(parameter)' \(message)"
        case .unknownParameter(let intent, let parameter, let known):
            "\(intent) has no parameter '\(parameter)'"
                + (known.isEmpty ? "" : " (it has: \(known.joined(separator: ", ")))")
        case .invalidValue(let intent, let parameter, let problem):
            "\(intent): parameter '\(parameter)' \(problem.message)"
        case .failed(let intent, let message, _):
            "\(intent) failed: \(message)"
        case .tooManyRetries(let intent, let count):
            "\(intent) asked for values \(count) times without finishing"
        }
    }

    /// The text of any error thrown by an intent: its localized string resource if it has one,
    /// its `LocalizedError` description, or its description.
    package static func message(for error: any Error) -> String {
        if let error = error as? IntentRunError { return error.description }
        if let convertible = error as? any CustomLocalizedStringResourceConvertible {
            return convertible.localizedStringResource.localizedString
        }
        return String(describing: error)
    }
}
