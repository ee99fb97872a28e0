import IntentKit

extension BuiltInDescriptor {
    /// Get Dictionary Value: the value for a key (nothing when the dictionary lacks it), all the
    /// keys, or all the values. A key with dots is a key path into nested dictionaries, as in
    /// Shortcuts (`service.health.status`; a number steps into a list, from 1), unless the
    /// dictionary has that whole key itself.
    static let getDictionaryValue = BuiltInDescriptor(
        id: "getDictionaryValue", title: "Get Dictionary Value",
        summary: "Gets the value for a key, all the keys or all the values of a dictionary.",
        keywords: ["json", "key", "keys", "values", "lookup", "field"], category: "Dictionaries", icon: "book.closed",
        members: [
            BuiltInMember(
                "get", "Get",
                .choice([
                    BuiltInChoice("value", "Value"), BuiltInChoice("allKeys", "All Keys"),
                    BuiltInChoice("allValues", "All Values"),
                ])),
            BuiltInMember("key", "Key", .value(.string), optional: true),
            BuiltInMember("dictionary", "Dictionary", .value(.dictionary)),
        ],
        listing: "Get [Get] for [Key] in [Dictionary]", outputName: "Dictionary Value", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "getDictionaryValue",
                    ["get": .choice("value"), "key": .value(.string("")), "dictionary": .value(input ?? .text([]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Get "), .slot("get"), .whenSet("key", [.text(" for "), .slot("key")]), .text(" in "),
                .slot("dictionary"),
            ],
            outputType: { call, typeOf in
                switch call.choice("get") {
                case "allKeys": return .array(.string)
                case "value":
                    // A constant key of a dictionary whose keys are known: that key's type.
                    guard let key = call.value("key")?.plainText, case .variable(var ref)? = call.value("dictionary")
                    else { return nil }
                    var whole = ref
                    whole.path.append(.key(key))
                    if let type = typeOf(.variable(whole)) { return type }
                    ref.path += key.split(separator: ".", omittingEmptySubsequences: false).map { .key(String($0)) }
                    return typeOf(.variable(ref))
                default: return nil
                }
            },
            check: { call, checks in
                if call.choice("get") == "value", call.value("key") == nil || call.value("key")?.plainText == "" {
                    checks.error("key", "needs the key whose value to get")
                }
            },
            run: { call, execution, ref in
                guard let dictionary = try await execution.dictionary("dictionary", of: call, ref) else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: "dictionary", "has no value; a dictionary is needed")
                }
                switch call.choice("get") {
                case "allKeys": return dictionary.keys as [any Sendable]
                case "allValues": return dictionary.values
                default:
                    let key = try await execution.text("key", of: call, ref)
                    return DictionaryKeyPath.value(at: key, in: dictionary)
                }
            }))
}

/// Get Dictionary Value's dotted keys.
enum DictionaryKeyPath {
    /// The value at `key` in `dictionary`: the key itself when the dictionary has it, else each
    /// dot-separated part in turn, a dictionary's key or (a whole number) a list's item from 1.
    static func value(at key: String, in dictionary: DictionaryValue) -> (any Sendable)? {
        if let whole = dictionary[key] { return whole }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return nil }
        var current: (any Sendable)? = dictionary
        for part in parts {
            switch current {
            case let nested as DictionaryValue: current = nested[part]
            case let list as [any Sendable]:
                guard let index = Int(part), index >= 1, index <= list.count else { return nil }
                current = list[index - 1]
            default: return nil
            }
        }
        return current
    }
}
