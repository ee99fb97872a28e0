import IntentKit

extension BuiltInDescriptor {
    /// Choose from List: asks which item of a list to take (or which items, with Select
    /// Multiple) and outputs it. A run nobody can answer stops with an error naming the action:
    /// it never picks on its own.
    static let chooseFromList = BuiltInDescriptor(
        id: "chooseFromList", title: "Choose from List",
        summary: "Asks which item of a list to take, or which items, and outputs the choice.",
        keywords: ["choose", "pick", "select", "list", "options", "prompt", "ask"], category: "Scripting",
        icon: "checklist",
        members: [
            BuiltInMember("list", "List", .value(nil)),
            BuiltInMember("prompt", "Prompt", .value(.string), optional: true),
            BuiltInMember("selectMultiple", "Select Multiple", .value(.boolean), optional: true),
        ],
        listing: "Choose from [List]", outputName: "Chosen Item", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall("chooseFromList", ["list": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Choose from "), .slot("list"),
                .whenSet("prompt", [.text(" asking "), .slot("prompt")]),
                .whenSet("selectMultiple", [.text(", Select Multiple "), .slot("selectMultiple")]),
            ],
            outputType: { call, typeOf in
                let element = call.value("list").flatMap(typeOf)?.elementType
                guard call.value("selectMultiple") == .boolean(true) else { return element }
                return element.map { .array($0) }
            },
            check: { call, checks in
                if case .list(let items)? = call.value("list"), items.isEmpty {
                    checks.error("list", "the list is empty: there is nothing to choose")
                }
            },
            run: { call, execution, ref in
                let value = try await execution.value("list", of: call, expected: nil, ref)
                let items = value.map { IntentValueConversion.elements(of: $0) ?? [$0] } ?? []
                let prompt = try await execution.value("prompt", of: call, expected: .string, ref).map {
                    ValueText.text(of: $0)
                }
                let multiple = try await execution.value("selectMultiple", of: call, expected: .boolean, ref) as? Bool
                return try await execution.chooseFromList(
                    items, prompt: prompt?.isEmpty == false ? prompt : nil, multiple: multiple ?? false, ref)
            }))
}
