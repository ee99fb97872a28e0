import Foundation
import IntentKit

/// Builds sentences for the actions of one document.
package struct SentenceBuilder: Sendable {
    package let catalog: Catalog
    package let document: ShortcutDocument
    /// Titles of saved entities, by type and id, when the host has resolved them.
    package var entityTitles: EntityTitles
    /// Where each action stands: a block's output exists only once everything inside it has run.
    private let layout: ActionLayout
    private let actions: [UUID: Action]
    /// What the scope walk knows (``Scope``, the validator's rules): each action's output type
    /// once it has run, and for each action inside a Repeat with Each what Repeat Item is there.
    private let types: ScopeTypes

    /// - Parameter layout: the document's layout when the caller has it already (the editor
    ///   builds one per edit and shares it), else it is built here.
    /// - Parameter types: what the validator's walk of this version found, when the caller has
    ///   it (the editor validates every edit); else the scope is walked here.
    package init(
        catalog: Catalog, document: ShortcutDocument, entityTitles: EntityTitles = [:], layout: ActionLayout? = nil,
        types: ScopeTypes? = nil
    ) {
        self.catalog = catalog
        self.document = document
        self.entityTitles = entityTitles
        let layout = layout ?? document.layout
        self.types = types ?? ScopeTypes(of: document, catalog: catalog, layout: layout)
        self.layout = layout
        actions = Dictionary(layout.entries.map { ($0.action.id, $0.action) }, uniquingKeysWith: { _, last in last })
    }

    package func sentence(for action: Action) -> ActionSentence {
        var sentence = ownSentence(for: action)
        // What happens when it fails, on a line of its own under the sentence.
        if let handling = action.onError {
            if case .runShortcut(let id) = handling {
                let name = catalog.shortcuts.document(id)?.name ?? "a missing shortcut"
                sentence.rows.append([.text("on error: run “\(name)”")])
            } else {
                sentence.rows.append([.text(handling.phrase)])
            }
        }
        return sentence
    }

    private func ownSentence(for action: Action) -> ActionSentence {
        func slot(_ name: SlotID, _ title: String, _ value: Value?, _ type: ValueType? = nil) -> ActionSentence.Piece {
            // Empty text is an empty slot: the editor shows its placeholder, not a pair of quotes.
            .slot(
                name: name, title: title,
                value: value.flatMap { $0 == .text([]) ? nil : show($0, type: type, reader: action) })
        }
        switch action.kind {
        case .intent(let identifier, let parameters):
            guard let entry = catalog.intent(identifier) else {
                return ActionSentence(pieces: [.text("Unknown action \(identifier)")], more: [])
            }
            let metadata = entry.metadata
            let resolved = metadata.summary.resolve { name in
                guard let value = parameters[name] else { return metadata.parameter(named: name)?.defaultValue }
                return constantMetadata(value)
            }
            func piece(_ name: String) -> ActionSentence.Piece {
                let parameter = metadata.parameter(named: name)
                let value = parameters[name] ?? parameter?.defaultValue.map(Value.init(metadata:))
                return slot(SlotID(name), parameter?.title ?? name, value, parameter?.type)
            }
            var pieces: [ActionSentence.Piece] = resolved.template.map { segment in
                switch segment {
                case .text(let text): .text(text)
                case .parameter(let name): piece(name)
                }
            }
            if pieces.isEmpty { pieces = [.text(metadata.title)] }
            // Every parameter the sentence that applies now leaves out is under "Show More", so one a
            // When or Switch drops with its value ("Open Book and read it again") can be changed back.
            let shown = Set(resolved.template.compactMap { if case .parameter(let name) = $0 { name } else { nil } })
                .union(resolved.more)
            let more =
                resolved.more.map(piece)
                + metadata.parameters.filter { !shown.contains($0.name) }.map { piece($0.name) }
            return ActionSentence(pieces: pieces, more: more)
        case .find(let find):
            let entity = catalog.entity(find.entity)
            var pieces: [ActionSentence.Piece] = [.text("Find \(entity?.metadata.pluralName ?? find.entity.rawValue)")]
            if let source = find.source { pieces += [.text(" in "), slot("from", "List", source)] }
            if !find.conditions.isEmpty {
                pieces.append(
                    .text(find.conditions.count > 1 ? " where \(find.matchAll ? "all" : "any") of: " : " where "))
                for (index, row) in find.conditions.enumerated() {
                    if index > 0 { pieces.append(.text(find.matchAll ? " and " : " or ")) }
                    let property = entity?.metadata.properties.first { $0.name == row.property }
                    pieces.append(
                        .text(
                            "\(property?.title ?? row.property) \(row.comparator.phrase(for: property.flatMap { catalog.kind(for: $0.type) })) "
                        ))
                    pieces.append(
                        slot(
                            .findValue(row: index), "Value", row.value,
                            property.map { row.comparator.operandType(for: $0.type) }))
                    if let unit = row.comparator.unit {
                        let count: Double? = if case .number(let n) = row.value { n } else { nil }
                        pieces.append(.text(" \(unit.title(count: count))"))
                    } else if let value2 = row.value2 {
                        pieces += [
                            .text(" and "), slot(.findValue(row: index, second: true), "Value", value2, property?.type),
                        ]
                    }
                }
            }
            if !find.sort.isEmpty {
                pieces.append(.text(", sorted by "))
                pieces.append(
                    .text(
                        find.sort.map { key in
                            let property = entity?.metadata.properties.first { $0.name == key.property }
                            return
                                "\(property?.title ?? key.property) (\(Self.orderName(property?.type, ascending: key.ascending)))"
                        }.joined(separator: ", then ")))
            }
            if let limit = find.limit { pieces += [.text(", limit "), slot("limit", "Limit", limit, .integer)] }
            var more: [ActionSentence.Piece] = []
            if find.source == nil { more.append(slot("from", "List", nil)) }
            if find.limit == nil { more.append(slot("limit", "Limit", nil, .integer)) }
            return ActionSentence(pieces: pieces, more: more)
        case .builtIn(let call):
            return sentence(for: call, reader: action)
        }
    }

    // MARK: Values

    /// How a value reads in a sentence.
    package func show(_ value: Value, type: ValueType?, reader: Action) -> ActionSentence.SlotValue {
        switch value {
        case .text(let parts):
            if let plain = value.plainText { return .constant("“\(plain.replacingOccurrences(of: "\n", with: "⏎"))”") }
            var out = "“"
            for part in parts {
                switch part {
                case .literal(let text): out += text.replacingOccurrences(of: "\n", with: "⏎")
                case .variable(let ref): out += "⟦\(variableName(ref, reader: reader))⟧"
                }
            }
            return .constant(out + "”")
        case .number(let n): return .constant(IntentValueText.title(of: n))
        case .boolean(let b): return .constant(b ? "On" : "Off")
        case .date(let d): return .constant(IntentValueText.title(of: d))
        case .url(let u): return .constant(u.absoluteString)
        case .measurement(let m): return .constant(m.description)
        case .file(let file): return .constant(file.summary)
        case .currency(let c): return .constant(c.description)
        case .person(let person): return .constant(person.description)
        case .enumCase(let raw):
            if case .enumeration(let id)? = type?.elementType, let e = catalog.enumeration(id),
                let c = e.metadata.cases.first(where: { $0.value == raw })
            {
                return .constant(c.title)
            }
            return .constant(raw)
        case .entity(let typeID, let id):
            if let title = entityTitles.title(type: typeID, id: id) { return .constant(title) }
            if entityTitles.wasLookedUp(typeID) { return .constant("Missing \(catalog.typeName(typeID)) (\(id))") }
            return .constant("\(catalog.typeName(typeID)) \(id)")
        case .list(let items):
            return .constant(
                items.map { item -> String in
                    switch show(item, type: type?.elementType, reader: reader) {
                    case .constant(let text): text
                    case .variable(let name, _): "⟦\(name)⟧"
                    case .ask(let prompt): "⟦Ask: \(prompt)⟧"
                    }
                }.joined(separator: ", "))
        case .dictionary(let entries):
            // {title: “Dune”, pages: 412}: keys as they are, values as everywhere else.
            return .constant(
                "{"
                    + entries.map { entry -> String in
                        let shown =
                            switch show(entry.value, type: nil, reader: reader) {
                            case .constant(let text): text
                            case .variable(let name, _): "⟦\(name)⟧"
                            case .ask(let prompt): "⟦Ask: \(prompt)⟧"
                            }
                        if case .list = entry.value { return "\(entry.key): [\(shown)]" }
                        return "\(entry.key): \(shown)"
                    }.joined(separator: ", ") + "}")
        case .variable(let ref):
            return .variable(variableName(ref, reader: reader), broken: isBroken(ref, reader: reader))
        case .ask(let prompt):
            return .ask(prompt ?? "Ask Each Time")
        }
    }

    /// "Found Books › Author", "Shortcut Input", "Repeat Item". Property titles come from the
    /// type the variable has where `reader` reads it (Repeat Item is a File in one loop and a
    /// Trail in another).
    package func variableName(_ ref: VariableReference, reader: Action? = nil) -> String {
        var type = sourceType(ref.source, reader: reader)
        var name: String
        switch ref.source {
        case .action(let id):
            if let action = actions[id] { name = outputName(of: action) } else { name = "Missing Action" }
        case .shortcutInput: name = "Shortcut Input"
        case .currentDate: name = "Current Date"
        case .repeatItem: name = "Repeat Item"
        case .repeatIndex: name = "Repeat Index"
        case .named(let variable): name = variable
        case .secret(let secret): name = "Secret: \(secret)"
        }
        for (index, step) in ref.path.enumerated() {
            if index == 0, case .property(let property) = step, let given = outputProperty(property, of: ref.source) {
                name += " › \(given.title)"
                type = given.type
                continue
            }
            switch step {
            case .first:
                name += " › First Item"
                type = type?.elementType
            case .last:
                name += " › Last Item"
                type = type?.elementType
            case .count:
                name += " › Count"
                type = .integer
            case .key(let key):
                name += " › \(key)"
                type = nil
            case .group(let group):
                (name, type) = (name + " › \(MatchGroupPath.title(group))", MatchGroupPath.type(after: type))
            case .property(let property):
                let found = self.property(property, of: type)
                name += " › \(found?.title ?? property)"
                type = found.map { found in if case .array = type { .array(found.type) } else { found.type } }
            }
        }
        return name
    }

    /// What an action's output is called: "Found Books", "Text", "Book".
    package func outputName(of action: Action) -> String {
        switch action.kind {
        case .find(let find): "Found \(catalog.entity(find.entity)?.metadata.pluralName ?? find.entity.rawValue)"
        case .intent(let identifier, _):
            catalog.intent(identifier).map { entry in
                if let output = entry.metadata.output, case .entity(let id) = output.elementType, output == .entity(id)
                {
                    return catalog.typeName(id)
                }
                return entry.metadata.title
            } ?? identifier
        case .builtIn(let call):
            // An action that reads a variable passes it on under its name.
            if case .reads(let name)? = call.descriptor?.scopeEffect {
                call.text(name) ?? ""
            } else {
                call.descriptor.map { $0.outputName ?? $0.title } ?? catalog.title(of: action)
            }
        }
    }

    /// The `@Property` named `name` of the entity type `type` (or its elements); when the type
    /// is unknown, the property of that name of any entity.
    func property(_ name: String, of type: ValueType?) -> EntityPropertyMetadata? {
        if case .entity(let id)? = type?.elementType {
            return catalog.entity(id)?.metadata.properties.first { $0.name == name }
        }
        guard type == nil else { return nil }
        for entity in catalog.apps.flatMap(\.metadata.entities) {
            if let property = entity.properties.first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    /// A value the action `source` names gives besides its output ("Status Code").
    func outputProperty(_ name: String, of source: VariableReference.Source) -> BuiltInOutputProperty? {
        guard case .action(let id) = source, case .builtIn(let call)? = actions[id]?.kind else { return nil }
        return call.descriptor?.outputProperty(name)
    }

    /// The type a variable's source has where `reader` reads it, when it can be known before a
    /// run: as the scope walk found it.
    func sourceType(_ source: VariableReference.Source, reader: Action?) -> ValueType? {
        switch source {
        case .action(let id): types.outputs[id]
        case .shortcutInput: document.input.flatMap { ValueType(text: $0.type) }
        case .currentDate: .date
        case .repeatIndex: .integer
        case .repeatItem: reader.flatMap { types.repeatItems[$0.id] }
        case .named: nil
        case .secret: .string
        }
    }

    /// Whether a variable reads an action that is missing, runs later, or encloses the reader
    /// (an If's output does not exist inside its own branches).
    package func isBroken(_ ref: VariableReference, reader: Action) -> Bool {
        guard case .action(let id) = ref.source else { return false }
        guard let end = layout.entry(of: id)?.end, let at = layout.position(of: reader.id) else { return true }
        return end >= at
    }

    func constantMetadata(_ value: Value) -> MetadataValue? {
        switch value {
        case .text: value.plainText.map { .text($0) }
        // Checked: a When or Switch on a number parameter reads 1e300 too.
        case .number(let n): IntentValueConversion.wholeNumber(n).map(MetadataValue.integer) ?? .double(n)
        case .boolean(let b): .boolean(b)
        case .date(let d): .date(d)
        case .url(let u): .url(u)
        case .measurement(let m): .measurement(m)
        case .file(let file): .text(file.name)
        case .currency(let c): .currency(c)
        case .person(let person): .person(person)
        case .enumCase(let raw): .enumeration(raw)
        case .entity(let type, let id): .entity(type: type, id: id)
        case .list(let items): .list(items.compactMap(constantMetadata))
        case .dictionary, .variable, .ask: .text("") // has a value, unknown until the run
        }
    }

    /// "A → Z", "Oldest First", "Smallest First".
    package static func orderName(_ type: ValueType?, ascending: Bool) -> String {
        switch type {
        case .date?: ascending ? "Oldest First" : "Latest First"
        case .integer?, .double?, .decimal?: ascending ? "Smallest First" : "Biggest First"
        default: ascending ? "A → Z" : "Z → A"
        }
    }
}
