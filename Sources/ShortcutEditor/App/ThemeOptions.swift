import TerminalUI

/// The themes the library's theme picker offers, and how a choice takes effect: the host (the
/// `shortcuts` command) knows where themes live and where the choice is remembered.
package struct ThemeOptions: Sendable {
    /// Every theme's name, in the order the picker lists them.
    package var names: [String]
    /// The theme in use when the app starts.
    package var current: String
    /// Reads a theme by name (a small file at most, so it is read on the key press).
    package var load: @Sendable (String) throws -> Theme
    /// Remembers the choice for later runs; runs as an effect, off the main actor.
    package var remember: @Sendable (String) throws -> Void

    package init(
        names: [String], current: String, load: @escaping @Sendable (String) throws -> Theme,
        remember: @escaping @Sendable (String) throws -> Void
    ) {
        self.names = names
        self.current = current
        self.load = load
        self.remember = remember
    }
}
