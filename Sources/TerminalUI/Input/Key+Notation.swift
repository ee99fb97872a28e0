// Keys as people write them: in keymaps, help, docs and (later) user configuration. One notation
// both ways, so a key printed in the help can be pasted into a config file.

extension Key: CustomStringConvertible {
    /// The key in the notation `Key(parsing:)` reads: `ctrl+c`, `alt+enter`, `shift+tab`, `f5`, `G`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.ctrl) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(
            Self.names.first { $0.code == code }?.name
                ?? {
                    if case .character(let character) = code { return String(character) }
                    if case .function(let number) = code { return "f\(number)" }
                    return "?"
                }())
        return parts.joined(separator: "+")
    }

    /// A compact label for the footer and the help overlay: `^C`, `M-x`, `⇧Tab`, `↑`, `PgDn`.
    public var label: String {
        var base: String
        switch code {
        case .character(" "): base = "Space"
        case .character(let character): base = String(character)
        case .enter: base = "Enter"
        case .tab: base = "Tab"
        case .backspace: base = "Bksp"
        case .delete: base = "Del"
        case .insert: base = "Ins"
        case .escape: base = "Esc"
        case .up: base = "↑"
        case .down: base = "↓"
        case .left: base = "←"
        case .right: base = "→"
        case .home: base = "Home"
        case .end: base = "End"
        case .pageUp: base = "PgUp"
        case .pageDown: base = "PgDn"
        case .function(let number): base = "F\(number)"
        }
        if modifiers.contains(.shift) { base = "⇧" + base }
        if modifiers.contains(.alt) { base = "M-" + base }
        if modifiers.contains(.ctrl) {
            if case .character(let character) = code, character != " " {
                base = "^" + (modifiers.contains(.alt) ? base : character.uppercased())
            } else {
                base = "^" + base
            }
        }
        return base
    }

    /// Reads `ctrl+c`, `alt+x`, `shift+tab`, `up`, `pgdn`, `f5`, `space`, `?`; nil if unknown.
    public init?(parsing notation: String) {
        let lowered = notation.lowercased()
        var parts =
            lowered == "+" ? ["+"] : lowered.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "", parts.count >= 2 {
            // "ctrl++" means Ctrl and the plus key.
            parts.removeLast(2)
            parts.append("+")
        }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            switch part {
            case "ctrl", "control": modifiers.insert(.ctrl)
            case "alt", "meta", "option": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: return nil
            }
        }
        if let named = Self.names.first(where: { $0.name == last }) ?? Self.aliases.first(where: { $0.name == last }) {
            self.init(named.code, modifiers)
        } else if last.first == "f", let number = Int(last.dropFirst()), (1...24).contains(number) {
            self.init(.function(number), modifiers)
        } else if last.count == 1 {
            // Keep the case the user wrote for plain characters: "G" is a different key from "g".
            let original = notation.last!
            self.init(.character(modifiers.contains(.ctrl) ? Character(last) : original), modifiers)
        } else {
            return nil
        }
    }

    static let names: [(name: String, code: Code)] = [
        ("enter", .enter), ("tab", .tab), ("backspace", .backspace), ("delete", .delete),
        ("insert", .insert), ("esc", .escape), ("up", .up), ("down", .down), ("left", .left),
        ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
        ("space", .character(" ")),
    ]

    static let aliases: [(name: String, code: Code)] = [
        ("return", .enter), ("escape", .escape), ("del", .delete), ("ins", .insert),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("bksp", .backspace),
    ]
}
