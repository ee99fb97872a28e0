/// Why compressed data was refused: it is corrupt or truncated, or would decode to more than
/// the caller allows. Says where, in bytes from the start of the compressed data.
package struct CompressionError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var offset: Int

    package init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    package var description: String { "\(message) (at byte \(offset) of the compressed data)" }
}
