import IntentKit

extension BuiltInDescriptor {
    /// Get Item from List: one item or a range of a list; indices start at 1. `index` is there
    /// only for an item at an index or a range, `to` only for a range, and the output is one
    /// item of the list's type, or a list of them for a range.
    static let getItem = BuiltInDescriptor(
        id: "getItem", title: "Get Item from List",
        summary: "Gets the first, last, a random or an indexed item of a list.",
        keywords: ["first", "last", "random", "index", "range"], category: "Lists", icon: "list.number",
        members: [
            BuiltInMember("list", "List", .value(nil)),
            BuiltInMember(
                "item", "Item",
                .choice([
                    BuiltInChoice("first", "First Item"), BuiltInChoice("last", "Last Item"),
                    BuiltInChoice("random", "Random Item"),
                    BuiltInChoice("index", "Item at Index"), BuiltInChoice("range", "Items in Range"),
                ])),
            BuiltInMember(
                "index", "Index", .value(.integer), shownWhen: BuiltInShownWhen("item", ["index", "range"]),
                default: .value(.number(1))),
            BuiltInMember(
                "to", "To", .value(.integer), shownWhen: BuiltInShownWhen("item", ["range"]),
                default: .value(.number(2))),
        ],
        listing: "Get [Item] from [List]", outputName: "Item from List", takesPreviousOutput: true,
        make: { input in .getItem(list: input ?? .text([]), item: .first) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Get "),
                .whenChoice(
                    "item", ["index"], [.slot("item"), .text(" "), .slot("index")],
                    otherwise: [
                        .whenChoice(
                            "item", ["range"],
                            [
                                .slot("item"), .text(" "), .titled("index", "Start"), .text(" to "),
                                .titled("to", "End"),
                            ],
                            otherwise: [.slot("item")])
                    ]),
                .text(" from "), .slot("list"),
            ],
            outputType: { call, typeOf in
                call.value("list").flatMap(typeOf).map { list in
                    call.choice("item") == "range" ? .array(list.elementType) : list.elementType
                }
            },
            run: { call, execution, ref in try await execution.getItem(call, ref) }))
}

extension Action.Kind {
    /// A Get Item from List of `list`.
    package static func getItem(list: Value, item: ItemSpecifier) -> Action.Kind {
        var arguments: [SlotID: BuiltInArgument] = ["list": .value(list)]
        switch item {
        case .first: arguments["item"] = .choice("first")
        case .last: arguments["item"] = .choice("last")
        case .random: arguments["item"] = .choice("random")
        case .index(let index):
            arguments["item"] = .choice("index")
            arguments["index"] = .value(index)
        case .range(let from, let to):
            arguments["item"] = .choice("range")
            arguments["index"] = .value(from)
            arguments["to"] = .value(to)
        }
        return .builtIn(BuiltInCall("getItem", arguments))
    }
}
