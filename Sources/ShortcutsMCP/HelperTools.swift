import Foundation
import IntentKit
import MCP
import ShortcutKit

/// The read-only helpers: entities of a type searched or looked up through the type's query,
/// a library shortcut's sentences, and a shortcut checked without running it.
package enum HelperTools {
    static func searchTool(catalog: Catalog) -> Tool {
        let types = searchableTypes(catalog).map { JSON.string($0.identifier.rawValue) }
        let input: JSON = .object([
            "type": "object",
            "properties": .object([
                "type": .object([
                    "type": "string", "enum": .array(types),
                    "description": "The entity type's identifier",
                ]),
                "query": .object([
                    "type": "string", "description": "Text to search for; without it, the type's suggestions",
                ]),
                "ids": .object([
                    "type": "array", "items": .object(["type": "string"]), "description": "Look these IDs up instead",
                ]),
            ]),
            "required": ["type"], "additionalProperties": false,
        ])
        let output: JSON = .object([
            "type": "object",
            "properties": .object([
                "result": .object([
                    "type": "array",
                    "items": .object([
                        "type": "object",
                        "properties": .object([
                            "type": .object(["type": "string"]), "id": .object(["type": "string"]),
                            "title": .object(["type": "string"]), "properties": .object(["type": "object"]),
                        ]),
                    ]),
                ])
            ]),
        ])
        return Tool(
            name: ToolNames.searchEntities, title: "Search Entities",
            description:
                "Finds entities (books, trails, files, …) of a type by text, or looks IDs up, through the type's query: the IDs the intents' entity arguments take. Reads only.",
            inputSchema: input, annotations: ToolCatalog.annotations([], title: "Search Entities"), outputSchema: output
        )
    }

    static let viewTool = Tool(
        name: ToolNames.viewShortcut, title: "View Shortcut",
        description:
            "A library shortcut as sentences, one action a line, as 'shortcuts view' prints it, with its document (canonical JSON, which edit_shortcut's patch is made against) and its hash (edit_shortcut's baseHash). Reads only.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "shortcut": .object(["type": "string", "description": "The shortcut's name or ID"])
            ]),
            "required": ["shortcut"], "additionalProperties": false,
        ]),
        annotations: ToolCatalog.annotations([], title: "View Shortcut"))

    static let validateTool = Tool(
        name: ToolNames.validateShortcut, title: "Validate Shortcut",
        description:
            "Checks a shortcut without running it: a library shortcut by name or ID, or a shortcut document given as JSON text. Reads only.",
        inputSchema: .object([
            "type": "object",
            "properties": .object([
                "shortcut": .object(["type": "string", "description": "A library shortcut's name or ID"]),
                "document": .object(["type": "string", "description": "A shortcut document's JSON text"]),
            ]),
            "additionalProperties": false,
        ]),
        annotations: ToolCatalog.annotations([], title: "Validate Shortcut"),
        outputSchema: .object([
            "type": "object",
            "properties": .object([
                "ok": .object(["type": "boolean"]),
                "problems": .object(["type": "array", "items": .object(["type": "string"])]),
            ]),
            "required": ["ok", "problems"],
        ]))

    /// The entity types with a query to ask.
    static func searchableTypes(_ catalog: Catalog) -> [EntityMetadata] {
        catalog.apps.flatMap(\.metadata.entities).filter {
            catalog.entity($0.identifier)?.isQueryable == true
        }
    }

    /// `search_entities`: suggestions, a text search or IDs looked up.
    static func search(_ arguments: [String: JSON]?, catalog: Catalog) async throws -> ToolOutcome {
        let arguments = arguments ?? [:]
        if let unknown = arguments.keys.sorted().first(where: { !["type", "query", "ids"].contains($0) }) {
            throw ArgumentError("unknown argument '\(unknown)' (this tool takes type, query, ids)")
        }
        guard let typeName = arguments["type"]?.stringValue else {
            throw ArgumentError("missing argument 'type' (an entity type's identifier)")
        }
        // Through the app's backend: a bundled app's query, or an external app's process.
        guard let metadata = searchableTypes(catalog).first(where: { $0.identifier.rawValue == typeName }),
            let backend = catalog.entity(metadata.identifier)?.backend
        else {
            throw ArgumentError(
                "argument 'type': no entity type '\(typeName)' (types: \(searchableTypes(catalog).map(\.identifier.rawValue).joined(separator: ", ")))"
            )
        }
        let entities: [any EntityValue]
        do {
            if let ids = arguments["ids"], ids != .null {
                guard let list = ids.arrayValue?.compactMap(\.stringValue), list.count == ids.arrayValue?.count else {
                    throw ArgumentError("argument 'ids' must be an array of strings")
                }
                entities = try await backend.entities(of: metadata.identifier, identifiedBy: list)
            } else if let query = arguments["query"], query != .null {
                guard let text = query.stringValue else { throw ArgumentError("argument 'query' must be a string") }
                guard let found = try await backend.searchEntities(of: metadata.identifier, matching: text) else {
                    return .failure("\(metadata.pluralName) cannot be searched by text; leave 'query' out to list them")
                }
                entities = found
            } else {
                entities = try await backend.suggestedEntities(of: metadata.identifier)
            }
        } catch let error as ArgumentError {
            throw error
        } catch {
            return .failure("\(metadata.pluralName) could not be read: \(IntentRunError.message(for: error))")
        }
        let text = entities.map { entity in
            let rep = entity.displayRepresentation
            return "\(entity.entityIdentifier ?? "")  \(rep.title.localizedString)"
                + (rep.subtitle.map { " — \($0.localizedString)" } ?? "")
        }.joined(separator: "\n")
        return ToolOutcome(
            text: text.isEmpty ? "No \(metadata.pluralName)." : text,
            structured: ["result": ToolOutcome.json(entities.map { $0 as any Sendable })])
    }

    /// `view_shortcut`: the library shortcut's sentences.
    static func view(_ arguments: [String: JSON]?, catalog: Catalog, library: Library, trust: TrustStore?) async throws
        -> ToolOutcome
    {
        let document = try shortcut(arguments, library: library, allowed: ["shortcut"])
        let titles = await EntityTitles.lookUp(document.entityReferences, in: catalog)
        var lines = [document.name]
        if let description = document.description { lines.append(description) }
        if let input = document.input {
            lines.append(InputWording.sentence(input, catalog: catalog))
        }
        let effects = catalog.effects(of: document)
        if !effects.total.isEmpty { lines.append(effects.summary) }
        let agent = trust.flatMap { $0.isTrusted(document) ? nil : $0.agentAuthor(of: document.id) }
        if let agent { lines.append("Written by an agent (\(agent)); no person has accepted it yet.") }
        lines.append("")
        lines += SentenceListing.lines(
            document, catalog: catalog, entityTitles: titles,
            diagnostics: Validator(catalog: catalog).validate(document))
        var structured: [String: JSON] = [
            "shortcut": .string(document.id.uuidString), "name": .string(document.name),
            "hash": .string(TrustStore.hash(of: document)), "document": .string(DocumentEncoder.encode(document)),
        ]
        if let trust { structured["trusted"] = .bool(trust.isTrusted(document)) }
        if let agent { structured["writtenBy"] = .string(agent) }
        return ToolOutcome(text: lines.joined(separator: "\n"), structured: structured)
    }

    /// `validate_shortcut`: a library shortcut's or a given document's problems.
    static func validate(_ arguments: [String: JSON]?, catalog: Catalog, library: Library) throws -> ToolOutcome {
        let document: ShortcutDocument
        if let text = arguments?["document"]?.stringValue {
            if let unknown = arguments?.keys.sorted().first(where: { $0 != "document" }) {
                throw ArgumentError("argument '\(unknown)': give 'shortcut' or 'document', not both")
            }
            do { document = try DocumentDecoder.decode(text, file: "document") } catch {
                return ToolOutcome(
                    text: error.description, structured: ["ok": false, "problems": [.string(error.description)]])
            }
        } else {
            document = try shortcut(arguments, library: library, allowed: ["shortcut"])
        }
        let diagnostics = Validator(catalog: catalog).validate(document)
        let problems = diagnostics.map(\.description)
        return ToolOutcome(
            text: problems.isEmpty ? "'\(document.name)': ok" : problems.joined(separator: "\n"),
            structured: [
                "ok": .bool(!diagnostics.contains { $0.severity == .error }),
                "problems": .array(problems.map { .string($0) }),
            ])
    }

    /// The library shortcut the `shortcut` argument names.
    static func shortcut(_ arguments: [String: JSON]?, library: Library, allowed: Set<String>) throws
        -> ShortcutDocument
    {
        if let unknown = (arguments ?? [:]).keys.sorted().first(where: { !allowed.contains($0) }) {
            throw ArgumentError("unknown argument '\(unknown)'")
        }
        guard let name = arguments?["shortcut"]?.stringValue else {
            throw ArgumentError("missing argument 'shortcut' (a library shortcut's name or ID)")
        }
        guard let entry = library.find(name),
            entry.url.deletingLastPathComponent().standardizedFileURL == library.folder.standardizedFileURL
        else {
            throw ArgumentError("argument 'shortcut': no shortcut named '\(name)' in the library")
        }
        switch entry.content {
        case .success(let document): return document
        case .failure(let error): throw ArgumentError("argument 'shortcut': \(error.description)")
        }
    }
}
