import Foundation
import IntentKit
import JSONCore
import ShortcutKit

/// The user's settings, `$XDG_CONFIG_HOME/shortcuts/config.json` (`~/.config/shortcuts/config.json`
/// without it): the editor's theme, which `--theme NAME` sets and later runs reuse, and what every
/// run may do without asking (`allowRunningScripts`, `allowNetwork`, `allowDeleting`:
/// docs/security.md).
///
/// The file is the user's as much as ours: keys we do not know are kept when we write it, and a
/// file that does not parse is reported and never overwritten.
struct UserConfig {
    let url: URL

    /// The file's place, or nil when neither `XDG_CONFIG_HOME` nor `HOME` is set.
    init?(environment: [String: String]) {
        let base: URL
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            base = URL(fileURLWithPath: config)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".config")
        } else {
            return nil
        }
        url = base.appendingPathComponent("shortcuts").appendingPathComponent("config.json")
    }

    struct ConfigError: Error, CustomStringConvertible {
        var description: String
    }

    /// The remembered theme's name; nil when there is no file or it names none.
    func theme() throws(ConfigError) -> String? {
        guard let root = try read() else { return nil }
        guard let node = root["theme"] else { return nil }
        guard let name = node.string, !name.isEmpty else {
            throw ConfigError(
                description:
                    "\(url.path):\(node.line):\(node.column): \"theme\" must be a theme's name, found \(node.kindName)")
        }
        return name
    }

    /// The gated effects the file allows every run: `.runsPrograms` for `"allowRunningScripts":
    /// true`, `.network` for `"allowNetwork": true`, `.deletes` for `"allowDeleting": true`; none
    /// when there is no file.
    func allowedEffects() throws(ConfigError) -> SideEffects {
        guard let root = try read() else { return [] }
        var allowed: SideEffects = []
        for effect in SafetyPolicy.gatedInOrder {
            let key = SafetyPolicy.configKey(for: effect)
            guard let node = root[key] else { continue }
            guard case .bool(let on) = node.value else {
                throw ConfigError(
                    description:
                        "\(url.path):\(node.line):\(node.column): \"\(key)\" must be true or false, found \(node.kindName)"
                )
            }
            if on { allowed.insert(effect) }
        }
        return allowed
    }

    /// How long the run history keeps runs: `"runHistory": {"keepDays": 30, "keepFailedDays": 90,
    /// "keepPerShortcut": 1000}`, each optional (docs/runs.md); the standard retention when the
    /// file says nothing.
    func runRetention() throws(ConfigError) -> RunRetention {
        var retention = RunRetention.standard
        guard let root = try read(), let node = root["runHistory"] else { return retention }
        guard let members = node.members else {
            throw ConfigError(
                description:
                    "\(url.path):\(node.line):\(node.column): \"runHistory\" must be an object such as {\"keepDays\": 30}, found \(node.kindName)"
            )
        }
        let keys: [(String, WritableKeyPath<RunRetention, Int>)] = [
            ("keepDays", \.days), ("keepFailedDays", \.failedDays), ("keepPerShortcut", \.perShortcut),
        ]
        for member in members {
            guard let key = keys.first(where: { $0.0 == member.key })?.1 else {
                throw ConfigError(
                    description:
                        "\(url.path):\(member.value.keyLine):\(member.value.keyColumn): \"runHistory\" has no setting '\(IntentValueText.excerpt(member.key, limit: 80))' (expected: keepDays, keepFailedDays, keepPerShortcut)"
                )
            }
            guard case .number(let text) = member.value.value, let number = Int(text), number >= 1 else {
                throw ConfigError(
                    description:
                        "\(url.path):\(member.value.line):\(member.value.column): \"runHistory.\(member.key)\" must be a whole number of at least 1"
                )
            }
            retention[keyPath: key] = number
        }
        return retention
    }

    /// The language-model providers, default model and limits of `"models"` (docs/models.md);
    /// none when the file says nothing.
    func modelSettings() throws(ConfigError) -> ModelSettings {
        guard let root = try read() else { return .none }
        do { return try ModelSettings.read(root["models"], file: url.path) } catch {
            throw ConfigError(description: error.description)
        }
    }

    /// Remembers `name` as the theme, keeping the file's other keys.
    ///
    /// The file is read, changed and written under a lock beside it (as the other stores are),
    /// and the write is given up and done again when the file changed in the meantime (another
    /// program, a person's editor): their keys are never written back as they were before.
    func remember(theme name: String) throws(ConfigError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw ConfigError(description: "\(url.deletingLastPathComponent().path): cannot be created: \(error)")
        }
        let lock = url.deletingLastPathComponent().appendingPathComponent(".config.json.lock")
        try FileLock.withExclusiveLock(on: lock) { () throws(ConfigError) in
            for attempt in 1...5 {
                let before = DiskStamp.of(url)
                var members = try read()?.members ?? []
                if let index = members.firstIndex(where: { $0.key == "theme" }) {
                    guard members[index].value.string != name else { return }
                    members[index].value = .string(name)
                } else {
                    members.append((key: "theme", value: .string(name)))
                }
                do throws(AtomicFile.WriteError) {
                    try AtomicFile.write(JSONWriter.write(JSONNode(.object(members))), to: url) {
                        DiskStamp.of(url) == before
                    }
                    return
                } catch  where error.changedMeanwhile && attempt < 5 {
                    continue
                } catch {
                    throw ConfigError(description: "\(url.path): cannot be written: \(error.reason)")
                }
            }
        }
    }

    /// The file's top-level object, nil when there is no file.
    private func read() throws(ConfigError) -> JSONNode? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigError(description: "\(url.path): cannot be read: \(error.localizedDescription)")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ConfigError(description: "\(url.path):\(error.line):\(error.column): \(error.message)")
        }
        guard root.members != nil else {
            throw ConfigError(description: "\(url.path): expected an object of settings, found \(root.kindName)")
        }
        return root
    }
}
