import TerminalUI

/// The themes the library's theme picker offers, and how a choice takes effect: the host (the
/// `shortcuts` command) knows where themes live and where the choice is remembered.
public struct ThemeOptions: Sendable {
    /// Every theme's name, in the order the picker lists them.
    public var names: [String]
    /// The theme in use when the app starts.
    public var current: String
    /// Reads a theme by name (a small file at most, so it is read on the key press).
    public var load: @Sendable (String) throws -> Theme
    /// Remembers the choice for later runs; runs as an effect, off the main actor.
    public var remember: @Sendable (String) throws -> Void

    public init(names: [String], current: String, load: @escaping @Sendable (String) throws -> Theme,
                remember: @escaping @Sendable (String) throws -> Void) {
        self.names = names
        self.current = current
        self.load = load
        self.remember = remember
    }
}
