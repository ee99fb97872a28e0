import Foundation
import IntentKit
import JSONCore

/// Reads shortcut documents from JSON, strictly: unknown members, wrong types and malformed
/// values are errors that name their line and column, so a typo is never silently ignored.
package enum DocumentDecoder {
    /// The members that tag a value object (`{"currency": …}`), as the reader knows them.
    package static var valueKinds: [String] { DocumentReader.valueKindList }

    /// Reads a document from text; `file` is used in error messages.
    package static func decode(_ text: String, file: String? = nil, builtIns: BuiltInRegistry) throws(DocumentError)
        -> ShortcutDocument
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw DocumentError(file: file, line: error.line, column: error.column, message: error.message)
        }
        do {
            return try DocumentReader(builtIns: builtIns).document(root)
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    /// Reads a document from a file.
    package static func decode(contentsOf url: URL, builtIns: BuiltInRegistry) throws(DocumentError)
        -> ShortcutDocument
    {
        try decode(contents(of: url), file: url.path, builtIns: builtIns)
    }

    /// The bytes of a shortcut file, as every command reads one: a file over
    /// ``ShortcutLimits/maximumFileSize`` is refused without being read whole, and one that cannot
    /// be opened is an error that says why. `file` is the name messages give it (the path by default).
    package static func contents(of url: URL, file: String? = nil) throws(DocumentError) -> Data {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // One byte more than allowed tells a file that is too large without reading all of it.
            data = try handle.read(upToCount: ShortcutLimits.maximumFileSize + 1) ?? Data()
        } catch {
            throw DocumentError(
                file: file ?? url.path, line: 0, column: 0, message: "cannot be read: \(reason(error))")
        }
        guard data.count <= ShortcutLimits.maximumFileSize else {
            throw DocumentError(
                file: file ?? url.path, line: 0, column: 0,
                message:
                    "is larger than \(ShortcutLimits.maximumFileSize / 1024 / 1024) MB, the most a shortcut file may be"
            )
        }
        return data
    }

    /// Why a file could not be opened or read, in the system's words ("No such file or directory").
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if (error as NSError).domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32((error as NSError).code)))
        }
        return error.localizedDescription
    }

    /// Reads a document from the bytes of a file; bytes that are not UTF-8 are an error that
    /// names their line and column.
    package static func decode(_ data: Data, file: String? = nil, builtIns: BuiltInRegistry) throws(DocumentError)
        -> ShortcutDocument
    {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw DocumentError(
                file: file, line: 1, column: 1,
                message: "starts with a byte-order mark (U+FEFF); shortcut files are UTF-8 without one")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let (offset, line, column) = UTF8Check.firstInvalidByte(in: data)
            let byte = offset < data.count ? String(format: "0x%02X", data[data.startIndex + offset]) : "end of file"
            throw DocumentError(
                file: file, line: line, column: column,
                message: "is not UTF-8 text: the byte \(byte) does not belong here (shortcut files are UTF-8)")
        }
        return try decode(text, file: file, builtIns: builtIns)
    }

    /// Reads one value, for tools that edit values alone.
    package static func decodeValue(_ node: JSONNode) throws(DocumentError) -> Value {
        try DocumentReader(builtIns: .none).value(node, "value")
    }
}

/// The decoder's walk over the parsed JSON: each function reads one part of the format and
/// fails with the node's line and column.
struct DocumentReader {
    /// The built-in actions a file's action names are read against.
    let builtIns: BuiltInRegistry

    func fail(_ node: JSONNode, _ message: String) -> DocumentError {
        DocumentError(line: node.line, column: node.column, message: message)
    }

    /// The object's members, checking that only `allowed` names appear. A list, not a set: it
    /// holds a handful of short names, which compare faster than a string hashes.
    func members(_ node: JSONNode, _ what: @autoclosure () -> String, allowed: [String]) throws(DocumentError)
        -> Members
    {
        guard let members = node.members else { throw fail(node, "\(what()) must be an object, not \(node.kindName)") }
        for member in members where !allowed.contains(member.key) {
            throw DocumentError(
                line: member.value.keyLine, column: member.value.keyColumn,
                message:
                    "\(what()) has an unknown member '\(quoted(member.key))' (expected: \(allowed.sorted().joined(separator: ", ")))"
            )
        }
        return Members(list: members)
    }

    /// An object's members, looked up by a linear scan: objects here have a handful of members.
    struct Members {
        let list: [(key: String, value: JSONNode)]
        subscript(key: String) -> JSONNode? { list.first { $0.key == key }?.value }
    }

