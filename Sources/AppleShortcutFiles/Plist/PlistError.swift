/// Why a property list was refused.
package enum PlistError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a property list, or one whose structure is broken; says what is wrong.
    case malformed(String)
    /// Nested deeper than the limit.
    case tooDeep(limit: Int)
    /// Expands to more values than the limit (shared references counted each time).
    case tooManyValues(limit: Int)
    /// Larger than the limit.
    case tooLarge(Int, limit: Int)

    package var description: String {
        switch self {
        case .malformed(let what): what
        case .tooDeep(let limit): "the property list is nested more than \(limit) deep"
        case .tooManyValues(let limit): "the property list expands to more than \(limit) values"
        case .tooLarge(let size, let limit): "the property list is \(size) bytes, more than the \(limit) allowed"
        }
    }
}
