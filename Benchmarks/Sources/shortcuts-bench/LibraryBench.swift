import Foundation

/// A large library (issue 11, item 17): whole processes of the `shortcuts` binary on a home of
/// the 14 examples and on one of 5,000 shortcuts (the examples and generated copies of
/// Countdown), timing `list`, `run Countdown --no-input`, `view Countdown` and the editor's start
/// (to its first frame, in a pseudo-terminal). Cases, sizes and binaries are interleaved round by
/// round, as in `startup`, so load on the machine falls on all alike. Each home is used once
/// before the rounds (the first use builds the library's index).
enum LibraryBench {
    struct Case {
        let name: String
        /// nil: the editor, timed to its first frame.
        let arguments: [String]?
    }

    static let cases = [
        Case(name: "list", arguments: ["list"]),
        Case(name: "run Countdown --no-input", arguments: ["run", "Countdown", "--no-input"]),
        Case(name: "view Countdown", arguments: ["view", "Countdown"]),
        Case(name: "editor, first frame", arguments: nil),
    ]

    static func run(binary: String, baseline: String?, sizes: [Int], rounds: Int) throws {
        let binaries = [("after", binary)] + (baseline.map { [("before", $0)] } ?? [])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("library-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var homes: [String: URL] = [:]
        for (label, path) in binaries {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BenchError("no executable at \(path) (build it with: swift build -c release --product shortcuts)")
            }
            for size in sizes {
                let home = scratch.appendingPathComponent("\(label)-\(size)")
                try makeHome(home, binary: path, size: size, scratch: scratch)
                homes["\(label)|\(size)"] = home
                // The first uses build the index and create the databases: not measured.
                for item in cases where item.arguments != nil {
                    _ = try StartupBench.spawn(path, item.arguments!, home: home, files: scratch)
                }
                _ = try editorFirstFrame(path, home: home, files: scratch)
            }
        }
        var samples: [String: [Duration]] = [:]
        for _ in 0..<rounds {
            for (label, path) in binaries {
                for size in sizes {
                    let home = homes["\(label)|\(size)"]!
                    for item in cases {
                        let elapsed: Duration
                        if let arguments = item.arguments {
                            let clock = ContinuousClock()
                            let start = clock.now
                            _ = try StartupBench.spawn(path, arguments, home: home, files: scratch)
                            elapsed = clock.now - start
                        } else {
                            elapsed = try editorFirstFrame(path, home: home, files: scratch)
                        }
                        samples["\(label)|\(size)|\(item.name)", default: []].append(elapsed)
                    }
                }
            }
        }
        print(
            "A large library: whole processes, \(rounds) interleaved rounds, median and p95 (ms); × = median / median with \(sizes[0]) shortcuts"
        )
        print("| binary | shortcuts | command | median | p95 | × |")
        print("| --- | --- | --- | --- | --- | --- |")
        for (label, _) in binaries {
            for item in cases {
                let base = Measure.median(samples["\(label)|\(sizes[0])|\(item.name)"]!.sorted())
                for size in sizes {
                    let sorted = samples["\(label)|\(size)|\(item.name)"]!.sorted()
                    let median = Measure.median(sorted)
                    print(
                        "| \(label) | \(size) | \(item.name) | \(Measure.format(Measure.ms(median))) | \(Measure.format(Measure.ms(Measure.p95(sorted)))) | \(String(format: "%.2f", Measure.ms(median) / Measure.ms(base))) |"
                    )
                }
            }
        }
    }

    /// A home whose library holds `size` shortcuts: the examples (written by the binary's first
    /// use), and copies of Countdown under other names and ids.
    static func makeHome(_ home: URL, binary: String, size: Int, scratch: URL) throws {
        guard try StartupBench.spawn(binary, ["list"], home: home, files: scratch) == 0 else {
            throw BenchError("\(binary) list failed")
        }
        let folder = home.appendingPathComponent("shortcuts")
        let countdown = try String(contentsOf: folder.appendingPathComponent("countdown.json"), encoding: .utf8)
        let examples = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .count
        guard examples < size || size == examples else { return }
        for number in stride(from: examples + 1, through: size, by: 1) {
            let text =
                countdown
                .replacingOccurrences(of: "\"name\": \"Countdown\"", with: "\"name\": \"Generated \(number)\"")
                .replacingOccurrences(of: "00000000-0000-4000-8000-000000000700", with: UUID().uuidString)
            try text.write(
                to: folder.appendingPathComponent("generated-\(number).json"), atomically: false, encoding: .utf8)
        }
    }

    /// Starts the editor on `home` in a pseudo-terminal of 120×40 and returns the time until its
    /// first frame shows the library (the title "Shortcuts" and the first shortcut's name), then
    /// ends it with SIGTERM.
    static func editorFirstFrame(_ path: String, home: URL, files: URL) throws -> Duration {
        let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let slaveName = ptsname(master) else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = String(cString: slaveName)
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = files.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["TERM"] = "xterm-256color"
        let argv = [strdup(path), nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A new session, so the first terminal opened (the pseudo-terminal) becomes its controlling one.
        for fd in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, fd, slave, O_RDWR, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(posixSpawnSetsid))
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var seen: [UInt8] = []
        var elapsed: Duration?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = start + .seconds(20)
        while elapsed == nil, clock.now < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let got = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
            if got <= 0 { break }
            seen.append(contentsOf: buffer[..<got])
            if contains(seen, "Countdown") || contains(seen, "Generated") { elapsed = clock.now - start }
        }
        kill(pid, SIGTERM)
        // Keep draining so the editor's restore of the terminal cannot block on a full buffer.
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 10) > 0 {
                _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
            }
        }
        guard let elapsed else { throw BenchError("the editor showed no library within 20 s") }
        return elapsed
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if Array(bytes[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }
}

// The pseudo-terminal calls and the flag Swift's Glibc module leaves out (glibc declares them
// only for _XOPEN_SOURCE / _GNU_SOURCE), bound by their C names.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
/// glibc's POSIX_SPAWN_SETSID.
private let posixSpawnSetsid: Int32 = 0x80
