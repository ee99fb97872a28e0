import Foundation
import IntentKit
import ShortcutModel

// What the system actions share while they run.
extension Execution {
    /// Runs a desktop program's work in the run's ``SystemEnvironment``; its failure is this
    /// action's error, a cancel the run's.
    package func desktop<T>(_ ref: ActionReference, _ work: (SystemEnvironment) async throws -> T)
        async throws(RunError) -> T
    {
        do { return try await work(SystemEnvironment.effective) } catch let error as Desktop.Failure {
            throw RunError(error.cancelled ? .cancelled : .actionFailed, action: ref, error.message)
        } catch {
            throw RunError(.actionFailed, action: ref, "\(error)")
        }
    }

    /// A member's URL as text, checked to be one a desktop opens (a scheme and something after it).
    package func systemURL(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError)
        -> String
    {
        let given = try await value(slot, of: call, expected: nil, ref)
        let text = ((given as? URL)?.absoluteString ?? ValueText.text(of: given))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty, text.count > scheme.count + 1
        else {
            throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "'\(quoted(text))' is not a URL")
        }
        return text
    }
}
