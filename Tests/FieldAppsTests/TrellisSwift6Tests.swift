import Foundation
import IntentKit
import Testing
import TrellisKit

@testable import FieldAppsSwift6

extension TrellisData {
    /// The same Trellis files built in Swift 6 mode. Their entities are registered by the Swift 5
    /// build (the identifier type comes from the module both share), so this runs the query itself.
    @Suite struct Swift6 {
        @Test func theRowQueryAnswersInSwift6Mode() async throws {
            await TrellisSample.install()
            let query = RowQuery()
            let done = try await query.entities(matching: [.doneIs(true)], mode: .and, sortedBy: [], limit: nil)
            #expect(done.map(\.text) == ["Peas"])
            let under = try await query.entities(
                matching: [.under(.row(shelf: 2, outline: "garden", slug: "peas"))], mode: .and,
                sortedBy: [EntityQuerySort(by: \RowEntity.$text, order: .descending)], limit: 1)
            #expect(under.map(\.depth) == [1])
            let shallow = try await query.entities(
                matching: [.depthAtMost(0)], mode: .and,
                sortedBy: [EntityQuerySort(by: \RowEntity.$text, order: .descending)], limit: 2)
            #expect(shallow.map(\.text) == ["Tomatoes", "Post a parcel"])
            let metadata = try await FieldApps6.trellis().register().metadata
            #expect(metadata.enums.count == 3)
        }
    }
}
