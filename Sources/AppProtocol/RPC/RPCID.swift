/// A request's id: a whole number or a string, unique among the sender's requests in flight.
package enum RPCID: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            self = .number(n)
        } else {
            self = .string(try c.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let n): try c.encode(n)
        case .string(let s): try c.encode(s)
        }
    }

    package var description: String {
        switch self {
        case .number(let n): String(n)
        case .string(let s): "\"\(s)\""
        }
    }
}
