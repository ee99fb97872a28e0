import Foundation
import JSONCore
import ShortcutKit
import ShortcutsTestSupport

/// Turns a valid shortcut file into a damaged or hostile one, the ways files get damaged in
/// practice (flipped bits, cut-off writes, bad encodings) and the ways a hostile or careless
/// author could write them (huge and non-finite numbers, wrong types, deep nesting, duplicate
/// ids, variables that refer to themselves or to later actions).
struct ShortcutMutator {
    /// Action identifiers a mutation may switch an action to: the built-ins and some intents.
    let actionNames: [String]
    /// Each intent's parameter names, so a mutation can give a parameter the file left out
    /// a hostile value (a When or Switch reads parameters a file need not set).
    let parameterNames: [String: [String]]

    /// Picks a kind: a quarter of the picks damage bytes, the rest the structure, since most
    /// byte damage ends at the parser and structure damage reaches the later stages.
    static func randomKind(using random: inout SplitMix64) -> Kind {
        let bytes: [Kind] = [.flipBits, .truncate, .invalidUTF8, .spliceBytes, .deepText]
        let structure = Kind.allCases.filter { !bytes.contains($0) }
        return Int.random(in: 0..<4, using: &random) == 0
            ? bytes.randomElement(using: &random)! : structure.randomElement(using: &random)!
    }

    enum Kind: String, CaseIterable {
        // Bytes.
        case flipBits, truncate, invalidUTF8, spliceBytes, deepText
        // JSON structure.
        case wrongType, hugeNumber, targetedNumber, deepNesting, nestedActions, duplicateID, reference,
            variableCycle, removeMember, duplicateMember, shuffleActions, changeAction, oddString, addParameter
    }

    /// Numbers that have crashed or could crash a conversion, and their textual cousins that
    /// JSON does not allow.
    static let numbers = [
        "1e300", "-1e300", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
        "2147483648", "4294967296", "9007199254740993", "1e400", "-1e400", "1e-400", "-0", "0.5", "-1", "0",
        "1000001", "999999", "NaN", "-Infinity", "Infinity",
    ]

    static let strings = [
        "", "\u{0}", "é", "\u{202E}evil", "\n\n", "@first", "00000000-0000-4000-8000-000000000001",
        "Books.BookEntity", String(repeating: "x", count: 10_000), "GARCÍA\u{1B}[2J",
    ]

    /// The reader's own list of value tags, so a kind added there is fuzzed too.
    static let valueKinds = Set(DocumentDecoder.valueKinds)

