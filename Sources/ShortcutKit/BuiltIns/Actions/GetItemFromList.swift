extension BuiltInDescriptor {
    /// Get Item from List: one item or a range of a list; indices start at 1.
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
            BuiltInMember("index", "Index", .value(.integer), optional: true),
            BuiltInMember("to", "To", .value(.integer), optional: true),
        ],
        listing: "Get [Item] from [List]", outputName: "Item from List", takesPreviousOutput: true,
        make: { input in .getItem(list: input ?? .text([]), item: .first) })
}
