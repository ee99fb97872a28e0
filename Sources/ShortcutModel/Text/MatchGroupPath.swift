import IntentKit

/// A group step of a variable's path ("Matches › First Item › Group 1") while a shortcut runs.
package enum MatchGroupPath {
    /// The text of `group` in `value`: a match's group (empty text for a group that took no
    /// part in the match), the same of each item of a list, and text taken as a match without
    /// groups (group 0 is the text). Anything else, and a group the match does not have, is an
    /// error naming the action, the parameter and the path that led to it.
    package static func value(
        of group: VariableReference.MatchGroup, in value: any Sendable,
        after steps: ArraySlice<VariableReference.Step>, _ ref: ActionReference, parameter: String
    ) throws(RunError) -> (any Sendable)? {
        if let list = IntentValueConversion.elements(of: value) {
            var out: [any Sendable] = []
            for item in list {
                if let found = try self.value(of: group, in: item, after: steps, ref, parameter: parameter) {
                    out.append(found)
                }
            }
            return out
        }
        let step = DictionaryPath.describe([.group(group)])
        guard let match = value as? TextMatch ?? (value as? String).map({ TextMatch(text: $0) }) else {
            let place = steps.isEmpty ? "the variable" : "the value at '\(quoted(DictionaryPath.describe(steps)))'"
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "cannot read \(step): \(place) is \(ValueText.summary(of: value, limit: 30)), not a match of Match Text"
            )
        }
        let count = "\(match.groups.count) group\(match.groups.count == 1 ? "" : "s")"
        switch group {
        case .index(let index):
            if let text = match.group(index) { return text }
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "there is no \(step): '\(quoted(match.text))' has \(count)")
        case .name(let name):
            if let index = match.names[name], let text = match.group(index) { return text }
            let names = match.names.keys.sorted()
            throw RunError(
                .invalidValue, action: ref, parameter: parameter,
                "there is no \(step): '\(quoted(match.text))' has "
                    + (names.isEmpty ? "no named groups" : "the named groups \(names.joined(separator: ", "))"))
        }
    }

    /// The type a group step gives, for the sentence builder's lenient typing: text, or a list
    /// of it for a list.
    static func type(after type: ValueType?) -> ValueType? {
        type.map { if case .array = $0 { .array(.string) } else { .string } }
    }

    /// How a group step reads in a pill and a message: "Group 1", "Group year".
    package static func title(_ group: VariableReference.MatchGroup) -> String {
        switch group {
        case .index(let index): "Group \(index)"
        case .name(let name): "Group \(name)"
        }
    }
}
