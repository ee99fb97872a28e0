/// A syntax error in a JSON file, with the position where reading stopped.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String
    /// The name of the innermost member whose value the error is in, if any.
    package var member: String?
    package var description: String { "\(line):\(column): \(message)" }

    init(line: Int, column: Int, message: String, member: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.member = member
    }
}

/// Reads JSON (RFC 8259) into nodes that remember their positions.
package enum JSONParser {
    /// Parses a whole document; anything but white space after the value is an error.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var text = text
        let result: Result<JSONNode, JSONSyntaxError> = text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            do throws(JSONSyntaxError) {
                reader.skipWhitespace()
                let node = try reader.value(depth: 0)
                reader.skipWhitespace()
                if !reader.atEnd {
                    throw reader.error("unexpected \(reader.describeCurrent()) after the end of the document")
                }
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// How deeply values may nest (arrays and objects inside each other): deeper text is an
    /// error, never a stack overflow.
    package static let maximumNesting = 512
    private static let maximumDepth = maximumNesting

    private struct Reader {
        /// The text's UTF-8, read in place (no copy, no bounds checks beyond our own).
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var lineStart = 0
        /// Where the first non-ASCII byte of the current line is, if any: up to there, a column
        /// is a byte count.
        var firstWideByte = Int.max

        /// A column counted once (see ``trackedColumn()``): where, and what it was.
        var countedIndex = 0
        var countedColumn = 1

        var atEnd: Bool { index >= bytes.count }
        /// The current column, counted from the line's start: for error messages, once per parse.
        var column: Int {
            let end = min(index, bytes.count)
            if end <= firstWideByte { return end - lineStart + 1 }
            // Columns count characters, not bytes: skip UTF-8 continuation bytes.
            return bytes[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        }

        /// The current column for a node, counting only the bytes since the last node's: the
        /// parser moves forward, so a long line with wide characters costs one pass, not one
        /// pass per value (a 300 KB one-line file took over a minute).
        mutating func trackedColumn() -> Int {
            let end = min(index, bytes.count)
            if end <= firstWideByte { return end - lineStart + 1 }
            if countedIndex < lineStart || countedIndex > end { (countedIndex, countedColumn) = (lineStart, 1) }
            var column = countedColumn
            for i in countedIndex..<end where bytes[i] & 0xC0 != 0x80 { column += 1 }
            (countedIndex, countedColumn) = (end, column)
            return column
        }

        func error(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(line: line, column: column, message: message)
        }

        func describeCurrent() -> String {
            guard !atEnd else { return "end of file" }
            let byte = bytes[index]
            if byte < 0x20 { return "control character" }
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
        }

        mutating func skipWhitespace() {
            while !atEnd {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                    firstWideByte = Int.max
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth < JSONParser.maximumDepth else {
                throw error("nesting is deeper than \(JSONParser.maximumDepth) levels")
            }
            guard !atEnd else { throw error("expected a value, found end of file") }
            let (l, c) = (line, trackedColumn())
            switch bytes[index] {
            case UInt8(ascii: "{"): return JSONNode(try object(depth: depth), line: l, column: c)
            case UInt8(ascii: "["): return JSONNode(try array(depth: depth), line: l, column: c)
            case UInt8(ascii: "\""): return JSONNode(.string(try string()), line: l, column: c)
            case UInt8(ascii: "t"):
                try literal("true")
                return JSONNode(.bool(true), line: l, column: c)
            case UInt8(ascii: "f"):
                try literal("false")
                return JSONNode(.bool(false), line: l, column: c)
            case UInt8(ascii: "n"):
                try literal("null")
                return JSONNode(.null, line: l, column: c)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try number()), line: l, column: c)
            case UInt8(ascii: "I"), UInt8(ascii: "N"): throw error(Self.noInfinity)
            default: throw error("expected a value, found \(describeCurrent())")
            }
        }

        static let noInfinity = "JSON has no Infinity or NaN; write a number such as 1.5 or 1e10"

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            for byte in word.utf8 {
                guard !atEnd, bytes[index] == byte else { throw error("expected '\(word)'") }
                index += 1
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
            index += 1
            var members: [(key: String, value: JSONNode)] = []
            // Objects in shortcut files are small; a linear look for duplicates beats hashing
            // until one grows large.
            var seen = Set<String>()
            skipWhitespace()
            if !atEnd, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard !atEnd, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a member name in quotes, found \(describeCurrent())")
                }
                let keyLine = line
                let keyColumn = trackedColumn()
                let key = try string()
                let duplicate: Bool
                if members.count < 16 {
                    duplicate = members.contains { $0.key == key }
                } else {
                    if seen.isEmpty { seen = Set(members.map(\.key)) }
                    duplicate = !seen.insert(key).inserted
                }
                guard !duplicate else {
                    throw JSONSyntaxError(
                        line: keyLine, column: keyColumn,
                        message: "duplicate member '\(JSONText.excerpt(key, limit: JSONText.excerptLength))'")
                }
                skipWhitespace()
                guard !atEnd, bytes[index] == UInt8(ascii: ":") else {
                    throw error(
                        "expected ':' after '\(JSONText.excerpt(key, limit: JSONText.excerptLength))', found \(describeCurrent())"
                    )
                }
                index += 1
                skipWhitespace()
                var member: JSONNode
                do {
                    member = try value(depth: depth + 1)
                } catch {
                    // Name the member the bad value belongs to ("in the value of 'format'"), once,
                    // at the innermost member.
                    guard error.member == nil else { throw error }
                    var named = error
                    named.member = key
                    named.message += " in the value of '\(JSONText.excerpt(key, limit: JSONText.excerptLength))'"
                    throw named
                }
                member.keyLine = keyLine
                member.keyColumn = keyColumn
                members.append((key, member))
                skipWhitespace()
                guard !atEnd else { throw error("expected ',' or '}', found end of file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                throw error("expected ',' or '}', found \(describeCurrent())")
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
            index += 1
            var items: [JSONNode] = []
            skipWhitespace()
            if !atEnd, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                guard !atEnd else { throw error("expected ',' or ']', found end of file") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                throw error("expected ',' or ']', found \(describeCurrent())")
            }
        }

        mutating func number() throws(JSONSyntaxError) -> String {
            let start = index
            func digits() -> Int {
                let from = index
                while !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                return index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                if !atEnd, bytes[index] == UInt8(ascii: "I") { throw error(Self.noInfinity) }
                throw error("expected a digit")
            }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    throw error("numbers may not start with 0")
                }
            } else {
                _ = digits()
            }
            if !atEnd, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("expected a digit after '.'") }
            }
            if !atEnd, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if !atEnd, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("expected a digit in the exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            // Most strings have no escapes: take their bytes as they are.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                bytes[end] >= 0x20
            {
                if bytes[end] >= 0x80, firstWideByte == Int.max { firstWideByte = end }
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            var out = [UInt8]()
            while true {
                guard !atEnd else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    break
                }
                if byte < 0x20 { throw error("control character in a string (write it as an escape such as \\n)") }
                if byte != UInt8(ascii: "\\") {
                    if byte >= 0x80, firstWideByte == Int.max { firstWideByte = index }
                    out.append(byte)
                    index += 1
                    continue
                }
                index += 1
                guard !atEnd else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(unicode).utf8))
                default:
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard !atEnd, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                    throw error("expected four hex digits in \\u escape")
                }
                value = value * 16 + UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
