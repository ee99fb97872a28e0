import Foundation
import IntentKit
import JSONCore

// An action's `onError` (docs/format.md).
extension DocumentReader {
    static let errorHandlingForms =
        "\"stop\", \"continue\", {\"continue\": {\"errorVariable\": …}}, {\"retry\": {\"attempts\": …}} or {\"runShortcut\": \"<id>\"}"

    /// `nil` for `"stop"`, the default.
    func errorHandling(_ node: JSONNode) throws(DocumentError) -> ErrorHandling? {
        if let word = node.string {
            switch word {
            case "stop": return nil
            case "continue": return .continue(errorVariable: nil)
            default: throw fail(node, "'onError' '\(quoted(word))' is not one of \(Self.errorHandlingForms)")
            }
        }
        guard let members = node.members, members.count == 1, let (kind, inner) = members.first else {
            throw fail(node, "'onError' must be one of \(Self.errorHandlingForms)")
        }
        switch kind {
        case "continue":
            let c = try self.members(inner, "'onError.continue'", allowed: ["errorVariable"])
            guard let variable = c["errorVariable"] else { return .continue(errorVariable: nil) }
            let name = try string(variable, "'onError.continue.errorVariable'")
            guard !name.isEmpty else {
                throw fail(variable, "'onError.continue.errorVariable' needs a variable's name")
            }
            return .continue(errorVariable: name)
        case "retry":
            let r = try self.members(inner, "'onError.retry'", allowed: ["attempts", "delay", "backoff"])
            let attemptsNode = try required(r, "attempts", in: inner, "'onError.retry'")
            guard case .number(let text) = attemptsNode.value, let attempts = Int(text),
                (1...ErrorHandling.maximumAttempts).contains(attempts)
            else {
                throw fail(
                    attemptsNode,
                    "'onError.retry.attempts' must be a whole number from 1 to \(ErrorHandling.maximumAttempts)")
            }
            var delay = 1.0
            if let delayNode = r["delay"] {
                guard case .number(let text) = delayNode.value, let seconds = Double(text),
                    seconds >= 0, seconds <= ErrorHandling.longestWait
                else {
                    throw fail(delayNode, "'onError.retry.delay' must be a number of seconds from 0 to 3600")
                }
                delay = seconds
            }
            var backoff = ErrorHandling.Backoff.constant
            if let backoffNode = r["backoff"] {
                let text = try string(backoffNode, "'onError.retry.backoff'")
                guard let read = ErrorHandling.Backoff(rawValue: text) else {
                    throw fail(
                        backoffNode, "'onError.retry.backoff' must be constant or exponential, not '\(quoted(text))'")
                }
                backoff = read
            }
            return .retry(attempts: attempts, delay: delay, backoff: backoff)
        case "runShortcut":
            let text = try string(inner, "'onError.runShortcut'")
            guard let id = UUID(uuidString: text) else {
                throw fail(inner, "'onError.runShortcut' must be a shortcut's id (a UUID), not '\(quoted(text))'")
            }
            return .runShortcut(id)
        default:
            throw DocumentError(
                line: inner.keyLine, column: inner.keyColumn,
                message:
                    "'onError' has an unknown member '\(quoted(kind))' (expected one of \(Self.errorHandlingForms))")
        }
    }
}
