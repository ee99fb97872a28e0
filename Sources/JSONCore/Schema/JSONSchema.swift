/// A JSON Schema (the 2020-12 vocabulary, as people write one to say what shape an answer must
/// have), read once and then checked against values. Every validation keyword of the draft is
/// understood but those that depend on what other keywords evaluated (`unevaluatedProperties`,
/// `unevaluatedItems`) and dynamic references; a schema with one of those, or with a keyword no
/// draft has (a misspelt `requried`), is refused when read rather than half obeyed. `$ref`
/// reaches the schema's own `$defs` (or `definitions`), recursively if need be. `format` is
/// checked for `date`, `date-time` and `time`, the formats a value of ours is read as.
package struct JSONSchema: Sendable {
    /// Why a schema cannot be used: where in it (`properties › title › type`), and what is wrong.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The keywords leading to the part that is wrong; empty for the schema itself.
        package var path: [String]
        package var message: String
        /// Where the part is in the text the schema was read from (0 when built in memory).
        package var line: Int
        package var column: Int

        package var description: String {
            path.isEmpty ? message : "at \(path.joined(separator: " › ")): \(message)"
        }
    }

    /// A way a value does not match: where in the value (`$.authors[2]`), and how.
    package struct Violation: Sendable, Equatable, CustomStringConvertible {
        package var path: String
        package var message: String
        package var description: String { "\(path): \(message)" }
    }

    let root: Rule
    /// The schemas `$ref` may name, by the reference (`#/$defs/book`).
    let definitions: [String: Rule]
    /// The schema as it was given, to send on (a model's `response_format`).
    package let node: JSONNode

    /// Reads `node` as a schema.
    package init(_ node: JSONNode) throws(Problem) {
        var reader = Reader()
        // Definitions first, so that a reference to one is checked when it is read.
        for (container, members) in [("$defs", node["$defs"]), ("definitions", node["definitions"])] {
            guard let members else { continue }
            guard let entries = members.members else {
                throw Problem(
                    path: [container], message: "must be an object of schemas", line: members.line,
                    column: members.column)
            }
            for entry in entries { reader.names.insert("#/\(container)/\(entry.key)") }
        }
        var definitions: [String: Rule] = [:]
        for container in ["$defs", "definitions"] {
            for entry in node[container]?.members ?? [] {
                definitions["#/\(container)/\(entry.key)"] = try reader.rule(entry.value, at: [container, entry.key])
            }
        }
        root = try reader.rule(node, at: [])
        // `#` is the whole schema: a definition may refer back to it.
        definitions["#"] = root
        // A definition that is only a reference, round and round, would check nothing forever.
        for (name, rule) in definitions
        where rule.resolved(definitions).reference != nil
            && rule.resolved(definitions).isBareReference
        {
            throw Problem(
                path: name.split(separator: "/").dropFirst().map(String.init),
                message: "refers to itself through '$ref' and nothing else", line: node.line, column: node.column)
        }
        self.definitions = definitions
        self.node = node
    }

    /// Reads schema text (JSON).
    package init(text: String) throws(Problem) {
        let node: JSONNode
        do { node = try JSONParser.parse(text) } catch {
            throw Problem(path: [], message: error.message, line: error.line, column: error.column)
        }
        try self.init(node)
    }

    /// The ways `value` does not match, the first `limit` of them; empty when it matches.
    package func violations(of value: JSONNode, limit: Int = 8) -> [Violation] {
        var check = Checker(definitions: definitions, root: root, limit: limit)
        check.check(value, against: root, at: "$")
        return check.found
    }

    /// Whether `value` matches.
    package func matches(_ value: JSONNode) -> Bool { violations(of: value, limit: 1).isEmpty }

    /// The JSON type the schema gives a whole value, when it gives one (`object`, `array`,
    /// `string`, `integer`, `number`, `boolean`, `null`); `nil` when it allows several.
    package var type: String? { root.soleType(definitions) }

    /// The schema of `key` of an object the schema describes (a property's, else what other
    /// properties must be), `nil` when it says none or allows no such key.
    package func property(_ key: String) -> JSONSchema? {
        guard let rule = root.property(key, definitions), rule.always != false else { return nil }
        return sub(rule)
    }

    /// Whether an object the schema describes may have only its own properties
    /// (`"additionalProperties": false`, no `patternProperties`).
    package var isClosed: Bool {
        let rule = root.resolved(definitions)
        return rule.additionalProperties?.always == false && rule.patternProperties.isEmpty
    }

    /// The schema of the items of an array the schema describes, `nil` when it says none.
    package var items: JSONSchema? { sub(root.itemRule(definitions)) }

    /// The names of the properties of an object the schema describes, in its order.
    package var propertyNames: [String] { root.resolved(definitions).properties.map(\.name) }

    /// The `format` of a string the schema describes (`date`, `date-time`).
    package var format: String? { root.resolved(definitions).format }

    private func sub(_ rule: Rule?) -> JSONSchema? {
        rule.map { JSONSchema(root: $0, definitions: definitions, node: node) }
    }

    private init(root: Rule, definitions: [String: Rule], node: JSONNode) {
        self.root = root
        self.definitions = definitions
        self.node = node
    }
}

extension JSONSchema {
    /// The JSON types a schema's `type` names.
    enum Kind: String, Sendable, CaseIterable {
        case null, boolean, object, array, number, integer, string
    }

