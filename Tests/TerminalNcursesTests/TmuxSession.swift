import BlockingTestSupport
import Foundation
import Glibc
import Testing

/// The harness running in a detached tmux session of its own (a private server socket), with
/// helpers to type into it, read its screen, resize it, and collect how it ended.
///
/// The pane runs `sh -c '<harness> …; echo $? > status; stty -a > stty'`, so after the program
/// exits, the same shell records the exit status and the terminal settings it left behind.
///
/// The harness binary is found beside the test bundle: on Linux `swift test` runs
/// `.build/<triple>/debug/<package>PackageTests.xctest`, and executables of the package are
/// built into that same folder. Set `TERMINAL_HARNESS` to use another binary.
///
/// Its waits poll on a thread of their own (``offThePool(_:)``): a test waits here for seconds,
/// and neither a blocking sleep on the cooperative pool (which starves the other tests) nor a
/// `Task.sleep` between polls (which a busy pool resumes late, past the deadline) will do.
/// Sendable for that: nothing of it changes after `init` (`titleBefore` is set there).
final class TmuxSession: @unchecked Sendable {
    let socket: String
    /// The server's socket, in the session's own folder: removing the folder leaves nothing of
    /// it behind (a socket under `/tmp/tmux-UID/` outlived its server, one per test).
    var socketPath: String { directory.appendingPathComponent("tmux.sock").path }
    let directory: URL
    let target = "e2e"

    static var isAvailable: Bool { (try? run(["tmux", "-V"]).status) == 0 }

    /// The harness executable, if it was built.
    static var harness: URL? {
        if let path = ProcessInfo.processInfo.environment["TERMINAL_HARNESS"] { return URL(fileURLWithPath: path) }
        return executable(named: "terminal-harness")
    }

    /// An executable of the package built beside the test bundle, if it was built.
    static func executable(named name: String) -> URL? {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for folder in [
            bundle.deletingLastPathComponent(), Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ] {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The pane's title before the program started (interactive sessions): the terminal's window
    /// title, which OSC 0 and OSC 2 set.
    private(set) var titleBefore = ""

    /// Whether the harness runs as a job of an interactive shell (with job control) rather than
    /// under `sh -c`, whose process group is orphaned: the kernel discards Ctrl-Z's stop there.
    let interactive: Bool

    /// - Parameter program: another executable of the package to run instead of the harness
    ///   (`shortcuts`); it is started through `sh`, which writes the pid file and then execs it.
    /// - Parameter standardErrorToPane: leave standard error on the terminal (prompts and error
    ///   messages of the command line are read from the pane) instead of a file.
    /// - Parameter unsetting: variables of the test's own environment the program must not see
    ///   (to test a default that the test run may have overridden, as `SWIFT_BACKTRACE`).
    init(
        width: Int = 100, height: Int = 30, program: String? = nil, arguments: [String] = [],
        environment: [String: String] = [:], unsetting: [String] = [],
        interactive: Bool = false, standardErrorToPane: Bool = false
    ) async throws {
        self.interactive = interactive
        let name = program ?? "terminal-harness"
        guard let executable = program.map(Self.executable(named:)) ?? Self.harness else {
            throw TmuxError("\(name) is not built next to the tests: run `swift build --product \(name)`")
        }
        socket = "terminal-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = directory.path
        let launch =
            program == nil
            ? [executable.path, "--pid-file", "\(files)/pid"]
            : ["sh", "-c", "echo $$ > \"$0\"; exec \"$@\"", "\(files)/pid", executable.path]
        let command = (launch + arguments).map(Self.quote).joined(separator: " ")
        let variables =
            (unsetting.isEmpty ? "" : "env " + unsetting.map { "-u \(Self.quote($0)) " }.joined())
            + ChildProcess.withTestTimeouts(environment).map { "\($0.key)=\(Self.quote($0.value))" }
            .joined(separator: " ")
        let redirect = standardErrorToPane ? "" : " 2>\(Self.quote(files + "/stderr"))"
        let script =
            "\(variables) \(command)\(redirect); echo $? > \(Self.quote(files + "/status.tmp")); "
            + "stty -a > \(Self.quote(files + "/stty")); mv \(Self.quote(files + "/status.tmp")) \(Self.quote(files + "/status"))"
        guard interactive else {
            // Started in the session's own folder: a core dump (SIGQUIT, a crash) lands there, not in the package.
            try tmux([
                "-f", "/dev/null", "new-session", "-d", "-s", target, "-c", files, "-x", "\(width)", "-y", "\(height)",
                "sh -c \(Self.quote(script))",
            ])
            return
        }
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-s", target, "-c", files, "-x", "\(width)", "-y", "\(height)",
            "env -u ENV PS1='$ ' sh -i",
        ])
        guard await waitFor("$") != nil else { throw TmuxError("the interactive shell did not start: \(capture())") }
        // Let a program write tmux's paste buffers through OSC 52, so a test can see that none did.
        try tmux(["set-option", "-g", "set-clipboard", "on"])
        titleBefore = paneTitle()
        try type("\(variables) \(command)\(redirect)")
        try send("Enter")
    }

