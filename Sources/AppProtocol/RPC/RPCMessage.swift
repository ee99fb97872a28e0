import Foundation

/// What one line of JSON-RPC is, read without its params or result: those are decoded from
/// the same bytes once the method (or the waiting request) says their type.
package struct RPCEnvelope: Decodable, Sendable {
    package var jsonrpc: String?
    package var id: RPCID?
    package var method: String?
    package var hasResult: Bool
    package var error: RPCError?
    /// Whether an `id` key was present at all (a response to an unparseable request has `null`).
    package var hasID: Bool

    private enum Key: String, CodingKey { case jsonrpc, id, method, result, error }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        jsonrpc = try c.decodeIfPresent(String.self, forKey: .jsonrpc)
        hasID = c.contains(.id)
        id = try c.decodeIfPresent(RPCID.self, forKey: .id)
        method = try c.decodeIfPresent(String.self, forKey: .method)
        hasResult = c.contains(.result)
        error = try c.decodeIfPresent(RPCError.self, forKey: .error)
    }
}

/// A request's or notification's params, decoded as `P`.
struct ParamsBody<P: Decodable>: Decodable {
    var params: P
}

/// A response's result, decoded as `R`.
struct ResultBody<R: Decodable>: Decodable {
    var result: R
}

/// The messages a peer writes, each encoded as one line.
enum OutgoingMessage<P: Encodable>: Encodable {
    case request(id: RPCID, method: String, params: P)
    case notification(method: String, params: P)
    case result(id: RPCID, result: P)

    private enum Key: String, CodingKey { case jsonrpc, id, method, params, result }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode("2.0", forKey: .jsonrpc)
        switch self {
        case .request(let id, let method, let params):
            try c.encode(id, forKey: .id)
            try c.encode(method, forKey: .method)
            try c.encode(params, forKey: .params)
        case .notification(let method, let params):
            try c.encode(method, forKey: .method)
            try c.encode(params, forKey: .params)
        case .result(let id, let result):
            try c.encode(id, forKey: .id)
            try c.encode(result, forKey: .result)
        }
    }
}

/// An error response (`id` is `null` when the request could not be read).
struct ErrorResponse: Encodable {
    var id: RPCID?
    var error: RPCError

    private enum Key: String, CodingKey { case jsonrpc, id, error }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode("2.0", forKey: .jsonrpc)
        if let id { try c.encode(id, forKey: .id) } else { try c.encodeNil(forKey: .id) }
        try c.encode(error, forKey: .error)
    }
}

/// The protocol's JSON: compact (no newline can appear inside a message), slashes unescaped,
/// dates as the values write them (``ISODate``).
package enum WireJSON {
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        var bytes = [UInt8](try encoder.encode(value))
        bytes.append(0x0A)
        return bytes
    }

    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try JSONDecoder().decode(type, from: Data(bytes))
    }
}
