import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The previous action's output flowing into a parameter that declares
/// `connectToPreviousIntentResult`: converted when it can be, an error naming the action and
/// the parameter when it cannot (as Apple's Shortcuts says "couldn't convert from …").
@Suite struct InputConnectionTests {
    @Test func aConvertibleOutputFlowsIn() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T",
            actions: [
                Action(.intent(identifier: "Shortcuts.Number", parameters: ["number": .number(42)])),
                Action(.intent(identifier: "Shortcuts.ShowResult", parameters: [:])),
            ])
        let (_, events, _) = try await home.run(document)
        #expect(dialogs(events) == ["42"])
    }

    @Test func anOutputThatCannotConvertFailsNamingTheActionAndParameter() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T",
            actions: [
                Action(.intent(identifier: "Shortcuts.Number", parameters: ["number": .number(42)])),
                Action(.intent(identifier: "Books.MarkAsRead", parameters: [:])),
            ])
        do {
            _ = try await home.run(document)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(
                error.description
                    == "action 2 (Mark as Read), parameter 'book': the previous action's output is a number, not Book")
        }
    }

    @Test func aLimitThatIsNotANumberSaysWhy() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T",
            actions: [
                Action(.find(FindAction(entity: "Books.BookEntity", limit: .string("none"))))
            ])
        do {
            _ = try await home.run(document)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "action 1 (Find Books), parameter 'limit': must be a whole number of at least 1: the value 'none' is not a whole number"
            )
        }
    }
}
