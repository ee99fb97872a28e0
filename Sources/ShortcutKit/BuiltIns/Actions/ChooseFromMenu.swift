extension BuiltInDescriptor {
    /// Choose from Menu: asks which item and runs its actions. Stored as `Action.Kind.menu`.
    static let menu = BuiltInDescriptor(
        id: "menu", title: "Choose from Menu",
        summary: "Asks which item to pick from a menu, and runs that item's actions.",
        keywords: ["choose", "pick", "options"], category: "Control Flow", icon: "list.bullet",
        members: [
            BuiltInMember("prompt", "Prompt", .value(.string), optional: true),
            BuiltInMember("items", "Items", .other("[{title, do}]")),
        ],
        listing: "Choose from Menu", outputName: "Menu Result",
        make: { _ in .menu(prompt: nil, items: [MenuItem(title: "One", body: []), MenuItem(title: "Two", body: [])]) },
        block: BuiltInBlock(bodies: .items("items"), closing: "End Menu"))
}