    func required(_ members: Members, _ key: String, in node: JSONNode, _ what: @autoclosure () -> String)
        throws(DocumentError)
        -> JSONNode
    {
        guard let value = members[key] else { throw fail(node, "\(what()) needs a member '\(key)'") }
        return value
    }

    func string(_ node: JSONNode, _ what: @autoclosure () -> String) throws(DocumentError) -> String {
        guard let s = node.string else { throw fail(node, "\(what()) must be a string, not \(node.kindName)") }
        return s
    }

    func uuid(_ node: JSONNode, _ what: @autoclosure () -> String) throws(DocumentError) -> UUID {
        let text = try string(node, what())
        guard let id = UUID(fastString: text) else { throw fail(node, "\(what()) '\(quoted(text))' is not a UUID") }
        return id
    }

    // MARK: Document

    func document(_ node: JSONNode) throws(DocumentError) -> ShortcutDocument {
        let m = try members(
            node, "the shortcut",
            allowed: ["format", "id", "name", "icon", "description", "input", "appleIcon", "actions"])
        let formatNode = try required(m, "format", in: node, "the shortcut")
        guard case .number(let written) = formatNode.value else {
            throw fail(
                formatNode,
                "'format' must be a small whole number such as \(ShortcutDocument.currentFormat), not \(formatNode.kindName)"
            )
        }
        // Compared as a Double, never converted to an Int: 1e300 or 9223372036854775807 here is
        // a broken file, not a crash.
        guard let format = Double(written), let whole = IntentValueConversion.wholeNumber(format),
            abs(whole) < 1_000_000_000
        else {
            throw fail(
                formatNode,
                "'format' must be a small whole number such as \(ShortcutDocument.currentFormat), not \(quoted(written))"
            )
        }
        guard format == Double(ShortcutDocument.currentFormat) else {
            throw fail(
                formatNode,
                format > Double(ShortcutDocument.currentFormat)
                    ? "format \(quoted(written)) was written by a newer version of shortcuts; this one reads format \(ShortcutDocument.currentFormat)"
                    : "format \(quoted(written)) is not known; this version reads format \(ShortcutDocument.currentFormat)"
            )
        }
        // Members are read in the order they are written, so the first problem reported is the
        // first a reader meets.
        let id = try uuid(try required(m, "id", in: node, "the shortcut"), "'id'")
        let name = try string(try required(m, "name", in: node, "the shortcut"), "'name'")
        let icon = try m["icon"].map { n throws(DocumentError) in try string(n, "'icon'") }
        let description = try m["description"].map { n throws(DocumentError) in try string(n, "'description'") }
        let input = try m["input"].map { n throws(DocumentError) in try self.input(n) }
        let appleIcon = try m["appleIcon"].map { n throws(DocumentError) in try self.appleIcon(n) }
        let actions = try actions(try required(m, "actions", in: node, "the shortcut"), "'actions'")
        return ShortcutDocument(
            id: id, name: name, icon: icon, description: description, input: input, actions: actions,
            appleIcon: appleIcon)
    }

    /// `{"color": 4282601983, "glyph": 59511}`: whole numbers, the colour at most 32 bits.
    func appleIcon(_ node: JSONNode) throws(DocumentError) -> AppleIcon {
        let m = try members(node, "'appleIcon'", allowed: ["color", "glyph"])
        func whole(_ key: String, _ limit: Double) throws(DocumentError) -> Int {
            let n = try required(m, key, in: node, "'appleIcon'")
            guard case .number(let text) = n.value, let value = Double(text), value >= 0, value <= limit,
                let whole = IntentValueConversion.wholeNumber(value)
            else { throw fail(n, "'appleIcon.\(key)' must be a whole number from 0 to \(Int(limit))") }
            return Int(whole)
        }
        return AppleIcon(color: try whole("color", 4_294_967_295), glyph: try whole("glyph", 1_000_000))
    }

    func input(_ node: JSONNode) throws(DocumentError) -> InputSpec {
        let m = try members(node, "'input'", allowed: ["type", "prompt", "whenMissing"])
        var spec = InputSpec()
        if let type = m["type"] {
            spec.type = try string(type, "'input.type'")
            guard ValueType(text: spec.type) != nil else {
                throw fail(
                    type,
                    "'\(quoted(spec.type))' is not a value type (such as string, integer, date, entity:Books.BookEntity or [string])"
                )
            }
        }
        spec.prompt = try m["prompt"].map { n throws(DocumentError) in try string(n, "'input.prompt'") }
        if let when = m["whenMissing"] {
            let text = try string(when, "'input.whenMissing'")
            guard let parsed = InputSpec.WhenMissing(rawValue: text) else {
                throw fail(when, "'whenMissing' must be continue, ask or stop, not '\(quoted(text))'")
            }
            spec.whenMissing = parsed
        }
        return spec
    }