    /// Applies `kind` to `bytes`; returns the new bytes and what was done, for the log line.
    func mutate(_ bytes: [UInt8], _ kind: Kind, _ random: inout SplitMix64) -> (bytes: [UInt8], note: String) {
        switch kind {
        case .flipBits:
            guard !bytes.isEmpty else { return (bytes, "flipBits(empty)") }
            var out = bytes
            let flips = Int.random(in: 1...8, using: &random)
            for _ in 0..<flips {
                out[Int.random(in: 0..<out.count, using: &random)] ^=
                    UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
            return (out, "flipBits(\(flips))")
        case .truncate:
            let end = Int.random(in: 0...bytes.count, using: &random)
            return (Array(bytes.prefix(end)), "truncate(\(end))")
        case .invalidUTF8:
            let sequences: [[UInt8]] = [
                [0xFF], [0xC3, 0x28], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            ]
            let sequence = sequences[Int.random(in: 0..<sequences.count, using: &random)]
            var out = bytes
            let at = Int.random(in: 0...out.count, using: &random)
            out.insert(contentsOf: sequence, at: at)
            return (out, "invalidUTF8(\(sequence.map { String($0, radix: 16) }.joined(separator: " ")) at \(at))")
        case .spliceBytes:
            guard bytes.count > 2 else { return (bytes, "splice(short)") }
            let a = Int.random(in: 0..<bytes.count, using: &random)
            let b = Int.random(in: a...min(bytes.count, a + 64), using: &random)
            let at = Int.random(in: 0...bytes.count, using: &random)
            var out = bytes
            if Bool.random(using: &random) {
                out.insert(contentsOf: bytes[a..<b], at: at)
                return (out, "duplicateBytes(\(a)..<\(b) at \(at))")
            }
            out.removeSubrange(a..<b)
            return (out, "deleteBytes(\(a)..<\(b))")
        case .deepText:
            let depth = [100, 511, 513, 10_000, 100_000][Int.random(in: 0..<5, using: &random)]
            let open: [UInt8] = Bool.random(using: &random) ? Array("[".utf8) : Array("{\"a\":".utf8)
            return (Array(repeating: open, count: depth).flatMap { $0 } + bytes, "deepText(\(depth))")
        default:
            guard let root = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)) else {
                return mutate(bytes, .flipBits, &random)
            }
            let (node, note) = mutate(root, kind, &random)
            return (Array(JSONWriter.write(node).utf8), note)
        }
    }

    // MARK: Structure

    private func mutate(_ root: JSONNode, _ kind: Kind, _ random: inout SplitMix64) -> (JSONNode, String) {
        let paths = root.paths()
        func pick<T>(_ items: [T]) -> T? {
            items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &random)]
        }
        func number() -> String { pick(Self.numbers)! }
        let valuePaths = paths.filter { root.at($0)?.isValueObject == true }
        let actionPaths = paths.filter { root.at($0)?.isAction == true }
        let actionIDs = actionPaths.compactMap { root.at($0)?["id"]?.string }
        switch kind {
        case .wrongType:
            guard let path = pick(paths) else { return (root, "wrongType(none)") }
            let replacements: [JSONNode] = [
                JSONNode(.null), .bool(true), JSONNode(.number("3")), .string("x"), .array([]), .object([]),
                .array([.string("x")]),
            ]
            let replacement = pick(replacements)!
            return (root.replacing(path) { _ in replacement }, "wrongType(\(path.text) → \(replacement.kindName))")
        case .hugeNumber:
            guard let path = pick(paths) else { return (root, "hugeNumber(none)") }
            let n = number()
            return (root.replacing(path) { _ in JSONNode(.number(n)) }, "hugeNumber(\(path.text) = \(n))")
        case .targetedNumber:
            // Where integers are expected, and intent parameters (When and Switch read those).
            let targets = paths.filter { path in
                guard let key = root.key(at: path) else { return false }
                return ["format", "count", "limit", "index", "to", "number"].contains(key)
                    || root.parentKey(of: path) == "parameters"
            }
            guard let path = pick(targets) else { return (root, "targetedNumber(none)") }
            let n = number()
            let key = root.key(at: path) ?? ""
            let raw = key == "format" || key == "number"
            return (
                root.replacing(path) { _ in raw ? JSONNode(.number(n)) : .object([("number", JSONNode(.number(n)))]) },
                "targetedNumber(\(path.text) = \(n))"
            )
        case .deepNesting:
            guard let path = pick(paths) else { return (root, "deepNesting(none)") }
            let depth = pick([10, 100, 250, 400, 520])!
            return (
                root.replacing(path) { node in (0..<depth).reduce(node) { inner, _ in .array([inner]) } },
                "deepNesting(\(path.text) ×\(depth))"
            )
        case .nestedActions:
            let lists = paths.filter {
                ["actions", "do", "then", "else"].contains(root.key(at: $0) ?? "") && root.at($0)?.array != nil
            }
            guard let path = pick(lists) else { return (root, "nestedActions(none)") }
            // 260 levels pass the parser's nesting limit. Deep but legal nesting is kept to 60 here:
            // the editor takes seconds to lay out 250 nested blocks in a debug build (see
            // docs/reliability/input.md), which would dominate the run without finding more.
            let depth = pick([2, 20, 60, 260])!
            return (
                root.replacing(path) { list in
                    (0..<depth).reduce(list) { inner, level in
                        .array([
                            .object([
                                ("id", .string(Self.uuid(level))), ("action", .string("repeat")),
                                ("count", .object([("number", JSONNode(.number("1")))])), ("do", inner),
                            ])
                        ])
                    }
                }, "nestedActions(\(path.text) ×\(depth))"
            )
        case .duplicateID:
            guard actionPaths.count >= 2, let from = pick(actionIDs), let path = pick(actionPaths) else {
                return (root, "duplicateID(none)")
            }
            return (
                root.replacing(path + [.member("id")]) { _ in .string(from) }, "duplicateID(\(path.text) = \(from))"
            )
        case .reference:
            // Self, later, enclosing, earlier or missing: whatever the dice give.
            guard let path = pick(valuePaths) else { return (root, "reference(none)") }
            let id = pick(actionIDs + ["00000000-0000-4000-8000-00000000dead"])!
            var members: [(String, JSONNode)] = [("var", .string(id))]
            if Bool.random(using: &random) {
                members.append(("path", .array([.string(pick(["@first", "@last", "@count", "title", "name"])!)])))
            }
            return (root.replacing(path) { _ in .object(members) }, "reference(\(path.text) → \(id))")
        case .variableCycle:
            guard let path = pick(valuePaths) else { return (root, "variableCycle(none)") }
            let set = JSONNode.object([
                ("id", .string(Self.uuid(999))), ("action", .string("setVariable")), ("name", .string("Loop")),
                ("value", .object([("variable", .string("Loop"))])),
            ])
            // The value first, then Set Variable in front: the path still points where it did.
            let reading = root.replacing(path) { _ in .object([("variable", .string("Loop"))]) }
            return (
                reading.replacing([.member("actions")]) { list in .array([set] + (list.array ?? [])) },
                "variableCycle(\(path.text))"
            )
        case .removeMember:
            let members = paths.filter { if case .member = $0.last { true } else { false } }
            guard let path = pick(members) else { return (root, "removeMember(none)") }
            return (root.replacing(path) { _ in nil }, "removeMember(\(path.text))")
        case .duplicateMember:
            // The writer writes what it is given, so a duplicate name reaches the parser.
            let objects = paths.filter { root.at($0)?.members?.isEmpty == false }
            guard let path = pick(objects + [[]]), let members = root.at(path)?.members, let first = members.first
            else { return (root, "duplicateMember(none)") }
            return (
                root.replacing(path) { _ in JSONNode(.object(members + [first])) },
                "duplicateMember(\(path.text).\(first.key))"
            )
        case .shuffleActions:
            let lists = paths.filter { (root.at($0)?.array?.count ?? 0) > 1 }
            guard let path = pick(lists) else { return (root, "shuffle(none)") }
            return (
                root.replacing(path) { list in .array((list.array ?? []).shuffled(using: &random)) },
                "shuffle(\(path.text))"
            )
        case .changeAction:
            guard let path = pick(actionPaths), let name = pick(actionNames) else {
                return (root, "changeAction(none)")
            }
            return (
                root.replacing(path + [.member("action")]) { _ in .string(name) },
                "changeAction(\(path.text) → \(name))"
            )
        case .addParameter:
            let intents = actionPaths.filter { path in
                (root.at(path)?["action"]?.string).map { parameterNames[$0] != nil } ?? false
            }
            guard let path = pick(intents), let identifier = root.at(path)?["action"]?.string,
                let name = pick(parameterNames[identifier] ?? [])
            else { return (root, "addParameter(none)") }
            let n = number()
            let value: JSONNode = pick([
                .object([("number", JSONNode(.number(n)))]), .object([("text", .string(pick(Self.strings)!))]),
                .object([("list", .array([.object([("number", JSONNode(.number(n)))])]))]),
                .object([("enum", .string("nope"))]),
                .object([("boolean", .bool(true))]),
            ])!
            let withParameters =
                root.at(path)?["parameters"] == nil
                ? root.replacing(path) { action in
                    JSONNode(.object((action.members ?? []) + [("parameters", .object([]))]))
                }
                : root
            return (
                withParameters.replacing(path + [.member("parameters")]) { parameters in
                    JSONNode(.object((parameters.members ?? []).filter { $0.key != name } + [(name, value)]))
                },
                "addParameter(\(path.text).parameters.\(name) = \(JSONWriter.write(value).filter { !$0.isWhitespace }.prefix(40)))"
            )
        case .oddString:
            let strings = paths.filter { root.at($0)?.string != nil }
            guard let path = pick(strings) else { return (root, "oddString(none)") }
            let text = pick(Self.strings)!
            return (
                root.replacing(path) { _ in .string(text) },
                "oddString(\(path.text) = \(text.debugDescription.prefix(20)))"
            )
        case .flipBits, .truncate, .invalidUTF8, .spliceBytes, .deepText:
            return (root, "")
        }
    }

    static func uuid(_ n: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", n) }
}

