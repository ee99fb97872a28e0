import IntentKit

/// A key step of a variable's path ("Response › items") while a shortcut runs.
package enum DictionaryPath {
    /// The value for `key` in `value`: a dictionary's value (nothing when it lacks the key), the
    /// same of each item of a list, and text read as JSON first. Any other value is an error
    /// naming the action, the parameter and the path that led to it.
    package static func value(
        for key: String, in value: any Sendable, after steps: ArraySlice<VariableReference.Step>,
        _ ref: ActionReference, parameter: String
    ) throws(RunError) -> (any Sendable)? {
        if let dictionary = value as? DictionaryValue { return dictionary[key] }
        if let list = IntentValueConversion.elements(of: value) {
            var out: [any Sendable] = []
            for item in list {
                if let found = try self.value(for: key, in: item, after: steps, ref, parameter: parameter) {
                    out.append(found)
                }
            }
            return out
        }
        let place = steps.isEmpty ? "the variable" : "the value at '\(quoted(describe(steps)))'"
        if let text = value as? String {
            do { return try ValueConverter.dictionary(fromJSON: text)[key] } catch {
                throw RunError(
                    .invalidValue, action: ref, parameter: parameter,
                    "cannot read the key '\(quoted(key))': \(place) \(error.message)")
            }
        }
        throw RunError(
            .invalidValue, action: ref, parameter: parameter,
            "cannot read the key '\(quoted(key))': \(place) is \(ValueText.summary(of: value, limit: 30)), not a dictionary"
        )
    }

    /// "items › First Item › name": a path as the sentence writes it after the variable's name.
    static func describe<Steps: Sequence<VariableReference.Step>>(_ steps: Steps) -> String {
        steps.map { step in
            switch step {
            case .first: "First Item"
            case .last: "Last Item"
            case .count: "Count"
            case .property(let name): name
            case .key(let key): key
            case .group(let group): MatchGroupPath.title(group)
            }
        }.joined(separator: " › ")
    }
}
