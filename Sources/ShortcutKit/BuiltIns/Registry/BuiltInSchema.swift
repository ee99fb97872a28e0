import JSONCore

/// The built-in actions' part of docs/shortcut.schema.json, generated from their descriptors, so
/// the schema says what the decoder reads: each action's members by name, which of them a file
/// may leave out, and the words a choice takes. The rest of the schema (the file's envelope,
/// values, intents, Find) is written by hand above it; `BuiltInSchemaTests` checks that the file
/// ends with this text, and writes it with `SCHEMA_WRITE=1`.
package enum BuiltInSchema {
    /// The line that starts the generated part of the schema file: everything from it on is
    /// ``text``.
    package static let marker = #"    "builtInAction": {"#

    /// The generated part: the `builtInAction` definition, closing the `$defs` and the schema.
    package static var text: String {
        let entries = BuiltInRegistry.all.flatMap(entries(for:)).map { "        " + JSONWriter.writeCompact($0) }
        return marker + "\n"
            + #"      "description": "Generated from the built-in actions' descriptors (BuiltInSchema): do not edit by hand; run the tests with SCHEMA_WRITE=1.","#
            + "\n" + #"      "oneOf": ["# + "\n" + entries.joined(separator: ",\n") + "\n      ]\n    }\n  }\n}\n"
    }

    /// The schema of one action: one object, or two for an If (one condition written beside the
    /// branches, or several as `match` and `conditions`).
    package static func entries(for descriptor: BuiltInDescriptor) -> [JSONNode] {
        guard let conditions = descriptor.members.first(where: { $0.kind == .conditions }) else {
            return [entry(descriptor.id, descriptor.members)]
        }
        let others = descriptor.members.filter { $0 !== conditions }
        // The members of one row: every written member that holds a value or a word, not the
        // two that join several rows.
        let row = conditions.writtenAs.filter { member in
            member.slot != "match" && { if case .other = member.kind { false } else { true } }()
        }
        let match = conditions.writtenAs.filter { $0.slot == "match" }
        let rows: JSONNode = .object([
            ("type", .string("array")), ("minItems", .number(1)),
            ("items", object(row, extra: [("type", .string("object"))])),
        ])
        return [
            entry(descriptor.id, row + others),
            entry(descriptor.id, match + others, extra: [("conditions", rows)], required: ["conditions"]),
        ]
    }

    /// An action's object: `id`, `action` and its members, the members it cannot leave out
    /// required, nothing else allowed. A member that only some words of a choice bring in is
    /// required only with those words (`if`/`then`), as the decoder reads it only then.
    static func entry(
        _ id: BuiltInID, _ members: [BuiltInMember], extra: [(String, JSONNode)] = [], required: [String] = []
    ) -> JSONNode {
        let properties: [(String, JSONNode)] =
            [("id", .bool(true)), ("action", .object([("const", .string(id.rawValue))]))]
            + members.map { ($0.slot.rawValue, schema(of: $0)) } + extra
            + [("onError", .object([("$ref", .string("#/$defs/onError"))]))]
        let needed = members.filter { isRequired($0) && $0.shownWhen == nil }.map(\.slot.rawValue) + required
        let conditional: [JSONNode] = members.compactMap { member in
            guard isRequired(member), let shown = member.shownWhen else { return nil }
            return .object([
                (
                    "if",
                    .object([
                        ("properties", .object([(shown.choice.rawValue, .object([("enum", strings(shown.options))]))])),
                        ("required", strings([shown.choice.rawValue])),
                    ])
                ),
                ("then", .object([("required", strings([member.slot.rawValue]))])),
            ])
        }
        var entry: [(String, JSONNode)] = [("properties", .object(properties))]
        if !needed.isEmpty { entry.append(("required", strings(needed))) }
        if !conditional.isEmpty { entry.append(("allOf", .array(conditional))) }
        entry.append(("additionalProperties", .bool(false)))
        return .object(entry)
    }

    /// Whether a file must write the member (when its choice shows it): not when it may leave it
    /// out, nor when the decoder fills it in (Get Item from List's `index` is 1).
    static func isRequired(_ member: BuiltInMember) -> Bool {
        !member.isOptional && member.defaultArgument == nil
    }

    private static func strings(_ words: [String]) -> JSONNode { .array(words.map(JSONNode.string)) }

    /// An object of `members` (an If's row), with `extra` members of its own schema first.
    static func object(_ members: [BuiltInMember], extra: [(String, JSONNode)]) -> JSONNode {
        let needed = members.filter(isRequired).map(\.slot.rawValue)
        let properties = members.map { ($0.slot.rawValue, schema(of: $0)) }
        return .object(
            extra + [
                ("required", strings(needed)), ("additionalProperties", .bool(false)),
                ("properties", .object(properties)),
            ])
    }

    /// The schema of what a member holds.
    static func schema(of member: BuiltInMember) -> JSONNode {
        switch member.kind {
        case .value: reference("value")
        case .text: .object([("type", .string("string"))])
        case .json: .object([("type", .array([.string("object"), .string("array")]))])
        case .other: .bool(true)
        case .choice(let choices): .object([("enum", .array(choices.map { .string($0.id) }))])
        case .shortcut: reference("uuid")
        case .actions: reference("actions")
        case .items:
            .object([
                ("type", .string("array")),
                (
                    "items",
                    .object([
                        ("type", .string("object")), ("required", .array([.string("title"), .string("do")])),
                        ("additionalProperties", .bool(false)),
                        (
                            "properties",
                            .object([("title", .object([("type", .string("string"))])), ("do", reference("actions"))])
                        ),
                    ])
                ),
            ])
        case .conditions: .bool(true) // written as its members: see entries(for:)
        }
    }

    private static func reference(_ name: String) -> JSONNode { .object([("$ref", .string("#/$defs/\(name)"))]) }
}
