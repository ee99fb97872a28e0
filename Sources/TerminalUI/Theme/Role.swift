/// A semantic colour role. Views say *what* something is; the theme says how it looks.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
    /// Ordinary text, and every blank cell.
    case text
    /// Secondary text: hints, counts, disabled items.
    case muted
    /// Something to draw the eye to: the focused item's marker, headings inside text.
    case accent
    /// Titles of boxes and screens.
    case title
    /// The selected row of a list or menu. Stays visible without colour (reverse video).
    case selection
    /// Box borders and separators.
    case border
    /// The border of the focused box.
    case focusBorder
    /// A variable token ("pill") inside text.
    case variable
    /// The text shown in an empty field.
    case placeholder
    case error
    case warning
    case success
    case info
    /// The key in the footer key bar and the help overlay.
    case keyHint
    /// The status line and the footer.
    case statusBar
    /// The part of an item that matches the filter.
    case match
    /// The inside of a modal dialog or menu.
    case dialog
}
