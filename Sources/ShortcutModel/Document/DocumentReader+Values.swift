import Foundation
import IntentKit
import JSONCore

// Values: the tagged objects of the format (`text`, `number`, `entity`, `var`, `ask` …), each
// checked for its members and its type.
extension DocumentReader {

    /// The members that tag a value object: the one list the reader knows kinds by. The kinds
    /// whose JSON form one codec reads everywhere (``LeafValueKinds``) come from their table.
    static let valueKindList =
        ["text", "number"] + LeafValueKinds.all.map { $0.tag }
        + ["enum", "entity", "file", "list", "dictionary", "var", "variable", "secret", "ask"]
    static let valueKinds = Set(valueKindList)

    func value(_ node: JSONNode, _ what: @autoclosure () -> String) throws(DocumentError) -> Value {
        guard let objectMembers = node.members else {
            throw fail(node, "\(what()) must be a value object such as {\"text\": \"…\"}, not \(node.kindName)")
        }
        guard let kindKey = objectMembers.first(where: { Self.valueKinds.contains($0.key) })?.key else {
            throw fail(node, "\(what()) must have one of: \(Self.valueKindList.joined(separator: ", "))")
        }
        let takesPath = kindKey == "var" || kindKey == "variable"
        for member in objectMembers where member.key != kindKey && !(takesPath && member.key == "path") {
            let expected = takesPath ? "\(kindKey), path" : kindKey
            throw DocumentError(
                line: member.value.keyLine, column: member.value.keyColumn,
                message: "\(what()) has an unknown member '\(quoted(member.key))' (expected: \(expected))")
        }
        let m = Members(list: objectMembers)
        let inner = m[kindKey]!
        switch kindKey {
        case "text":
            if let s = inner.string { return .string(s) }
            guard let parts = inner.array else {
                throw fail(inner, "'text' must be a string or an array of strings and variables")
            }
            var out: [TextPart] = []
            for part in parts {
                if let s = part.string {
                    out.append(.literal(s))
                    continue
                }
                guard case .variable(let ref) = try value(part, "a part of the text") else {
                    throw fail(part, "a part of the text must be a string, a variable or a secret")
                }
                out.append(.variable(ref))
            }
            return .text(out)
        case "number":
            guard case .number(let written) = inner.value else {
                throw fail(inner, "'number' must be a number, not \(inner.kindName)")
            }
            // JSON has no infinity, but 1e400 reads as one.
            guard let n = Double(written), n.isFinite else {
                throw fail(inner, "'number' \(quoted(written)) is too large (numbers go up to about 1.8e308)")
            }
            return .number(n)
        case "boolean": return .boolean(try leaf(BooleanKind.self, inner))
        case "date": return .date(try leaf(DateKind.self, inner))
        case "url": return .url(try leaf(URLKind.self, inner))
        case "enum":
            return .enumCase(try string(inner, "'enum'"))
        case "file":
            let f = try members(inner, "'file'", allowed: ["path", "name", "type", "data"])
            if let pathNode = f["path"] {
                guard f.list.count == 1 else {
                    throw fail(inner, "a file is either a 'path' or a 'name' with 'data', not both")
                }
                let path = try string(pathNode, "'file.path'")
                guard !path.isEmpty, !path.hasPrefix("/") else {
                    throw fail(pathNode, "'file.path' is a path inside the Files root, such as notes/todo.txt")
                }
                return .file(.path(path))
            }
            let name = try string(try required(f, "name", in: inner, "'file'"), "'file.name'")
            let encoded = try required(f, "data", in: inner, "'file'")
            guard let data = Data(base64Encoded: try string(encoded, "'file.data'")) else {
                throw fail(encoded, "'file.data' must be the file's bytes in base64")
            }
            guard data.count <= FileValue.maximumInlineBytes else {
                throw fail(encoded, "an inline file holds at most 10 MB; save it in the Files root and give its 'path'")
            }
            var type: String? = nil
            if let typeNode = f["type"] { type = try string(typeNode, "'file.type'") }
            return .file(.inline(name: name, type: type, data: data))
        case "currency": return .currency(try leaf(CurrencyKind.self, inner))
        case "person": return .person(try leaf(PersonKind.self, inner))
        case "measurement": return .measurement(try leaf(MeasurementKind.self, inner))
        case "entity":
            let e = try members(inner, "'entity'", allowed: ["type", "id"])
            let type = try string(try required(e, "type", in: inner, "'entity'"), "'entity.type'")
            let id = try string(try required(e, "id", in: inner, "'entity'"), "'entity.id'")
            guard !id.isEmpty, id.count <= 4096 else { throw fail(inner, "an entity id must be 1 to 4,096 characters") }
            return .entity(type: TypeIdentifier(type), id: id)
        case "list":
            guard let items = inner.array else {
                throw fail(inner, "'list' must be an array of values, not \(inner.kindName)")
            }
            var out: [Value] = []
            for item in items { out.append(try value(item, "a list item")) }
            return .list(out)
        case "dictionary":
            guard let members = inner.members else {
                throw fail(inner, "'dictionary' must be an object of keys and values, not \(inner.kindName)")
            }
            var out: [DictionaryEntry] = []
            out.reserveCapacity(members.count)
            for member in members {
                out.append(
                    DictionaryEntry(member.key, try value(member.value, "the value of key '\(quoted(member.key))'")))
            }
            return .dictionary(out)
        case "var", "variable":
            let text = try string(inner, "'\(kindKey)'")
            let source: VariableReference.Source
            if kindKey == "variable" {
                guard !text.isEmpty else { throw fail(inner, "a variable needs a name") }
                source = .named(text)
            } else {
                switch text {
                case "input": source = .shortcutInput
                case "currentDate": source = .currentDate
                case "repeatItem": source = .repeatItem
                case "repeatIndex": source = .repeatIndex
                default:
                    guard let id = UUID(fastString: text) else {
                        throw fail(
                            inner,
                            "'var' must be an action id or one of input, currentDate, repeatItem, repeatIndex; not '\(quoted(text))'"
                        )
                    }
                    source = .action(id)
                }
            }
            var path: [VariableReference.Step] = []
            if let p = m["path"] {
                guard let steps = p.array else { throw fail(p, "'path' must be an array of property names") }
                for step in steps {
                    if step.members != nil {
                        path.append(try objectStep(step))
                        continue
                    }
                    let s = try string(step, "a path step")
                    switch s {
                    case "@first": path.append(.first)
                    case "@last": path.append(.last)
                    case "@count": path.append(.count)
                    default:
                        guard !s.isEmpty, !s.hasPrefix("@") else {
                            throw fail(
                                step,
                                "'\(quoted(s))' is not a path step (a property name, @first, @last, @count, {\"key\": …} or {\"group\": …})"
                            )
                        }
                        path.append(.property(s))
                    }
                }
            }
            return .variable(VariableReference(source, path: path))
        case "secret":
            let name = try string(inner, "'secret'")
            if let problem = SecretName.problem(name) { throw fail(inner, problem) }
            return .variable(VariableReference(.secret(name)))
        case "ask":
            let a = try members(inner, "'ask'", allowed: ["prompt"])
            return .ask(prompt: try a["prompt"].map { n throws(DocumentError) in try string(n, "'ask.prompt'") })
        default:
            fatalError("every kind is handled")
        }
    }

    /// A value of a kind whose JSON form its kind reads (``LeafValueKind``), failing where it does.
    func leaf<Kind: LeafValueKind>(_ kind: Kind.Type, _ node: JSONNode) throws(DocumentError) -> Kind.Payload {
        do {
            return try Kind.read(node)
        } catch {
            throw DocumentError(line: error.line, column: error.column, message: error.message)
        }
    }
}
