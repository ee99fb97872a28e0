import Foundation
import Hashing
import JSONCore
import ShortcutModel

/// The shortcuts the person has accepted, kept as the SHA-256 of each accepted version's
/// canonical text, as direnv keeps `.envrc` files it was allowed to run.
///
/// A shortcut that arrives from elsewhere (a new file in the library, a `git pull`, an edit made
/// outside the editor) has a hash the store does not hold, so it is untrusted until someone
/// accepts it: in the editor, or with `shortcuts trust NAME`. Saving in the editor records the
/// new version's hash when the old one was trusted, so editing keeps trust and any outside change
/// asks again. The hash is of the canonical text (``DocumentEncoder``), so reformatting a file
/// (`shortcuts format`) changes nothing, and any change of meaning does.
///
/// It also remembers which shortcuts an agent wrote or changed (through the MCP server's
/// `apply_plan`) and no person has accepted since: such a shortcut touches nothing, not even
/// apps' data, until a person accepts it (``SafetyPolicy``, docs/security.md).
///
/// The file is `trusted.json` in the shortcuts home (`$SHORTCUTS_HOME`, else
/// `$XDG_DATA_HOME/shortcuts`): `{"trusted": {"<sha256>": "<name when accepted>"},
/// "agentWritten": {"<shortcut id>": "<the agent's name>"}}`, written atomically under a lock, so
/// two processes accepting at once both keep their entry.
package struct TrustStore: Sendable {
    package let file: URL

    package init(file: URL) { self.file = file }

    /// The store of the shortcuts home.
    package init(home: ShortcutsHome) { self.init(file: home.root.appendingPathComponent("trusted.json")) }

    /// Why the file could not be read or written.
    package struct TrustError: Error, Sendable, CustomStringConvertible {
        package var description: String

        package init(description: String) { self.description = description }
    }

    /// The hash a document is trusted by: SHA-256 of its canonical text, in hexadecimal.
    package static func hash(of document: ShortcutDocument) -> String {
        SHA256.hex(DocumentEncoder.encode(document).utf8)
    }

    /// Whether this version of `document` was accepted. A store that cannot be read trusts nothing.
    package func isTrusted(_ document: ShortcutDocument) -> Bool {
        (try? read())?.trusted[Self.hash(of: document)] != nil
    }

    /// Records this version of `document` as accepted, by a person: it is no longer an agent's
    /// work waiting to be looked at.
    package func trust(_ document: ShortcutDocument) throws(TrustError) {
        try update {
            $0.trusted[Self.hash(of: document)] = document.name
            $0.agentWritten[document.id.uuidString] = nil
        }
        try? FileManager.default.removeItem(at: previousFile(of: document.id))
    }

    /// Where the version a person had before an agent's change is kept, until a person accepts
    /// the agent's: the confirmation shows what changed since.
    func previousFile(of id: UUID) -> URL {
        file.deletingLastPathComponent().appendingPathComponent("agent-previous", isDirectory: true)
            .appendingPathComponent("\(id.uuidString).json")
    }

    /// The canonical text of the version before an agent's changes to the shortcut `id`, when
    /// an agent changed one (rather than wrote a new one) and no person has accepted it since.
    package func previousVersion(of id: UUID) -> String? {
        try? String(contentsOf: previousFile(of: id), encoding: .utf8)
    }

    /// The agent that wrote or last changed the shortcut `id` when no person has accepted it
    /// since; `nil` otherwise. A store that cannot be read names "an unknown agent", saying why: it
    /// cannot say that nobody did.
    package func agentAuthor(of id: UUID) -> String? {
        let entries: Entries
        do throws(TrustError) { entries = try read() } catch {
            return "an unknown agent: the trust store cannot be read (\(error.description))"
        }
        return entries.agentWritten[id.uuidString]
    }

    /// Those of `documents` an agent wrote and no person has accepted since, with the agent's
    /// name, from one read of the file (the runner asks before every run that touches anything).
    /// A store that cannot be read holds every one back, saying why.
    package func agentWork(among documents: [ShortcutDocument]) -> [(shortcut: ShortcutDocument, agent: String)] {
        let entries: Entries
        do throws(TrustError) { entries = try read() } catch {
            let why = "an unknown agent: the trust store cannot be read (\(error.description))"
            return documents.map { ($0, why) }
        }
        guard !entries.agentWritten.isEmpty else { return [] }
        return documents.compactMap { document in
            guard let agent = entries.agentWritten[document.id.uuidString],
                entries.trusted[Self.hash(of: document)] == nil
            else { return nil }
            return (document, agent)
        }
    }

    /// Forgets that an agent wrote the shortcut `id` (an agent's version that was not written
    /// after all).
    package func forgetAgentWork(of id: UUID) throws(TrustError) {
        try update { $0.agentWritten[id.uuidString] = nil }
    }

    /// Records that `agent` wrote this version of `document`: it is not trusted (whatever an
    /// earlier version was) until a person accepts it.
    package func recordAgentWork(
        _ document: ShortcutDocument, by agent: String, replacing previous: ShortcutDocument? = nil
    )
        throws(TrustError)
    {
        // The version before the agent's first unaccepted change: what a person last had.
        let kept = previousFile(of: document.id)
        if let previous, !FileManager.default.fileExists(atPath: kept.path) {
            do {
                try FileManager.default.createDirectory(
                    at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw TrustError(description: "\(kept.deletingLastPathComponent().path): cannot be created: \(error)")
            }
            do throws(AtomicFile.WriteError) { try AtomicFile.write(DocumentEncoder.encode(previous), to: kept) } catch
            {
                throw TrustError(description: error.description)
            }
        }
        try update {
            $0.agentWritten[document.id.uuidString] = agent
            $0.trusted[Self.hash(of: document)] = nil
        }
    }

    /// Records `new` as accepted when `old` was: what a save in the editor does, so that the
    /// person's own edits keep a shortcut trusted. Returns whether `new` is trusted now.
    @discardableResult
    package func carryTrust(from old: ShortcutDocument, to new: ShortcutDocument) throws(TrustError) -> Bool {
        guard isTrusted(old) else { return isTrusted(new) }
        try trust(new)
        return true
    }

    /// Forgets this version of `document`: it is untrusted again.
    package func distrust(_ document: ShortcutDocument) throws(TrustError) {
        try update { $0.trusted[Self.hash(of: document)] = nil }
    }

    // MARK: The file

    private var lockFile: URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock")
    }

    /// What the file holds.
    struct Entries {
        /// Accepted versions: hash → the name when accepted.
        var trusted: [String: String] = [:]
        /// Shortcuts an agent wrote, not accepted since: id → the agent's name.
        var agentWritten: [String: String] = [:]
    }

    private func update(_ change: (inout Entries) -> Void) throws(TrustError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw TrustError(description: "\(file.deletingLastPathComponent().path): cannot be created: \(error)")
        }
        try FileLock.withExclusiveLock(on: lockFile) { () throws(TrustError) in
            var entries = try read()
            change(&entries)
            func object(_ map: [String: String]) -> JSONNode {
                .object(map.sorted { $0.key < $1.key }.map { ($0.key, JSONNode.string($0.value)) })
            }
            var root: [(String, JSONNode)] = [("trusted", object(entries.trusted))]
            if !entries.agentWritten.isEmpty { root.append(("agentWritten", object(entries.agentWritten))) }
            let text = JSONWriter.write(.object(root))
            do throws(AtomicFile.WriteError) { try AtomicFile.write(text, to: file) } catch {
                throw TrustError(description: error.description)
            }
        }
    }

    /// The accepted hashes and names and the agents' shortcuts; empty when there is no file yet.
    private func read() throws(TrustError) -> Entries {
        guard let data = FileManager.default.contents(atPath: file.path) else { return Entries() }
        let root: JSONNode
        do {
            root = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw TrustError(description: "\(file.path):\(error.line):\(error.column): \(error.message)")
        }
        guard let trusted = root.members?.first(where: { $0.key == "trusted" })?.value.members else {
            throw TrustError(description: "\(file.path): expected {\"trusted\": {…}}")
        }
        var entries = Entries()
        for (hash, name) in trusted { entries.trusted[hash] = name.string ?? "" }
        for (id, agent) in root.members?.first(where: { $0.key == "agentWritten" })?.value.members ?? [] {
            entries.agentWritten[id] = agent.string ?? "an agent"
        }
        return entries
    }
}
