import IntentKit

extension BuiltInDescriptor {
    /// List: a literal list of items, as Apple's List action. The editor edits its items in the
    /// list overlay (add, edit, delete, reorder); an item may hold variables.
    static let list = BuiltInDescriptor(
        id: "list", title: "List", summary: "A list of items you type, for later actions to use.",
        keywords: ["array", "items", "values", "literal", "collection"], category: "Lists", icon: "list.bullet",
        members: [BuiltInMember("items", "Items", .value(.array(.string)))],
        listing: "List [Items]", outputName: "List",
        make: { _ in .builtIn(BuiltInCall("list", ["items": .value(.list([.string("One"), .string("Two")]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("List "), .slot("items")],
            outputType: { call, typeOf in
                // Numbers stay numbers (a list of numbers sorts by value); anything else is text.
                if case .list(let items)? = call.value("items"), !items.isEmpty,
                    items.allSatisfy({ if case .number = $0 { true } else { false } })
                {
                    return .array(.double)
                }
                return .array(.string)
            },
            run: { call, execution, ref in
                guard let items = try await execution.value("items", of: call, expected: nil, ref) else {
                    return [any Sendable]()
                }
                return ListItems.items(of: items)
            }))
}

/// The items of a value given where a list is read: a list's items (a variable holding a list
/// inside a list adds its items), a single value alone, nothing none.
enum ListItems {
    static func items(of value: (any Sendable)?) -> [any Sendable] {
        guard let value else { return [] }
        guard let items = IntentValueConversion.elements(of: value) else { return [value] }
        return items.flatMap { IntentValueConversion.elements(of: $0) ?? [$0] }
    }
}
