import IntentKit
import ShortcutModel

// What the text actions' run hooks read their members with (see BuiltIns/Actions/Text/).

extension Execution {
    /// The yes/no in a value member, `absent` when the member is absent or holds nothing.
    package func flag(_ slot: SlotID, of call: BuiltInCall, absent: Bool, _ ref: ActionReference) async throws(RunError)
        -> Bool
    {
        try await value(slot, of: call, expected: .boolean, ref) as? Bool ?? absent
    }
}

extension TextPattern {
    /// Compiles `pattern` from member `slot` and runs `body` with it; a pattern that does not
    /// compile, a match past the time limit and a cancelled run fail naming the action and member.
    package static func run<T>(
        _ pattern: String, caseSensitive: Bool, slot: SlotID, _ ref: ActionReference,
        _ body: (TextPattern) throws(Failure) -> T
    ) throws(RunError) -> T {
        do {
            return try body(try TextPattern(pattern, caseSensitive: caseSensitive))
        } catch {
            switch error {
            case .invalid(let reason):
                throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, reason)
            case .timedOut(let limit):
                let ms = Int((limit / .milliseconds(1)).rounded())
                let shown = ms % 1000 == 0 ? "\(ms / 1000) second\(ms == 1000 ? "" : "s")" : "\(ms) ms"
                throw RunError(
                    .actionFailed, action: ref, parameter: slot.rawValue,
                    "the regular expression took longer than \(shown) on this text and was stopped; "
                        + "a pattern such as (a+)+ can take exponentially long: simplify it")
            case .cancelled:
                throw RunError(.cancelled, action: ref, "the run was cancelled")
            }
        }
    }
}

extension TextPattern {
    /// The check of a member that holds a regular expression: constant text that does not
    /// compile is refused (before a run and in the editor's field); text with variables is
    /// checked when it runs.
    package static let check: @Sendable (Value) -> String? = { value in
        guard let text = value.plainText, !text.isEmpty else { return nil }
        return problem(text)
    }
}
