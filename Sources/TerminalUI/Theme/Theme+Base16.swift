extension Theme {
    /// Reads a base16 scheme (the YAML files of the base16 / tinted-theming projects: `base00`
    /// … `base0F` as hex, either at the top level or under `palette:`) and maps it onto our roles
    /// following base16's styling guidelines: base00 background, base02 selection, base03
    /// comments (muted), base05 text, base08 red, base0A yellow, base0B green, base0C cyan, base0D
    /// blue (accent), base0E purple.
    ///
    /// Only the YAML these files use is read: `key: value` lines, quoted or not, `#` comments,
    /// and one level of nesting.
    public static func fromBase16(_ text: String, file: String) throws -> Theme {
        var values: [String: String] = [:]
        var section: String?
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingCharacters(in: "\r")
            let content = stripComment(line)
            if content.trimmingCharacters(in: " \t").isEmpty { continue }
            let indented = content.first == " " || content.first == "\t"
            guard let colon = content.firstIndex(of: ":") else {
                throw ThemeError(file: file, location: "line \(number + 1)", message: "expected \"key: value\"")
            }
            let key = String(content[..<colon]).trimmingCharacters(in: " \t").lowercased()
            let value = unquote(String(content[content.index(after: colon)...]).trimmingCharacters(in: " \t"))
            if !indented { section = value.isEmpty ? key : nil }
            let fullKey = indented && section != nil ? "\(section!).\(key)" : key
            values[fullKey] = value
        }
        var base: [Color] = []
        for index in 0..<16 {
            let name = "base0" + String(index, radix: 16).uppercased()
            let lower = name.lowercased()
            guard let hex = values[lower] ?? values["palette.\(lower)"] else {
                throw ThemeError(file: file, location: name, message: "missing: a base16 scheme needs base00 to base0F")
            }
            guard let color = Color.hex(hex) else {
                throw ThemeError(
                    file: file, location: name, message: "expected a hex colour like \"2b303b\", got \"\(hex)\"")
            }
            base.append(color)
        }
        let name = values["scheme"] ?? values["name"] ?? "base16"
        let background = base[0]
        func role(_ fg: Int, _ bg: Color? = nil, _ attributes: Attributes = [], mono: Attributes = []) -> RoleStyle {
            RoleStyle(foreground: base[fg], background: bg ?? background, attributes: attributes, monochrome: mono)
        }
        return Theme(
            name: name,
            roles: [
                .text: role(0x05),
                .muted: role(0x03, mono: .dim),
                .accent: role(0x0D, nil, .bold, mono: .bold),
                .title: role(0x0D, nil, .bold),
                .selection: role(0x07, base[0x02], .bold, mono: .reverse),
                .border: role(0x03),
                .focusBorder: role(0x0D, mono: .bold),
                .variable: role(0x00, base[0x0D], mono: .reverse),
                .placeholder: role(0x03, nil, .italic, mono: .dim),
                .error: role(0x08, nil, .bold, mono: .bold),
                .warning: role(0x0A, mono: .bold),
                .success: role(0x0B),
                .info: role(0x0C),
                .keyHint: role(0x0D, base[0x01], .bold),
                .statusBar: role(0x04, base[0x01], mono: .reverse),
                .match: role(0x0A, nil, .bold, mono: .underline),
                .dialog: role(0x05, base[0x01]),
            ])
    }

    static func stripComment(_ line: String) -> String {
        // A # starts a comment unless it is inside quotes (hex colours are often written "#2b303b").
        var inQuote: Character?
        var result = ""
        for character in line {
            if let quote = inQuote {
                if character == quote { inQuote = nil }
            } else if character == "\"" || character == "'" {
                inQuote = character
            } else if character == "#", result.last == nil || result.last == " " || result.last == "\t" {
                break
            }
            result.append(character)
        }
        return result
    }

    static func unquote(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }
}
