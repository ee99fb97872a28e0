import AppProtocol
import AppProtocolClient
import Foundation
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// `app-protocol`: the round trip of a trivial perform to an external app after it started
/// (Examples/SwiftNotesApp's `Notes.CountNotes`, one SQLite `COUNT` in the app), next to the
/// floor of the same transport: a line written to `cat` through swift-subprocess and read back.
enum AppProtocolBench {
    static func run(binary: String, calls: Int, rounds: Int) async throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("\(binary) is not built: swift build -c release --product notes-app")
        }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("app-protocol-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: data) }
        let connection = ExternalAppConnection(
            name: "Notes",
            command: ExternalAppCommand(executable: binary, environment: ["NOTES_DATA_DIRECTORY": data.path]))
        let started = try await Measure.time { _ = try await connection.start() }
        // Each sample is one call; rounds of `calls` calls each, all samples pooled.
        var perform: [Duration] = []
        var search: [Duration] = []
        for _ in 0..<rounds {
            for _ in 0..<calls {
                perform.append(try await Measure.time { _ = try await connection.perform("Notes.CountNotes") })
            }
            for _ in 0..<calls / 10 {
                search.append(
                    try await Measure.time { _ = try await connection.search("Notes.NoteEntity", text: "milk") })
            }
        }
        await connection.stop()
        let floor = try await pipeRoundTrips(calls * rounds)
        perform.sort()
        search.sort()
        print("app protocol, \(binary), \(calls * rounds) calls after start (start + handshake: \(format(started)))")
        print(
            "  perform Notes.CountNotes   median \(format(Measure.median(perform)))  p95 \(format(Measure.p95(perform)))"
        )
        print(
            "  search Notes.NoteEntity    median \(format(Measure.median(search)))  p95 \(format(Measure.p95(search)))")
        print("  line through cat (floor)   median \(format(Measure.median(floor)))  p95 \(format(Measure.p95(floor)))")
        let ratio = Measure.ms(Measure.median(perform)) / Measure.ms(Measure.median(floor))
        print("  perform / floor: \(String(format: "%.1f", ratio))×")
    }

    private static func format(_ d: Duration) -> String { String(format: "%.3f ms", Measure.ms(d)) }

    /// A line written to `cat` and read back, `count` times: the transport's own round trip.
    private static func pipeRoundTrips(_ count: Int) async throws -> [Duration] {
        let line =
            Array(#"{"jsonrpc":"2.0","id":1,"method":"intent/perform","params":{"intent":"Notes.CountNotes"}}"#.utf8)
            + [0x0A]
        let result = try await Subprocess.run(.name("cat"), input: .inputWriter, output: .sequence, error: .discarded) {
            execution in
            var samples: [Duration] = []
            var iterator = execution.standardOutput.makeAsyncIterator()
            let clock = ContinuousClock()
            for _ in 0..<count {
                let start = clock.now
                _ = try await execution.standardInputWriter.write(line)
                var received = 0
                while received < line.count, let buffer = try await iterator.next() { received += buffer.count }
                samples.append(clock.now - start)
            }
            try await execution.standardInputWriter.finish()
            return samples.sorted()
        }
        return result.closureResult
    }
}
