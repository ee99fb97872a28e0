import Foundation
import JSONCore

/// Reads a registration cache file: the JSON that `JSONEncoder` writes for ``AppMetadata``, read
/// by hand from JSONCore's nodes.
///
/// Why by hand: on a cache hit, decoding with `JSONDecoder` was the largest piece of a short
/// run's own work (about 7 % of `shortcuts run` of a Books Find), nearly all of it the Swift
/// runtime instantiating the generic `Decodable` machinery and looking up conformances for each
/// type the first time. Reading the same text from nodes costs a small fraction of that.
///
/// The format stays the synthesized `Codable` one (the cache is still written with
/// `JSONEncoder`), so there is one format; `RegistrationCacheTests` checks that every bundled
/// app's metadata reads back equal to what was written. Anything unexpected throws, and the
/// cache then registers the app in full, as for a corrupt file.
struct CachedMetadataReader {
    /// What was wrong, for tests; a cache that cannot be read is simply not used.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The key and the metadata of a cache file's text.
    static func read(_ text: String) throws -> (key: String, metadata: AppMetadata) {
        let root = try Fields(JSONParser.parse(text), "file")
        return (try root.string("key"), try app(root.node("metadata")))
    }

    // MARK: The types, in the order of Metadata.swift

    static func app(_ node: JSONNode) throws -> AppMetadata {
        let f = try Fields(node, "metadata")
        return AppMetadata(
            name: try f.string("name"), displayName: try f.string("displayName"),
            systemImageName: try f.optionalString("systemImageName"),
            intents: try f.array("intents", intent), entities: try f.array("entities", entity),
            enums: try f.array("enums", enumeration), shortcuts: try f.array("shortcuts", appShortcut))
    }

    static func intent(_ node: JSONNode) throws -> IntentMetadata {
        let f = try Fields(node, "intent")
        return IntentMetadata(
            identifier: try f.string("identifier"), title: try f.string("title"),
            description: try f.optionalString("description"), categoryName: try f.optionalString("categoryName"),
            searchKeywords: try f.array("searchKeywords", string), parameters: try f.array("parameters", parameter),
            summary: try summary(f.node("summary")), output: try f.optional("output", valueType),
            openAppWhenRun: try f.bool("openAppWhenRun"),
            authenticationPolicy: try f.raw("authenticationPolicy", IntentAuthenticationPolicy.self),
            isDiscoverable: try f.bool("isDiscoverable"), sideEffects: try sideEffects(f.array("sideEffects", string)),
            previousIdentifiers: try f.array("previousIdentifiers", string),
            appleActions: try f.optional("appleActions") { node in try array(node).map(appleAction) })
    }

    static func appleAction(_ node: JSONNode) throws -> AppleShortcutsAction {
        let f = try Fields(node, "appleAction")
        var parameters: [String: String] = [:]
        for (key, value) in try f.node("parameters").members ?? [] {
            guard let name = value.string else {
                throw Unreadable(description: "appleAction parameter \(key) is not a name")
            }
            parameters[key] = name
        }
        return AppleShortcutsAction(try f.string("identifier"), parameters: parameters)
    }

    static func sideEffects(_ names: [String]) throws -> SideEffects {
        guard let effects = SideEffects(names: names) else {
            throw Unreadable(description: "unknown side effect in \(names)")
        }
        return effects
    }

    static func parameter(_ node: JSONNode) throws -> ParameterMetadata {
        let f = try Fields(node, "parameter")
        return ParameterMetadata(
            name: try f.string("name"), title: try f.string("title"), description: try f.optionalString("description"),
            type: try valueType(f.node("type")), isOptional: try f.bool("isOptional"),
            defaultValue: try f.optional("defaultValue", value), hasDynamicOptions: try f.bool("hasDynamicOptions"),
            range: try f.optional("range", range), controlStyle: try f.optionalRaw("controlStyle"),
            requestValueDialog: try f.optionalString("requestValueDialog"),
            inputConnectionBehavior: try f.raw("inputConnectionBehavior", InputConnectionBehavior.self),
            measurement: try f.optional("measurement", measurementOptions))
    }

    static func measurementOptions(_ node: JSONNode) throws -> MeasurementParameterOptions {
        let f = try Fields(node, "measurement")
        guard let dimension = IntentMeasurementDimension(rawValue: try f.string("dimension")) else {
            throw Unreadable(description: "not a measurement dimension")
        }
        return MeasurementParameterOptions(
            dimension: dimension, unit: try f.optional("unit", unit), isFixed: try f.bool("isFixed"),
            adjustsForLocale: try f.bool("adjustsForLocale"),
            supportsNegativeNumbers: try f.bool("supportsNegativeNumbers"))
    }

    static func unit(_ node: JSONNode) throws -> IntentMeasurementUnit {
        guard let unit = IntentMeasurementUnit(rawValue: try string(node)) else {
            throw Unreadable(description: "not a unit")
        }
        return unit
    }