// MARK: Paths into JSON

/// One step from a node to a child: an array item or an object member, by name.
enum PathStep: Equatable {
    case item(Int)
    case member(String)
}

extension [PathStep] {
    var text: String {
        isEmpty
            ? "$"
            : map { step in
                switch step {
                case .item(let i): "[\(i)]"
                case .member(let name): ".\(name)"
                }
            }.joined()
    }
}

extension JSONNode {
    var isValueObject: Bool { members?.first.map { ShortcutMutator.valueKinds.contains($0.key) } ?? false }
    var isAction: Bool { self["action"]?.string != nil && self["id"] != nil }

    /// Every node's path, parents before children.
    func paths() -> [[PathStep]] {
        var out: [[PathStep]] = []
        func walk(_ node: JSONNode, _ path: [PathStep]) {
            out.append(path)
            switch node.value {
            case .array(let items): for (i, item) in items.enumerated() { walk(item, path + [.item(i)]) }
            case .object(let members): for member in members { walk(member.value, path + [.member(member.key)]) }
            default: break
            }
        }
        walk(self, [])
        return out
    }

    func at(_ path: [PathStep]) -> JSONNode? {
        var node = self
        for step in path {
            switch step {
            case .item(let i):
                guard let items = node.array, items.indices.contains(i) else { return nil }
                node = items[i]
            case .member(let name):
                guard let child = node[name] else { return nil }
                node = child
            }
        }
        return node
    }

