import BlockingTestSupport
import Foundation
import Testing

/// WireGuard's App Intents files from the corpus, served by `corpus-app` and installed with
/// `shortcuts apps add`, in the real editor under tmux: Get Peers is added from the action
/// library by search, its tunnel typed in, and the run pane shows what the app's intent
/// returned.
@Suite(
    "corpus app in the editor under tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct CorpusAppTmuxTests {
    @Test("WireGuard's Get Peers is added by search, given a tunnel, and run in the run pane")
    func getPeersRunsInTheEditor() async throws {
        let program = try #require(TmuxSession.executable(named: "corpus-app"), "corpus-app was not built")
        let environment = try ExternalAppTmuxTests.environment { _ in ["WireGuard5", program.path, "wireguard"] }
        let session = try await ExternalAppTmuxTests.newShortcut(
            in: environment, adding: "get peers", titled: "Get Peers")
        _ = try #require(
            await session.waitFor("Get peers of", timeout: .seconds(60)), "the card is not there: \(session.capture())")
        // The tunnel is text: typed in the token's field.
        try session.send("Tab")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Enter to set", timeout: .seconds(60)),
            "no field for the tunnel: \(session.capture())")
        try session.type("home")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Get peers of “home”", timeout: .seconds(60)),
            "the card does not show the tunnel: \(session.capture())")
        try session.send("g")
        let done = try #require(
            await session.waitFor("Finished in", timeout: .seconds(60)), "the run did not finish: \(session.capture())")
        // The home tunnel's one peer: 32 bytes of 2, in base64.
        #expect(done.contains { $0.contains("AgICAgICAgIC") }, "\(done)")
        try session.send("Escape")
        _ = try #require(await session.waitFor("Get peers of “home”"), "\(session.capture())")
        try session.send("C-s")
        _ = try #require(await session.waitFor("Saved", timeout: .seconds(60)), "save: \(session.capture())")
        try session.send("Escape")
        _ = try #require(await session.waitFor("\(exampleCount + 1) shortcuts"), "\(session.capture())")
        try session.send("q")
        let exit = try #require(await session.waitForExit(), "\(session.capture())")
        #expect(exit.status == 0, "\(exit.stderr)")
        #expect(isSane(exit.stty), "\(exit.stty)")
    }
}
