import BlockingTestSupport
import Foundation
import Testing

/// An interactive snippet in the real editor under tmux: Books' Show Book Card is added by
/// search, given a book in the picker and run; Enter presses the card's button, Mark as Read runs,
/// and the card is drawn again with the book read and the other button.
@Suite(
    "snippet buttons in the run pane under tmux", .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the end-to-end tests need it (apt-get install tmux)")
)
struct SnippetButtonTmuxTests {
    @Test("Show Book Card's button marks the book read, and the card is drawn again")
    func pressingTheCardsButton() async throws {
        let environment = try ShortcutsTmuxEndToEndTests.environment()
        let session = try await ExternalAppTmuxTests.newShortcut(
            in: environment, adding: "show book card", titled: "Show Book Card")
        // Its book is picked in the picker, which searches as you type.
        _ = try #require(await session.waitFor("Show the card of Book", timeout: .seconds(60)), "\(session.capture())")
        try session.send("Tab")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("search book", timeout: .seconds(60)), "no picker: \(session.capture())")
        try session.type("Dispossessed")
        _ = try #require(
            // The search's answer at the top, highlighted: Enter picks it.
            await session.waitFor("› ▤ The Dispossessed", timeout: .seconds(60)), "no such book: \(session.capture())")
        try session.send("Enter")
        _ = try #require(
            await session.waitFor("Show the card of The Dispossessed", timeout: .seconds(60)),
            "the card does not name the book: \(session.capture())")
        try session.send("g")
        // Once the run is over, the button can be pressed.
        let card = try #require(
            await session.waitFor("Enter Press", timeout: .seconds(60)), "no button to press: \(session.capture())")
        #expect(card.contains { $0.contains("[ Mark as Read ]") }, "\(card)")
        #expect(card.contains { $0.contains("Currently Reading") }, "\(card)")
        try session.send("Enter")
        let redrawn = try #require(
            await session.waitFor("[ Read Again ]", timeout: .seconds(60)), "not drawn again: \(session.capture())")
        #expect(redrawn.contains { $0.contains("Marked The Dispossessed as read.") }, "\(redrawn)")
        #expect(redrawn.contains { $0.contains("Shelf") && $0.contains("Read") && !$0.contains("Currently") })
        try session.send("Escape")
        _ = try #require(await session.waitFor("Show the card of"), "\(session.capture())")
        try await session.saveAndQuit(libraryHolding: exampleCount + 1)
    }
}
