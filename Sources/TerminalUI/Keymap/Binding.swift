/// One command of a keymap: the keys that trigger it, the message it sends, and how it is shown.
///
/// The same value drives dispatch, the footer key bar, the `?` help overlay and the generated key
/// documentation, so what the help says is what the keys do.
///
/// ```swift
/// Binding(["q"], .quit, help: "Quit")
/// Binding([.ctrl("s")], .save, help: "Save the shortcut", footer: "Save",
///         disabledReason: state.isDirty ? nil : "Nothing to save")
/// ```
public struct Binding<Message> {
    public var keys: [Key]
    public var message: Message
    /// What the command does, for the help overlay and the docs.
    public var help: String
    /// The short label in the footer key bar; nil keeps the binding out of the footer.
    public var footer: String?
    /// Why the command cannot run now, or nil if it can. A disabled binding still matches its
    /// keys, so the app can say why instead of doing nothing.
    public var disabledReason: String?
    /// The heading this binding is listed under in the help overlay and the docs.
    public var group: String?

    public init(
        _ keys: [Key], _ message: Message, help: String, footer: String? = nil,
        disabledReason: String? = nil, group: String? = nil
    ) {
        self.keys = keys
        self.message = message
        self.help = help
        self.footer = footer
        self.disabledReason = disabledReason
        self.group = group
    }

    /// Keys written in `Key(parsing:)` notation: `Binding(["ctrl+c", "q"], .quit, help: "Quit")`.
    /// An unknown notation is a programming error and stops the program.
    public init(
        _ notations: [String], _ message: Message, help: String, footer: String? = nil,
        disabledReason: String? = nil, group: String? = nil
    ) {
        let keys = notations.map { notation -> Key in
            guard let key = Key(parsing: notation) else { preconditionFailure("Unknown key notation \"\(notation)\"") }
            return key
        }
        self.init(keys, message, help: help, footer: footer, disabledReason: disabledReason, group: group)
    }

    public var showsInFooter: Bool { footer != nil }
    public var isEnabled: Bool { disabledReason == nil }

    /// The keys as shown to people: `q/^C`.
    public var keyLabel: String { keys.map(\.label).joined(separator: "/") }
}

extension Binding: Sendable where Message: Sendable {}
