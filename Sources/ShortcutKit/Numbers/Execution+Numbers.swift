import IntentKit

// What the number actions read their members with (Calculate, Round Number …).

extension Execution {
    /// The finite number in a value member: text that reads as infinity or NaN ("inf", "nan")
    /// is refused here, so that no number action ever outputs one.
    func finiteNumber(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> Double {
        let number = try await number(slot, of: call, ref)
        guard number.isFinite else {
            throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "the value \(number) is not a number")
        }
        return number
    }

    /// The whole number in a value member; an error names the member when it holds none.
    func wholeNumber(_ slot: SlotID, of call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> Int {
        guard let n = try await value(slot, of: call, expected: .integer, ref) as? Int else {
            throw RunError(
                .invalidValue, action: ref, parameter: slot.rawValue, "has no value; a whole number is needed")
        }
        return n
    }

    /// A number action's failure (dividing by zero …), naming the member to blame: `first`'s for
    /// the number operated on, `second`'s for the other, `result`'s when the result is wrong.
    func arithmeticFailure(
        _ error: ArithmeticError, _ ref: ActionReference, first: SlotID, second: SlotID? = nil, result: SlotID
    ) -> RunError {
        let slot: SlotID =
            switch error.culprit {
            case .first: first
            case .second: second ?? first
            case .result: result
            }
        return RunError(.invalidValue, action: ref, parameter: slot.rawValue, error.message)
    }
}
