import Foundation
import IntentKit
import MCP
import ShortcutKit

/// A Find as a tool: `where` rows of property, comparator and value (each property with its own
/// comparators and value type, from the query's declaration), `match` all or any, `sort` by the
/// sortable properties, `limit`. It runs as a one-action shortcut, as the CLI runs a Find.
package enum FindTool {
    package static func inputSchema(_ entity: EntityMetadata, schema: ToolSchema) -> JSON {
        let rows: [JSON] = entity.queryProperties.flatMap { property in
            let title = entity.properties.first { $0.name == property.name }?.title ?? property.name
            let name: JSON = .object(["const": .string(property.name), "title": .string(title)])
            var members: [String: JSON] = [
                "property": name,
                "comparator": .object([
                    "type": "string", "enum": .array(property.comparators.map { .string($0.rawValue) }),
                ]),
                "value": schema.input(property.type),
            ]
            if property.comparators.contains(.isBetween) {
                members["value2"] = .object(
                    ["description": "The upper end, for isBetween"].merging(
                        schema.input(property.type).objectValue ?? [:], uniquingKeysWith: { a, _ in a }))
            }
            var variants: [JSON] = [
                .object([
                    "type": "object", "properties": .object(members), "required": ["property", "comparator", "value"],
                    "additionalProperties": false,
                ])
            ]
            let relative = FindComparator.offered(by: property.comparators, type: property.type).filter {
                $0.unit != nil
            }
            if !relative.isEmpty {
                variants.append(
                    .object([
                        "type": "object",
                        "properties": .object([
                            "property": name,
                            "comparator": .object(["type": "string", "enum": .array(relative.map { .string($0.name) })]
                            ),
                            "value": .object([
                                "type": "integer", "minimum": 1, "maximum": .int(FindComparator.maximumCount),
                                "description": "How many units back the span starts",
                            ]),
                            "unit": .object([
                                "type": "string",
                                "enum": .array(FindComparator.RecentUnit.allCases.map { .string($0.rawValue) }),
                            ]),
                        ]),
                        "required": ["property", "comparator", "value", "unit"], "additionalProperties": false,
                    ]))
            }
            return variants
        }
        var properties: [String: JSON] = [
            "match": .object([
                "type": "string", "enum": ["all", "any"], "default": "all",
                "description": "Whether every condition must hold, or any one",
            ]),
            "limit": .object(["type": "integer", "minimum": 1, "description": "At most this many"]),
        ]
        if !rows.isEmpty {
            properties["where"] = .object([
                "type": "array", "items": rows.count == 1 ? rows[0] : .object(["oneOf": .array(rows)]),
                "description": "The conditions, each on one property with one of its comparators",
            ])
        }
        if !entity.sortableProperties.isEmpty {
            properties["sort"] = .object([
                "type": "array",
                "items": .object([
                    "type": "object",
                    "properties": .object([
                        "property": .object([
                            "type": "string", "enum": .array(entity.sortableProperties.map { .string($0) }),
                        ]),
                        "order": .object([
                            "type": "string", "enum": ["ascending", "descending"], "default": "ascending",
                        ]),
                    ]),
                    "required": ["property"], "additionalProperties": false,
                ]),
            ])
        }
        return .object(["type": "object", "properties": .object(properties), "additionalProperties": false])
    }

    /// The Find action `arguments` describe; throws naming the argument that does not fit.
    package static func action(_ entity: EntityMetadata, arguments: [String: JSON]?, reader: ArgumentReader)
        throws(ArgumentError) -> FindAction
    {
        let arguments = arguments ?? [:]
        let known: Set<String> = ["match", "where", "sort", "limit"]
        if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            throw ArgumentError("unknown argument '\(unknown)' (this tool takes match, where, sort, limit)")
        }
        var find = FindAction(entity: entity.identifier)
        switch arguments["match"] {
        case nil, .null?, .string("all")?: find.matchAll = true
        case .string("any")?: find.matchAll = false
        default: throw ArgumentError("argument 'match' must be \"all\" or \"any\"")
        }
        if let rows = arguments["where"], rows != .null {
            guard case .array(let items) = rows else { throw ArgumentError("argument 'where' must be an array") }
            for (index, item) in items.enumerated() {
                find.conditions.append(try condition(item, at: index, entity, reader: reader))
            }
        }
        if let keys = arguments["sort"], keys != .null {
            guard case .array(let items) = keys else { throw ArgumentError("argument 'sort' must be an array") }
            for (index, item) in items.enumerated() {
                let name = "sort[\(index)]"
                guard case .object(let members) = item, let property = members["property"]?.stringValue else {
                    throw ArgumentError("argument '\(name)' must be an object with a 'property'")
                }
                guard entity.sortableProperties.contains(property) else {
                    throw ArgumentError(
                        "argument '\(name).property': \(entity.pluralName) cannot be sorted by '\(property)' (by: \(entity.sortableProperties.joined(separator: ", ")))"
                    )
                }
                let order = members["order"]?.stringValue ?? "ascending"
                guard order == "ascending" || order == "descending" else {
                    throw ArgumentError("argument '\(name).order' must be \"ascending\" or \"descending\"")
                }
                find.sort.append(FindAction.FindSort(property: property, ascending: order == "ascending"))
            }
        }
        if let limit = arguments["limit"], limit != .null {
            guard let n = limit.intValue, n >= 1 else {
                throw ArgumentError("argument 'limit' must be an integer of at least 1")
            }
            find.limit = .number(Double(n))
        }
        return find
    }

    static func condition(_ item: JSON, at index: Int, _ entity: EntityMetadata, reader: ArgumentReader)
        throws(ArgumentError) -> FindAction.FindCondition
    {
        let name = "where[\(index)]"
        guard case .object(let members) = item, let propertyName = members["property"]?.stringValue else {
            throw ArgumentError("argument '\(name)' must be an object with 'property', 'comparator' and 'value'")
        }
        guard let property = entity.queryProperties.first(where: { $0.name == propertyName }) else {
            throw ArgumentError(
                "argument '\(name).property': \(entity.pluralName) cannot be found by '\(propertyName)' (by: \(entity.queryProperties.map(\.name).joined(separator: ", ")))"
            )
        }
        let offered = FindComparator.offered(by: property.comparators, type: property.type)
        guard let comparatorName = members["comparator"]?.stringValue,
            var comparator = FindComparator(name: comparatorName),
            offered.contains(where: { $0.isSameComparison(as: comparator) })
        else {
            throw ArgumentError(
                "argument '\(name).comparator' must be one of \(offered.map(\.name).joined(separator: ", ")) for '\(propertyName)'"
            )
        }
        if comparator.unit != nil {
            let units = FindComparator.RecentUnit.allCases.map(\.rawValue).joined(separator: ", ")
            guard let word = members["unit"]?.stringValue, let unit = FindComparator.RecentUnit(rawValue: word) else {
                throw ArgumentError("argument '\(name).unit' must be one of \(units) for \(comparator.name)")
            }
            comparator = comparator.counting(in: unit)
        } else if members["unit"] != nil {
            throw ArgumentError("argument '\(name).unit' is only for isInTheLast and isNotInTheLast")
        }
        guard let value = members["value"] else { throw ArgumentError("missing argument '\(name).value'") }
        var condition = FindAction.FindCondition(
            property: propertyName, comparator: comparator,
            value: try reader.value(value, as: comparator.operandType(for: property.type), name: "\(name).value"))
        if comparator.takesTwoValues {
            guard let upper = members["value2"] else {
                throw ArgumentError("missing argument '\(name).value2' (isBetween takes two values)")
            }
            condition.value2 = try reader.value(upper, as: property.type, name: "\(name).value2")
        }
        return condition
    }
}
