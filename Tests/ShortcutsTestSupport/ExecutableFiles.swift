import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files that a test then runs as programs, through descriptors that close on `exec`.
///
/// A file open for writing cannot be executed (ETXTBSY). Foundation's copy and write may open the
/// destination without `O_CLOEXEC`, and a child that another test spawns in that moment keeps the
/// descriptor for as long as it lives, so the script fails to start seconds later. Writing here
/// leaves no such descriptor behind.
package enum ExecutableFiles {
    /// Copies the folder `source` to `destination` (which must not exist), each file with its mode.
    package static func copyFolder(_ source: URL, to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try copyFolder(from, to: to)
            } else {
                let mode =
                    (try FileManager.default.attributesOfItem(atPath: from.path)[.posixPermissions] as? Int) ?? 0o644
                try write(Data(contentsOf: from), to: to, mode: mode_t(mode))
            }
        }
    }

    /// Writes `data` to `url` with `mode`, replacing what is there.
    package static func write(_ data: Data, to url: URL, mode: mode_t = 0o755) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
                offset += written
            }
        }
        fchmod(descriptor, mode)
    }
}
