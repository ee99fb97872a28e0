import JSONCore

extension BuiltInDescriptor {
    /// An action of Apple's Shortcuts that an import found no counterpart for: it keeps Apple's
    /// identifier, title and parameters (as JSON), reads as "Apple: Find Reminders — no app
    /// provides this", is an error to the validator, and stops a run that reaches it, saying
    /// which action it is. An app that answers to Apple's identifier fills it when the shortcut
    /// is next imported (docs/import.md).
    static let appleAction = BuiltInDescriptor(
        id: "appleAction", title: "Apple Action",
        summary: "An action of Apple's Shortcuts that no installed app provides; kept as imported.",
        keywords: ["import", "apple", "placeholder"], category: "Scripting", icon: "questionmark.app",
        members: [
            BuiltInMember("identifier", "Identifier", .text),
            BuiltInMember("title", "Title", .text),
            BuiltInMember("parameters", "Parameters", .json, optional: true),
        ],
        listing: "Apple: [Title]", outputName: "Apple Action Result",
        make: { _ in .appleAction(identifier: "", title: "", parameters: nil) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Apple: "), .slot("title"), .text(" — no app provides this")],
            check: { call, checks in
                checks.error(nil, AppleActionText.missing(call))
            },
            run: { call, _, ref in
                throw RunError(.unknownAction, action: ref, AppleActionText.missing(call))
            }),
        isListed: false)
}

/// What a placeholder says of itself.
enum AppleActionText {
    static func missing(_ call: BuiltInCall) -> String {
        let title = call.text("title").flatMap { $0.isEmpty ? nil : $0 } ?? "an action"
        return
            "Apple's \(title) (\(call.text("identifier") ?? "?")) has no counterpart here: no installed app provides it"
    }
}

extension Action.Kind {
    /// A placeholder for Apple's action `identifier` ("Find Reminders"), its parameters kept.
    package static func appleAction(identifier: String, title: String, parameters: JSONNode?) -> Action.Kind {
        var arguments: [SlotID: BuiltInArgument] = ["identifier": .text(identifier), "title": .text(title)]
        if let parameters { arguments["parameters"] = .json(parameters) }
        return .builtIn(BuiltInCall("appleAction", arguments))
    }
}
