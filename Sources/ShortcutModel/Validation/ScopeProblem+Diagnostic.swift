import IntentKit

extension ScopeProblem {
    /// What the validator says about the problem, or `nil` when it says nothing (a property of an
    /// entity type whose properties are known only when its app runs).
    func diagnosis(_ catalog: Catalog) -> (severity: Diagnostic.Severity, message: String)? {
        switch self {
        case .notRunYet(let position):
            (.error, "uses the output of action \(position), which has not run yet at this point")
        case .missingAction:
            (.error, "uses the output of an action that is not in the shortcut (it was deleted)")
        case .noShortcutInput:
            (.warning, "uses Shortcut Input, but the shortcut takes no input")
        case .repeatItemOutsideLoop:
            (.error, "uses Repeat Item outside a Repeat with Each")
        case .repeatItemInCountedRepeat:
            (.error, "uses Repeat Item inside a counted Repeat; use Repeat Index")
        case .repeatIndexOutsideLoop:
            (.error, "uses Repeat Index outside a Repeat")
        case .unsetVariable(let name):
            (.warning, "uses the variable '\(quoted(name))', which no earlier action sets")
        case .noProperties(let name, let type):
            (.error, "asks for '\(quoted(name))' of \(catalog.describe(type)), which has no properties")
        case .unknownProperty(let name, let id):
            catalog.entity(id).flatMap { entity in
                guard entity.metadata.propertiesResolved else { return nil }
                let names = entity.metadata.properties.map(\.name).joined(separator: ", ")
                return (
                    .error,
                    "asks for '\(quoted(name))', which \(entity.metadata.displayName) does not have (it has: \(names))"
                )
            }
        case .unknownCase(let raw, let id):
            catalog.enumeration(id).map { e in
                (
                    .error,
                    "'\(quoted(raw))' is not a \(e.metadata.displayName) (it is one of: \(e.metadata.cases.map(\.value).joined(separator: ", ")))"
                )
            }
        case .unknownEntityType(let type):
            (.error, "'\(quoted(type.rawValue))' is not an entity type of any installed app")
        case .noKeys(let key, let type):
            (.error, "asks for the key '\(quoted(key))' of \(catalog.describe(type)), which is not a dictionary")
        case .unknownKey(let key, let known):
            (
                .error,
                "asks for the key '\(quoted(key))', which the dictionary does not have "
                    + (known.isEmpty ? "(it is empty)" : "(it has: \(quoted(known.joined(separator: ", "))))")
            )
        case .noGroups(let group, let type):
            (
                .error,
                "asks for \(MatchGroupPath.title(group)) of \(catalog.describe(type)), which is not a match of Match Text"
            )
        case .unknownGroup(let group, let known):
            (
                .error,
                "asks for \(MatchGroupPath.title(group)), which the pattern does not have (\(Self.describe(known)))"
            )
        case .unknownSecret(let name):
            (
                .error,
                "uses the secret '\(quoted(name))', which is not stored; set it with 'shortcuts secrets set \"\(quoted(name))\"'"
            )
        }
    }
}

extension ScopeProblem {
    /// A pattern's groups for a message: "it has no groups", "it has groups 1 to 3, named
    /// year, month, day".
    static func describe(_ groups: [String?]) -> String {
        if groups.isEmpty { return "it has no groups" }
        let numbers = groups.count == 1 ? "group 1" : "groups 1 to \(groups.count)"
        let names = groups.compactMap { $0 }
        return "it has \(numbers)" + (names.isEmpty ? "" : ", named \(names.joined(separator: ", "))")
    }
}
