import IntentKit

extension BuiltInDescriptor {
    /// Dictionary: a dictionary written in the shortcut, its output. Its keys are known before
    /// the run, so later actions' variable pickers offer them and the validator checks them.
    static let dictionary = BuiltInDescriptor(
        id: "dictionary", title: "Dictionary", summary: "Makes a dictionary of keys and values.",
        keywords: ["json", "keys", "values", "map", "object", "record"], category: "Dictionaries", icon: "book.closed",
        members: [BuiltInMember("items", "Items", .value(.dictionary))],
        listing: "Dictionary [Items]", outputName: "Dictionary",
        make: { _ in .builtIn(BuiltInCall("dictionary", ["items": .value(.dictionary([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Dictionary "), .slot("items")],
            outputType: { _, _ in .dictionary },
            constantOutput: { call in
                if case .dictionary? = call.value("items") { return call.value("items") }
                return nil
            },
            run: { call, execution, ref in
                try await execution.dictionary("items", of: call, ref) ?? DictionaryValue()
            }))
}

extension Action.Kind {
    /// A Dictionary of `entries`.
    package static func dictionary(_ entries: [DictionaryEntry]) -> Action.Kind {
        .builtIn(BuiltInCall("dictionary", ["items": .value(.dictionary(entries))]))
    }
}
