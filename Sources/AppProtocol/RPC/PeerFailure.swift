/// Why a request made through a ``JSONRPCPeer`` got no result.
package enum PeerFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The other side answered with an error.
    case remote(RPCError)
    /// The connection ended before the answer came (the reason says how).
    case closed(String)
    /// No answer within this time; a `$/cancelRequest` was sent.
    case timedOut(method: String, after: Duration)
    /// The calling task was cancelled; a `$/cancelRequest` was sent.
    case cancelled
    /// The answer came but is not what the method returns.
    case invalidResult(method: String, problem: String)
    /// The request could not be written as JSON.
    case unencodable(String)

    package var description: String {
        switch self {
        case .remote(let error): error.message
        case .closed(let reason): reason
        case .timedOut(let method, let after): "did not answer \(method) within \(after.secondsText)"
        case .cancelled: "the request was cancelled"
        case .invalidResult(let method, let problem): "answered \(method) with a result that is not valid: \(problem)"
        case .unencodable(let problem): "the request could not be written: \(problem)"
        }
    }
}

extension Duration {
    /// "2 s", "0.25 s": for messages.
    package var secondsText: String {
        let (seconds, attoseconds) = components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A message that is not JSON-RPC 2.0: what the reader saw, for the error that names the app.
package struct InvalidMessage: Error, Sendable, CustomStringConvertible {
    package var problem: String
    /// The start of the offending line, escaped for a terminal.
    package var excerpt: String

    package init(problem: String, line: [UInt8]) {
        self.problem = problem
        let text = String(decoding: line.prefix(80), as: UTF8.self)
        self.excerpt =
            text.unicodeScalars.map { scalar in
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    "\\u{\(String(scalar.value, radix: 16))}"
                default: String(scalar)
                }
            }.joined() + (line.count > 80 ? "…" : "")
    }

    package var description: String { "\(problem): '\(excerpt)'" }
}