    // MARK: Actions

    func actions(_ node: JSONNode, _ what: @autoclosure () -> String) throws(DocumentError) -> [Action] {
        guard let items = node.array else {
            throw fail(node, "\(what()) must be an array of actions, not \(node.kindName)")
        }
        var out: [Action] = []
        for item in items { out.append(try action(item)) }
        return out
    }

    static let intentKeys = ["id", "action", "parameters", "onError"]

    /// What an action named by a built-in name (or `find`) may hold, and its descriptor: one
    /// look-up of the name per action.
    struct ActionForm: Sendable {
        let allowed: [String]
        let descriptor: BuiltInDescriptor?
    }

    func action(_ node: JSONNode) throws(DocumentError) -> Action {
        guard node.members != nil else { throw fail(node, "an action must be an object, not \(node.kindName)") }
        guard let kindNode = node["action"] else { throw fail(node, "an action needs a member 'action'") }
        let name = try string(kindNode, "'action'")
        // An intent's identifier is App.Intent. Looked for byte by byte: `String.contains` with a
        // string goes through Foundation's locale-aware search, about 2 % of reading a file.
        let isIntent = name.utf8.contains(UInt8(ascii: "."))
        let form = isIntent ? nil : builtIns.forms[name]
        guard isIntent || form != nil else {
            throw fail(
                kindNode,
                "'\(quoted(name))' is not an action: use an app's intent identifier (App.Intent) or one of \(builtIns.keys.keys.sorted().joined(separator: ", "))"
            )
        }
        let allowed = form?.allowed ?? Self.intentKeys
        let m = try members(node, "action '\(quoted(name))'", allowed: allowed)
        let id = try uuid(try required(m, "id", in: node, "action '\(quoted(name))'"), "the action's 'id'")

        let kind: Action.Kind
        if isIntent {
            var parameters: [String: Value] = [:]
            if let p = m["parameters"] {
                guard let members = p.members else {
                    throw fail(p, "'parameters' must be an object, not \(p.kindName)")
                }
                for member in members {
                    parameters[member.key] = try value(member.value, "parameter '\(quoted(member.key))'")
                }
            }
            kind = .intent(identifier: name, parameters: parameters)
        } else if let descriptor = form?.descriptor, descriptor.behaviour != nil {
            kind = .builtIn(try call(descriptor, node, m))
        } else {
            precondition(name == "find", "every name in keys is handled")
            kind = .find(try find(node, m))
        }
        var onError: ErrorHandling?
        if let handling = m["onError"] { onError = try errorHandling(handling) }
        var action = Action(id: id, kind, onError: onError)
        action.adoptContinueOnFailure()
        return action
    }

    /// A built-in action its descriptor describes wholly: each member read as its kind says.
    func call(_ descriptor: BuiltInDescriptor, _ node: JSONNode, _ m: Members) throws(DocumentError) -> BuiltInCall {
        var call = BuiltInCall(of: descriptor)
        for (position, member) in descriptor.members.enumerated() {
            let index = BuiltInMemberIndex(position)
            // A member its choice hides is no part of the action (read before it: see shownWhen).
            if member.shownWhen != nil, !member.isShown(in: call) { continue }
            // An If's conditions are read from the members of either of their two forms.
            if case .conditions = member.kind {
                call[index] = try conditions(node, m)
                continue
            }
            let key = member.slot.rawValue
            guard let inner = m[key] else {
                if let fallback = member.defaultArgument {
                    call[index] = fallback
                    continue
                }
                if member.isOptional { continue }
                throw fail(node, "action '\(quoted(descriptor.id.rawValue))' needs a member '\(key)'")
            }
            switch member.kind {
            case .value: call[index] = .value(try value(inner, "'\(key)'"))
            case .text: call[index] = .text(try string(inner, "'\(key)'"))
            case .json:
                guard inner.members != nil || inner.array != nil else {
                    throw fail(inner, "'\(key)' must be an object or a list, not \(inner.kindName)")
                }
                call[index] = .json(inner)
            case .shortcut:
                let text = try string(inner, "'\(key)'")
                guard let id = UUID(uuidString: text) else {
                    throw fail(inner, "'\(key)' must be a shortcut's id (a UUID), not '\(quoted(text))'")
                }
                // Written as the encoder writes every id (upper case), so the canonical form is one.
                call[index] = .text(id.uuidString)
            case .choice(let options):
                let text = try string(inner, "'\(key)'")
                guard options.contains(where: { $0.id == text }) else {
                    throw fail(
                        inner, "'\(key)' must be \(options.map(\.id).joined(separator: ", ")), not '\(quoted(text))'")
                }
                call[index] = .choice(text)
            case .actions:
                let body = try actions(inner, "'\(key)'")
                // An optional body written empty is as one left out (an If's `"else": []`).
                call[index] = member.isOptional && body.isEmpty ? nil : .actions(body)
            case .items: call[index] = .items(try menuItems(inner, key))
            case .conditions, .other:
                // Read above (conditions), or described for `shortcuts actions` only.
                throw fail(inner, "'\(key)' cannot be read for action '\(descriptor.id)'")
            }
        }
        return call
    }

