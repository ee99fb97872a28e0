/// The name of a built-in action as a shortcut file writes it (`"action": "comment"`), and the
/// key of its descriptor in ``BuiltInRegistry``. The action library's entry ids (`builtIn:if`)
/// use it too.
public struct BuiltInID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
}

/// Names one slot of an action: an intent's parameter, a built-in action's member (`input`,
/// `name`, `prompt`), a Find's `from`, `limit` or row value (`where2`, its second value
/// `where2b`). The sentence, the editor's tokens and the diagnostics use the same names, which
/// are also the members a shortcut file writes. "No slot" is `nil`, never an empty name.
public struct SlotID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public static func < (a: SlotID, b: SlotID) -> Bool { a.rawValue < b.rawValue }

    // MARK: Find rows

    /// The value of a Find's row `row` (from 0): `where1`, or its second value `where1b`.
    public static func findValue(row: Int, second: Bool = false) -> SlotID {
        SlotID("where\(row + 1)\(second ? "b" : "")")
    }

    /// The row (from 0) of a Find value slot, and whether it is the row's second value; `nil`
    /// for any other slot.
    public var findRow: (row: Int, second: Bool)? {
        guard rawValue.hasPrefix("where") else { return nil }
        var digits = rawValue.dropFirst(5)
        let second = digits.hasSuffix("b")
        if second { digits = digits.dropLast() }
        guard let number = Int(digits), number >= 1 else { return nil }
        return (number - 1, second)
    }

    /// A Find's list to filter.
    public static let from: SlotID = "from"
    /// A Find's limit.
    public static let limit: SlotID = "limit"
}

extension BuiltInID {
    /// Run Shortcut, which the library's directory follows to find cycles.
    public static let runShortcut: BuiltInID = "runShortcut"
}

extension SlotID {
    /// Run Shortcut's target: the id of the shortcut it runs.
    public static let shortcut: SlotID = "shortcut"
}
