import BlockingTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Kill -9 trials: the `write-fault-harness` child writes in a loop and is killed with SIGKILL at
/// a random moment; the test then looks at what it left.
enum FaultInjection {
    /// How many trials a test runs: small in CI; `SHORTCUTS_FAULT_TRIALS=3000 swift test …` for
    /// the larger runs in docs/reliability/files.md.
    static func trials(default count: Int) -> Int {
        ProcessInfo.processInfo.environment["SHORTCUTS_FAULT_TRIALS"].flatMap(Int.init) ?? count
    }

    /// The harness built beside the test bundle.
    static func harness() throws -> URL {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for folder in [
            bundle.deletingLastPathComponent(), Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ] {
            let candidate = folder.appendingPathComponent("write-fault-harness")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw HarnessMissing()
    }

    struct HarnessMissing: Error, CustomStringConvertible {
        var description: String { "write-fault-harness is not built: run `swift build --build-tests` first" }
    }

    struct HarnessFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the harness with `arguments`, waits until it writes, lets it write for a random
    /// 0…`maximumMilliseconds` ms and kills it with SIGKILL; waits off the cooperative pool.
    static func runAndKill(_ arguments: [String], maximumMilliseconds: Int) async throws {
        try await offThePool {
            let child = try ChildProcess(
                try harness().path, arguments, environment: ProcessInfo.processInfo.environment)
            child.waitForOutput(containing: "ready")
            usleep(useconds_t(Int.random(in: 0...maximumMilliseconds * 1000)))
            child.kill(SIGKILL)
            let status = child.wait()
            guard status == 128 + SIGKILL else {
                throw HarnessFailed(
                    description:
                        "the harness ended by itself (status \(status)): \(String(decoding: child.error, as: UTF8.self))"
                )
            }
        }
    }
}

/// The harness's self-describing records: "BEGIN <id> <count>\n", <count> letters,
/// "\nEND <id>\n".
enum FaultRecord {
    /// The ids of the whole records that `bytes` consists of, or `nil` if anything in it is not
    /// a whole record (a cut or torn one).
    static func ids(in bytes: [UInt8]) -> [Int]? {
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var ids: [Int] = []
        var index = 0
        while index < bytes.count {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let header = String(decoding: bytes[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[0] == "BEGIN", let id = Int(header[1]), let count = Int(header[2]) else {
                return nil
            }
            let fillerStart = newline + 1
            let trailer = Array("\nEND \(id)\n".utf8)
            let end = fillerStart + count + trailer.count
            guard end <= bytes.count else { return nil }
            for offset in 0..<count where bytes[fillerStart + offset] != letters[(offset + id) % letters.count] {
                return nil
            }
            guard Array(bytes[(fillerStart + count)..<end]) == trailer else { return nil }
            ids.append(id)
            index = end
        }
        return ids
    }

    /// A record as the harness writes it (for the files a test starts from).
    static func make(_ id: Int, count: Int = 100) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return "BEGIN \(id) \(count)\n" + String((0..<count).map { letters[($0 + id) % letters.count] })
            + "\nEND \(id)\n"
    }
}
