import IntentKit

/// A shortcut file that cannot be read: where, and what is wrong, in words a person can act on.
package struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path, if the document came from a file.
    package var file: String?
    /// 1-based position of the offending value (0 when unknown).
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String? = nil, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path/to/file.json:12:7: message`, as compilers write it.
    package var description: String {
        let place = [file, line > 0 ? String(line) : nil, line > 0 ? String(column) : nil].compactMap { $0 }.joined(
            separator: ":")
        let message = IntentValueText.excerpt(self.message, limit: ShortcutLimits.messageLength)
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
