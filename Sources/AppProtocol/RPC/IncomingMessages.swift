/// A request from the other side, for a ``JSONRPCPeer``'s handler.
package struct IncomingRequest: Sendable {
    package let id: RPCID
    package let method: String
    let line: [UInt8]

    /// The params as `P`; an ``RPCErrorCode/invalidParams`` error saying what is wrong otherwise.
    package func params<P: Decodable>(_ type: P.Type = P.self) throws(RPCError) -> P {
        do {
            return try WireJSON.decode(ParamsBody<P>.self, from: line).params
        } catch {
            throw RPCError(.invalidParams, "invalid params for \(method): \(DecodingProblem.describe(error))")
        }
    }
}

/// A notification from the other side.
package struct IncomingNotification: Sendable {
    package let method: String
    let line: [UInt8]

    /// The params as `P`, or `nil` when they are not one.
    package func params<P: Decodable>(_ type: P.Type = P.self) -> P? {
        try? WireJSON.decode(ParamsBody<P>.self, from: line).params
    }
}

/// Short words for a decoding error: where and what.
package enum DecodingProblem {
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing\(path(context))"
        case .typeMismatch(_, let context): return "\(context.debugDescription)\(path(context))"
        case .valueNotFound(_, let context): return "a value is missing\(path(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription)\(path(context))"
        @unknown default: return String(describing: error)
        }
    }
}
