import Foundation
import IntentKit
import Testing
import VinOutlineKit

@testable import IntentKitCorpus

extension ZavalaData {
    /// Zavala's row entity and its property query (`FindRowsEntityQuery`, with Zavala's own
    /// `RowComparator` as the comparator mapping type), compiled in Swift 5 mode.
    @Suite struct Swift5 {
        @Test func registrationReadsTheRowQuerysPropertiesAndSorts() async throws {
            let outline = await ZavalaSample.install()
            let metadata = try await Corpus.zavala().register().metadata
            let row = try #require(metadata.entities.first { $0.identifier == "Zavala5.RowAppEntity" })
            #expect(row.propertiesResolved)
            #expect(row.displayName == "Row")
            #expect(row.queryKinds.contains(.property))
            #expect(
                row.properties.map(\.name) == [
                    "id", "entityID", "parentEntityID", "outline", "topic", "note", "complete", "expanded", "level",
                    "rowOrder", "url",
                ])
            #expect(
                row.queryProperties.map(\.name) == [
                    "topic", "note", "complete", "expanded", "level", "outline", "parentEntityID", "url",
                ])
            #expect(row.queryProperties[4].comparators.count == 5)
            #expect(row.sortableProperties == ["rowOrder", "topic", "complete", "level"])
            #expect(metadata.entities.contains { $0.identifier == "Zavala5.EntityID" })
            // The query loaded the outline to read it and unloaded it again each time.
            #expect(await outline.loads == outline.unloads)
        }

        @Test func findRowsAnswersThroughZavalasComparators() async throws {
            await ZavalaSample.install()
            _ = try await Corpus.zavala().register()
            func topics(_ conditions: [FindCondition], mode: ComparatorMode = .and, sort: [FindSortKey] = [])
                async throws -> [String]
            {
                try await RowAppEntity.findEntities(where: conditions, mode: mode, sortedBy: sort)
                    .compactMap { ($0 as? RowAppEntity)?.topic }
            }
            #expect(try await topics([]) == ["Eggs", "Free range", "Milk"])
            #expect(
                try await topics([FindCondition(property: "topic", comparator: .contains, value: "e")])
                    == ["Eggs", "Free range"])
            #expect(
                try await topics([FindCondition(property: "level", comparator: .greaterThan, value: 0)]) == [
                    "Free range"
                ])
            #expect(
                try await topics([FindCondition(property: "complete", comparator: .equalTo, value: true)]) == ["Eggs"])
            #expect(
                try await topics(
                    [
                        FindCondition(property: "complete", comparator: .equalTo, value: true),
                        FindCondition(property: "topic", comparator: .equalTo, value: "milk"),
                    ], mode: .or) == ["Eggs", "Milk"])
            #expect(
                try await topics([], sort: [FindSortKey(property: "rowOrder", ascending: false)]) == [
                    "Free range", "Eggs", "Milk",
                ])
            #expect(
                try await topics([], sort: [FindSortKey(property: "level", ascending: false)]).first == "Free range")

            let id = EntityID.row(1, ZavalaSample.document, "eggs")
            let found = try await FindRowsEntityQuery().entities(for: [id])
            #expect(found.map(\.topic) == ["Eggs"])
            #expect(found.first?.note == "a dozen")
            #expect(found.first?.parentEntityID == .document(1, ZavalaSample.document))
            #expect(found.first?.outline.title == "Groceries")
            #expect(EntityID.entityIdentifier(for: id.entityIdentifierString) == id)
            #expect(await AccountManager.shared.isSuspended)
        }
    }
}
