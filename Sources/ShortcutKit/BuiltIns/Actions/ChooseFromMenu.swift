extension BuiltInDescriptor {
    /// Choose from Menu: asks which item and runs its actions. Its items are one member of titled
    /// items (``BuiltInMember/Kind/items``), each item's actions a body of the block.
    static let menu = BuiltInDescriptor(
        id: "menu", title: "Choose from Menu",
        summary: "Asks which item to pick from a menu, and runs that item's actions.",
        keywords: ["choose", "pick", "options"], category: "Control Flow", icon: "list.bullet",
        members: [
            BuiltInMember("prompt", "Prompt", .value(.string), optional: true),
            BuiltInMember("items", "Items", .items),
        ],
        listing: "Choose from Menu", outputName: "Menu Result",
        make: { _ in .menu(prompt: nil, items: [MenuItem(title: "One", body: []), MenuItem(title: "Two", body: [])]) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Choose from Menu"), .whenSet("prompt", [.text(" with "), .slot("prompt")]),
                .computed({ call in " (\((call.items("items") ?? []).map(\.title).joined(separator: ", ")))" }),
            ],
            check: { call, checks in
                let items = call.items("items") ?? []
                if items.isEmpty { checks.error("items", "a menu needs at least one item") }
                var titles = Set<String>()
                for item in items where !titles.insert(item.title).inserted {
                    checks.warning("items", "two items are titled '\(quoted(item.title))'")
                }
            },
            run: { call, execution, ref in
                var question: String?
                if let prompt = call.value("prompt") {
                    question = ValueText.text(
                        of: try await execution.evaluate(prompt, expected: .string, ref, parameter: "prompt"))
                }
                let items = call.items("items") ?? []
                let chosen = try await execution.chooseMenuItem(items, question: question, ref)
                // The menu's output is the last output of the chosen item's actions, none if they give none.
                execution.lastOutput = nil
                try await execution.run(items[chosen].body)
                return execution.lastOutput
            }),
        block: BuiltInBlock(bodies: .items("items"), closing: "End Menu"))
}

extension Action.Kind {
    /// A Choose from Menu asking `prompt` (or "Choose an item") among `items`.
    package static func menu(prompt: Value?, items: [MenuItem]) -> Action.Kind {
        var arguments: [SlotID: BuiltInArgument] = ["items": .items(items)]
        arguments["prompt"] = prompt.map(BuiltInArgument.value)
        return .builtIn(BuiltInCall("menu", arguments))
    }

    /// A Choose from Menu's prompt and items; `nil` for any other action.
    package var asMenu: (prompt: Value?, items: [MenuItem])? {
        guard case .builtIn(let call) = self, call.id == "menu" else { return nil }
        return (call.value("prompt"), call.items("items") ?? [])
    }
}
