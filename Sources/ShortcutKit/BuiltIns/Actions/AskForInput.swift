extension BuiltInDescriptor {
    /// Ask for Input: asks the person for a value of a type while the shortcut runs.
    static let askForInput = BuiltInDescriptor(
        id: "askForInput", title: "Ask for Input",
        summary: "Asks for text, a number, a date or a URL while the shortcut runs.",
        keywords: ["prompt", "question", "type"], category: "Scripting", icon: "questionmark.bubble",
        members: [
            BuiltInMember("prompt", "Prompt", .value(.string)),
            BuiltInMember(
                "type", "Input Type", .choice(InputType.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            BuiltInMember("default", "Default Answer", .value(nil), optional: true),
        ],
        listing: "Ask for Input with [Prompt]", outputName: "Provided Input",
        make: { _ in .askForInput(prompt: .text([]), type: .text, defaultAnswer: nil) })
}

extension InputType {
    /// The word a card shows: "Text", "URL".
    public var title: String { self == .url ? "URL" : rawValue.capitalized }
}
