import AppProtocol
import IntentKit

/// Why a call to an external app failed. Every message names the app, so a person can tell
/// which installed app to look at; only the call fails, and the next call starts the app again
/// if its process is gone.
package struct ExternalAppError: Error, Sendable, CustomStringConvertible {
    package enum Reason: Sendable {
        /// The process could not be started (no such executable, no permission…).
        case cannotStart(String)
        /// The process ended (crash, exit) before answering; the text says how and quotes the
        /// end of its standard error.
        case exited(String)
        /// No answer in time; the process was stopped.
        case timedOut(method: String, after: Duration)
        /// It wrote something that is not a protocol message; the process was stopped.
        case invalidOutput(String)
        /// It wrote a line longer than the limit; the process was stopped.
        case outputTooLong(limit: Int)
        /// It speaks no protocol version this host speaks.
        case unsupportedVersion(String)
        /// It answered with an error (unknown intent, missing entity, a query that failed…).
        case remote(RPCError)
        /// The intent ran and did not finish, as IntentKit reports it.
        case intentFailed(IntentFailure, message: String)
        /// The caller cancelled the call.
        case cancelled
    }

    /// The app's name, as the host knows it.
    package var app: String
    package var reason: Reason

    package init(app: String, reason: Reason) {
        self.app = app
        self.reason = reason
    }

    package var description: String {
        switch reason {
        case .cannotStart(let why): "The app '\(app)' could not be started: \(why)"
        case .exited(let how): "The app '\(app)' \(how)"
        case .timedOut(let method, let after):
            "The app '\(app)' did not answer \(method) within \(after.secondsText) and was stopped"
        case .invalidOutput(let what): "The app '\(app)' wrote invalid output and was stopped: \(what)"
        case .outputTooLong(let limit):
            "The app '\(app)' wrote a message longer than \(limit) bytes and was stopped"
        case .unsupportedVersion(let what): "The app '\(app)' cannot be used: \(what)"
        case .remote(let error): "The app '\(app)': \(error.message)"
        case .intentFailed(_, let message): message
        case .cancelled: "The call to the app '\(app)' was cancelled"
        }
    }

    /// The parameter the error concerns, when the app named one.
    package var parameter: String? {
        switch reason {
        case .remote(let error): error.data?.parameter
        case .intentFailed(let failure, _): failure.parameter
        default: nil
        }
    }

    /// The failure as IntentKit's run error, for hosts that already report those; `nil` for
    /// failures of the connection and for invalid values (whose problem IntentKit keeps typed).
    package var intentRunError: IntentRunError? {
        guard case .intentFailed(let failure, let message) = reason else { return nil }
        let intent = failure.intent
        switch failure.kind {
        case .cancelled: return .cancelled(intent: intent)
        case .missingValue:
            return .missingValue(intent: intent, parameter: failure.parameter ?? "", reason: failure.message ?? "")
        case .promptUnavailable:
            return .promptUnavailable(intent: intent, question: failure.question ?? "", reason: failure.message ?? "")
        case .invalidAnswer:
            return .invalidAnswer(intent: intent, parameter: failure.parameter ?? "", message: failure.message ?? "")
        case .unknownParameter:
            return .unknownParameter(intent: intent, parameter: failure.parameter ?? "", known: failure.known ?? [])
        case .failed:
            return .failed(intent: intent, message: failure.message ?? message, underlying: self)
        case .tooManyRetries: return .tooManyRetries(intent: intent, count: failure.count ?? 0)
        case .invalidValue: return nil
        }
    }
}
