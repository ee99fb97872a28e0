import Foundation
import ShortcutModel

/// Handshakes that failed, remembered beside the metadata cache: an app whose program hangs or
/// cannot start would otherwise cost every command that loads the catalog its whole start
/// timeout, every time. A failure is remembered under the same key as the metadata (the
/// program's and its script's identity, and the manifest), so a rebuilt program or an edited
/// manifest is tried again at once, and for ``remembered`` at most, so one that failed on a
/// machine too busy to start it is tried again later; `shortcuts apps check` always tries.
package struct HandshakeFailures: Sendable {
    /// How long a failure is remembered when nothing changes.
    package static let remembered: TimeInterval = 600

    struct Entry: Codable {
        var key: String
        var message: String
        var at: Date
    }

    let folder: URL

    package init(folder: URL) { self.folder = folder }

    func file(for app: String) -> URL { folder.appendingPathComponent("\(app).failed.json") }

    /// The failure remembered for `app` under `key`, if it is recent enough.
    func recalled(_ app: String, key: String, now: Date = Date()) -> String? {
        guard let data = FileManager.default.contents(atPath: file(for: app).path),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key,
            now.timeIntervalSince(entry.at) < Self.remembered, now >= entry.at
        else { return nil }
        return entry.message
    }

    /// Remembers that `app`'s handshake failed with `message` (written atomically; a cache that
    /// cannot be written only costs time).
    func remember(_ app: String, key: String, message: String, now: Date = Date()) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, message: message, at: now)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file(for: app), options: .atomic)
    }

    /// Forgets `app`'s failure: its handshake worked.
    package func forget(_ app: String) {
        unlink(file(for: app).path)
    }
}
