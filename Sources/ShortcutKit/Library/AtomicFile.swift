import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader sees the old content or the new, never half of either: the
/// text goes to a temporary file in the same folder, is flushed to disk, and replaces the
/// target with one rename.
public enum AtomicFile {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): cannot be written: \(reason)" }
    }

    public static func write(_ text: String, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        func fail(_ what: String) -> WriteError {
            WriteError(path: url.path, reason: "\(what): \(String(cString: strerror(errno)))")
        }
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw fail("creating a temporary file failed") }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let error = fail("writing failed")
                close(fd); unlink(temporary.path)
                throw error
            }
            written += n
        }
        bytes.removeAll()
        guard fsync(fd) == 0 else { let e = fail("flushing failed"); close(fd); unlink(temporary.path); throw e }
        close(fd)
        guard rename(temporary.path, url.path) == 0 else { let e = fail("replacing the file failed"); unlink(temporary.path); throw e }
        let dir = open(folder.path, O_RDONLY)
        if dir >= 0 { fsync(dir); close(dir) }
    }
}
