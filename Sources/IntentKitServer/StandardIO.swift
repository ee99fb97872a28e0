import AppProtocol
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Standard input and output as the protocol's transport: whole lines written with `write(2)`
/// (never through `print`, whose buffer would hold an answer back), and standard input read
/// by a thread of its own with blocking `read(2)`, so no thread of the cooperative pool waits.
enum StandardIO {
    private static let writeLock = Mutex(())

    /// Writes one whole message to standard output.
    static func write(_ bytes: [UInt8]) throws {
        try writeLock.withLock { _ in
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    offset += written
                }
            }
        }
    }

    /// Standard input in chunks, until end of file.
    static func chunks() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                continuation.yield(Array(buffer[0..<count]))
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }
}
