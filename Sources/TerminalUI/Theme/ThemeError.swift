/// Why a theme file could not be read, with the file and the place in it.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the loader.
    public var file: String
    /// Where in the file: a JSON path (`roles.selection.fg`) or a YAML key.
    public var location: String?
    public var message: String

    public init(file: String, location: String? = nil, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        if let location { return "\(file): \(location): \(message)" }
        return "\(file): \(message)"
    }
}
