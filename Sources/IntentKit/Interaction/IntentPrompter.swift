/// Asks the person running a shortcut for something: a value, a choice, a confirmation.
///
/// The host supplies one: the editor shows a modal, the command line asks on the terminal, a
/// run with no person present uses ``NonInteractivePrompter``, and tests use
/// ``ScriptedPrompter``. IntentKit calls it for every `requestValue`, `requestDisambiguation`,
/// `requestConfirmation`, `requestChoice`, `needs…Error` and for required parameters left empty.
public protocol IntentPrompter: Sendable {
    /// Answers one request; throw ``PromptUnavailable`` when no one can answer.
    func prompt(_ request: PromptRequest) async throws -> PromptAnswer
}

/// One question for the person.
public struct PromptRequest: Sendable {
    /// What is asked.
    public enum Kind: String, Sendable, Codable {
        /// A value for a parameter: type it or pick one of the options.
        case value
        /// One of several values for a parameter.
        case disambiguation
        /// Yes or no, about a value or about the whole action.
        case confirmation
        /// One of several options the intent offers.
        case choice
    }

    public var kind: Kind
    /// The identifier of the intent asking (`Books.AddBook`), or its type name before registration.
    public var intentIdentifier: String
    /// The title of the intent asking.
    public var intentTitle: String
    /// The parameter concerned, if any.
    public var parameter: PromptParameter?
    /// What to say.
    public var dialog: IntentDialog?
    /// The options to pick from (values, cases, suggested entities, choices).
    public var options: [PromptOption]
    /// Whether several options may be picked (list parameters).
    public var allowsMultiple: Bool
    /// The confirm button's label ("Order"), for confirmations.
    public var confirmationActionName: String?
    /// A snippet to show with the question.
    public var snippet: Snippet?

    public init(
        kind: Kind, intentIdentifier: String, intentTitle: String, parameter: PromptParameter? = nil,
        dialog: IntentDialog? = nil, options: [PromptOption] = [], allowsMultiple: Bool = false,
        confirmationActionName: String? = nil, snippet: Snippet? = nil
    ) {
        self.kind = kind
        self.intentIdentifier = intentIdentifier
        self.intentTitle = intentTitle
        self.parameter = parameter
        self.dialog = dialog
        self.options = options
        self.allowsMultiple = allowsMultiple
        self.confirmationActionName = confirmationActionName
        self.snippet = snippet
    }

    /// The question as one line of text: the dialog, or a default built from the parameter.
    public var question: String {
        if let dialog { return dialog.full.localizedString }
        switch kind {
        case .value: return parameter.map { "Enter \($0.title)" } ?? "Enter a value"
        case .disambiguation: return parameter.map { "Which \($0.title)?" } ?? "Which one?"
        case .confirmation: return "Are you sure you want to run \(intentTitle)?"
        case .choice: return "Choose one"
        }
    }
}

/// The parameter a prompt is about. Codable: the app protocol carries it as it is.
public struct PromptParameter: Sendable, Hashable, Codable {
    /// The property name (`authorName`).
    public var name: String
    /// The title people read ("Author Name").
    public var title: String
    /// The type the answer must have.
    public var type: ValueType
    /// Whether the parameter may be left empty.
    public var isOptional: Bool
    /// The allowed range of a number.
    public var range: ParameterRange?

    public init(name: String, title: String, type: ValueType, isOptional: Bool, range: ParameterRange? = nil) {
        self.name = name
        self.title = title
        self.type = type
        self.isOptional = isOptional
        self.range = range
    }
}

/// One option of a prompt.
public struct PromptOption: Sendable {
    /// The text to show.
    public var title: String
    /// Secondary text.
    public var subtitle: String?
    /// An SF Symbols name for hosts that draw a glyph.
    public var systemImageName: String?
    /// The value picked with this option (an entity, a case, a choice).
    public var value: any Sendable
    /// The heading of the section the option is listed under (an ``IntentItemCollection``'s
    /// section title), or `nil`.
    public var section: String?

    public init(
        title: String, subtitle: String? = nil, systemImageName: String? = nil, value: any Sendable,
        section: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.systemImageName = systemImageName
        self.value = value
        self.section = section
    }
}

/// The person's answer.
public enum PromptAnswer: Sendable {
    /// Typed text, converted to the parameter's type (numbers, dates, yes/no, URLs, case names,
    /// or the title of one of the options).
    case text(String)
    /// The option at this index.
    case option(Int)
    /// Several options, for list parameters.
    case options([Int])
    /// A value of the parameter's type, given directly (by hosts that build values themselves).
    case value(any Sendable)
    /// Yes or no, for confirmations.
    case confirmed(Bool)
    /// The person cancelled; the run stops.
    case cancelled
}

/// Thrown by a prompter when nobody can answer, such as in a run with no terminal.
public struct PromptUnavailable: Error, Sendable {
    public var reason: String
    public init(reason: String) { self.reason = reason }
}

/// A prompter for runs with no person present: every question fails with a message saying what
/// was asked, so the run stops with a clear error instead of waiting.
public struct NonInteractivePrompter: IntentPrompter {
    public init() {}

    public func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        throw PromptUnavailable(reason: "no one is there to answer (the run is not interactive)")
    }
}
