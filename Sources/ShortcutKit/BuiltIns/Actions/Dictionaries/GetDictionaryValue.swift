import IntentKit

extension BuiltInDescriptor {
    /// Get Dictionary Value: the value for a key (nothing when the dictionary lacks it), all the
    /// keys, or all the values.
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
                    ref.path.append(.key(key))
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
                    return dictionary[key]
                }
            }))
}