    /// One schema, read. A class so that a recursive schema's references share their target
    /// and a deep schema is not copied as it is walked.
    final class Rule: Sendable {
        /// `true` and `false` as schemas; `nil` for an object.
        let always: Bool?
        let types: [Kind]?
        let allowed: [JSONNode]?
        let constant: JSONNode?
        let reference: String?
        // Numbers.
        let minimum: Double?, maximum: Double?, exclusiveMinimum: Double?, exclusiveMaximum: Double?
        let multipleOf: Double?
        // Strings.
        let minLength: Int?, maxLength: Int?
        let pattern: String?
        let format: String?
        // Arrays.
        let prefixItems: [Rule]
        let items: Rule?
        let contains: Rule?
        let minContains: Int?, maxContains: Int?
        let minItems: Int?, maxItems: Int?
        let uniqueItems: Bool
        // Objects.
        let properties: [(name: String, rule: Rule)]
        let patternProperties: [(pattern: String, rule: Rule)]
        let additionalProperties: Rule?
        let propertyNames: Rule?
        let required: [String]
        let dependentRequired: [(name: String, needs: [String])]
        let dependentSchemas: [(name: String, rule: Rule)]
        let minProperties: Int?, maxProperties: Int?
        // Combinations.
        let allOf: [Rule], anyOf: [Rule], oneOf: [Rule]
        let not: Rule?
        let condition: (if: Rule, then: Rule?, else: Rule?)?

        init(_ parts: Parts) {
            always = parts.always
            types = parts.types
            allowed = parts.allowed
            constant = parts.constant
            reference = parts.reference
            minimum = parts.minimum
            maximum = parts.maximum
            exclusiveMinimum = parts.exclusiveMinimum
            exclusiveMaximum = parts.exclusiveMaximum
            multipleOf = parts.multipleOf
            minLength = parts.minLength
            maxLength = parts.maxLength
            pattern = parts.pattern
            format = parts.format
            prefixItems = parts.prefixItems
            items = parts.items
            contains = parts.contains
            minContains = parts.minContains
            maxContains = parts.maxContains
            minItems = parts.minItems
            maxItems = parts.maxItems
            uniqueItems = parts.uniqueItems
            properties = parts.properties
            patternProperties = parts.patternProperties
            additionalProperties = parts.additionalProperties
            propertyNames = parts.propertyNames
            required = parts.required
            dependentRequired = parts.dependentRequired
            dependentSchemas = parts.dependentSchemas
            minProperties = parts.minProperties
            maxProperties = parts.maxProperties
            allOf = parts.allOf
            anyOf = parts.anyOf
            oneOf = parts.oneOf
            not = parts.not
            condition = parts.condition
        }

        /// What a rule is built from, filled keyword by keyword.
        struct Parts {
            var always: Bool?
            var types: [Kind]?
            var allowed: [JSONNode]?
            var constant: JSONNode?
            var reference: String?
            var minimum: Double?, maximum: Double?, exclusiveMinimum: Double?, exclusiveMaximum: Double?
            var multipleOf: Double?
            var minLength: Int?, maxLength: Int?
            var pattern: String?
            var format: String?
            var prefixItems: [Rule] = []
            var items: Rule?
            var contains: Rule?
            var minContains: Int?, maxContains: Int?
            var minItems: Int?, maxItems: Int?
            var uniqueItems = false
            var properties: [(name: String, rule: Rule)] = []
            var patternProperties: [(pattern: String, rule: Rule)] = []
            var additionalProperties: Rule?
            var propertyNames: Rule?
            var required: [String] = []
            var dependentRequired: [(name: String, needs: [String])] = []
            var dependentSchemas: [(name: String, rule: Rule)] = []
            var minProperties: Int?, maxProperties: Int?
            var allOf: [Rule] = [], anyOf: [Rule] = [], oneOf: [Rule] = []
            var not: Rule?
            var condition: (if: Rule, then: Rule?, else: Rule?)?
        }

        /// The rule a reference names, followed through references (at most a few: a chain
        /// that loops is refused when read).
        func resolved(_ definitions: [String: Rule]) -> Rule {
            var rule = self
            for _ in 0..<16 {
                guard let reference = rule.reference, rule.isBareReference, let target = definitions[reference] else {
                    return rule
                }
                rule = target
            }
            return rule
        }

        /// A rule that is only a `$ref` (with nothing beside it that checks).
        var isBareReference: Bool {
            types == nil && properties.isEmpty && items == nil && allOf.isEmpty && anyOf.isEmpty && oneOf.isEmpty
        }

        func soleType(_ definitions: [String: Rule]) -> String? {
            let rule = resolved(definitions)
            if let types = rule.types, types.count == 1 { return types[0].rawValue }
            if let types = rule.types, Set(types) == [.number, .integer] { return Kind.number.rawValue }
            if !rule.properties.isEmpty { return Kind.object.rawValue }
            if rule.items != nil { return Kind.array.rawValue }
            return nil
        }

        func property(_ key: String, _ definitions: [String: Rule]) -> Rule? {
            let rule = resolved(definitions)
            return rule.properties.first { $0.name == key }?.rule ?? rule.additionalProperties
        }

        func itemRule(_ definitions: [String: Rule]) -> Rule? { resolved(definitions).items }
    }
}
