/// Something the user did, decoded from the terminal's bytes.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A bracketed paste, delivered whole (newlines as `\n`), so pasted text is never taken as
    /// commands.
    case paste(String)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)

    /// The key, if this is a key press.
    public var key: Key? {
        if case .key(let key) = self { return key }
        return nil
    }
}

/// A mouse click or wheel turn, at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public enum Kind: Hashable, Sendable {
        case press(Button)
        case release(Button)
        /// Motion with a button held (only reported when the terminal reports motion).
        case drag(Button)
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    public var kind: Kind
    /// Zero-based cell position.
    public var position: Point
    public var modifiers: Key.Modifiers

    public init(_ kind: Kind, at position: Point, modifiers: Key.Modifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
