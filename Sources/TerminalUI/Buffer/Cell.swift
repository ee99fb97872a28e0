/// One terminal cell: a grapheme cluster, the columns it covers and its style.
///
/// A cluster wider than one column (CJK, most emoji) sits in its first cell with `width` 2 (or
/// more); the cells it covers after that are *continuations*: empty text, width 0, same style.
/// The diff never writes a continuation on its own, so a wide character is always written whole.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster as the terminal will receive it (already escaped: never a control).
    public var text: String
    /// Columns covered: 1 or more for a leading cell, 0 for a continuation.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: Int = 1, style: Style = .plain) {
        self.text = text
        self.width = UInt8(clamping: width)
        self.style = style
    }

    /// A space in `style`: what cleared cells hold.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }

    /// The cell a wide character leaves behind in its following columns.
    public static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}
