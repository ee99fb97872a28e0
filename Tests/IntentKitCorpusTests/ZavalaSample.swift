import Foundation
import Testing
import VinOutlineKit

/// Zavala's tests in both language modes share VinOutlineKit's `AccountManager.shared`, so they
/// run inside this suite, one at a time.
@Suite(.serialized) enum ZavalaData {}

/// One outline of groceries: Milk, and Eggs (done, with a note) with a child row, Free range.
/// Each test installs it afresh, replacing what the one before left.
@MainActor enum ZavalaSample {
    nonisolated static let document = "groceries"

    @discardableResult
    static func install() -> Outline {
        let outline = Outline(id: .document(1, document), title: "Groceries")
        let milk = Row(entityID: .row(1, document, "milk"), topic: "Milk")
        let eggs = Row(entityID: .row(1, document, "eggs"), topic: "Eggs", note: "a dozen", isComplete: true)
        eggs.append(Row(entityID: .row(1, document, "free-range"), topic: "Free range"))
        outline.append(milk)
        outline.append(eggs)
        AccountManager.shared.documents = [Document(outline: outline)]
        return outline
    }
}