    /// In an interactive session, once the harness has exited, has the shell record how it ended.
    func recordExit(timeout: Duration = TmuxSession.patience) async throws {
        guard interactive, let pid = await pid() else { return }
        guard await poll(timeout, { kill(pid, 0) != 0 ? true : nil }) != nil else {
            throw TmuxError("the harness did not exit")
        }
        let files = directory.path
        try type(
            "echo $? > \(Self.quote(files + "/status.tmp")); stty -a > \(Self.quote(files + "/stty")); mv \(Self.quote(files + "/status.tmp")) \(Self.quote(files + "/status"))"
        )
        try send("Enter")
    }

    deinit {
        // kill-server hangs up the pane's foreground process group, which an interactive shell
        // is not in once its job ended: hang up the pane's own process too.
        if let pane = try? tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]),
            let pid = pid_t(pane.output.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(pid, SIGHUP)
        }
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Driving

    /// Sends keys by tmux name (`Down`, `Escape`, `C-z`) or literal characters.
    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", target] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", target, "-l", text]) }

    /// Pastes text the way a terminal does when the program asked for bracketed paste.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e", text])
        try tmux(["paste-buffer", "-p", "-b", "e2e", "-t", target])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format about the pane: `#{pane_title}`, `#{alternate_on}`, `#{cursor_flag}`…
    func format(_ format: String) -> String {
        guard let result = try? tmux(["display-message", "-p", "-t", target, format]) else { return "" }
        return result.output.trimmingCharacters(in: .newlines)
    }

    /// The pane's title: the window title a program sets with OSC 0 or OSC 2.
    func paneTitle() -> String { format("#{pane_title}") }

    /// tmux's paste buffers, which OSC 52 (a program writing the clipboard) fills.
    func pasteBuffers() -> String { (try? tmux(["list-buffers"]))?.output ?? "" }

    /// The pane's text, one string per row.
    func capture() -> [String] {
        guard let result = try? tmux(["capture-pane", "-p", "-t", target]) else { return [] }
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// How long a wait for the screen (or the pid, or the exit) gives up after by default. It only
    /// bounds a hang: every wait returns as soon as what it waits for is there, and a loaded
    /// machine (scripts/test-under-load) can take tens of seconds to start a debug build.
    static let patience: Duration = .seconds(60)

    /// Polls the screen until `predicate` holds; returns the screen it held for, or nil after `timeout`.
    func waitForScreen(timeout: Duration = TmuxSession.patience, _ predicate: @escaping @Sendable ([String]) -> Bool)
        async
        -> [String]?
    {
        await poll(timeout) {
            let screen = self.capture()
            return predicate(screen) ? screen : nil
        }
    }

    /// Waits until the screen shows `text`.
    func waitFor(_ text: String, timeout: Duration = TmuxSession.patience) async -> [String]? {
        await waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until `condition` holds (a file on disk, a process gone); false after `timeout`.
    func waitUntil(timeout: Duration = .seconds(60), _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await poll(timeout) { condition() ? true : nil } ?? false
    }

    /// The harness's process id, once it has written it.
    func pid(timeout: Duration = TmuxSession.patience) async -> pid_t? {
        await poll(timeout) {
            (try? String(contentsOf: self.directory.appendingPathComponent("pid"), encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }

    /// Saves the open shortcut (^S, "Saved"), goes back to the library, which then lists
    /// `shortcuts`, and quits: the editor's usual ending in these tests. The exit, once the
    /// program has ended with status 0 and the terminal sane.
    @discardableResult
    func saveAndQuit(libraryHolding shortcuts: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> (status: Int, stty: String, stderr: String)
    {
        try send("C-s")
        _ = try #require(
            await waitFor("Saved", timeout: .seconds(60)), "save: \(capture())", sourceLocation: sourceLocation)
        try send("Escape")
        _ = try #require(await waitFor("\(shortcuts) shortcuts"), "\(capture())", sourceLocation: sourceLocation)
        try send("q")
        let exit = try #require(await waitForExit(), "\(capture())", sourceLocation: sourceLocation)
        #expect(exit.status == 0, "\(exit.stderr)", sourceLocation: sourceLocation)
        #expect(isSane(exit.stty), "\(exit.stty)", sourceLocation: sourceLocation)
        return exit
    }

    /// How the harness ended: its exit status, the `stty -a` the shell saw after it, and its standard error.
    func waitForExit(timeout: Duration = TmuxSession.patience) async -> (status: Int, stty: String, stderr: String)? {
        await poll(timeout) { () -> (Int, String, String)? in
            guard
                let status = try? String(contentsOf: self.directory.appendingPathComponent("status"), encoding: .utf8),
                let code = Int(status.trimmingCharacters(in: .whitespacesAndNewlines)),
                let stty = try? String(contentsOf: self.directory.appendingPathComponent("stty"), encoding: .utf8)
            else { return nil }
            let stderr =
                (try? String(contentsOf: self.directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
            return (code, stty, stderr)
        }
    }

    /// The state letter of a process in /proc (R, S, T for stopped…).
    static func processState(_ pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].first
    }

    /// Asks `body` every 20 ms until it gives a value, or gives nil after `timeout`, on a thread
    /// of its own: the test's task waits without holding a thread of the cooperative pool.
    private func poll<T: Sendable>(_ timeout: Duration, _ body: @escaping @Sendable () -> T?) async -> T? {
        let found = try? await offThePool { () -> T? in
            let deadline = ContinuousClock.now + timeout
            while true {
                if let value = body() { return value }
                if ContinuousClock.now >= deadline { return nil }
                usleep(20_000)
            }
        }
        return found ?? nil
    }

    // MARK: Processes

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Self.run(["tmux", "-u", "-S", socketPath] + arguments)
        guard result.status == 0 || arguments.first == "kill-server" else {
            throw TmuxError("tmux \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result
    }

    /// Runs a command (found on PATH) and returns its status and output. It is spawned and
    /// reaped directly: the output goes to a file, not a pipe, because the tmux server that
    /// `new-session` starts would inherit a pipe and hold it open.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nor any other descriptor of the test process: a server left behind by a crashed test
        // would hold whatever it inherited (a lock a build script took around `swift test`).
        closeOnExec()
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // An empty signal mask and default handlers, as a shell gives a program: a spawn inherits
        // the calling thread's mask, and a tmux server started with nearly every signal blocked
        // never reaped its shell nor ended at kill-server, one left behind per test run.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw TmuxError("cannot run \(arguments.joined(separator: " ")): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
    }

    /// Marks every descriptor above standard error close-on-exec (what `closefrom` would do in
    /// the child; glibc's `posix_spawn_file_actions_addclosefrom_np` is not visible to Swift).
    private static func closeOnExec() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for case let fd? in entries.map({ Int32($0) }) where fd > 2 {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Whether `stty -a` shows the settings a shell needs: echo and canonical input on.
func isSane(_ stty: String) -> Bool {
    let flags = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    return flags.contains("echo") && flags.contains("icanon") && !flags.contains("-echo") && !flags.contains("-icanon")
}

/// How many example shortcuts the repository has (``TestRepository/exampleCount``).
let exampleCount = TestRepository.exampleCount
