extension BuiltInDescriptor {
    /// Comment: a note for the reader; it does nothing and the runner skips it.
    static let comment = BuiltInDescriptor(
        id: "comment", title: "Comment", summary: "A note for whoever reads the shortcut; does nothing.",
        keywords: ["note", "explain"], category: "Scripting", icon: "text.alignleft",
        members: [BuiltInMember("text", "Comment", .text)],
        listing: "Comment", outputName: nil,
        make: { _ in .comment("") },
        behaviour: BuiltInBehaviour(sentence: [.text("// "), .slot("text")], isInert: true, run: { _, _, _ in nil }))
}

extension Action.Kind {
    /// A Comment with its text.
    package static func comment(_ text: String) -> Action.Kind {
        .builtIn(BuiltInCall("comment", ["text": .text(text)]))
    }
}
