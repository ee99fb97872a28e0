import Foundation
import Glibc
import Testing

/// Every signal that ends the real editor gives the terminal back and ends it, under Swift's
/// default crash reporter (the test unsets any `SWIFT_BACKTRACE` of its own run): no "Press
/// space to interact…" held on a terminal, no process left running after its report.
@Suite(
    "every signal ends the editor and gives the terminal back, in tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct CrashSignalsTmuxTests {
    @Test(
        "kill -QUIT, -SEGV, -ABRT, -USR1, -TERM: the editor ends, normal screen, cursor shown",
        arguments: [SIGQUIT, SIGSEGV, SIGABRT, SIGUSR1, SIGTERM, SIGALRM])
    func signalEndsTheEditor(_ signal: Int32) async throws {
        let session = try await TmuxSession(
            width: 100, height: 30, program: "shortcuts", environment: try ShortcutsTmuxEndToEndTests.environment(),
            unsetting: ["SWIFT_BACKTRACE"], interactive: true)
        _ = try #require(
            await session.waitFor("\(exampleCount) shortcuts", timeout: .seconds(60)), "\(session.capture())")
        #expect(session.format("#{alternate_on}") == "1")
        let pid = try #require(await session.pid())
        #expect(kill(pid, signal) == 0)
        // A bound on a hang: the crash report of a debug build takes about a second.
        try await session.recordExit(timeout: .seconds(90))
        let exit = try #require(await session.waitForExit(timeout: .seconds(60)), "\(session.capture())")
        #expect(exit.status == 128 + Int(signal), "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
        #expect(session.format("#{alternate_on} #{cursor_flag} #{mouse_any_flag}") == "0 1 0", "\(session.capture())")
        #expect(await session.waitFor("$") != nil, "the shell prompt is not back: \(session.capture())")
        #expect(!exit.stderr.contains("Press space"), "\(exit.stderr)")
        if [SIGQUIT, SIGSEGV, SIGABRT].contains(signal) {
            // The crash is still reported, once the terminal is back.
            #expect(exit.stderr.contains("Program crashed"), "\(exit.stderr)")
        }
    }
}
