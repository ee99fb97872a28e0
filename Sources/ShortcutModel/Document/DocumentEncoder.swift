import Foundation
import IntentKit
import JSONCore

/// Writes shortcut documents canonically: members in a fixed order (identity first, then the
/// action's own fields, then nested actions), parameters sorted by name, optional members
/// omitted when empty. Reading a canonical file and writing it again gives the same bytes.
package enum DocumentEncoder {
    /// The document as canonical JSON text, ending with a newline.
    package static func encode(_ document: ShortcutDocument) -> String {
        JSONWriter.write(node(document))
    }

    static func node(_ document: ShortcutDocument) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("format", .number(ShortcutDocument.currentFormat)),
            ("id", .string(document.id.uuidString)),
            ("name", .string(document.name)),
        ]
        if let icon = document.icon { members.append(("icon", .string(icon))) }
        if let description = document.description { members.append(("description", .string(description))) }
        if let input = document.input {
            var i: [(String, JSONNode)] = [("type", .string(input.type))]
            if let prompt = input.prompt { i.append(("prompt", .string(prompt))) }
            i.append(("whenMissing", .string(input.whenMissing.rawValue)))
            members.append(("input", .object(i)))
        }
        if let icon = document.appleIcon {
            members.append(
                (
                    "appleIcon",
                    .object([("color", .number(Double(icon.color))), ("glyph", .number(Double(icon.glyph)))])
                ))
        }
        members.append(("actions", .array(document.actions.map(node))))
        return .object(members)
    }

    /// One action as JSON.
    package static func node(_ action: Action) -> JSONNode {
        var m: [(String, JSONNode)] = [("id", .string(action.id.uuidString))]
        func add(_ key: String, _ value: Value?) { if let value { m.append((key, node(value))) } }
        func body(_ key: String, _ actions: [Action]) { m.append((key, .array(actions.map(node)))) }
        switch action.kind {
        case .intent(let identifier, let parameters):
            m.append(("action", .string(identifier)))
            if !parameters.isEmpty {
                m.append(("parameters", .object(parameters.keys.sorted().map { ($0, node(parameters[$0]!)) })))
            }
        case .find(let find):
            m.append(("action", .string("find")))
            m.append(("entity", .string(find.entity.rawValue)))
            add("from", find.source)
            m.append(("match", .string(find.matchAll ? "all" : "any")))
            if !find.conditions.isEmpty {
                m.append(
                    (
                        "where",
                        .array(
                            find.conditions.map { row in
                                var r: [(String, JSONNode)] = [
                                    ("property", .string(row.property)),
                                    ("comparator", .string(row.comparator.name)), ("value", node(row.value)),
                                ]
                                if let v2 = row.value2 { r.append(("value2", node(v2))) }
                                if let unit = row.comparator.unit { r.append(("unit", .string(unit.rawValue))) }
                                return .object(r)
                            })
                    ))
            }
            if !find.sort.isEmpty {
                m.append(
                    (
                        "sort",
                        .array(
                            find.sort.map {
                                .object([
                                    ("property", .string($0.property)),
                                    ("order", .string($0.ascending ? "ascending" : "descending")),
                                ])
                            })
                    ))
            }
            add("limit", find.limit)
        case .builtIn(let call):
            m.append(("action", .string(call.id.rawValue)))
            for (position, member) in (call.descriptor?.members ?? []).enumerated() {
                switch call[BuiltInMemberIndex(position)] {
                case .value(let value)?: add(member.slot.rawValue, value)
                case .text(let text)?, .choice(let text)?: m.append((member.slot.rawValue, .string(text)))
                case .json(let node)?: m.append((member.slot.rawValue, node))
                case .actions(let actions)?:
                    // An optional body is left out when empty (an If's `else`), as every optional member.
                    if !(member.isOptional && actions.isEmpty) { body(member.slot.rawValue, actions) }
                case .conditions(let rows, let matchAll)?:
                    // One condition keeps the form every file has used; several are rows under "match".
                    if rows.count > 1 {
                        m.append(("match", .string(matchAll ? "all" : "any")))
                        m.append(("conditions", .array(rows.map { .object(conditionRow($0)) })))
                    } else if let row = rows.first {
                        m += conditionRow(row)
                    }
                case .items(let items)?:
                    m.append(
                        (
                            member.slot.rawValue,
                            .array(
                                items.map {
                                    .object([("title", .string($0.title)), ("do", .array($0.body.map(node)))])
                                })
                        ))
                case nil: break
                }
            }
        }
        if let onError = action.onError { m.append(("onError", node(onError))) }
        return .object(m)
    }

    /// An action's `onError`: a word for the simple forms, an object for the others.
    static func node(_ handling: ErrorHandling) -> JSONNode {
        switch handling {
        case .continue(nil): .string("continue")
        case .continue(let variable?): .object([("continue", .object([("errorVariable", .string(variable))]))])
        case .retry(let attempts, let delay, let backoff):
            .object([
                (
                    "retry",
                    .object([
                        ("attempts", .number(attempts)), ("delay", .number(delay)),
                        ("backoff", .string(backoff.rawValue)),
                    ])
                )
            ])
        case .runShortcut(let id): .object([("runShortcut", .string(id.uuidString))])
        }
    }

    /// One row of an If's conditions: `input`, `condition`, `value`?, `value2`?.
    static func conditionRow(_ r: Conditional.Row) -> [(String, JSONNode)] {
        var out: [(String, JSONNode)] = [("input", node(r.input)), ("condition", .string(r.condition.rawValue))]
        if let v = r.value { out.append(("value", node(v))) }
        if let v2 = r.value2 { out.append(("value2", node(v2))) }
        return out
    }

    /// One value as JSON.
    package static func node(_ value: Value) -> JSONNode {
        switch value {
        case .text(let parts):
            if parts.count <= 1, case .literal(let s)? = parts.first { return .object([("text", .string(s))]) }
            if parts.isEmpty { return .object([("text", .string(""))]) }
            return .object([
                (
                    "text",
                    .array(
                        parts.map { part in
                            switch part {
                            case .literal(let s): .string(s)
                            case .variable(let ref): node(.variable(ref))
                            }
                        })
                )
            ])
        case .number(let n): return .object([("number", .number(n))])
        case .boolean(let b): return .object([(BooleanKind.tag, BooleanKind.node(b))])
        case .date(let d): return .object([(DateKind.tag, DateKind.node(d))])
        case .url(let u): return .object([(URLKind.tag, URLKind.node(u))])
        case .enumCase(let s): return .object([("enum", .string(s))])
        case .file(.path(let path)): return .object([("file", .object([("path", .string(path))]))])
        case .file(.inline(let name, let type, let data)):
            var members: [(String, JSONNode)] = [("name", .string(name))]
            if let type { members.append(("type", .string(type))) }
            members.append(("data", .string(data.base64EncodedString())))
            return .object([("file", .object(members))])
        case .currency(let c): return .object([(CurrencyKind.tag, CurrencyKind.node(c))])
        case .person(let p): return .object([(PersonKind.tag, PersonKind.node(p))])
        case .measurement(let m): return .object([(MeasurementKind.tag, MeasurementKind.node(m))])
        case .entity(let type, let id):
            return .object([("entity", .object([("type", .string(type.rawValue)), ("id", .string(id))]))])
        case .list(let items): return .object([("list", .array(items.map(node)))])
        case .dictionary(let entries):
            return .object([("dictionary", .object(entries.map { ($0.key, node($0.value)) }))])
        case .variable(let ref):
            var m: [(String, JSONNode)]
            switch ref.source {
            case .action(let id): m = [("var", .string(id.uuidString))]
            case .shortcutInput: m = [("var", .string("input"))]
            case .currentDate: m = [("var", .string("currentDate"))]
            case .repeatItem: m = [("var", .string("repeatItem"))]
            case .repeatIndex: m = [("var", .string("repeatIndex"))]
            case .named(let name): m = [("variable", .string(name))]
            case .secret(let name): m = [("secret", .string(name))]
            }
            if !ref.path.isEmpty {
                m.append(
                    (
                        "path",
                        .array(
                            ref.path.map { step in
                                switch step {
                                case .property(let name): .string(name)
                                case .first: .string("@first")
                                case .last: .string("@last")
                                case .count: .string("@count")
                                case .key(let key): .object([("key", .string(key))])
                                case .group(.index(let n)): .object([("group", .number(Double(n)))])
                                case .group(.name(let name)): .object([("group", .string(name))])
                                }
                            })
                    ))
            }
            return .object(m)
        case .ask(let prompt):
            return .object([("ask", .object(prompt.map { [("prompt", .string($0))] } ?? []))])
        }
    }
}
