import IntentKit
import ShortcutModel

// What a built-in action's run hook reads its members with (see BuiltInBehaviour.run).

extension Execution {
    /// The value of a value member as a Swift value, converted to `expected` when given;
    /// `nil` when the member is absent or holds nothing.
    package func value(_ slot: SlotID, of call: BuiltInCall, expected: ValueType?, _ ref: ActionReference)
        async throws(RunError) -> (any Sendable)?
    {
        guard let value = call.value(slot) else { return nil }
        guard let raw = try await evaluate(value, expected: expected, ref, parameter: slot.rawValue) else { return nil }
        guard let expected else { return raw }
        do { return try await converter.convert(raw, to: expected) } catch {
            throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "the value \(error.message)")
        }
    }

    /// The number in a value member; an error names the member when it holds none.
    package func number(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> Double {
        guard let n = try await value(slot, of: call, expected: .double, ref) as? Double else {
            throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "has no value; a number is needed")
        }
        return n
    }
}

extension Execution {
    /// The dictionary in a value member (text is read as JSON); `nil` when it holds nothing.
    package func dictionary(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError)
        -> DictionaryValue?
    {
        try await value(slot, of: call, expected: .dictionary, ref) as? DictionaryValue
    }

    /// The text in a value member; empty when it holds nothing.
    package func text(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> String {
        try await value(slot, of: call, expected: .string, ref) as? String ?? ""
    }
}
