import Foundation
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
/// The file is `trusted.json` in the shortcuts home (`$SHORTCUTS_HOME`, else
/// `$XDG_DATA_HOME/shortcuts`): `{"trusted": {"<sha256>": "<name when accepted>"}}`, written
/// atomically under a lock, so two processes accepting at once both keep their entry.
package struct TrustStore: Sendable {
    package let file: URL

    package init(file: URL) { self.file = file }

    /// The store of the shortcuts home.
    package init(home: ShortcutsHome) { self.init(file: home.root.appendingPathComponent("trusted.json")) }

    /// Why the file could not be read or written.
    package struct TrustError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The hash a document is trusted by: SHA-256 of its canonical text, in hexadecimal.
    package static func hash(of document: ShortcutDocument) -> String {
        SHA256.hex(DocumentEncoder.encode(document).utf8)
    }

    /// Whether this version of `document` was accepted. A store that cannot be read trusts nothing.
    package func isTrusted(_ document: ShortcutDocument) -> Bool {
        ((try? read()) ?? [:])[Self.hash(of: document)] != nil
    }

    /// Records this version of `document` as accepted.
    package func trust(_ document: ShortcutDocument) throws(TrustError) {
        try update { $0[Self.hash(of: document)] = document.name }
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
        try update { $0[Self.hash(of: document)] = nil }
    }

    // MARK: The file

    private var lockFile: URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock")
    }

    private func update(_ change: (inout [String: String]) -> Void) throws(TrustError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw TrustError(description: "\(file.deletingLastPathComponent().path): cannot be created: \(error)")
        }
        try FileLock.withExclusiveLock(on: lockFile) { () throws(TrustError) in
            var entries = try read()
            change(&entries)
            let members = entries.sorted { $0.key < $1.key }.map { ($0.key, JSONNode.string($0.value)) }
            let text = JSONWriter.write(.object([("trusted", .object(members))]))
            do throws(AtomicFile.WriteError) { try AtomicFile.write(text, to: file) } catch {
                throw TrustError(description: error.description)
            }
        }
    }

    /// The accepted hashes and names; empty when there is no file yet.
    private func read() throws(TrustError) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        let root: JSONNode
        do {
            root = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw TrustError(description: "\(file.path):\(error.line):\(error.column): \(error.message)")
        }
        guard let trusted = root.members?.first(where: { $0.key == "trusted" })?.value.members else {
            throw TrustError(description: "\(file.path): expected {\"trusted\": {…}}")
        }
        var entries: [String: String] = [:]
        for (hash, name) in trusted { entries[hash] = name.string ?? "" }
        return entries
    }
}