    /// ``IntentMeasurement``'s object: `{"value": 5, "unit": "kilometers"}`.
    static func range(_ node: JSONNode) throws -> ParameterRange {
        let f = try Fields(node, "range")
        return ParameterRange(lowerBound: try f.double("lowerBound"), upperBound: try f.double("upperBound"))
    }

    /// The synthesized form of an enum with associated values: `{"case": {"label": …}}`.
    static func summary(_ node: JSONNode) throws -> SummaryMetadata {
        let outer = try Fields(node, "summary")
        guard outer.members.count == 1, let (name, content) = outer.members.first else {
            throw Unreadable(description: "a summary has one case")
        }
        let f = try Fields(content, "summary")
        switch name {
        case "summary":
            return .summary(template: try f.array("template", segment), more: try f.array("more", string))
        case "when":
            return .when(
                parameter: try f.string("parameter"), condition: try condition(f.node("condition")),
                then: try summary(f.node("then")), otherwise: try f.optional("otherwise", summary))
        case "switchOn":
            return .switchOn(
                parameter: try f.string("parameter"), cases: try f.array("cases", switchCase),
                defaultCase: try f.optional("defaultCase", summary))
        default:
            throw Unreadable(description: "unknown summary '\(name)'")
        }
    }

    static func switchCase(_ node: JSONNode) throws -> SummaryMetadata.SwitchCase {
        let f = try Fields(node, "case")
        return SummaryMetadata.SwitchCase(value: try value(f.node("value")), summary: try summary(f.node("summary")))
    }

    static func condition(_ node: JSONNode) throws -> SummaryCondition {
        let f = try Fields(node, "condition")
        return SummaryCondition(
            operator: try f.raw("operator", SummaryCondition.Operator.self), values: try f.array("values", value))
    }

    /// Text as a JSON string, a parameter as `{"parameter": "name"}` (``SummarySegment``'s own form).
    static func segment(_ node: JSONNode) throws -> SummarySegment {
        if let text = node.string { return .text(text) }
        return .parameter(try Fields(node, "segment").string("parameter"))
    }

    static func entity(_ node: JSONNode) throws -> EntityMetadata {
        let f = try Fields(node, "entity")
        return EntityMetadata(
            identifier: TypeIdentifier(try f.string("identifier")), displayName: try f.string("displayName"),
            pluralName: try f.string("pluralName"), isTransient: try f.bool("isTransient"),
            properties: try f.array("properties", property), propertiesResolved: try f.bool("propertiesResolved"),
            queryKinds: try f.array("queryKinds") { try raw($0, EntityQueryKind.self) },
            queryProperties: try f.array("queryProperties", queryProperty),
            sortableProperties: try f.array("sortableProperties", string),
            findDescription: try f.optionalString("findDescription"))
    }

    static func property(_ node: JSONNode) throws -> EntityPropertyMetadata {
        let f = try Fields(node, "property")
        return EntityPropertyMetadata(
            name: try f.string("name"), title: try f.string("title"), type: try valueType(f.node("type")),
            isOptional: try f.bool("isOptional"))
    }

    static func queryProperty(_ node: JSONNode) throws -> QueryPropertyMetadata {
        let f = try Fields(node, "query property")
        return QueryPropertyMetadata(
            name: try f.string("name"), type: try valueType(f.node("type")),
            comparators: try f.array("comparators") { try raw($0, ComparatorKind.self) })
    }

    static func enumeration(_ node: JSONNode) throws -> EnumMetadata {
        let f = try Fields(node, "enum")
        return EnumMetadata(
            identifier: TypeIdentifier(try f.string("identifier")), displayName: try f.string("displayName"),
            cases: try f.array("cases", enumCase))
    }

    static func enumCase(_ node: JSONNode) throws -> EnumCaseMetadata {
        let f = try Fields(node, "enum case")
        return EnumCaseMetadata(
            value: try f.string("value"), title: try f.string("title"), subtitle: try f.optionalString("subtitle"),
            systemImageName: try f.optionalString("systemImageName"))
    }

    static func appShortcut(_ node: JSONNode) throws -> AppShortcutMetadata {
        let f = try Fields(node, "app shortcut")
        let presets = try Fields(f.node("presetValues"), "presetValues")
        var presetValues: [String: MetadataValue] = [:]
        for (name, preset) in presets.members { presetValues[name] = try value(preset) }
        return AppShortcutMetadata(
            intent: try f.string("intent"), phrases: try f.array("phrases", string),
            expandedPhrases: try f.array("expandedPhrases", expandedPhrase),
            shortTitle: try f.optionalString("shortTitle"), systemImageName: try f.optionalString("systemImageName"),
            presetValues: presetValues)
    }

    static func expandedPhrase(_ node: JSONNode) throws -> AppShortcutMetadata.ExpandedPhrase {
        let f = try Fields(node, "phrase")
        return AppShortcutMetadata.ExpandedPhrase(
            text: try f.string("text"), parameter: try f.optionalString("parameter"),
            value: try f.optional("value", value))
    }

