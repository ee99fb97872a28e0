/// The bindings of one context (a screen, a modal), in the order they are listed.
///
/// Contexts stack: `Keymap.layered` puts a modal's keymap over the screen's over the global one,
/// and the first binding that claims a key wins.
public struct Keymap<Message> {
    /// The context's name: a heading in the help overlay and the docs.
    public var title: String
    public var bindings: [Binding<Message>]

    public init(_ title: String, _ bindings: [Binding<Message>]) {
        self.title = title
        self.bindings = bindings
    }

    /// What a key does in this keymap.
    public enum Resolution {
        case message(Message)
        /// The key belongs to a disabled binding: tell the user why.
        case disabled(reason: String, help: String)
        case unbound
    }

    public func resolve(_ key: Key) -> Resolution {
        guard let binding = bindings.first(where: { $0.keys.contains(key) }) else { return .unbound }
        if let reason = binding.disabledReason { return .disabled(reason: reason, help: binding.help) }
        return .message(binding.message)
    }

    /// The message for `key`, or nil if it is unbound or disabled.
    public func message(for key: Key) -> Message? {
        if case .message(let message) = resolve(key) { return message }
        return nil
    }

    /// Keymaps stacked top first: a key goes to the first keymap that binds it.
    public static func layered(_ keymaps: [Keymap<Message>], title: String? = nil) -> Keymap<Message> {
        Keymap(title ?? keymaps.first?.title ?? "", keymaps.flatMap(\.bindings))
    }

    /// The footer's items: the bindings with a footer label, in order.
    public var keyBarItems: [KeyBar.Item] {
        bindings.compactMap { binding in
            binding.footer.map {
                KeyBar.Item(keys: binding.keys.first?.label ?? "", label: $0, isEnabled: binding.isEnabled)
            }
        }
    }

    /// A one-line hint of the keys that work now: each enabled footer binding as "keys label",
    /// joined by " · ". Overlays too small for a key bar show this, so their hint can never
    /// name a key their keymap does not take.
    public var hintLine: String {
        keyBarItems.filter(\.isEnabled).map { "\($0.keys) \($0.label)" }.joined(separator: " · ")
    }

    /// The help overlay's sections: one per group, in order of first appearance.
    public var helpSections: [HelpOverlay.Section] {
        var sections: [HelpOverlay.Section] = []
        for binding in bindings {
            let title = binding.group ?? self.title
            let row = HelpOverlay.Row(
                keys: binding.keyLabel, help: binding.help, disabledReason: binding.disabledReason)
            if let index = sections.firstIndex(where: { $0.title == title }) {
                sections[index].rows.append(row)
            } else {
                sections.append(HelpOverlay.Section(title: title, rows: [row]))
            }
        }
        return sections
    }
}

extension Keymap: Sendable where Message: Sendable {}
