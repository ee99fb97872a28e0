extension JSONSchema {
    /// Checks a value against rules, gathering where it does not match.
    struct Checker {
        let definitions: [String: Rule]
        let root: Rule
        let limit: Int
        var found: [Violation] = []
        /// How many references deep the check is: a schema that refers to itself without
        /// stepping into the value would never end.
        private var depth = 0
        /// The rules the whole check may still look at, shared with the probes of `anyOf`,
        /// `oneOf`, `not` and `if`: a schema that branches on itself (`{"anyOf": [{"$ref": "#"},
        /// {"$ref": "#"}]}`) would otherwise take longer than anyone waits.
        private let budget: Budget

        /// A count shared by a check and its probes, and the patterns they compiled (a pattern
        /// is compiled once a check, not once a string: a list of ten thousand strings has one).
        final class Budget {
            var remaining: Int
            var patterns: [String: Regex<AnyRegexOutput>] = [:]
            init(_ steps: Int) { remaining = steps }
        }

        /// The most rules one check looks at.
        static let steps = 200_000

        init(definitions: [String: Rule], root: Rule, limit: Int, budget: Budget = Budget(Checker.steps)) {
            self.definitions = definitions
            self.root = root
            self.limit = limit
            self.budget = budget
        }

        var isFull: Bool { found.count >= limit }

        mutating func report(_ path: String, _ message: String) {
            if !isFull { found.append(Violation(path: path, message: message)) }
        }

        /// Whether `value` matches `rule`, nothing reported (a branch of anyOf, oneOf, not, if).
        func matches(_ value: JSONNode, _ rule: Rule) -> Bool {
            var probe = Checker(definitions: definitions, root: root, limit: 1, budget: budget)
            probe.depth = depth
            probe.check(value, against: rule, at: "")
            return probe.found.isEmpty
        }

        mutating func check(_ value: JSONNode, against rule: Rule, at path: String) {
            if isFull { return }
            guard budget.remaining > 0 else {
                return report(path, "the schema is too costly to check against this value")
            }
            budget.remaining -= 1
            if let always = rule.always {
                if !always { report(path, "nothing is allowed here") }
                return
            }
            if let reference = rule.reference {
                guard depth < 256 else { return report(path, "the schema refers to itself without end") }
                if let target = definitions[reference] {
                    depth += 1
                    check(value, against: target, at: path)
                    depth -= 1
                }
            }
            if let types = rule.types, !types.contains(where: { Self.isOf($0, value) }) {
                let names = types.map(\.rawValue)
                return report(path, "is \(Self.describe(value)), not \(Self.list(names, "or"))")
            }
            if let allowed = rule.allowed, !allowed.contains(where: { Self.equal($0, value) }) {
                report(
                    path,
                    "is \(Self.describe(value)), not one of \(Self.list(allowed.map { JSONText.excerpt(JSONWriter.writeCompact($0), limit: 40) }, "or"))"
                )
            }
            if let constant = rule.constant, !Self.equal(constant, value) {
                report(path, "must be \(JSONText.excerpt(JSONWriter.writeCompact(constant), limit: 60))")
            }
            switch value.value {
            case .number: checkNumber(value, rule, path)
            case .string(let text): checkString(text, rule, path)
            case .array(let items): checkArray(items, rule, path)
            case .object(let members): checkObject(members, rule, path)
            case .null, .bool: break
            }
            for part in rule.allOf { check(value, against: part, at: path) }
            if !rule.anyOf.isEmpty, !rule.anyOf.contains(where: { matches(value, $0) }) {
                report(path, "matches none of the schemas of 'anyOf'")
            }
            if !rule.oneOf.isEmpty {
                let count = rule.oneOf.filter { matches(value, $0) }.count
                if count != 1 {
                    report(
                        path,
                        count == 0
                            ? "matches none of the schemas of 'oneOf'"
                            : "matches \(count) of the schemas of 'oneOf', not one")
                }
            }
            if let not = rule.not, matches(value, not) { report(path, "matches the schema of 'not'") }
            if let (condition, then, otherwise) = rule.condition {
                if matches(value, condition) {
                    if let then { check(value, against: then, at: path) }
                } else if let otherwise {
                    check(value, against: otherwise, at: path)
                }
            }
        }

        private mutating func checkNumber(_ value: JSONNode, _ rule: Rule, _ path: String) {
            guard let n = value.double else { return }
            let shown = JSONWriter.writeCompact(value)
            if let minimum = rule.minimum, n < minimum {
                report(path, "\(shown) is below the minimum, \(Self.format(minimum))")
            }
            if let maximum = rule.maximum, n > maximum {
                report(path, "\(shown) is above the maximum, \(Self.format(maximum))")
            }
            if let bound = rule.exclusiveMinimum, n <= bound {
                report(path, "\(shown) must be above \(Self.format(bound))")
            }
            if let bound = rule.exclusiveMaximum, n >= bound {
                report(path, "\(shown) must be below \(Self.format(bound))")
            }
            if let step = rule.multipleOf {
                let ratio = n / step
                if !ratio.isFinite || abs(ratio - ratio.rounded()) > 1e-9 * max(1, abs(ratio)) {
                    report(path, "\(shown) is not a multiple of \(Self.format(step))")
                }
            }
        }

        private mutating func checkString(_ text: String, _ rule: Rule, _ path: String) {
            // Lengths in characters as the draft counts them: Unicode code points.
            let length = text.unicodeScalars.count
            if let minimum = rule.minLength, length < minimum {
                report(path, "is \(length) characters long, shorter than \(minimum)")
            }
            if let maximum = rule.maxLength, length > maximum {
                report(path, "is \(length) characters long, longer than \(maximum)")
            }
            if let pattern = rule.pattern, !contains(text, pattern) {
                report(path, "does not match the pattern \(pattern)")
            }
            if let format = rule.format, let problem = JSONSchema.formatProblem(text, format) {
                report(path, problem)
            }
        }

        private mutating func checkArray(_ items: [JSONNode], _ rule: Rule, _ path: String) {
            if let minimum = rule.minItems, items.count < minimum {
                report(path, "has \(items.count) items, fewer than \(minimum)")
            }
            if let maximum = rule.maxItems, items.count > maximum {
                report(path, "has \(items.count) items, more than \(maximum)")
            }
            for (index, item) in items.enumerated() {
                if index < rule.prefixItems.count {
                    check(item, against: rule.prefixItems[index], at: "\(path)[\(index)]")
                } else if let items = rule.items {
                    check(item, against: items, at: "\(path)[\(index)]")
                }
            }
            if rule.uniqueItems {
                outer: for i in items.indices {
                    for j in items.indices where j > i && Self.equal(items[i], items[j]) {
                        report(path, "has the same item twice, at \(i) and \(j)")
                        break outer
                    }
                }
            }
            if let contains = rule.contains {
                let count = items.filter { matches($0, contains) }.count
                let least = rule.minContains ?? 1
                if count < least { report(path, "has \(count) items that match 'contains', fewer than \(least)") }
                if let most = rule.maxContains, count > most {
                    report(path, "has \(count) items that match 'contains', more than \(most)")
                }
            }
        }

        private mutating func checkObject(
            _ members: [(key: String, value: JSONNode)], _ rule: Rule, _ path: String
        ) {
            for name in rule.required where !members.contains(where: { $0.key == name }) {
                report(path, "needs the property '\(name)'")
            }
            if let minimum = rule.minProperties, members.count < minimum {
                report(path, "has \(members.count) properties, fewer than \(minimum)")
            }
            if let maximum = rule.maxProperties, members.count > maximum {
                report(path, "has \(members.count) properties, more than \(maximum)")
            }
            for (name, needs) in rule.dependentRequired where members.contains(where: { $0.key == name }) {
                for other in needs where !members.contains(where: { $0.key == other }) {
                    report(path, "has '\(name)', so it needs '\(other)' too")
                }
            }
            for (name, schema) in rule.dependentSchemas where members.contains(where: { $0.key == name }) {
                check(.object(members.map { ($0.key, $0.value) }), against: schema, at: path)
            }
            for (key, value) in members {
                let here = "\(path)\(Self.step(key))"
                if let names = rule.propertyNames, !matches(.string(key), names) {
                    report(here, "is not a name the schema's 'propertyNames' allows")
                }
                var known = false
                if let property = rule.properties.first(where: { $0.name == key }) {
                    known = true
                    check(value, against: property.rule, at: here)
                }
                for (pattern, schema) in rule.patternProperties where contains(key, pattern) {
                    known = true
                    check(value, against: schema, at: here)
                }
                if !known, let additional = rule.additionalProperties {
                    if additional.always == false {
                        report(here, "is not a property the schema has")
                    } else {
                        check(value, against: additional, at: here)
                    }
                }
            }
        }

        // MARK: Helpers

        static func isOf(_ kind: Kind, _ value: JSONNode) -> Bool {
            switch (kind, value.value) {
            case (.null, .null), (.boolean, .bool), (.object, .object), (.array, .array), (.string, .string),
                (.number, .number):
                true
            case (.integer, .number): value.double.map { $0 == $0.rounded() } ?? false
            default: false
            }
        }

        /// Equality as the draft has it: numbers by value (1 is 1.0), objects whatever their order.
        static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
            switch (a.value, b.value) {
            case (.number, .number): a.double == b.double
            case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
            case (.object(let x), .object(let y)):
                x.count == y.count && x.allSatisfy { m in y.contains { $0.key == m.key && equal($0.value, m.value) } }
            default: a == b
            }
        }

        /// Whether the pattern is found somewhere in the text (a pattern is not anchored).
        func contains(_ text: String, _ pattern: String) -> Bool {
            let regex: Regex<AnyRegexOutput>
            if let compiled = budget.patterns[pattern] {
                regex = compiled
            } else {
                // Read when the schema was: it compiles.
                guard let compiled = try? Regex(pattern) else { return false }
                budget.patterns[pattern] = compiled
                regex = compiled
            }
            return (try? regex.firstMatch(in: text)) != nil
        }

        static func describe(_ value: JSONNode) -> String {
            switch value.value {
            case .null: "null"
            case .bool(let b): "\(b) (a boolean)"
            case .number: "\(JSONWriter.writeCompact(value)) (a number)"
            case .string(let s): "\"\(JSONText.excerpt(s, limit: 40))\" (a string)"
            case .array: "an array"
            case .object: "an object"
            }
        }

        static func list(_ items: [String], _ joiner: String) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(joiner) " + items.last!
        }

        static func format(_ n: Double) -> String { JSONWriter.writeCompact(.number(n)) }

        /// A property's step in a path: `.title`, or `["two words"]` for a name that is not one word.
        static func step(_ key: String) -> String {
            let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if plain { return ".\(key)" }
            var quoted = ""
            JSONWriter.writeString(key, into: &quoted)
            return "[\(quoted)]"
        }
    }

    /// Why `text` is not of `format`, for the formats values are read as; `nil` when it is, or
    /// when the format is one only described (`email`, `uri`).
    static func formatProblem(_ text: String, _ format: String) -> String? {
        switch format {
        case "date":
            isDate(text) ? nil : "is not a date (2026-12-25)"
        case "date-time":
            text.count > 10 && isDate(String(text.prefix(10))) && ISODate.parse(text) != nil
                ? nil : "is not a date and time (2026-12-25T18:30:00Z)"
        case "time":
            text.wholeMatch(of: /([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)?/) != nil
                ? nil : "is not a time (18:30:00)"
        default: nil
        }
    }

    /// Whether `text` is a calendar date, `YYYY-MM-DD`.
    static func isDate(_ text: String) -> Bool {
        guard let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})/), let year = Int(match.1),
            let month = Int(match.2), let day = Int(match.3), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }
}
