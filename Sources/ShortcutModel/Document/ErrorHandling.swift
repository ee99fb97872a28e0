import Foundation
import JSONCore

/// What happens when an action fails (its `onError` member, docs/format.md): the run stops (the
/// default, no member), or it goes on without the action's output, or the action is tried again,
/// or a shortcut of the person's handles the error.
///
/// Indirect, so an action without it (nearly all) carries one pointer's width, not the payload.
package indirect enum ErrorHandling: Sendable, Equatable {
    /// The run goes on; the action's output is nothing, and the error's message is in the
    /// variable `errorVariable`, when one is named.
    case `continue`(errorVariable: String?)
    /// Tries the action again, at most `attempts` times more, waiting `delay` seconds before the
    /// first and that times 2ⁿ before each later one with `.exponential` (each wait at most
    /// ``ErrorHandling/longestWait``); the run stops when the last fails.
    case retry(attempts: Int, delay: Double, backoff: Backoff)
    /// Runs the shortcut with this id with the error as its input (a dictionary: `message`,
    /// `action`, `position`); its output is the action's, and the run goes on. A handler that
    /// fails stops the run.
    case runShortcut(UUID)

    package enum Backoff: String, Sendable, Equatable, CaseIterable {
        case constant, exponential
    }

    /// The most tries again an action may have.
    package static let maximumAttempts = 10
    /// The longest one wait before a try again may be, in seconds.
    package static let longestWait: Double = 3_600

    /// How long to wait before try `attempt` again (1 for the first).
    package func wait(before attempt: Int) -> Double {
        guard case .retry(_, let delay, let backoff) = self else { return 0 }
        let factor = backoff == .exponential ? pow(2, Double(max(0, attempt - 1))) : 1
        return min(Self.longestWait, delay * factor)
    }

    /// How the editor's card and `view` say it: "on error: continue", "on error: try again 3 times".
    package var phrase: String {
        switch self {
        case .continue(let variable?): "on error: continue, the error in ⟦\(variable)⟧"
        case .continue(nil): "on error: continue"
        case .retry(let attempts, let delay, let backoff):
            "on error: try again \(attempts == 1 ? "once" : "\(attempts) times")"
                + (delay > 0 ? ", \(Self.seconds(delay)) apart\(backoff == .exponential ? " and doubling" : "")" : "")
        case .runShortcut: "on error: run a shortcut"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

extension Action {
    /// Files written before `onError` say "continue" with a member of Get Contents of URL and Run
    /// Shell Script, `continueOnFailure`: a constant one is read as `onError` (true: continue;
    /// false: the default), and written so from then on. One holding a variable stays as it is,
    /// and is read when the action runs.
    mutating func adoptContinueOnFailure() {
        guard case .builtIn(var call) = kind, let index = call.descriptor?.index(of: "continueOnFailure"),
            case .value(.boolean(let continues))? = call[index]
        else { return }
        call[index] = nil
        kind = .builtIn(call)
        if continues, onError == nil { onError = .continue(errorVariable: nil) }
    }
}
