import BlockingTestSupport
import Foundation
import Testing

/// Meshline, a field app of ours served by `field-app` and installed with `shortcuts apps add`,
/// in the real editor under tmux: List Members is added from the action library by search, its
/// link typed in, and the run pane shows what the app's intent returned.
@Suite(
    "field app in the editor under tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct FieldAppTmuxTests {
    @Test("Meshline's List Members is added by search, given a link, and run in the run pane")
    func listMembersRunsInTheEditor() async throws {
        let program = try #require(TmuxSession.executable(named: "field-app"), "field-app was not built")
        let environment = try ExternalAppTmuxTests.environment { _ in ["Meshline5", program.path, "meshline"] }
        let session = try await ExternalAppTmuxTests.newShortcut(
            in: environment, adding: "list members", titled: "List Members")
        _ = try #require(
            await session.waitFor("List members of", timeout: .seconds(60)),
            "the card is not there: \(session.capture())")
        // The link is text: typed in the token's field.
        try session.send("Tab")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Enter to set", timeout: .seconds(60)),
            "no field for the link: \(session.capture())")
        try session.type("lighthouse")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("List members of “lighthouse”", timeout: .seconds(60)),
            "the card does not show the link: \(session.capture())")
        try session.send("g")
        let done = try #require(
            await session.waitFor("Finished in", timeout: .seconds(60)), "the run did not finish: \(session.capture())")
        // The lighthouse link's one member.
        #expect(done.contains { $0.contains("tern-4") }, "\(done)")
        try session.send("Escape")
        _ = try #require(await session.waitFor("List members of “lighthouse”"), "\(session.capture())")
        try await session.saveAndQuit(libraryHolding: exampleCount + 1)
    }
}
