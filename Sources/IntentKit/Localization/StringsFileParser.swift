/// A syntax error in a `.strings` file.
package struct StringsFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file's path as given to the parser.
    package var file: String
    /// 1-based line and column of the error.
    package var line: Int
    package var column: Int
    /// What was expected or wrong.
    package var message: String

    package var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Reads Apple's `.strings` format: `"key" = "value";` entries, `/* */` and `//` comments,
/// backslash escapes (`\"`, `\\`, `\n`, `\t`, `\U00E9`) and unquoted identifier keys.
enum StringsFileParser {
    static func parse(_ text: String, file: String) throws(StringsFileError) -> [String: String] {
        var scanner = Scanner(chars: Array(text.unicodeScalars), file: file)
        var entries: [String: String] = [:]
        while true {
            try scanner.skipTrivia()
            if scanner.atEnd { return entries }
            let key = try scanner.token(what: "a key")
            try scanner.skipTrivia()
            if scanner.peek == ";" {
                scanner.advance()
                entries[key] = key
                continue
            }
            try scanner.expect("=")
            try scanner.skipTrivia()
            let value = try scanner.token(what: "a value")
            try scanner.skipTrivia()
            try scanner.expect(";")
            entries[key] = value
        }
    }

    private struct Scanner {
        let chars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        var atEnd: Bool { index >= chars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : chars[index] }

        mutating func advance() {
            if chars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        func error(_ message: String) -> StringsFileError {
            StringsFileError(file: file, line: line, column: column, message: message)
        }

        mutating func expect(_ c: Unicode.Scalar) throws(StringsFileError) {
            guard peek == c else {
                throw error("expected '\(c)'" + (peek.map { ", found '\($0)'" } ?? " before end of file"))
            }
            advance()
        }

        mutating func skipTrivia() throws(StringsFileError) {
            while let c = peek {
                if c.properties.isWhitespace {
                    advance()
                    continue
                }
                if c == "/", index + 1 < chars.count, chars[index + 1] == "*" {
                    let start = error("unterminated comment")
                    advance()
                    advance()
                    while !(peek == "*" && index + 1 < chars.count && chars[index + 1] == "/") {
                        if atEnd { throw start }
                        advance()
                    }
                    advance()
                    advance()
                    continue
                }
                if c == "/", index + 1 < chars.count, chars[index + 1] == "/" {
                    while let d = peek, d != "\n" {
                        _ = d
                        advance()
                    }
                    continue
                }
                return
            }
        }

        mutating func token(what: String) throws(StringsFileError) -> String {
            guard let first = peek else { throw error("expected \(what) before end of file") }
            if first == "\"" { return try quoted() }
            var out = ""
            while let c = peek,
                c.properties.isAlphabetic || c.properties.numericType != nil || "_.-:/".unicodeScalars.contains(c)
            {
                out.unicodeScalars.append(c)
                advance()
            }
            guard !out.isEmpty else { throw error("expected \(what), found '\(first)'") }
            return out
        }

        mutating func quoted() throws(StringsFileError) -> String {
            let start = error("unterminated string")
            advance()
            var out = ""
            while true {
                guard let c = peek else { throw start }
                advance()
                switch c {
                case "\"": return out
                case "\\":
                    guard let e = peek else { throw start }
                    advance()
                    switch e {
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "r": out += "\r"
                    case "0": out += "\0"
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit {
                            hex.unicodeScalars.append(h)
                            advance()
                        }
                        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                            throw error("bad \\U escape")
                        }
                        out.unicodeScalars.append(scalar)
                    default: out.unicodeScalars.append(e)
                    }
                default: out.unicodeScalars.append(c)
                }
            }
        }
    }
}
