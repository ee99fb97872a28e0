/// A key press, with its modifiers.
///
/// Printable keys are characters: `?` is `.character("?")`, Shift is implied by the character
/// (`"G"`), so bindings say `"G"` rather than Shift-g. Control letters are normalised to
/// lowercase with `.ctrl`.
public struct Key: Hashable, Sendable {
    public enum Code: Hashable, Sendable {
        case character(Character)
        case enter, tab, backspace, delete, insert, escape
        case up, down, left, right, home, end, pageUp, pageDown
        /// F1 is `.function(1)`.
        case function(Int)
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let alt = Modifiers(rawValue: 1 << 1)
        public static let ctrl = Modifiers(rawValue: 1 << 2)
    }

    public var code: Code
    public var modifiers: Modifiers

    public init(_ code: Code, _ modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A plain character key: `Key("q")`.
    public init(_ character: Character) { self.init(.character(character)) }

    /// Ctrl and a letter or symbol: `Key.ctrl("c")`.
    public static func ctrl(_ character: Character) -> Key { Key(.character(Character(character.lowercased())), .ctrl) }
    /// Alt (Meta) and a character: `Key.alt("b")`.
    public static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }

    public static let enter = Key(.enter)
    public static let tab = Key(.tab)
    public static let backTab = Key(.tab, .shift)
    public static let backspace = Key(.backspace)
    public static let delete = Key(.delete)
    public static let insert = Key(.insert)
    public static let escape = Key(.escape)
    public static let up = Key(.up)
    public static let down = Key(.down)
    public static let left = Key(.left)
    public static let right = Key(.right)
    public static let home = Key(.home)
    public static let end = Key(.end)
    public static let pageUp = Key(.pageUp)
    public static let pageDown = Key(.pageDown)
    public static let space = Key(" ")
    public static func f(_ number: Int) -> Key { Key(.function(number)) }

    /// The character a text field should insert for this key, if it is plain text.
    public var text: Character? {
        guard case .character(let character) = code, modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
        return character
    }
}
