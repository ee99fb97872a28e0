import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process run to its end with `posix_spawn`, its standard input, output and error
/// through files.
///
/// Not Foundation's `Process`: on Linux its `run()` reads `/proc/self/fd` with a 256-byte copy
/// of each directory entry and now and then reads past the end of the buffer and crashes the
/// test process (swift-corelibs-foundation PR 5472; seen here in a full `swift test` that ran
/// many children at once). Files rather than pipes: nothing to drain while the child runs, and
/// no pipe for another child to inherit and hold open.
package enum ChildProcess {
    /// How a child ended and what it wrote.
    package struct Ended: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        package var status: Int32
        package var output: Data
        package var error: Data
    }

    package struct Failed: Error, CustomStringConvertible {
        package var description: String
    }

    /// Runs `executable` with `arguments` and `environment` (the whole environment, not
    /// additions), `input` on its standard input (none: empty), and waits for it. Blocks: call
    /// it inside ``offThePool(_:)``.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil
    ) throws -> Ended {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inPath, outPath, errPath) = (
            folder.appendingPathComponent("in").path, folder.appendingPathComponent("out").path,
            folder.appendingPathComponent("err").path
        )
        try (input ?? Data()).write(to: URL(fileURLWithPath: inPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failed(description: "cannot run \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return Ended(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            output: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            error: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data())
    }
}
