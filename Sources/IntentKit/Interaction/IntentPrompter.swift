/// Asks the person running a shortcut for something: a value, a choice, a confirmation.
///
/// The host supplies one: the editor shows a modal, the command line asks on the terminal, a
/// run with no person present uses ``NonInteractivePrompter``, and tests use
/// ``ScriptedPrompter``. IntentKit calls it for every `requestValue`, `requestDisambiguation`,
/// `requestConfirmation`, `requestChoice`, `needs…Error` and for required parameters left empty.
package protocol IntentPrompter: Sendable {
    /// Answers one request; throw ``PromptUnavailable`` when no one can answer.
    func prompt(_ request: PromptRequest) async throws -> PromptAnswer
    /// Whether a person is at the host — the run is in the foreground (``IntentModes``). A
    /// prompter that answers from a script or from given answers may still say a person is
    /// there; one that can never ask says no.
    var hasPerson: Bool { get }
}

/// One question for the person.
package struct PromptRequest: Sendable {
    /// What is asked.
    package enum Kind: String, Sendable, Codable {
        /// A value for a parameter: type it or pick one of the options.
        case value
        /// One of several values for a parameter.
        case disambiguation
        /// Yes or no, about a value or about the whole action.
        case confirmation
        /// One of several options the intent offers.
        case choice
    }

    package var kind: Kind
    /// The identifier of the intent asking (`Books.AddBook`), or its type name before registration.
    package var intentIdentifier: String
    /// The title of the intent asking.
    package var intentTitle: String
    /// The parameter concerned, if any.
    package var parameter: PromptParameter?
    /// What to say.
    package var dialog: IntentDialog?
    /// The options to pick from (values, cases, suggested entities, choices).
    package var options: [PromptOption]
    /// Whether several options may be picked (list parameters).
    package var allowsMultiple: Bool
    /// The confirm button's label ("Order"), for confirmations.
    package var confirmationActionName: String?
    /// A snippet to show with the question.
    package var snippet: Snippet?

    package init(
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
    package var question: String {
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
package struct PromptParameter: Sendable, Hashable, Codable {
    /// The property name (`authorName`).
    package var name: String
    /// The title people read ("Author Name").
    package var title: String
    /// The type the answer must have.
    package var type: ValueType
    /// Whether the parameter may be left empty.
    package var isOptional: Bool
    /// The allowed range of a number.
    package var range: ParameterRange?

    package init(name: String, title: String, type: ValueType, isOptional: Bool, range: ParameterRange? = nil) {
        self.name = name
        self.title = title
        self.type = type
        self.isOptional = isOptional
        self.range = range
    }
}

/// One option of a prompt.
package struct PromptOption: Sendable {
    /// The text to show.
    package var title: String
    /// Secondary text.
    package var subtitle: String?
    /// An SF Symbols name for hosts that draw a glyph.
    package var systemImageName: String?
    /// The value picked with this option (an entity, a case, a choice).
    package var value: any Sendable
    /// The heading of the section the option is listed under (an ``IntentItemCollection``'s
    /// section title), or `nil`.
    package var section: String?

    package init(
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
package enum PromptAnswer: Sendable {
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
package struct PromptUnavailable: Error, Sendable {
    package var reason: String
    package init(reason: String) { self.reason = reason }
}

/// A prompter for runs with no person present: every question fails with a message saying what
/// was asked, so the run stops with a clear error instead of waiting.
package struct NonInteractivePrompter: IntentPrompter {
    package init() {}

    package var hasPerson: Bool { false }

    package func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        throw PromptUnavailable(reason: "no one is there to answer (the run is not interactive)")
    }
}
