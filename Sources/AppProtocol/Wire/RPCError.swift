/// A JSON-RPC error: a code, a message a person can read, and optional details.
///
/// Handlers throw it to answer a request with an error; the peer turns other errors into
/// ``RPCErrorCode/internalError``.
package struct RPCError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    package var code: Int
    package var message: String
    package var data: RPCErrorData?

    package init(_ code: RPCErrorCode, _ message: String, data: RPCErrorData? = nil) {
        self.init(code: code.rawValue, message: message, data: data)
    }

    package init(code: Int, message: String, data: RPCErrorData? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The known code, if it is one.
    package var knownCode: RPCErrorCode? { RPCErrorCode(rawValue: code) }

    package var description: String { "\(message) (error \(code))" }
}

/// The error codes of the protocol: JSON-RPC's own, LSP's cancel, and ours (outside
/// -32768…-32000, which JSON-RPC reserves).
package enum RPCErrorCode: Int, Sendable, Codable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// The request was cancelled with `$/cancelRequest` (LSP's code); the answer still comes.
    case requestCancelled = -32800

    /// None of the offered protocol versions is spoken; `data.supportedVersions` lists those that are.
    case unsupportedProtocolVersion = 1000
    /// A request came before `initialize`.
    case notInitialized = 1001
    /// No intent has this identifier.
    case unknownIntent = 1010
    /// No entity type of the app has this identifier (or it is transient).
    case unknownEntityType = 1011
    /// The entity type's query cannot do this (no string search, no property query…).
    case unsupportedQuery = 1012
    /// An entity named by a value no longer exists; `data.parameter` names the parameter.
    case missingEntity = 1013
    /// A value does not fit its parameter; `data.parameter` names it.
    case invalidValue = 1014
    /// The intent did not finish; `data.failure` says why, as IntentKit does.
    case intentFailed = 1020
    /// The app's query threw.
    case queryFailed = 1021
    /// Host → app, answering `interaction/prompt`: nobody can answer (`data.reason`).
    case promptUnavailable = 1030
}

/// The details an error may carry.
package struct RPCErrorData: Sendable, Hashable, Codable {
    /// For ``RPCErrorCode/unsupportedProtocolVersion``: the versions the app speaks.
    package var supportedVersions: [Int]?
    /// The parameter concerned.
    package var parameter: String?
    /// For ``RPCErrorCode/promptUnavailable``: why nobody can answer.
    package var reason: String?
    /// For ``RPCErrorCode/intentFailed``: how the run ended.
    package var failure: IntentFailure?

    package init(
        supportedVersions: [Int]? = nil, parameter: String? = nil, reason: String? = nil,
        failure: IntentFailure? = nil
    ) {
        self.supportedVersions = supportedVersions
        self.parameter = parameter
        self.reason = reason
        self.failure = failure
    }
}

/// Why an intent's run did not finish, as IntentKit's `IntentRunError` says it.
package struct IntentFailure: Sendable, Hashable, Codable {
    /// The case of `IntentRunError`.
    package enum Kind: String, Sendable, Hashable, Codable {
        case cancelled, missingValue, promptUnavailable, invalidAnswer, unknownParameter, invalidValue, failed
        case tooManyRetries
    }

    package var kind: Kind
    /// The intent's title.
    package var intent: String
    package var parameter: String?
    /// The question asked, for `promptUnavailable`.
    package var question: String?
    /// Why it stopped, in words (the reason, the message, the problem).
    package var message: String?
    /// The parameters the intent has, for `unknownParameter`.
    package var known: [String]?
    /// How many times values were asked for, for `tooManyRetries`.
    package var count: Int?

    package init(
        kind: Kind, intent: String, parameter: String? = nil, question: String? = nil, message: String? = nil,
        known: [String]? = nil, count: Int? = nil
    ) {
        self.kind = kind
        self.intent = intent
        self.parameter = parameter
        self.question = question
        self.message = message
        self.known = known
        self.count = count
    }
}
