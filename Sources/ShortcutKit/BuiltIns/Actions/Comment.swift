extension BuiltInDescriptor {
    /// Comment: a note for the reader; it does nothing and the runner skips it.
    static let comment = BuiltInDescriptor(
        id: "comment", title: "Comment", summary: "A note for whoever reads the shortcut; does nothing.",
        keywords: ["note", "explain"], category: "Scripting", icon: "text.alignleft",
        members: [BuiltInMember("text", "Comment", .text)],
        listing: "Comment", outputName: nil,
        make: { _ in .comment("") })
}
