/// What running an action may touch outside the shortcut's own values: the host's safety policy
/// reads it to say what a shortcut does ("This shortcut runs programs and uses the network") and to
/// keep scripts and network access off until the person allows them.
///
/// An intent declares it as a static property; one that says nothing gets
/// ``AppIntent/sideEffects``' default, ``appData``:
///
/// ```swift
/// struct DeleteFile: AppIntent {
///     static let sideEffects: SideEffects = [.files, .deletes]
///     …
/// }
/// ```
///
/// The empty set means the action touches nothing (Text, Count, Calculate). A declaration is a
/// promise the host relies on, not a sandbox: in-process code can do anything, so an intent that
/// reaches the network or starts programs must say so, or the policy cannot hold it back.
public struct SideEffects: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Reads or changes the app's own data (its database, its settings).
    public static let appData = SideEffects(rawValue: 1 << 0)
    /// Reads or writes files outside the app's own data.
    public static let files = SideEffects(rawValue: 1 << 1)
    /// Reaches the network.
    public static let network = SideEffects(rawValue: 1 << 2)
    /// Starts other programs (a shell script, a command).
    public static let runsPrograms = SideEffects(rawValue: 1 << 3)
    /// Deletes something that cannot be brought back by the shortcut itself.
    public static let deletes = SideEffects(rawValue: 1 << 4)
    /// Sends data to a language model (Use Model); to one that is not on this machine, it uses
    /// the network too.
    public static let model = SideEffects(rawValue: 1 << 5)
    /// Reads or writes the person's desktop: the clipboard, a notification. Not held back like
    /// programs or the network, but never done by a dry run, nor by an agent's shortcut a person
    /// has not accepted (the clipboard may hold what the person copied from anywhere).
    public static let desktop = SideEffects(rawValue: 1 << 6)

    /// Every effect, with the word a file or `--json` output writes for it, in a fixed order.
    public static let named: [(effect: SideEffects, name: String)] = [
        (.appData, "appData"), (.files, "files"), (.network, "network"), (.runsPrograms, "runsPrograms"),
        (.deletes, "deletes"), (.model, "model"), (.desktop, "desktop"),
    ]

    /// The names of the effects in the set, in ``named``'s order (`["files", "deletes"]`).
    public var names: [String] { Self.named.filter { contains($0.effect) }.map(\.name) }

    /// The set of these names; nil when one is unknown.
    public init?(names: [String]) {
        var effects: SideEffects = []
        for name in names {
            guard let effect = Self.named.first(where: { $0.name == name })?.effect else { return nil }
            effects.insert(effect)
        }
        self = effects
    }

    /// The set as a person reads it after "This shortcut …": "runs programs and uses the network";
    /// "touches nothing outside the shortcut" for the empty set.
    public var phrase: String {
        let parts = Self.words.filter { contains($0.effect) }.map(\.does)
        return parts.isEmpty ? "touches nothing outside the shortcut" : Self.joined(parts)
    }

    /// The set as a dry run says what an action would have done, after "would": "run programs
    /// and use the network".
    package var wouldPhrase: String { Self.joined(Self.words.filter { contains($0.effect) }.map(\.would)) }

    /// Each effect in words, as "This shortcut …" and "it would …" say it, in the order they are said.
    private static let words: [(effect: SideEffects, does: String, would: String)] = [
        (.runsPrograms, "runs programs", "run programs"), (.network, "uses the network", "use the network"),
        (.deletes, "deletes things", "delete things"),
        (.model, "sends data to a language model", "send data to a language model"),
        (.files, "reads or writes files", "read or write files"),
        (.desktop, "uses the clipboard or notifications", "use the clipboard or a notification"),
        (.appData, "uses apps' data", "change apps' data"),
    ]

    private static func joined(_ parts: [String]) -> String {
        parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}

extension SideEffects: CustomStringConvertible {
    /// The names, as `[files, deletes]`.
    public var description: String { "[\(names.joined(separator: ", "))]" }
}

/// Written as an array of names (`["files", "deletes"]`), so metadata and `--json` output read
/// without a table of bits and a new effect never renumbers the old ones.
extension SideEffects: Codable {
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        guard let effects = SideEffects(names: names) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "unknown side effect in \(names)"))
        }
        self = effects
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
