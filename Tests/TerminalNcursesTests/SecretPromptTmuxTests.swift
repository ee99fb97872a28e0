import Foundation
import Glibc
import Testing

/// `shortcuts secrets set NAME` on a real terminal: the value is typed without being shown, and
/// the terminal's settings come back however the prompt ends (Enter, Ctrl-C, a SIGTERM).
@Suite(.serialized) struct SecretPromptTmuxTests {
    static let value = "hunter2-Sekret"

    func start() async throws -> (TmuxSession, URL) {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await TmuxSession(
            width: 100, height: 20, program: "shortcuts", arguments: ["secrets", "set", "GitHub token"],
            environment: environment, interactive: true, standardErrorToPane: true)
        _ = try #require(await session.waitFor("Value for 'GitHub token' (not shown):"), "\(session.capture())")
        let file = URL(fileURLWithPath: environment["XDG_CONFIG_HOME"]!).appendingPathComponent(
            "shortcuts/secrets/secrets.json")
        return (session, file)
    }

    @Test func theValueIsNotShownAndIsStored() async throws {
        guard TmuxSession.isAvailable else { return }
        let (session, file) = try await start()
        try session.type(Self.value + "x")
        try session.send("BSpace")
        try session.send("Enter")
        let screen = try #require(await session.waitFor("Stored 'GitHub token' in "), "\(session.capture())")
        #expect(!screen.joined().contains("hunter2"), "\(screen)")
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0)
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"GitHub token\": \"\(Self.value)\""))
    }

    @Test func ctrlCCancelsAndGivesTheTerminalBack() async throws {
        guard TmuxSession.isAvailable else { return }
        let (session, file) = try await start()
        try session.type("half-typed")
        try session.send("C-c")
        let screen = try #require(
            await session.waitFor("cancelled; 'GitHub token' is unchanged"), "\(session.capture())")
        #expect(!screen.joined().contains("half-typed"))
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 130)
        // Ctrl-C is a signal key again.
        #expect(isSane(exit.stty) && exit.stty.contains("\nisig "), "\(exit.stty)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aSIGTERMWhileWaitingGivesTheTerminalBack() async throws {
        guard TmuxSession.isAvailable else { return }
        let (session, _) = try await start()
        let pid = try #require(await session.pid())
        #expect(kill(pid, SIGTERM) == 0)
        try await session.recordExit()
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 128 + Int(SIGTERM))
        #expect(isSane(exit.stty), "\(exit.stty)")
    }
}
