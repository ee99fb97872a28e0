import JSONCore

// Reading an If: one condition as its own members (`input`, `condition`, `value`, `value2`), or
// several as `match` and `conditions`, rows of those same members.

extension DocumentReader {
    /// An If's conditions member, from either form. Read before the branches (the descriptor's
    /// member order), so a file's first error is reported first.
    func conditions(_ node: JSONNode, _ m: Members) throws(DocumentError) -> BuiltInArgument {
        guard let list = m["conditions"] else {
            if let match = m["match"] {
                throw fail(match, "'match' joins the rows of 'conditions'; an If with one condition has no 'match'")
            }
            return .conditions(rows: [try conditionRow(node, m, "action 'if'")], matchAll: true)
        }
        for key in Conditional.Member.allCases.map(\.rawValue) {
            if let stray = m[key] {
                throw fail(stray, "an If with 'conditions' has '\(key)' in each row, not beside 'conditions'")
            }
        }
        var matchAll = true
        if let match = m["match"] {
            switch try string(match, "'match'") {
            case "all": matchAll = true
            case "any": matchAll = false
            case let other: throw fail(match, "'match' must be all or any, not '\(quoted(other))'")
            }
        }
        guard let items = list.array else { throw fail(list, "'conditions' must be an array, not \(list.kindName)") }
        guard !items.isEmpty else { throw fail(list, "'conditions' needs at least one row") }
        var rows: [Conditional.Row] = []
        rows.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let what = "conditions row \(index + 1)"
            let r = try members(item, what, allowed: Conditional.Member.allCases.map(\.rawValue))
            rows.append(try conditionRow(item, r, what))
        }
        return .conditions(rows: rows, matchAll: matchAll)
    }

    /// One condition: `input`, `condition`, `value`?, `value2`?.
    private func conditionRow(_ node: JSONNode, _ m: Members, _ what: String) throws(DocumentError) -> Conditional.Row {
        let conditionNode = try required(m, "condition", in: node, what)
        let text = try string(conditionNode, "'condition'")
        guard let condition = Conditional.Condition(rawValue: text) else {
            throw fail(
                conditionNode,
                "'\(quoted(text))' is not a condition (expected: \(Conditional.Condition.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        func optional(_ key: String) throws(DocumentError) -> Value? {
            try m[key].map { n throws(DocumentError) in try value(n, "'\(key)'") }
        }
        return Conditional.Row(
            input: try value(try required(m, "input", in: node, what), "'input'"), condition: condition,
            value: try optional("value"), value2: try optional("value2"))
    }
}
