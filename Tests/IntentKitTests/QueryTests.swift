import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Queries {
        init() async throws {
            try await SeedApps.registerAll()
            Database.shared.reset()
        }

        // MARK: Query kinds

        @Test func identifierQueriesAnswerKnownIdsAndOmitUnknownOnes() async throws {
            let dune = Database.sample[0].id
            let found = try await BookEntityFirstVersion.BookEntity.entities(identifiedBy: [
                dune.uuidString, UUID().uuidString, "not-a-uuid",
            ])
            #expect(found.map { ($0 as? BookEntityFirstVersion.BookEntity)?.title } == ["Dune"])
            #expect(BookEntityFirstVersion.BookEntity.queryKinds == [.identifier])
        }

        @Test func stringQueriesSuggestAndSearch() async throws {
            let query = BookQueryStringVersion.BookQuery()
            #expect(try await query.suggestedEntities().count == 4)
            #expect(
                try await query.entities(matching: "the").map(\.title) == [
                    "The Left Hand of Darkness", "The Dispossessed",
                ])
            #expect(try await Gadget.searchEntities("gi")?.map(\.entityIdentifierString) == ["2"])
            #expect(Gadget.queryKinds == [.identifier, .string, .property])
        }

        @Test func enumerableQueriesListAllAndAnswerIdsThemselves() async throws {
            try await SeedApps.withTrails {
                #expect(try await TrailCollection.allAnyEntities()?.count == 2)
                let bigSur = try await TrailCollection.entities(identifiedBy: ["2"])
                #expect((bigSur.first as? TrailCollection)?.name == "Big Sur")
                #expect(try await TrailCollection.suggestedAnyEntities().count == 2)
                #expect(try await TrailCollection.searchEntities("sierra")?.count == 1)
                #expect(TrailCollection.queryKinds == [.identifier, .enumerable])
                #expect(TrailCollection.supportsFind)
            }
        }

        @Test func suggestionsComeFromTheQuery() async throws {
            try await SeedApps.withTrails {
                let favourites = try await TrailEntity.suggestedAnyEntities().map {
                    $0.displayRepresentation.title.localizedString
                }
                #expect(favourites == ["Cascade Falls", "Coastal Bluffs"])
            }
        }

        // MARK: Property queries

        @Test func findMapsEachConditionThroughItsComparator() async throws {
            let found = try await BookEntity.findEntities(
                where: [
                    FindCondition(property: "title", comparator: .contains, value: "the"),
                    FindCondition(property: "datePublished", comparator: .lessThan, value: utcDate(1970, 1, 1)),
                ],
                mode: .and, sortedBy: [FindSortKey(property: "dateRead", ascending: false)], limit: 10)
            #expect(found.map { ($0 as! BookEntity).title } == ["The Left Hand of Darkness"])
        }

        @Test func anyModeMatchesEitherCondition() async throws {
            let found = try await BookEntity.findEntities(
                where: [
                    FindCondition(property: "title", comparator: .equalTo, value: "Dune"),
                    FindCondition(property: "datePublished", comparator: .greaterThan, value: utcDate(1980, 1, 1)),
                ],
                mode: .or, sortedBy: [FindSortKey(property: "title")])
            #expect(found.map { ($0 as! BookEntity).title } == ["Dune", "Neuromancer"])
        }

        @Test func optionalPropertiesCompareTheirWrappedValue() async throws {
            let found = try await BookEntity.findEntities(
                where: [FindCondition(property: "dateRead", comparator: .greaterThan, value: utcDate(2020, 1, 1))],
                sortedBy: [FindSortKey(property: "datePublished", ascending: true)])
            #expect(found.map { ($0 as! BookEntity).title } == ["Dune", "The Left Hand of Darkness"])
        }

        @Test(arguments: [
            (ComparatorKind.equalTo, "Gizmo" as any Sendable, nil as (any Sendable)?, "name = Gizmo", [2]),
            (.notEqualTo, "Gizmo", nil, "name != Gizmo", [1, 3, 4]),
            (.contains, "iz", nil, "name contains iz", [2]),
            (.hasPrefix, "G", nil, "name begins G", [2, 4]),
            (.hasSuffix, "et", nil, "name ends et", [1, 3]),
            (.lessThan, 1.5, nil, "weight < 1.5", [2]),
            (.lessThanOrEqualTo, 1.5, nil, "weight <= 1.5", [1, 2]),
            (.greaterThan, 2, nil, "weight > 2.0", [4]),
            (.greaterThanOrEqualTo, 2.0, nil, "weight >= 2.0", [3, 4]),
            (.isBetween, utcDate(1998, 1, 1), utcDate(2005, 1, 1), "built between", [1, 2]),
        ])
        func everyComparatorMapsTheValueItIsGiven(
            comparator: ComparatorKind, value: any Sendable, value2: (any Sendable)?,
            filter: String, ids: [Int]
        ) async throws {
            let property =
                switch comparator {
                case .equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix: "name"
                case .isBetween: "built"
                default: "weight"
                }
            let found = try await Gadget.findEntities(
                where: [FindCondition(property: property, comparator: comparator, value: value, value2: value2)],
                sortedBy: [FindSortKey(property: "name")])
            #expect(GadgetQuery.lastFilters == [filter])
            #expect(Set(found.map { ($0 as! Gadget).id }) == Set(ids))
        }

        @Test func sortAndLimitReachTheQuery() async throws {
            let found = try await Gadget.findEntities(
                where: [], sortedBy: [FindSortKey(property: "weight", ascending: false)], limit: 2)
            #expect(found.map { ($0 as! Gadget).name } == ["Gear Box", "Widget"])
        }

        @Test func stringMappingTypeWorksAsInTheBlogPost() async throws {
            let found = try await PokemonAppEntity.findEntities(where: [
                FindCondition(property: "name", comparator: .contains, value: "char")
            ])
            #expect(found.map { ($0 as! PokemonAppEntity).name } == ["Charmander"])
        }

        @Test func findRejectsWhatTheQueryDoesNotDeclare() async {
            await #expect(throws: FindError.self) {
                _ = try await Gadget.findEntities(where: [
                    FindCondition(property: "colour", comparator: .equalTo, value: Colour.red)
                ])
            }
            do {
                _ = try await Gadget.findEntities(where: [
                    FindCondition(property: "weight", comparator: .contains, value: 1.0)
                ])
                Issue.record("expected an error")
            } catch {
                #expect(
                    "\(error)"
                        == "Gadgets.Gadget 'weight' does not support 'contains' (it supports: is less than, is at most, is greater than, is at least)"
                )
            }
            do {
                _ = try await Gadget.findEntities(where: [
                    FindCondition(property: "name", comparator: .equalTo, value: 3)
                ])
                Issue.record("expected an error")
            } catch {
                #expect("\(error)" == "Gadgets.Gadget 'name' is compared with text")
            }
            do {
                _ = try await Gadget.findEntities(where: [], sortedBy: [FindSortKey(property: "built")])
                Issue.record("expected an error")
            } catch {
                #expect("\(error)" == "Gadgets.Gadget cannot be sorted by 'built' (it can by: name, weight)")
            }
            await #expect(throws: FindError.self) { _ = try await Soup.findEntities(where: []) }
        }

        @Test func anEmptyDataSetFindsNothing() async throws {
            PropertyNames.reset()
            GadgetStore.available = false
            defer {
                GadgetStore.available = true
                PropertyNames.reset()
            }
            #expect(
                try await Gadget.findEntities(where: [FindCondition(property: "name", comparator: .equalTo, value: "x")]
                ).isEmpty)
        }
    }
}
