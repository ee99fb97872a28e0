/// Why one of Apple's archives (the signed AEA1 container or the Apple Archive inside it) was
/// refused.
package enum AppleArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Broken or cut short; says what and where.
    case malformed(String)
    /// A kind this reader does not open (an encrypted profile, another compression); says which.
    case unsupported(String)
    /// A checksum does not match: the file was changed or damaged after it was signed.
    case checksumMismatch(segment: Int)
    /// Compressed data that does not decode.
    case compression(CompressionError)

    package var description: String {
        switch self {
        case .malformed(let what): what
        case .unsupported(let what): what
        case .checksumMismatch(let segment):
            "segment \(segment)'s checksum does not match its contents: the file was damaged or changed after it was signed"
        case .compression(let error): "the compressed payload is damaged: \(error)"
        }
    }
}
