/// A JSON value with the position it was read from, so that every error in a shortcut file can
/// name its line and column.
package struct JSONNode: Sendable, Equatable {
    /// Not `indirect`: its arrays hold the nodes inside it already, and an indirect case put
    /// every node, a number or a short string too, in a box of its own (an allocation and a
    /// free each, a tenth of reading a large file).
    package enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number, kept as written so integers and decimals stay apart.
        case number(String)
        case string(String)
        case array([JSONNode])
        /// Members in the order written; keys are unique.
        case object([(key: String, value: JSONNode)])

        package static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.null, .null): true
            case (.bool(let x), .bool(let y)): x == y
            case (.number(let x), .number(let y)): x == y
            case (.string(let x), .string(let y)): x == y
            case (.array(let x), .array(let y)): x == y
            case (.object(let x), .object(let y)):
                x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }
    }

    package var value: Value
    /// 1-based position of the value's first character; 0 for values built in memory.
    package var line: Int
    package var column: Int
    /// For a member of an object: the position of its name, which messages about the member
    /// itself (an unknown name) point to.
    package var keyLine = 0
    package var keyColumn = 0

    package init(_ value: Value, line: Int = 0, column: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
    }

    package static func == (a: JSONNode, b: JSONNode) -> Bool { a.value == b.value }

    // MARK: Building

    package static func string(_ s: String) -> JSONNode { JSONNode(.string(s)) }
    package static func bool(_ b: Bool) -> JSONNode { JSONNode(.bool(b)) }
    package static func array(_ items: [JSONNode]) -> JSONNode { JSONNode(.array(items)) }
    package static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(members.map { (key: $0.0, value: $0.1) }))
    }

    /// A number as JSON writes it: a whole number in digits (`9007199254740993` past 2^53 too,
    /// never `9007199254740992.0`), up to what an `Int64` holds; anything else as Swift's shortest
    /// form that reads back (`14.4`, `1e+20`).
    package static func number(_ n: Double) -> JSONNode {
        if n.isFinite, n == n.rounded(), abs(n) < 0x1p63 { return JSONNode(.number(String(Int64(n)))) }
        return JSONNode(.number("\(n)"))
    }

    package static func number(_ n: Int) -> JSONNode { JSONNode(.number(String(n))) }

    // MARK: Reading

    /// The member named `key` of an object.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var string: String? { if case .string(let s) = value { s } else { nil } }
    package var bool: Bool? { if case .bool(let b) = value { b } else { nil } }
    package var double: Double? { if case .number(let n) = value { Double(n) } else { nil } }
    package var array: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
    package var members: [(key: String, value: JSONNode)]? { if case .object(let m) = value { m } else { nil } }

    /// What kind of JSON value this is, for messages.
    package var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
