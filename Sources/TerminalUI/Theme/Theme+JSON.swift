import Foundation

extension Theme {
    /// Reads a theme in our JSON format (docs/themes.md):
    ///
    /// ```json
    /// {
    ///   "name": "ocean",
    ///   "palette": { "sea": "#5fafd7" },
    ///   "roles": {
    ///     "selection": { "fg": "bright-white", "bg": "sea", "attributes": ["bold"], "monochrome": ["reverse"] }
    ///   }
    /// }
    /// ```
    ///
    /// Unknown keys, roles, colours and attributes are errors that name their place, so a typo
    /// never silently falls back to the default.
    public static func fromJSON(_ data: Data, file: String) throws -> Theme {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ThemeError(file: file, message: "not valid JSON (\((error as NSError).localizedDescription))")
        }
        guard let object = root as? [String: Any] else {
            throw ThemeError(file: file, message: "expected an object at the top")
        }
        try checkKeys(object, allowed: ["name", "description", "palette", "roles"], at: nil, file: file)

        var palette: [String: Color] = [:]
        if let rawPalette = object["palette"] {
            guard let entries = rawPalette as? [String: Any] else {
                throw ThemeError(file: file, location: "palette", message: "expected an object of colours")
            }
            for (name, value) in entries {
                palette[name] = try color(value, palette: [:], at: "palette.\(name)", file: file)
            }
        }
        var roles: [Role: RoleStyle] = [:]
        if let rawRoles = object["roles"] {
            guard let entries = rawRoles as? [String: Any] else {
                throw ThemeError(file: file, location: "roles", message: "expected an object of roles")
            }
            for (name, value) in entries {
                guard let role = Role(rawValue: name) else {
                    throw ThemeError(
                        file: file, location: "roles.\(name)",
                        message: "unknown role (roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                roles[role] = try roleStyle(value, palette: palette, at: "roles.\(name)", file: file)
            }
        }
        let name = (object["name"] as? String) ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return Theme(name: name, roles: roles)
    }

    static func roleStyle(_ value: Any, palette: [String: Color], at path: String, file: String) throws -> RoleStyle {
        guard let object = value as? [String: Any] else {
            throw ThemeError(
                file: file, location: path, message: "expected an object with fg, bg, attributes, monochrome")
        }
        try checkKeys(object, allowed: ["fg", "bg", "attributes", "monochrome"], at: path, file: file)
        var style = RoleStyle()
        if let fg = object["fg"] { style.foreground = try color(fg, palette: palette, at: "\(path).fg", file: file) }
        if let bg = object["bg"] { style.background = try color(bg, palette: palette, at: "\(path).bg", file: file) }
        if let attributes = object["attributes"] {
            style.attributes = try self.attributes(attributes, at: "\(path).attributes", file: file)
        }
        if let monochrome = object["monochrome"] {
            style.monochrome = try self.attributes(monochrome, at: "\(path).monochrome", file: file)
        }
        return style
    }

    static func color(_ value: Any, palette: [String: Color], at path: String, file: String) throws -> Color {
        if let number = value as? Int, (0...255).contains(number), !(value is Bool) { return .indexed(UInt8(number)) }
        guard let text = value as? String else {
            throw ThemeError(
                file: file, location: path,
                message: "expected a colour: a name like \"blue\", a number 0–255, \"#rrggbb\" or \"default\"")
        }
        if let named = palette[text] { return named }
        guard let color = Color(parsing: text) else {
            throw ThemeError(
                file: file, location: path,
                message:
                    "unknown colour \"\(text)\" (a name like \"blue\", a number 0–255, \"#rrggbb\", \"default\" or a palette name)"
            )
        }
        return color
    }

    static func attributes(_ value: Any, at path: String, file: String) throws -> Attributes {
        guard let names = value as? [String] else {
            throw ThemeError(file: file, location: path, message: "expected a list of attribute names")
        }
        var result: Attributes = []
        for name in names {
            guard let attribute = Attributes.named.first(where: { $0.name == name })?.attributes else {
                throw ThemeError(
                    file: file, location: path,
                    message:
                        "unknown attribute \"\(name)\" (attributes: \(Attributes.named.map(\.name).joined(separator: ", ")))"
                )
            }
            result.insert(attribute)
        }
        return result
    }

    static func checkKeys(_ object: [String: Any], allowed: Set<String>, at path: String?, file: String) throws {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let location = path.map { "\($0).\(key)" } ?? key
            throw ThemeError(
                file: file, location: location,
                message: "unknown key (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }
}
