/// A token standing for a variable inside text, drawn like the blue rounded tokens of Apple's
/// Shortcuts: the name padded by a space on each side in the `.variable` role. It is one atomic
/// span, so wrapping never splits it; without colour the theme shows it in reverse video.
///
/// ```swift
/// var text = StyledText("Hello ")
/// text.append(Pill.span("Shortcut Input"))
/// ```
public enum Pill {
    public static func span(_ name: String, style: Style = .variable) -> Span {
        Span(" \(name) ", style: style, isAtomic: true)
    }
}

extension StyledText {
    /// Appends a variable pill.
    public mutating func appendPill(_ name: String, style: Style = .variable) {
        append(Pill.span(name, style: style))
    }
}
