/// Text attributes a terminal can show without colour. They survive `NO_COLOR`, so anything that
/// must stay visible (the selection, a focused field) can rely on them.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
    public static let strikethrough = Attributes(rawValue: 1 << 5)

    /// Every attribute with its name, in a stable order (for theme files and diagnostics).
    public static let named: [(name: String, attributes: Attributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
        ("reverse", .reverse), ("strikethrough", .strikethrough),
    ]
}

/// How a cell looks, said semantically: a theme role plus attributes added on top of the role's
/// own. Colours are resolved by the backend through the theme, so views never name a colour.
public struct Style: Hashable, Sendable {
    public var role: Role
    public var attributes: Attributes

    public init(_ role: Role = .text, _ attributes: Attributes = []) {
        self.role = role
        self.attributes = attributes
    }

    /// Plain text in the theme's text colours.
    public static let plain = Style()

    /// This style with `extra` attributes added.
    public func adding(_ extra: Attributes) -> Style { Style(role, attributes.union(extra)) }
}

extension Style {
    // Shorthands that read well at call sites: `.init(.muted)` becomes `.muted`.
    public static let text = Style(.text)
    public static let muted = Style(.muted)
    public static let accent = Style(.accent)
    public static let title = Style(.title)
    public static let selection = Style(.selection)
    public static let border = Style(.border)
    public static let focusBorder = Style(.focusBorder)
    public static let variable = Style(.variable)
    public static let placeholder = Style(.placeholder)
    public static let error = Style(.error)
    public static let warning = Style(.warning)
    public static let success = Style(.success)
    public static let info = Style(.info)
    public static let keyHint = Style(.keyHint)
    public static let statusBar = Style(.statusBar)
    public static let match = Style(.match)
    public static let dialog = Style(.dialog)
}
