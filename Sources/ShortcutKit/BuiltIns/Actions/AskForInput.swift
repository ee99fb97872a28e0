import IntentKit

extension BuiltInDescriptor {
    /// Ask for Input: asks the person for a value of a type while the shortcut runs. The default
    /// answer and the output have the type chosen in `type`.
    static let askForInput = BuiltInDescriptor(
        id: "askForInput", title: "Ask for Input",
        summary: "Asks for text, a number, a date or a URL while the shortcut runs.",
        keywords: ["prompt", "question", "type"], category: "Scripting", icon: "questionmark.bubble",
        members: [
            BuiltInMember("prompt", "Prompt", .value(.string)),
            BuiltInMember(
                "type", "Input Type", .choice(InputType.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                default: .choice(InputType.text.rawValue)),
            BuiltInMember(
                "default", "Default Answer", .value(nil), optional: true, type: { $0.inputType.valueType }),
        ],
        listing: "Ask for Input with [Prompt]", outputName: "Provided Input",
        make: { _ in .askForInput(prompt: .text([]), type: .text, defaultAnswer: nil) },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Ask for "), .titled("type", "Type"), .text(" with "), .slot("prompt"),
                .whenSet("default", [.text(", default "), .slot("default")]),
            ],
            outputType: { call, _ in call.inputType.valueType },
            run: { call, execution, ref in
                let type = call.inputType.valueType
                let prompt = try await execution.evaluate(
                    call.value("prompt") ?? .text([]), expected: .string, ref, parameter: "prompt")
                let question = ValueText.text(of: prompt)
                // Evaluated, not converted: the answer's type is checked where the question takes it.
                let fallback = try await call.value("default").asyncMap { value throws in
                    try await execution.evaluate(value, expected: type, ref, parameter: "default")
                }
                return try await execution.ask(
                    prompt: question.isEmpty ? "Input" : question, type: type, action: ref, parameter: "input",
                    defaultAnswer: fallback.flatMap { $0 })
            }))
}

extension InputType {
    /// The word a card shows: "Text", "URL".
    package var title: String { self == .url ? "URL" : rawValue.capitalized }
}

extension BuiltInCall {
    /// The type of answer an Ask for Input takes (text when none is chosen).
    var inputType: InputType { choice("type").flatMap(InputType.init(rawValue:)) ?? .text }
}

extension Action.Kind {
    /// An Ask for Input.
    package static func askForInput(prompt: Value, type: InputType, defaultAnswer: Value?) -> Action.Kind {
        var arguments: [SlotID: BuiltInArgument] = ["prompt": .value(prompt), "type": .choice(type.rawValue)]
        arguments["default"] = defaultAnswer.map(BuiltInArgument.value)
        return .builtIn(BuiltInCall("askForInput", arguments))
    }
}