    /// The titled items of an items member (a menu's): `[{"title": …, "do": [...]}]`.
    func menuItems(_ node: JSONNode, _ key: String) throws(DocumentError) -> [MenuItem] {
        guard let items = node.array else { throw fail(node, "'\(key)' must be an array, not \(node.kindName)") }
        var menuItems: [MenuItem] = []
        menuItems.reserveCapacity(items.count)
        for item in items {
            let im = try members(item, "a menu item", allowed: ["title", "do"])
            menuItems.append(
                MenuItem(
                    title: try string(try required(im, "title", in: item, "a menu item"), "'title'"),
                    body: try actions(try required(im, "do", in: item, "a menu item"), "'do'")))
        }
        return menuItems
    }

    func find(_ node: JSONNode, _ m: Members) throws(DocumentError) -> FindAction {
        var find = FindAction(
            entity: TypeIdentifier(try string(try required(m, "entity", in: node, "action 'find'"), "'entity'")))
        find.source = try m["from"].map { n throws(DocumentError) in try value(n, "'from'") }
        if let match = m["match"] {
            switch try string(match, "'match'") {
            case "all": find.matchAll = true
            case "any": find.matchAll = false
            case let other: throw fail(match, "'match' must be all or any, not '\(quoted(other))'")
            }
        }
        if let rows = m["where"] {
            guard let items = rows.array else { throw fail(rows, "'where' must be an array, not \(rows.kindName)") }
            for (index, row) in items.enumerated() {
                let r = try members(
                    row, "a 'where' row", allowed: ["property", "comparator", "value", "value2", "unit"])
                let comparatorNode = try required(r, "comparator", in: row, "a 'where' row")
                let name = try string(comparatorNode, "'comparator'")
                guard var comparator = FindComparator(name: name) else {
                    throw fail(
                        comparatorNode,
                        "\(FindAction.rowLabel(index)): '\(quoted(name))' is not a comparator (expected one of: "
                            + FindComparator.names.joined(separator: ", ") + ")")
                }
                if let unitNode = r["unit"] {
                    let word = try string(unitNode, "'unit'")
                    guard comparator.unit != nil else {
                        throw fail(
                            unitNode,
                            "\(FindAction.rowLabel(index)): 'unit' is only for isInTheLast and isNotInTheLast, not \(name)"
                        )
                    }
                    guard let unit = FindComparator.RecentUnit(rawValue: word) else {
                        throw fail(
                            unitNode,
                            "\(FindAction.rowLabel(index)): '\(quoted(word))' is not a unit (expected one of: "
                                + FindComparator.RecentUnit.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                    }
                    comparator = comparator.counting(in: unit)
                } else if comparator.unit != nil {
                    throw fail(
                        comparatorNode,
                        "\(FindAction.rowLabel(index)): \(name) needs a 'unit' (one of: "
                            + FindComparator.RecentUnit.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                find.conditions.append(
                    FindAction.FindCondition(
                        property: try string(try required(r, "property", in: row, "a 'where' row"), "'property'"),
                        comparator: comparator,
                        value: try value(try required(r, "value", in: row, "a 'where' row"), "'value'"),
                        value2: try r["value2"].map { n throws(DocumentError) in try value(n, "'value2'") }))
            }
        }
        if let sorts = m["sort"] {
            guard let items = sorts.array else { throw fail(sorts, "'sort' must be an array, not \(sorts.kindName)") }
            for item in items {
                let s = try members(item, "a 'sort' key", allowed: ["property", "order"])
                var ascending = true
                if let order = s["order"] {
                    switch try string(order, "'order'") {
                    case "ascending": ascending = true
                    case "descending": ascending = false
                    case let other: throw fail(order, "'order' must be ascending or descending, not '\(quoted(other))'")
                    }
                }
                find.sort.append(
                    FindAction.FindSort(
                        property: try string(try required(s, "property", in: item, "a 'sort' key"), "'property'"),
                        ascending: ascending))
            }
        }
        find.limit = try m["limit"].map { n throws(DocumentError) in try value(n, "'limit'") }
        return find
    }
}
