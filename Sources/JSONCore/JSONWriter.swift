/// Writes JSON canonically: members in the order given, two-space indent, one array item or
/// member per line, empty containers as `[]` and `{}`, non-ASCII text as UTF-8, and a final
/// newline. The same nodes always give the same bytes, so files diff well.
package enum JSONWriter {
    package static func write(_ node: JSONNode) -> String {
        var out = ""
        write(node, into: &out, indent: 0)
        out += "\n"
        return out
    }

    /// JSON on one line, a space after each `:` and `,`: `{"a": 1, "b": [true, null]}`. No final newline.
    package static func writeCompact(_ node: JSONNode) -> String {
        var out = ""
        writeCompact(node, into: &out)
        return out
    }

    /// Appends `node` to `out` as ``writeCompact(_:)`` writes it.
    package static func writeCompact(_ node: JSONNode, into out: inout String) {
        switch node.value {
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                writeCompact(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += ", " }
                writeString(member.key, into: &out)
                out += ": "
                writeCompact(member.value, into: &out)
            }
            out += "}"
        default:
            write(node, into: &out, indent: 0)
        }
    }

    private static func write(_ node: JSONNode, into out: inout String, indent: Int) {
        switch node.value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                write(item, into: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                writeString(member.key, into: &out)
                out += ": "
                write(member.value, into: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Appends `s` as a JSON string, quoted and escaped.
    package static func writeString(_ s: String, into out: inout String) {
        // Most strings need no escape: appended whole rather than scalar by scalar.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
