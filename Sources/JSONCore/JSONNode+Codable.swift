/// A JSON tree read from, or written to, any `Decoder` or `Encoder`: how a kind of value whose
/// JSON form has one reader (a `JSONNode` one, with the format's messages) serves `Codable` too,
/// so `JSONEncoder` and `JSONDecoder` paths use that same reader and writer.
extension JSONNode: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [(key: String, value: JSONNode)] = []
            for key in object.allKeys {
                members.append((key.stringValue, try object.decode(JSONNode.self, forKey: key)))
            }
            self.init(.object(members))
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONNode] = []
            while !array.isAtEnd { items.append(try array.decode(JSONNode.self)) }
            self.init(.array(items))
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self.init(.null)
            } else if let flag = try? single.decode(Bool.self) {
                self.init(.bool(flag))
            } else if let whole = try? single.decode(Int64.self) {
                self.init(.number(String(whole)))
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self.init(.string(try single.decode(String.self)))
            }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let written):
            var single = encoder.singleValueContainer()
            if let whole = Int64(written) { try single.encode(whole) } else { try single.encode(Double(written) ?? 0) }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(item) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for member in members { try object.encode(member.value, forKey: Key(stringValue: member.key)) }
        }
    }
}
