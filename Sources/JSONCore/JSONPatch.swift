/// A JSON Patch (RFC 6902): operations (`add`, `remove`, `replace`, `move`, `copy`, `test`) on
/// places named by JSON Pointers (RFC 6901), applied in order to a document, all or nothing. An
/// agent changes a shortcut with one rather than sending the whole file.
package struct JSONPatch: Sendable {
    /// One operation, read.
    enum Operation: Sendable {
        case add(path: [String], value: JSONNode)
        case remove(path: [String])
        case replace(path: [String], value: JSONNode)
        case move(from: [String], path: [String])
        case copy(from: [String], path: [String])
        case test(path: [String], value: JSONNode)
    }

    /// Why a patch cannot be read or applied: which operation (from 1), and what is wrong.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The operation's place in the patch, from 1; 0 for the patch as a whole.
        package var operation: Int
        package var message: String

        package var description: String {
            operation == 0 ? message : "operation \(operation): \(message)"
        }
    }

    let operations: [Operation]

    /// Reads a patch: a list of operation objects.
    package init(_ node: JSONNode) throws(Problem) {
        guard let items = node.array else {
            throw Problem(operation: 0, message: "a patch must be a list of operations, not \(node.kindName)")
        }
        var operations: [Operation] = []
        for (index, item) in items.enumerated() {
            operations.append(try Self.operation(item, number: index + 1))
        }
        self.operations = operations
    }

    private static func operation(_ node: JSONNode, number: Int) throws(Problem) -> Operation {
        func fail(_ message: String) -> Problem { Problem(operation: number, message: message) }
        guard node.members != nil else { throw fail("must be an object with \"op\" and \"path\"") }
        guard let op = node["op"]?.string else { throw fail("needs \"op\": add, remove, replace, move, copy or test") }
        guard let pathText = node["path"]?.string else {
            throw fail("needs \"path\", a JSON Pointer such as \"/actions/0\"")
        }
        let path = try pointer(pathText, fail)
        func value() throws(Problem) -> JSONNode {
            guard let value = node["value"] else { throw fail("'\(op)' needs \"value\"") }
            return value
        }
        func from() throws(Problem) -> [String] {
            guard let text = node["from"]?.string else { throw fail("'\(op)' needs \"from\", a JSON Pointer") }
            return try pointer(text, fail)
        }
        switch op {
        case "add": return .add(path: path, value: try value())
        case "remove": return .remove(path: path)
        case "replace": return .replace(path: path, value: try value())
        case "move":
            let source = try from()
            if path.count > source.count, Array(path.prefix(source.count)) == source {
                throw fail("cannot move a value into itself")
            }
            return .move(from: source, path: path)
        case "copy": return .copy(from: try from(), path: path)
        case "test": return .test(path: path, value: try value())
        default:
            throw fail(
                "'\(JSONText.excerpt(op, limit: 30))' is not an operation (add, remove, replace, move, copy, test)")
        }
    }

    /// A JSON Pointer's reference tokens: `/actions/0/name` is `actions`, `0`, `name`; `~1` is `/`
    /// and `~0` is `~`.
    private static func pointer(_ text: String, _ fail: (String) -> Problem) throws(Problem) -> [String] {
        if text.isEmpty { return [] }
        guard text.hasPrefix("/") else {
            throw fail("'\(JSONText.excerpt(text, limit: 60))' is not a JSON Pointer (it starts with /)")
        }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var characters = raw.makeIterator()
            while let c = characters.next() {
                guard c == "~" else {
                    token.append(c)
                    continue
                }
                switch characters.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: throw fail("'\(JSONText.excerpt(text, limit: 60))': '~' must be followed by 0 or 1")
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    /// The document with every operation applied, in order; the first that cannot be applied
    /// stops it (the document is then as it was: nothing is half applied).
    package func applied(to document: JSONNode) throws(Problem) -> JSONNode {
        var result = document
        for (index, operation) in operations.enumerated() {
            func fail(_ message: String) -> Problem { Problem(operation: index + 1, message: message) }
            switch operation {
            case .add(let path, let value): try Self.add(value, at: path, in: &result, fail)
            case .remove(let path): _ = try Self.remove(at: path, in: &result, fail)
            case .replace(let path, let value): try Self.replace(at: path, with: value, in: &result, fail)
            case .move(let from, let path):
                let value = try Self.remove(at: from, in: &result, fail)
                try Self.add(value, at: path, in: &result, fail)
            case .copy(let from, let path):
                try Self.add(try Self.value(at: from, in: result, fail), at: path, in: &result, fail)
            case .test(let path, let expected):
                let actual = try Self.value(at: path, in: result, fail)
                // Equal as RFC 6902 says: numbers by value, objects whatever their order.
                guard JSONSchema.Checker.equal(actual, expected) else {
                    throw fail(
                        "the value at \(Self.show(path)) is \(JSONText.excerpt(JSONWriter.writeCompact(actual), limit: 80)), not the one tested"
                    )
                }
            }
        }
        return result
    }

    static func show(_ path: [String]) -> String {
        path.isEmpty
            ? "the root"
            : "/"
                + path.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
                .joined(separator: "/")
    }

    private static func value(at path: [String], in node: JSONNode, _ fail: (String) -> Problem) throws(Problem)
        -> JSONNode
    {
        var current = node
        for (depth, token) in path.enumerated() {
            let here = show(Array(path.prefix(depth + 1)))
            switch current.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else {
                    throw fail("nothing is at \(here)")
                }
                current = member.value
            case .array(let items):
                guard let index = Int(token), index >= 0, index < items.count, token == String(index) else {
                    throw fail("nothing is at \(here) (the list has \(items.count) items)")
                }
                current = items[index]
            default: throw fail("nothing is at \(here): \(show(Array(path.prefix(depth)))) is \(current.kindName)")
            }
        }
        return current
    }

    /// Adds `value` at `path`: a member set (replaced if there), an item inserted (`-` appends).
    private static func add(_ value: JSONNode, at path: [String], in node: inout JSONNode, _ fail: (String) -> Problem)
        throws(Problem)
    {
        guard let (head, last) = split(path) else {
            node = value
            return
        }
        try change(at: head, in: &node, fail) { (parent) throws(Problem) in
            switch parent.value {
            case .object(var members):
                if let index = members.firstIndex(where: { $0.key == last }) {
                    members[index].value = value
                } else {
                    members.append((key: last, value: value))
                }
                parent.value = .object(members)
            case .array(var items):
                let index: Int
                if last == "-" {
                    index = items.count
                } else {
                    guard let number = Int(last), number >= 0, number <= items.count, last == String(number) else {
                        throw fail("\(show(path)): the list has \(items.count) items; add at 0 to \(items.count), or -")
                    }
                    index = number
                }
                items.insert(value, at: index)
                parent.value = .array(items)
            default: throw fail("\(show(head)) is \(parent.kindName): nothing can be added in it")
            }
        }
    }

    /// Puts `value` in place of the one at `path`, which must be there (a member keeps its place).
    private static func replace(
        at path: [String], with value: JSONNode, in node: inout JSONNode, _ fail: (String) -> Problem
    ) throws(Problem) {
        guard let (head, last) = split(path) else {
            node = value
            return
        }
        try change(at: head, in: &node, fail) { (parent) throws(Problem) in
            switch parent.value {
            case .object(var members):
                guard let index = members.firstIndex(where: { $0.key == last }) else {
                    throw fail("nothing is at \(show(path)) to replace")
                }
                members[index].value = value
                parent.value = .object(members)
            case .array(var items):
                guard let index = Int(last), index >= 0, index < items.count, last == String(index) else {
                    throw fail("nothing is at \(show(path)) to replace (the list has \(items.count) items)")
                }
                items[index] = value
                parent.value = .array(items)
            default: throw fail("nothing is at \(show(path)): \(show(head)) is \(parent.kindName)")
            }
        }
    }

    /// Takes the value at `path` out and returns it.
    private static func remove(at path: [String], in node: inout JSONNode, _ fail: (String) -> Problem) throws(Problem)
        -> JSONNode
    {
        guard let (head, last) = split(path) else { throw fail("the whole document cannot be removed") }
        var removed: JSONNode?
        try change(at: head, in: &node, fail) { (parent) throws(Problem) in
            switch parent.value {
            case .object(var members):
                guard let index = members.firstIndex(where: { $0.key == last }) else {
                    throw fail("nothing is at \(show(path))")
                }
                removed = members.remove(at: index).value
                parent.value = .object(members)
            case .array(var items):
                guard let index = Int(last), index >= 0, index < items.count, last == String(index) else {
                    throw fail("nothing is at \(show(path)) (the list has \(items.count) items)")
                }
                removed = items.remove(at: index)
                parent.value = .array(items)
            default: throw fail("nothing is at \(show(path)): \(show(head)) is \(parent.kindName)")
            }
        }
        return removed ?? JSONNode(.null)
    }

    private static func split(_ path: [String]) -> (head: [String], last: String)? {
        guard let last = path.last else { return nil }
        return (Array(path.dropLast()), last)
    }

    /// Runs `body` on the value at `path` inside `node`, in place (`done`: the tokens walked to
    /// `node`, for messages).
    private static func change(
        at path: [String], in node: inout JSONNode, _ fail: (String) -> Problem, done: [String] = [],
        _ body: (inout JSONNode) throws(Problem) -> Void
    ) throws(Problem) {
        guard let token = path.first else { return try body(&node) }
        let rest = Array(path.dropFirst())
        let here = show(done + [token])
        switch node.value {
        case .object(var members):
            guard let index = members.firstIndex(where: { $0.key == token }) else {
                throw fail("nothing is at \(here)")
            }
            try change(at: rest, in: &members[index].value, fail, done: done + [token], body)
            node.value = .object(members)
        case .array(var items):
            guard let index = Int(token), index >= 0, index < items.count, token == String(index) else {
                throw fail("nothing is at \(here) (the list has \(items.count) items)")
            }
            try change(at: rest, in: &items[index], fail, done: done + [token], body)
            node.value = .array(items)
        default: throw fail("nothing is at \(here): \(show(done)) is \(node.kindName)")
        }
    }
}
