extension JSONSchema {
    /// Reads a schema's keywords into rules, refusing what it cannot check.
    struct Reader {
        /// The references that may be named (`#/$defs/book`), gathered before the rules are read.
        var names: Set<String> = []

        /// Keywords that say something of a schema but check nothing.
        static let annotations: Set<String> = [
            "$schema", "$id", "$comment", "$vocabulary", "title", "description", "default", "examples",
            "deprecated", "readOnly", "writeOnly", "contentMediaType", "contentEncoding", "contentSchema",
            "$defs", "definitions",
        ]

        /// Keywords of the draft that this reader does not check, and why.
        static let refused: [String: String] = [
            "unevaluatedProperties": "it depends on what the other keywords evaluated; use 'additionalProperties'",
            "unevaluatedItems": "it depends on what the other keywords evaluated; use 'items'",
            "$dynamicRef": "dynamic references are not supported; use '$ref' to '#/$defs/…'",
            "$dynamicAnchor": "dynamic references are not supported; use '$ref' to '#/$defs/…'",
            "$anchor": "anchors are not supported; use '$ref' to '#/$defs/…'",
            "$recursiveRef": "recursive references are not supported; use '$ref' to '#/$defs/…'",
        ]

        func problem(_ node: JSONNode, _ path: [String], _ message: String) -> Problem {
            Problem(path: path, message: message, line: node.line, column: node.column)
        }

        mutating func rule(_ node: JSONNode, at path: [String]) throws(Problem) -> Rule {
            if let always = node.bool { return Rule(Rule.Parts(always: always)) }
            guard let members = node.members else {
                throw problem(node, path, "a schema must be an object (or true or false), not \(node.kindName)")
            }
            var parts = Rule.Parts()
            for (key, value) in members {
                let here = path + [key]
                if Self.annotations.contains(key) || key.hasPrefix("x-") { continue }
                if let why = Self.refused[key] { throw problem(value, here, "'\(key)' is not supported: \(why)") }
                switch key {
                case "type":
                    let words = value.array?.compactMap(\.string) ?? value.string.map { [$0] }
                    guard let words, !words.isEmpty, words.count == (value.array?.count ?? 1) else {
                        throw problem(value, here, "must be a type's name or a list of them")
                    }
                    parts.types = try words.map { (word) throws(Problem) -> Kind in
                        guard let kind = Kind(rawValue: word) else {
                            throw problem(
                                value, here,
                                "'\(JSONText.excerpt(word, limit: 40))' is not a JSON type (\(Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
                            )
                        }
                        return kind
                    }
                case "enum":
                    guard let items = value.array else { throw problem(value, here, "must be a list of values") }
                    parts.allowed = items
                case "const": parts.constant = value
                case "$ref":
                    guard let reference = value.string else { throw problem(value, here, "must be a string") }
                    guard names.contains(reference) || reference == "#" else {
                        throw problem(
                            value, here,
                            "'\(JSONText.excerpt(reference, limit: 80))' names no schema of this one's '$defs' (a reference is '#/$defs/NAME')"
                        )
                    }
                    parts.reference = reference
                case "minimum": parts.minimum = try number(value, here)
                case "maximum": parts.maximum = try number(value, here)
                case "exclusiveMinimum": parts.exclusiveMinimum = try number(value, here)
                case "exclusiveMaximum": parts.exclusiveMaximum = try number(value, here)
                case "multipleOf":
                    let n = try number(value, here)
                    guard n > 0 else { throw problem(value, here, "must be above 0") }
                    parts.multipleOf = n
                case "minLength": parts.minLength = try count(value, here)
                case "maxLength": parts.maxLength = try count(value, here)
                case "pattern":
                    guard let pattern = value.string else { throw problem(value, here, "must be a string") }
                    try checkPattern(pattern, value, here)
                    parts.pattern = pattern
                case "format":
                    guard let format = value.string else { throw problem(value, here, "must be a string") }
                    parts.format = format
                case "prefixItems": parts.prefixItems = try rules(value, here)
                case "items":
                    // The form of drafts before 2020-12, a list, is prefixItems.
                    if value.array != nil {
                        parts.prefixItems = try rules(value, here)
                    } else {
                        parts.items = try rule(value, at: here)
                    }
                case "additionalItems": parts.items = try rule(value, at: here)
                case "contains": parts.contains = try rule(value, at: here)
                case "minContains": parts.minContains = try count(value, here)
                case "maxContains": parts.maxContains = try count(value, here)
                case "minItems": parts.minItems = try count(value, here)
                case "maxItems": parts.maxItems = try count(value, here)
                case "uniqueItems":
                    guard let flag = value.bool else { throw problem(value, here, "must be true or false") }
                    parts.uniqueItems = flag
                case "properties":
                    for (name, schema) in try object(value, here) {
                        parts.properties.append((name, try rule(schema, at: here + [name])))
                    }
                case "patternProperties":
                    for (pattern, schema) in try object(value, here) {
                        try checkPattern(pattern, schema, here + [pattern])
                        parts.patternProperties.append((pattern, try rule(schema, at: here + [pattern])))
                    }
                case "additionalProperties": parts.additionalProperties = try rule(value, at: here)
                case "propertyNames": parts.propertyNames = try rule(value, at: here)
                case "required": parts.required = try strings(value, here)
                case "dependentRequired":
                    for (name, needs) in try object(value, here) {
                        parts.dependentRequired.append((name, try strings(needs, here + [name])))
                    }
                case "dependentSchemas", "dependencies":
                    for (name, schema) in try object(value, here) {
                        // The older `dependencies` holds either form.
                        if schema.array != nil {
                            parts.dependentRequired.append((name, try strings(schema, here + [name])))
                        } else {
                            parts.dependentSchemas.append((name, try rule(schema, at: here + [name])))
                        }
                    }
                case "minProperties": parts.minProperties = try count(value, here)
                case "maxProperties": parts.maxProperties = try count(value, here)
                case "allOf": parts.allOf = try rules(value, here, nonEmpty: true)
                case "anyOf": parts.anyOf = try rules(value, here, nonEmpty: true)
                case "oneOf": parts.oneOf = try rules(value, here, nonEmpty: true)
                case "not": parts.not = try rule(value, at: here)
                case "if", "then", "else": continue
                default:
                    throw problem(
                        value, here,
                        "'\(JSONText.excerpt(key, limit: 60))' is not a keyword of JSON Schema (a vendor's own starts with 'x-')"
                    )
                }
            }
            if let condition = node["if"] {
                parts.condition = (
                    try rule(condition, at: path + ["if"]),
                    try node["then"].map { (n) throws(Problem) in try rule(n, at: path + ["then"]) },
                    try node["else"].map { (n) throws(Problem) in try rule(n, at: path + ["else"]) }
                )
            }
            return Rule(parts)
        }

