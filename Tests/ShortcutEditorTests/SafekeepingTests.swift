import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// Nothing a person typed is lost: a failed save keeps the editor open, every change is kept in
/// a recovery copy that is offered back, and a file changed on disk by someone else is never
/// silently overwritten.
@MainActor
@Suite struct SafekeepingTests {
    static let size = Size(width: 100, height: 30)

    /// The library with the examples, the app on it, and Countdown opened and changed (its first
    /// card moved down).
    static func changedCountdown(_ home: TestHome) async throws -> (AppDriver<ShortcutsApp>, Library) {
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: size)
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("J")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.isDirty == true)
        return (driver, library)
    }

    /// Lets the recovery copy's delay pass, and its write finish.
    static func letTheCopyBeWritten(_ driver: AppDriver<ShortcutsApp>) async {
        driver.advance(by: .milliseconds(300))
        await driver.waitUntilIdle()
    }

    static func countdownURL(_ library: Library) -> URL { library.folder.appendingPathComponent("countdown.json") }

    @Test func aFailedSaveKeepsTheEditorOpenAndQuittingStillAsks() async throws {
        let home = try await TestHome()
        let (driver, library) = try await Self.changedCountdown(home)
        let edited = try #require(driver.app.editorSession?.shortcut)
        // The library folder goes away (an unmounted disk, a deleted folder): saving fails.
        let away = library.folder.deletingLastPathComponent().appendingPathComponent("away")
        try FileManager.default.moveItem(at: library.folder, to: away)
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == edited, "Esc after a failed save left the editor")
        #expect(driver.screenText.contains("Not saved:"), "\(driver.screenText)")
        driver.press("ctrl+c")
        #expect(driver.screenText.contains("Save the changes to “Countdown” before quitting?"))
        driver.press("y")
        await driver.waitUntilIdle()
        #expect(!driver.isFinished, "quit after a failed save")
        #expect(driver.app.editorSession?.shortcut == edited)

        // The folder is back: Esc saves, then leaves.
        try FileManager.default.moveItem(at: away, to: library.folder)
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == nil, "\(driver.screenText)")
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == edited)
    }

    @Test func everyChangeIsKeptInARecoveryCopyUntilSaved() async throws {
        let home = try await TestHome()
        let (driver, library) = try await Self.changedCountdown(home)
        let journal = RecoveryJournal(library: library)
        let session = try #require(driver.app.editorSession)
        // The copy is written a moment after the change (changes in between go together).
        #expect(journal.copy(for: session.shortcut.id) == nil)
        await Self.letTheCopyBeWritten(driver)
        #expect(journal.copy(for: session.shortcut.id)?.document == session.shortcut)
        driver.press("J")
        await Self.letTheCopyBeWritten(driver)
        #expect(journal.copy(for: session.shortcut.id)?.document == driver.app.editorSession?.shortcut)
        // Undoing back to the saved shortcut leaves nothing to recover.
        driver.press("u", "u")
        await Self.letTheCopyBeWritten(driver)
        #expect(driver.app.editorSession?.isDirty == false)
        #expect(journal.copy(for: session.shortcut.id) == nil)
        driver.press("J", "ctrl+s")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.isDirty == false)
        #expect(journal.copy(for: session.shortcut.id) == nil)
        #expect(journal.ids().isEmpty)
    }

    /// A question that comes while a field is open (a recovery copy found as the shortcut opens,
    /// a conflict found by a save) opens over the field, and answering it leaves the field as it
    /// was, with what was typed.
    @Test func aQuestionOpensOverAnOpenFieldAndLeavesItAsItWas() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.open("Countdown", in: driver)
        let id = try #require(driver.app.editorSession?.shortcut.id)
        var unsaved = try DocumentDecoder.decode(contentsOf: Self.countdownURL(library))
        unsaved.actions.swapAt(0, 1)
        let journal = RecoveryJournal(library: library)
        try journal.write(unsaved)
        driver.press("enter")
        driver.type("7")
        #expect(driver.app.topContext == .field, "\(driver.screenText)")
        // The look for recovery copies answers now.
        driver.runtime.send(.recoveryFound(id, journal.found(for: id)))
        #expect(Array(driver.app.contextStack.suffix(2)) == [.field, .choicePrompt], "\(driver.app.contextStack)")
        driver.press("escape")
        #expect(driver.app.topContext == .field, "\(driver.screenText)")
        driver.press("enter")
        #expect(driver.app.editorSession?.selectedCard?.token("number")?.display == "7")
    }

    @Test func aRecoveryCopyIsOfferedWhenTheShortcutIsOpenedAgain() async throws {
        let home = try await TestHome()
        let (app, library) = try EditorAppTests.makeApp(home)
        let journal = RecoveryJournal(library: library)
        var unsaved = try DocumentDecoder.decode(contentsOf: Self.countdownURL(library))
        unsaved.actions.swapAt(0, 1)
        try journal.write(unsaved)

        let driver = AppDriver(app, size: Self.size)
        await EditorAppTests.open("Countdown", in: driver)
        #expect(driver.screenText.contains("Unsaved changes found"), "\(driver.screenText)")
        #expect(driver.screenText.contains("never saved"))
        driver.press("r")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == unsaved)
        #expect(driver.app.editorSession?.isDirty == true)
        driver.press("u")
        #expect(driver.app.editorSession?.isDirty == false, "restoring is one undoable step")
        driver.press("ctrl+r", "escape")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == nil, "\(driver.screenText)")
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == unsaved)
        #expect(journal.copy(for: unsaved.id) == nil)

        // Discarding removes the copy; the file stays as it was.
        var another = unsaved
        another.name = "Countdown (lost)"
        try journal.write(another)
        await EditorAppTests.open("Countdown", in: driver)
        driver.press("d")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == unsaved)
        #expect(journal.copy(for: unsaved.id) == nil)
    }

    /// Another editor saves the same shortcut while this one has changes.
    static func theyChange(_ library: Library) throws -> ShortcutDocument {
        let url = countdownURL(library)
        var theirs = try DocumentDecoder.decode(contentsOf: url)
        theirs.name = "Countdown (theirs)"
        try library.save(theirs, to: url)
        return theirs
    }

    @Test func aChangeOnDiskIsNotOverwrittenButAsked_overwrite() async throws {
        let home = try await TestHome()
        let (driver, library) = try await Self.changedCountdown(home)
        let mine = try #require(driver.app.editorSession?.shortcut)
        let theirs = try Self.theyChange(library)
        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Changed on disk"), "\(driver.screenText)")
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == theirs)
        driver.press("o")
        await driver.waitUntilIdle()
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == mine)
        #expect(driver.app.editorSession?.isDirty == false)
        // The next save checks against the file as this editor wrote it: no question.
        driver.press("J", "ctrl+s")
        await driver.waitUntilIdle()
        #expect(!driver.screenText.contains("Changed on disk"))
        #expect(driver.app.editorSession?.isDirty == false)
    }

    @Test func aChangeOnDiskIsNotOverwrittenButAsked_reload() async throws {
        let home = try await TestHome()
        let (driver, library) = try await Self.changedCountdown(home)
        let mine = try #require(driver.app.editorSession?.shortcut)
        let theirs = try Self.theyChange(library)
        driver.press("escape")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Changed on disk"))
        driver.press("r")
        await driver.waitUntilIdle()
        #expect(driver.app.editorSession?.shortcut == theirs)
        #expect(driver.app.editorSession?.isDirty == false)
        driver.press("u")
        #expect(driver.app.editorSession?.shortcut == mine, "undo brings this editor's version back")
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == theirs)
    }

    @Test func aChangeOnDiskIsNotOverwrittenButAsked_copy() async throws {
        let home = try await TestHome()
        let (driver, library) = try await Self.changedCountdown(home)
        let mine = try #require(driver.app.editorSession?.shortcut)
        let theirs = try Self.theyChange(library)
        driver.press("ctrl+s")
        await driver.waitUntilIdle()
        driver.press("c")
        await driver.waitUntilIdle()
        #expect(try DocumentDecoder.decode(contentsOf: Self.countdownURL(library)) == theirs)
        let copy = try #require(library.find("Countdown (copy)")?.document, "\(driver.screenText)")
        #expect(copy.actions == mine.actions)
        #expect(copy.id != mine.id)
        #expect(driver.app.editorSession?.shortcut.id == copy.id)
        #expect(driver.app.editorSession?.isDirty == false)
        #expect(RecoveryJournal(library: library).ids().isEmpty)
    }
}