    /// The member name the path ends with, if it ends with one.
    func key(at path: [PathStep]) -> String? {
        if case .member(let name)? = path.last { name } else { nil }
    }

    /// The member name of the node's parent.
    func parentKey(of path: [PathStep]) -> String? { key(at: Array(path.dropLast())) }

    /// This node with the node at `path` transformed; a `nil` result removes it.
    func replacing(_ path: [PathStep], _ transform: (JSONNode) -> JSONNode?) -> JSONNode {
        replacing(path[...], transform) ?? JSONNode(.null)
    }

    private func replacing(_ path: ArraySlice<PathStep>, _ transform: (JSONNode) -> JSONNode?) -> JSONNode? {
        guard let step = path.first else { return transform(self) }
        var copy = self
        switch (step, value) {
        case (.item(let i), .array(var items)) where items.indices.contains(i):
            if let replaced = items[i].replacing(path.dropFirst(), transform) {
                items[i] = replaced
            } else {
                items.remove(at: i)
            }
            copy.value = .array(items)
        case (.member(let name), .object(var members)):
            guard let i = members.firstIndex(where: { $0.key == name }) else { return self }
            if let replaced = members[i].value.replacing(path.dropFirst(), transform) {
                members[i].value = replaced
            } else {
                members.remove(at: i)
            }
            copy.value = .object(members)
        default:
            return self
        }
        return copy
    }
}
