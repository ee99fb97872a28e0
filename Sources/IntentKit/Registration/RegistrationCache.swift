import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Registration metadata kept on disk between processes, one file per app, so that a program
/// does not read every app's declarations by reflection (nor query an entity to learn its
/// properties) again on every start. See docs/architecture/registration-cache.md.
///
/// The cache is only ever a shortcut to what registration would compute: a file is used only
/// when it was written under the same ``key`` — which names the program's file (so a rebuilt or
/// updated program never reads metadata of its older self) and the languages strings were
/// resolved in — and lists exactly the app's types. Anything else (missing, corrupt, stale, or a
/// file for another app) is ignored, the app registered in full, and the file rewritten.
/// Metadata that depends on the app's data rather than its code (App Shortcut phrases expanded
/// from entities, an entity whose properties could not be learned) is never written.
package struct RegistrationCache: Sendable {
    /// The folder of the cache files (`<App>.json`).
    package let folder: URL
    /// What a cache file must have been written under to be used.
    package let key: String

    package init(folder: URL, key: String) {
        self.folder = folder
        self.key = key
    }

    /// A cache in `folder` for the running program as its file is now (device, inode, size and
    /// modification time of `/proc/self/exe`) and the localization's preferred languages; nil
    /// when the program's file cannot be identified.
    package static func forRunningProgram(
        in folder: URL, languages: [String] = LocalizationCatalog.shared.preferredLanguages
    ) -> RegistrationCache? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return nil }
        let modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        return RegistrationCache(
            folder: folder,
            key: "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified)|\(languages.joined(separator: ","))")
    }

    /// What a cache file holds (written with `JSONEncoder`, read by ``CachedMetadataReader``).
    struct Entry: Encodable {
        var key: String
        var metadata: AppMetadata
    }

    func file(for app: String) -> URL { folder.appendingPathComponent("\(app).json") }

    /// The cached metadata of `app`, if a file written under this key holds it.
    package func load(_ app: String) -> AppMetadata? {
        guard let data = FileManager.default.contents(atPath: file(for: app).path),
            let entry = try? CachedMetadataReader.read(String(decoding: data, as: UTF8.self)),
            entry.key == key, entry.metadata.name == app
        else { return nil }
        return entry.metadata
    }

    /// Writes `metadata` for its app, atomically (a temporary file renamed over the old one), so
    /// a reader sees the old file or the new one. A cache that cannot be written only costs time.
    package func store(_ metadata: AppMetadata) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, metadata: metadata)) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(metadata.name).json.\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else { return }
        if rename(temporary.path, file(for: metadata.name).path) != 0 { unlink(temporary.path) }
    }
}
