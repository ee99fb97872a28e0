import Foundation
import IntentKit
import ShortcutModel

/// The folder of app manifests (`<home>/apps`): one `<Name>.json` file per app.
package struct AppManifestFolder: Sendable {
    package var url: URL

    package init(_ url: URL) { self.url = url }

    /// A manifest file that could not be read, or whose manifest cannot be used.
    package struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The file's name in the folder.
        package var file: String
        package var message: String
        package var description: String { "\(file): \(message)" }
    }

    /// Every manifest, by file name, and the files that are not usable manifests (a file that
    /// does not parse, a name another file already has).
    package func load() -> (manifests: [AppManifest], problems: [Problem]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
            $0.hasSuffix(".json") && !$0.hasPrefix(".")
        }.sorted()
        var manifests: [AppManifest] = []
        var problems: [Problem] = []
        for name in names {
            guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) else {
                problems.append(Problem(file: name, message: "cannot be read"))
                continue
            }
            let manifest: AppManifest
            do { manifest = try JSONDecoder().decode(AppManifest.self, from: data) } catch {
                problems.append(Problem(file: name, message: "is not a manifest: \(Self.reason(error))"))
                continue
            }
            if manifests.contains(where: { $0.name == manifest.name }) {
                problems.append(Problem(file: name, message: "another manifest already declares '\(manifest.name)'"))
                continue
            }
            manifests.append(manifest)
        }
        return (manifests, problems)
    }

    /// The file a manifest is kept in.
    package func file(for name: String) -> URL { url.appendingPathComponent("\(name).json") }

    /// Writes `manifest` as `<Name>.json`, atomically.
    package func save(_ manifest: AppManifest) throws(AtomicFile.WriteError) {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try AtomicFile.write(manifest.encoded(), to: file(for: manifest.name))
    }

    /// Deletes the manifest of the app named `name` (matched ignoring case); `false` if there is none.
    package func remove(_ name: String) throws -> Bool {
        guard let manifest = load().manifests.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })
        else { return false }
        let named = file(for: manifest.name)
        if FileManager.default.fileExists(atPath: named.path) {
            try FileManager.default.removeItem(at: named)
            return true
        }
        // Kept under another file name: find the file that declares it.
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        where entry.hasSuffix(".json") {
            let candidate = url.appendingPathComponent(entry)
            if let data = FileManager.default.contents(atPath: candidate.path),
                let found = try? JSONDecoder().decode(AppManifest.self, from: data), found.name == manifest.name
            {
                try FileManager.default.removeItem(at: candidate)
                return true
            }
        }
        return false
    }

    /// Why a manifest did not decode, in a few words.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted: "it is not JSON"
        default: "\(error)"
        }
    }
}

extension AppManifest {
    /// The metadata cache for this manifest's app: keyed by the identity (device, inode, size,
    /// modification time) of the program file and of every argument that names a file (the
    /// script of `python3 app.py`), and the manifest itself, so a rebuilt program, an edited
    /// script or a changed manifest is asked again (IntentKit's ``RegistrationCache``, one file
    /// per app).
    package func metadataCache(in folder: URL) -> RegistrationCache? {
        guard let path = executablePath(), let program = Self.identity(of: path) else { return nil }
        let base = workingDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let files = arguments.compactMap { argument -> String? in
            let url =
                argument.hasPrefix("/")
                ? URL(fileURLWithPath: argument)
                : base?.appendingPathComponent(argument)
                    ?? URL(fileURLWithPath: argument)
            return Self.identity(of: url.path, regularOnly: true).map { "\(argument)=\($0)" }
        }
        return RegistrationCache(
            folder: folder, key: ([program] + files).joined(separator: ";") + "|\(encoded())")
    }

    /// A file's device, inode, size and modification time; `nil` when it is not there (or, with
    /// `regularOnly`, not a regular file).
    private static func identity(of path: String, regularOnly: Bool = false) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if regularOnly, info.st_mode & S_IFMT != S_IFREG { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
