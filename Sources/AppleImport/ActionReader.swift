import AppleShortcutFiles
import JSONCore

/// One of Apple's actions, read for conversion: its parameters as our values, the previous
/// action's output standing in for an input Apple leaves implicit.
struct ActionReader {
    let parameters: [String: PlistValue]
    let values: AppleValues
    /// Our id of the action before this one with an output, which Apple passes on as the input
    /// an action does not name.
    let previous: String?
    /// The ids of the library's and this import's shortcuts by name, for Run Shortcut.
    let shortcuts: [String: String]

    /// The value of `key`, `nil` when Apple left it out.
    func value(_ key: String) throws(Unconvertible) -> JSONNode? {
        guard let plist = parameters[key] else { return nil }
        return try values.value(plist)
    }

    /// The value of `key`, which must be there.
    func required(_ key: String) throws(Unconvertible) -> JSONNode {
        guard let value = try value(key) else { throw Unconvertible("its \(key) is missing") }
        return value
    }

    /// The value of `key`, or the previous action's output when Apple leaves the input implicit.
    func input(_ key: String) throws(Unconvertible) -> JSONNode {
        if let value = try value(key) { return value }
        guard let previous else { throw Unconvertible("its input (\(key)) is the output of no action") }
        return .object([("var", .string(previous))])
    }

    /// A number field.
    func number(_ key: String) throws(Unconvertible) -> JSONNode? {
        guard let plist = parameters[key] else { return nil }
        return try values.number(plist)
    }

    /// A plain string: a string parameter, or a text with no variables.
    func string(_ key: String) -> String? {
        switch parameters[key] {
        case .string(let s)?: return s
        case .dictionary(let d)?:
            guard d["WFSerializationType"]?.string == "WFTextTokenString",
                (d["Value"]?["attachmentsByRange"]?.dictionary ?? [:]).isEmpty
            else { return nil }
            return d["Value"]?["string"]?.string
        default: return nil
        }
    }

    func bool(_ key: String) -> Bool? { parameters[key]?.bool }

    /// `key`'s option, as Apple names it, mapped to ours; a name not in `options` cannot be
    /// converted, and a missing one is `otherwise`.
    func choice(_ key: String, _ options: [String: String], otherwise: String?) throws(Unconvertible) -> String? {
        guard let name = string(key) else {
            if parameters[key] != nil { throw Unconvertible("its \(key) is a variable") }
            return otherwise
        }
        guard let ours = options[name] else { throw Unconvertible("its \(key) '\(name)' has no counterpart") }
        return ours
    }
}

/// What a converted action is written as: its members after `id`.
typealias ActionMembers = [(String, JSONNode)]

extension JSONNode {
    static func text(_ s: String) -> JSONNode { .object([("text", .string(s))]) }
    static func boolean(_ b: Bool) -> JSONNode { .object([("boolean", .bool(b))]) }
    static func variable(_ id: String) -> JSONNode { .object([("var", .string(id))]) }
}

/// Members for an intent of an app: `action` and its parameters, the absent ones left out.
func intent(_ identifier: String, _ parameters: [(String, JSONNode?)]) -> ActionMembers {
    [
        ("action", .string(identifier)),
        ("parameters", .object(parameters.compactMap { name, value in value.map { (name, $0) } })),
    ]
}

/// Members for a built-in action, the absent ones left out.
func builtIn(_ name: String, _ members: [(String, JSONNode?)]) -> ActionMembers {
    [("action", .string(name))] + members.compactMap { name, value in value.map { (name, $0) } }
}