        private mutating func rules(_ node: JSONNode, _ path: [String], nonEmpty: Bool = false) throws(Problem)
            -> [Rule]
        {
            guard let items = node.array, !(nonEmpty && items.isEmpty) else {
                throw problem(
                    node, path, nonEmpty ? "must be a list of at least one schema" : "must be a list of schemas")
            }
            var rules: [Rule] = []
            for (index, item) in items.enumerated() { rules.append(try rule(item, at: path + ["\(index + 1)"])) }
            return rules
        }

        private func object(_ node: JSONNode, _ path: [String]) throws(Problem) -> [(key: String, value: JSONNode)] {
            guard let members = node.members else { throw problem(node, path, "must be an object") }
            return members
        }

        private func number(_ node: JSONNode, _ path: [String]) throws(Problem) -> Double {
            guard let n = node.double, n.isFinite else { throw problem(node, path, "must be a number") }
            return n
        }

        private func count(_ node: JSONNode, _ path: [String]) throws(Problem) -> Int {
            guard let n = node.double, n >= 0, n == n.rounded(), n < 1e15 else {
                throw problem(node, path, "must be a whole number, 0 or more")
            }
            return Int(n)
        }

        private func strings(_ node: JSONNode, _ path: [String]) throws(Problem) -> [String] {
            guard let items = node.array, case let names = items.compactMap(\.string), names.count == items.count else {
                throw problem(node, path, "must be a list of property names")
            }
            return names
        }

        private func checkPattern(_ pattern: String, _ node: JSONNode, _ path: [String]) throws(Problem) {
            do { _ = try Regex(pattern) } catch {
                throw problem(node, path, "'\(JSONText.excerpt(pattern, limit: 60))' is not a regular expression")
            }
        }
    }
}
