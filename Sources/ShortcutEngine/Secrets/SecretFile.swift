import Foundation
import JSONCore
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// Secrets in a file of the person's own: `secrets.json` (`{"secrets": {"NAME": "VALUE"}}`) in a
/// folder only they may enter (0700), the file only they may read (0600).
///
/// Every change is a read, change and atomic rewrite (``AtomicFile``) under a lock beside the
/// file, so two `shortcuts secrets set` at once both land. A file or folder that others may
/// read is refused rather than read, as ssh refuses a private key others can read: whoever made
/// it so should know (`set` makes both private again).
package struct SecretFile: Sendable {
    /// The folder, `…/shortcuts/secrets`.
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// The file.
    package var url: URL { folder.appendingPathComponent("secrets.json") }
    private var lockFile: URL { folder.appendingPathComponent(".lock") }

    /// The value of `name`; `nil` when the file does not have it (or there is no file).
    package func value(_ name: String) throws(SecretError) -> String? {
        try read()[name]
    }

    /// Every name in the file.
    package func names() throws(SecretError) -> [String] {
        Array(try read().keys)
    }

    /// Stores `value` under `name`, making the folder and file private on the way.
    package func set(_ name: String, to value: String) throws(SecretError) {
        try makeFolder()
        try FileLock.withExclusiveLock(on: lockFile) { () throws(SecretError) in
            var secrets = try read(repairing: true)
            secrets[name] = value
            try write(secrets)
        }
    }

    /// Removes `name`; `false` when the file did not have it.
    package func remove(_ name: String) throws(SecretError) -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        return try FileLock.withExclusiveLock(on: lockFile) { () throws(SecretError) -> Bool in
            var secrets = try read(repairing: true)
            guard secrets.removeValue(forKey: name) != nil else { return false }
            try write(secrets)
            return true
        }
    }

    // MARK: The file

    private func fail(_ what: String) -> SecretError {
        SecretError(.storeFailed, "\(url.path): \(what)")
    }

    /// The folder, created 0700 (its parents as usual), or made 0700 if it was not.
    private func makeFolder() throws(SecretError) {
        do {
            try FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SecretError(.storeFailed, "\(folder.path): cannot be created: \(error.localizedDescription)")
        }
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw SecretError(.storeFailed, "\(folder.path): cannot be created: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw SecretError(.storeFailed, "\(folder.path): is not a folder")
        }
        guard status.st_uid == getuid() else {
            throw SecretError(.storeFailed, "\(folder.path): belongs to another user")
        }
        if status.st_mode & 0o777 != 0o700, chmod(folder.path, 0o700) != 0 {
            throw SecretError(
                .storeFailed, "\(folder.path): cannot be made private: \(String(cString: strerror(errno)))")
        }
    }

    /// The secrets in the file, none when there is no file. Unless `repairing` (a write follows,
    /// which makes them private), a folder or file that others may read is refused.
    private func read(repairing: Bool = false) throws(SecretError) -> [String: String] {
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            if errno == ENOENT { return [:] }
            throw fail("cannot be read: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw fail("is not a plain file") }
        if !repairing {
            var folderStatus = stat()
            if lstat(folder.path, &folderStatus) == 0, folderStatus.st_mode & 0o077 != 0 {
                throw SecretError(
                    .storeFailed,
                    "\(folder.path): others may open it (mode \(String(folderStatus.st_mode & 0o777, radix: 8))); make it private with 'chmod 700 \(folder.path)'"
                )
            }
            if status.st_mode & 0o077 != 0 {
                throw fail(
                    "others may read it (mode \(String(status.st_mode & 0o777, radix: 8))); make it private with 'chmod 600 \(url.path)'"
                )
            }
        }
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw fail("cannot be read: \(error.localizedDescription)")
        }
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw fail("\(error.line):\(error.column): \(error.message)") }
        guard let members = root["secrets"]?.members else { throw fail("expected {\"secrets\": {…}}") }
        var out: [String: String] = [:]
        for member in members {
            guard let value = member.value.string else {
                throw fail("\(member.value.line):\(member.value.column): a secret's value is text")
            }
            out[member.key] = value
        }
        return out
    }

    /// Writes `secrets`, sorted by name, replacing the file atomically; the file is 0600 before
    /// the first byte of a secret reaches it.
    private func write(_ secrets: [String: String]) throws(SecretError) {
        let created = open(url.path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard created >= 0 else { throw fail("cannot be created: \(String(cString: strerror(errno)))") }
        // The atomic write keeps the mode of the file it replaces: this one's.
        let madePrivate = fchmod(created, 0o600)
        close(created)
        guard madePrivate == 0 else { throw fail("cannot be made private: \(String(cString: strerror(errno)))") }
        let members = secrets.sorted { $0.key < $1.key }.map { ($0.key, JSONNode.string($0.value)) }
        do {
            try AtomicFile.write(JSONWriter.write(.object([("secrets", .object(members))])), to: url)
        } catch {
            throw fail("cannot be written: \(error.reason)")
        }
    }
}
