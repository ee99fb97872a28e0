import Foundation
import IntentKit
import Testing
import VinOutlineKit

@testable import IntentKitCorpusSwift6

extension ZavalaData {
    /// The same Zavala files built in Swift 6 mode. Their entities are registered by the Swift 5
    /// build (the identifier type comes from the module both share), so this runs the query itself.
    @Suite struct Swift6 {
        @Test func theRowQueryAnswersInSwift6Mode() async throws {
            await ZavalaSample.install()
            let query = FindRowsEntityQuery()
            let done = try await query.entities(
                matching: [.completeEquals(true)], mode: .and, sortedBy: [], limit: nil)
            #expect(done.map(\.topic) == ["Eggs"])
            let children = try await query.entities(
                matching: [.parentEntityIDEquals(.row(1, ZavalaSample.document, "eggs"))], mode: .and,
                sortedBy: [EntityQuerySort(by: \RowAppEntity.$topic, order: .descending)], limit: 1)
            #expect(children.map(\.level) == [1])
            let metadata = try await Corpus6.zavala().register().metadata
            #expect(metadata.enums.count == 3)
        }
    }
}
