/// The name of a built-in action as a shortcut file writes it (`"action": "comment"`), and the
/// key of its descriptor in ``BuiltInRegistry``. The action library's entry ids (`builtIn:if`)
/// use it too.
package struct BuiltInID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    package var description: String { rawValue }
}

/// Names one slot of an action: an intent's parameter, a built-in action's member (`input`,
/// `name`, `prompt`), a Find's `from`, `limit` or row value (`where2`, its second value
/// `where2b`). The sentence, the editor's tokens and the diagnostics use the same names, which
/// are also the members a shortcut file writes. "No slot" is `nil`, never an empty name.
package struct SlotID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    package let rawValue: String

    package init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { rawValue = value }

    package var description: String { rawValue }

    package static func < (a: SlotID, b: SlotID) -> Bool { a.rawValue < b.rawValue }

    // MARK: Find rows

    /// The value of a Find's row `row` (from 0): `where1`, or its second value `where1b`.
    package static func findValue(row: Int, second: Bool = false) -> SlotID {
        SlotID("where\(row + 1)\(second ? "b" : "")")
    }

    /// The row (from 0) of a Find value slot, and whether it is the row's second value; `nil`
    /// for any other slot.
    package var findRow: (row: Int, second: Bool)? {
        guard rawValue.hasPrefix("where") else { return nil }
        var digits = rawValue.dropFirst(5)
        let second = digits.hasSuffix("b")
        if second { digits = digits.dropLast() }
        guard let number = Int(digits), number >= 1 else { return nil }
        return (number - 1, second)
    }

    /// A Find's list to filter.
    package static let from: SlotID = "from"
    /// A Find's limit.
    package static let limit: SlotID = "limit"
}

extension BuiltInID {
    /// Run Shortcut, which the library's directory follows to find cycles.
    package static let runShortcut: BuiltInID = "runShortcut"
}

extension SlotID {
    /// Run Shortcut's target: the id of the shortcut it runs.
    package static let shortcut: SlotID = "shortcut"
}