    // MARK: Values

    /// ``ValueType``'s text form.
    static func valueType(_ node: JSONNode) throws -> ValueType {
        guard let text = node.string, let type = ValueType(text: text) else {
            throw Unreadable(description: "not a value type: \(node.kindName)")
        }
        return type
    }

    /// A value of a kind whose JSON form its kind reads (``LeafValueKind``).
    static func leaf<Kind: LeafValueKind>(_ kind: Kind.Type, _ node: JSONNode) throws -> Kind.Payload {
        do {
            return try Kind.read(node)
        } catch {
            throw Unreadable(description: error.message)
        }
    }

    /// ``MetadataValue``'s one-key object.
    static func value(_ node: JSONNode) throws -> MetadataValue {
        let f = try Fields(node, "value")
        guard f.members.count == 1, let (kind, content) = f.members.first else {
            throw Unreadable(description: "a value has one key")
        }
        switch kind {
        case "text": return .text(try string(content))
        case "integer":
            guard case .number(let digits) = content.value, let number = Int(digits) else {
                throw Unreadable(description: "not an integer")
            }
            return .integer(number)
        case "double": return .double(try double(content))
        case "boolean": return .boolean(try leaf(BooleanKind.self, content))
        case "date": return .date(try leaf(DateKind.self, content))
        case "url": return .url(try leaf(URLKind.self, content))
        case "enum": return .enumeration(try string(content))
        case "entity":
            let e = try Fields(content, "entity")
            return .entity(type: TypeIdentifier(try e.string("type")), id: try e.string("id"))
        case "list": return .list(try array(content).map(value))
        case "measurement": return .measurement(try leaf(MeasurementKind.self, content))
        case "currency": return .currency(try leaf(CurrencyKind.self, content))
        case "person": return .person(try leaf(PersonKind.self, content))
        default: throw Unreadable(description: "unknown value kind '\(kind)'")
        }
    }

    // MARK: Scalars

    static func string(_ node: JSONNode) throws -> String {
        guard let text = node.string else { throw Unreadable(description: "expected a string, found \(node.kindName)") }
        return text
    }

    static func bool(_ node: JSONNode) throws -> Bool {
        guard let flag = node.bool else { throw Unreadable(description: "expected a boolean, found \(node.kindName)") }
        return flag
    }

    static func double(_ node: JSONNode) throws -> Double {
        guard let number = node.double else {
            throw Unreadable(description: "expected a number, found \(node.kindName)")
        }
        return number
    }

    static func array(_ node: JSONNode) throws -> [JSONNode] {
        guard let items = node.array else { throw Unreadable(description: "expected an array, found \(node.kindName)") }
        return items
    }

    static func raw<T: RawRepresentable>(_ node: JSONNode, _: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string(node)) else {
            throw Unreadable(description: "unknown \(T.self) '\(node.string ?? "")'")
        }
        return value
    }

    /// An object's members by name.
    struct Fields {
        let members: [(key: String, value: JSONNode)]
        let what: String

        init(_ node: JSONNode, _ what: String) throws {
            guard let members = node.members else {
                throw Unreadable(description: "\(what): expected an object, found \(node.kindName)")
            }
            self.members = members
            self.what = what
        }

        /// The member, or `nil` when it is missing or `null` (`JSONEncoder` leaves out `nil`s).
        func optionalNode(_ key: String) -> JSONNode? {
            guard let node = members.first(where: { $0.key == key })?.value else { return nil }
            if case .null = node.value { return nil }
            return node
        }

        func node(_ key: String) throws -> JSONNode {
            guard let node = optionalNode(key) else { throw Unreadable(description: "\(what): no '\(key)'") }
            return node
        }

        func string(_ key: String) throws -> String { try CachedMetadataReader.string(node(key)) }
        func bool(_ key: String) throws -> Bool { try CachedMetadataReader.bool(node(key)) }
        func double(_ key: String) throws -> Double { try CachedMetadataReader.double(node(key)) }
        func optionalString(_ key: String) throws -> String? { try optionalNode(key).map(CachedMetadataReader.string) }

        func optional<T>(_ key: String, _ read: (JSONNode) throws -> T) throws -> T? {
            try optionalNode(key).map(read)
        }

        func array<T>(_ key: String, _ read: (JSONNode) throws -> T) throws -> [T] {
            try CachedMetadataReader.array(node(key)).map(read)
        }

        func raw<T: RawRepresentable>(_ key: String, _ type: T.Type) throws -> T where T.RawValue == String {
            try CachedMetadataReader.raw(node(key), type)
        }

        func optionalRaw<T: RawRepresentable>(_ key: String) throws -> T? where T.RawValue == String {
            try optionalNode(key).map { try CachedMetadataReader.raw($0, T.self) }
        }
    }
}
