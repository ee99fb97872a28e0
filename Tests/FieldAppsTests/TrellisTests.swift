import Foundation
import IntentKit
import Testing
import TrellisKit

@testable import FieldApps

extension TrellisData {
    /// Trellis's row entity and its property query (`RowQuery`, with the app's own `RowFilter` as
    /// the comparator mapping type), compiled in Swift 5 mode.
    @Suite struct Swift5 {
        @Test func registrationReadsTheRowQuerysPropertiesAndSorts() async throws {
            let outlines = await TrellisSample.install()
            let metadata = try await FieldApps.trellis().register().metadata
            let row = try #require(metadata.entities.first { $0.identifier == "Trellis5.RowEntity" })
            #expect(row.propertiesResolved)
            #expect(row.displayName == "Row")
            #expect(row.queryKinds.contains(.property))
            #expect(
                row.properties.map(\.name) == [
                    "id", "parentID", "outline", "text", "note", "done", "folded", "depth", "position", "link",
                ])
            #expect(row.properties.map(\.title)[3...7] == ["Text", "Note", "Done", "Folded", "Depth"])
            #expect(
                row.queryProperties.map(\.name) == ["text", "note", "done", "depth", "outline", "parentID", "link"])
            #expect(row.queryProperties[3].comparators.count == 5)
            #expect(row.sortableProperties == ["position", "text", "depth"])
            #expect(metadata.entities.contains { $0.identifier == "Trellis5.NodeID" })
            // The query opened each outline to read it and closed it again.
            #expect(await outlines.garden.opens == outlines.garden.closes)
        }

        @Test func findRowsAnswersThroughTheAppsFilters() async throws {
            await TrellisSample.install()
            _ = try await FieldApps.trellis().register()
            func texts(_ conditions: [FindCondition], mode: ComparatorMode = .and, sort: [FindSortKey] = [])
                async throws -> [String]
            {
                try await RowEntity.findEntities(where: conditions, mode: mode, sortedBy: sort)
                    .compactMap { ($0 as? RowEntity)?.text }
            }
            #expect(try await texts([]) == ["Peas", "Post a parcel", "Soak overnight", "Tomatoes"])
            #expect(
                try await texts([FindCondition(property: "text", comparator: .contains, value: "to")])
                    == ["Tomatoes"])
            #expect(
                try await texts([FindCondition(property: "note", comparator: .contains, value: "fence")]) == ["Peas"])
            #expect(
                try await texts([FindCondition(property: "depth", comparator: .greaterThan, value: 0)]) == [
                    "Soak overnight"
                ])
            #expect(try await texts([FindCondition(property: "done", comparator: .equalTo, value: true)]) == ["Peas"])
            #expect(
                try await texts(
                    [
                        FindCondition(property: "done", comparator: .equalTo, value: true),
                        FindCondition(property: "text", comparator: .equalTo, value: "tomatoes"),
                    ], mode: .or) == ["Peas", "Tomatoes"])
            #expect(
                try await texts([], sort: [FindSortKey(property: "position", ascending: false)]) == [
                    "Post a parcel", "Soak overnight", "Peas", "Tomatoes",
                ])
            #expect(
                try await texts([], sort: [FindSortKey(property: "depth", ascending: false)]).first == "Soak overnight")
            let garden = await OutlineEntity(TrellisSample.install().garden)
            #expect(
                try await texts([FindCondition(property: "outline", comparator: .equalTo, value: garden)]) == [
                    "Peas", "Soak overnight", "Tomatoes",
                ])

            let id = NodeID.row(shelf: 2, outline: "garden", slug: "peas")
            let found = try await RowQuery().entities(for: [id])
            #expect(found.map(\.text) == ["Peas"])
            #expect(found.first?.note == "by the fence")
            #expect(found.first?.parentID == TrellisSample.garden)
            #expect(found.first?.outline.title == "Garden")
            #expect(found.first?.link?.absoluteString == "trellis://node/2/garden/peas")
            #expect(NodeID.entityIdentifier(for: id.entityIdentifierString) == id)
            #expect(NodeID(link: try #require(id.link)) == id)
            #expect(await Library.shared.isAsleep)
        }

        @Test func trellisEnumsListTheirCases() async throws {
            let metadata = try await FieldApps.trellis().register().metadata
            #expect(metadata.enums.map(\.displayName) == ["Row Placement", "Row Mark", "Shelf Kind"])
            #expect(metadata.enums[0].cases.map(\.value) == ["above", "below", "firstInside", "lastInside"])
            #expect(metadata.enums[2].cases.map(\.title) == ["On This Computer", "Shared"])
        }
    }
}
