import Foundation

/// Start-up of the `shortcuts` binary as whole processes (issue 11, item 18): `--help`, a run of a
/// shortcut of built-in actions (Countdown) and a run of a Books Find (Reading Stats), each on a
/// home prepared beforehand (library written, databases created), interleaved round by round so
/// that load on the machine falls on every case alike. With `--baseline`, an older binary is
/// measured in the same rounds, on a home of its own.
enum StartupBench {
    struct Case {
        let name: String
        let arguments: [String]
    }

    static let cases = [
        Case(name: "--help", arguments: ["--help"]),
        Case(name: "run Countdown (built-ins)", arguments: ["run", "Countdown", "--no-input"]),
        Case(name: "run Reading Stats (Books Find)", arguments: ["run", "Reading Stats", "--no-input"]),
    ]

    static func run(binary: String, baseline: String?, rounds: Int) throws {
        let binaries = [("after", binary)] + (baseline.map { [("before", $0)] } ?? [])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("startup-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var homes: [String: URL] = [:]
        for (label, path) in binaries {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BenchError("no executable at \(path) (build it with: swift build -c release --product shortcuts)")
            }
            let home = scratch.appendingPathComponent(label)
            homes[label] = home
            // Prepares the home: the example library, and every database the runs open.
            for item in cases where try spawn(path, item.arguments, home: home, files: scratch) != 0 {
                throw BenchError("\(path) \(item.arguments.joined(separator: " ")) failed")
            }
        }
        var samples: [String: [Duration]] = [:]
        for _ in 0..<rounds {
            for (label, path) in binaries {
                for item in cases {
                    let clock = ContinuousClock()
                    let start = clock.now
                    _ = try spawn(path, item.arguments, home: homes[label]!, files: scratch)
                    samples["\(label)|\(item.name)", default: []].append(clock.now - start)
                }
            }
        }
        print(
            "Start-up: whole processes, \(rounds) interleaved rounds, median and p95 (ms), ratio of medians to --help")
        print("| binary | command | median | p95 | × --help |")
        print("| --- | --- | --- | --- | --- |")
        for (label, _) in binaries {
            let help = Measure.median(samples["\(label)|--help"]!.sorted())
            for item in cases {
                let sorted = samples["\(label)|\(item.name)"]!.sorted()
                let median = Measure.median(sorted)
                print(
                    "| \(label) | \(item.name) | \(Measure.format(Measure.ms(median))) | \(Measure.format(Measure.ms(Measure.p95(sorted)))) | \(String(format: "%.2f", Measure.ms(median) / Measure.ms(help))) |"
                )
            }
        }
    }

    /// Runs `path` with `arguments` on `home` to completion, output discarded; its exit status.
    ///
    /// `posix_spawn` and `waitpid` rather than Foundation's `Process`: on Linux its
    /// `waitUntilExit` polls a run loop every 50 ms, which would hide every difference measured here.
    static func spawn(_ path: String, _ arguments: [String], home: URL, files: URL) throws -> Int32 {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = files.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
