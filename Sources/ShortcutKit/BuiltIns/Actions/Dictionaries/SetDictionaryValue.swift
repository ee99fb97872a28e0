import IntentKit

extension BuiltInDescriptor {
    /// Set Dictionary Value: the dictionary with a key set (replaced in place, or added last).
    static let setDictionaryValue = BuiltInDescriptor(
        id: "setDictionaryValue", title: "Set Dictionary Value",
        summary: "Sets the value for a key of a dictionary, adding the key if it is new.",
        keywords: ["json", "key", "put", "update", "field"], category: "Dictionaries", icon: "book.closed",
        members: [
            BuiltInMember("key", "Key", .value(.string)),
            BuiltInMember("value", "Value", .value(nil)),
            BuiltInMember("dictionary", "Dictionary", .value(.dictionary)),
        ],
        listing: "Set [Key] to [Value] in [Dictionary]", outputName: "Dictionary", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "setDictionaryValue",
                    [
                        "key": .value(.string("")), "value": .value(.string("")),
                        "dictionary": .value(input ?? .dictionary([])),
                    ]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Set "), .slot("key"), .text(" to "), .slot("value"), .text(" in "), .slot("dictionary")],
            outputType: { _, _ in .dictionary },
            check: { call, checks in
                if call.value("key")?.plainText == "" { checks.error("key", "needs the key to set") }
            },
            run: { call, execution, ref in
                var dictionary = try await execution.dictionary("dictionary", of: call, ref) ?? DictionaryValue()
                let key = try await execution.text("key", of: call, ref)
                guard !key.isEmpty else {
                    throw RunError(.invalidValue, action: ref, parameter: "key", "is empty; a key is needed")
                }
                dictionary[key] = try await execution.value("value", of: call, expected: nil, ref) ?? JSONNull()
                return dictionary
            }))
}
