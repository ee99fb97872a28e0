import IntentKit

/// `interaction/prompt` params (app → host): one question for the person, asked while the
/// request `requestId` (an `intent/perform`) runs. The kinds are IntentKit's: a value for a
/// parameter, a disambiguation between values, a confirmation, a choice between options.
package struct PromptParams: Sendable, Hashable, Codable {
    /// The host's `intent/perform` request this question belongs to.
    package var requestId: RPCID
    package var kind: PromptRequest.Kind
    /// The identifier of the intent asking.
    package var intent: String
    package var intentTitle: String
    package var parameter: PromptParameter?
    package var dialog: WireDialog?
    /// The question as one line, with IntentKit's default when there is no dialog.
    package var question: String
    package var options: [WirePromptOption]
    /// Whether several options may be picked.
    package var allowsMultiple: Bool
    /// The confirm button's label, for confirmations.
    package var confirmationActionName: String?
    package var snippet: Snippet?

    package init(
        requestId: RPCID, kind: PromptRequest.Kind, intent: String, intentTitle: String,
        parameter: PromptParameter? = nil, dialog: WireDialog? = nil, question: String,
        options: [WirePromptOption] = [], allowsMultiple: Bool = false, confirmationActionName: String? = nil,
        snippet: Snippet? = nil
    ) {
        self.requestId = requestId
        self.kind = kind
        self.intent = intent
        self.intentTitle = intentTitle
        self.parameter = parameter
        self.dialog = dialog
        self.question = question
        self.options = options
        self.allowsMultiple = allowsMultiple
        self.confirmationActionName = confirmationActionName
        self.snippet = snippet
    }
}

/// One option of a prompt: what to show, and the value it stands for when it has one on the
/// wire (a choice's options have none: the answer picks them by index).
package struct WirePromptOption: Sendable, Hashable, Codable {
    package var title: String
    package var subtitle: String?
    package var systemImageName: String?
    package var value: WireValue?
    /// The heading of the section the option is listed under (an `IntentItemCollection`'s
    /// section), or `nil`.
    package var section: String?

    package init(
        title: String, subtitle: String? = nil, systemImageName: String? = nil, value: WireValue? = nil,
        section: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.systemImageName = systemImageName
        self.value = value
        self.section = section
    }
}

/// `interaction/prompt` result: the person's answer, a one-key object as IntentKit's
/// ``PromptAnswer``: `{"text": "…"}`, `{"option": 2}`, `{"options": [0, 2]}`,
/// `{"value": <value>}`, `{"confirmed": true}` or `{"cancelled": true}`.
package enum WirePromptAnswer: Sendable, Hashable, Codable {
    case text(String)
    case option(Int)
    case options([Int])
    case value(WireValue)
    case confirmed(Bool)
    case cancelled

    private enum Key: String, CodingKey { case text, option, options, value, confirmed, cancelled }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "an answer is an object with exactly one key"))
        }
        switch key {
        case .text: self = .text(try c.decode(String.self, forKey: key))
        case .option: self = .option(try c.decode(Int.self, forKey: key))
        case .options: self = .options(try c.decode([Int].self, forKey: key))
        case .value: self = .value(try c.decode(WireValue.self, forKey: key))
        case .confirmed: self = .confirmed(try c.decode(Bool.self, forKey: key))
        case .cancelled: self = .cancelled
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let v): try c.encode(v, forKey: .text)
        case .option(let v): try c.encode(v, forKey: .option)
        case .options(let v): try c.encode(v, forKey: .options)
        case .value(let v): try c.encode(v, forKey: .value)
        case .confirmed(let v): try c.encode(v, forKey: .confirmed)
        case .cancelled: try c.encode(true, forKey: .cancelled)
        }
    }
}
