import Foundation
import JSONCore

/// A JSON-RPC id: an integer or a string (JSON-RPC 2.0 allows nothing else for a request).
enum MessageID: Hashable, Sendable, Encodable {
    case number(Int)
    case string(String)

    /// The id of a message, if it has one of the two allowed kinds.
    init?(_ node: JSONNode?) {
        switch node?.value {
        case .string(let text)?: self = .string(text)
        case .number(let text)?:
            guard let whole = Int(text) else { return nil }
            self = .number(whole)
        default: return nil
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        }
    }
}

/// What one line of JSON-RPC is, as far as the transport needs to know: which requests wait
/// for an answer, which answers arrive, and which lines get an error without going further.
enum MessageLine: Equatable {
    /// A request: it gets exactly one answer (or none, if it is cancelled).
    case request(MessageID, method: String)
    /// A notification; for `notifications/cancelled`, the request it cancels.
    case notification(method: String, cancels: MessageID?)
    /// An answer (a result or an error) to the request with this id.
    case response(MessageID?)
    /// Several messages in one array (JSON-RPC batches, which MCP no longer sends).
    case batch([MessageLine])
    /// Not a message: the error to answer it with, and the id to answer to (null when the line
    /// has none that can be read).
    case invalid(id: MessageID?, code: Int, message: String)

    /// Reads one line (without its newline).
    init(_ line: Data) {
        guard let text = String(validating: line, as: UTF8.self) else {
            self = .invalid(id: nil, code: -32700, message: "Parse error: the line is not UTF-8")
            return
        }
        let node: JSONNode
        do throws(JSONSyntaxError) {
            node = try JSONParser.parse(text)
        } catch {
            self = .invalid(id: nil, code: -32700, message: "Parse error: \(error.description)")
            return
        }
        self.init(node)
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .array(let items) where !items.isEmpty: self = .batch(items.map(MessageLine.init))
        case .object(let members):
            let member = { (name: String) in members.first { $0.key == name }?.value }
            let id = MessageID(member("id"))
            let hasID = member("id") != nil
            if let method = member("method") {
                guard case .string(let name) = method.value else {
                    self = .invalid(id: id, code: -32600, message: "Invalid request: the method is not a string")
                    return
                }
                if !hasID {
                    let cancels =
                        name == "notifications/cancelled"
                        ? member("params").flatMap { params -> MessageID? in
                            guard case .object(let fields) = params.value else { return nil }
                            return MessageID(fields.first { $0.key == "requestId" }?.value)
                        } : nil
                    self = .notification(method: name, cancels: cancels)
                } else if let id {
                    // A tools/call whose params are not what MCP defines is answered here with
                    // -32602 (invalid params), naming what is wrong: the SDK's own decoding
                    // answers it with -32603, an internal error, which it is not.
                    if name == "tools/call", let problem = Self.callProblem(member("params")) {
                        self = .invalid(id: id, code: -32602, message: "Invalid params: \(problem)")
                        return
                    }
                    self = .request(id, method: name)
                } else {
                    self = .invalid(
                        id: nil, code: -32600, message: "Invalid request: the id is not a string or an integer")
                }
            } else if member("result") != nil || member("error") != nil {
                self = .response(id)
            } else {
                self = .invalid(id: id, code: -32600, message: "Invalid request: neither a method nor a result")
            }
        default:
            self = .invalid(id: nil, code: -32600, message: "Invalid request: not a JSON-RPC object")
        }
    }

    /// What is wrong with a `tools/call`'s params, if anything: an object with a string `name`
    /// and, if given, an object of `arguments`.
    static func callProblem(_ params: JSONNode?) -> String? {
        guard let params, case .object(let fields) = params.value else { return "params must be an object" }
        let field = { (name: String) in fields.first { $0.key == name }?.value }
        guard let name = field("name"), case .string = name.value else {
            return "\"name\" must be the tool's name, a string"
        }
        if let arguments = field("arguments") {
            switch arguments.value {
            case .object, .null: break
            default: return "\"arguments\" must be an object"
            }
        }
        return nil
    }

    /// Every message in it: itself, or the items of a batch.
    var messages: [MessageLine] {
        if case .batch(let items) = self { return items.flatMap(\.messages) }
        return [self]
    }

    /// The JSON-RPC error answer for `id` (`null` when there is none), as one line.
    static func errorReply(id: MessageID?, code: Int, message: String) -> Data {
        struct Reply: Encodable {
            struct Body: Encodable {
                let code: Int
                let message: String
            }
            let id: MessageID?
            let error: Body

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("2.0", forKey: .jsonrpc)
                // JSON-RPC 2.0: the id is null, not left out, when the request's could not be read.
                if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
                try container.encode(error, forKey: .error)
            }

            enum Keys: String, CodingKey { case jsonrpc, id, error }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Reply(id: id, error: .init(code: code, message: message)))) ?? Data()
    }
}
