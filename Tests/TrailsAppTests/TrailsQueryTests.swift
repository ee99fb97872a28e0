import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

@Suite struct TrailsQueryTests {
    // MARK: Identifier and suggestions

    @Test func identifierQueriesKeepTheRequestedOrderAndOmitUnknownIDs() async throws {
        try await TrailsFixture.with { _ async throws in
            let found = try await TrailEntityQuery().entities(for: [22, 999, 1])
            #expect(found.map(\.name) == ["Sol Duc Falls", "Pfeiffer Falls"])
            let saved = try await TrailEntity.entities(identifiedBy: ["6", "not-a-number"])
            #expect(names(saved) == ["Cascade Falls"])
        }
    }

    @Test func entitiesCarryEveryPropertyFromTheirRows() async throws {
        try await TrailsFixture.with { _ async throws in
            let andrew = try await trail(named: "Andrew Molera Loop")
            #expect(andrew.region == "Big Sur")
            #expect(andrew.distance == 13.0)
            #expect(andrew.elevation == 370)
            #expect(andrew.activities == [.hiking, .trailRunning, .horsebackRiding])
            #expect(andrew.currentConditions == "Muddy after rain")
            #expect(andrew.displayRepresentation.subtitle?.localizedString == "Big Sur · 13.0 km")
        }
    }

    @Test func suggestionsAreTheFavoritesMostRecentFirst() async throws {
        try await TrailsFixture.with { fixture async throws in
            #expect(
                try await TrailEntityQuery().suggestedEntities().map(\.name) == [
                    "Hoh River Trail", "Coastal Bluffs", "Cascade Falls",
                ])
            for favorite in try await fixture.store.favoriteTrails() {
                _ = try await fixture.store.removeFavorite(favorite.id)
            }
            let fallback = try await TrailEntityQuery().suggestedEntities()
            #expect(fallback.count == TrailsStore.suggestionLimit)
            #expect(fallback.first?.name == "Abrams Falls")
        }
    }

    // MARK: String search

    @Test func searchRanksAnExactNameThenANamePrefixThenByRank() async throws {
        try await TrailsFixture.with { _ async throws in
            let query = TrailEntityQuery()
            let lake = try await query.entities(matching: "lake").map(\.name)
            #expect(lake.first == "Lake Serene")
            #expect(Set(lake) == ["Lake Serene", "Emerald Lake", "Bear Lake Loop"])
            #expect(try await query.entities(matching: "emerald LAKE").map(\.name) == ["Emerald Lake"])
            #expect(try await query.entities(matching: "MIST TRAIL").map(\.name) == ["Mist Trail", "Mist Falls Trail"])
            #expect(try await query.entities(matching: "mist fa").map(\.name) == ["Mist Falls Trail"])
        }
    }

    @Test func searchMatchesWordPrefixesInNamesBeforeRegions() async throws {
        try await TrailsFixture.with { _ async throws in
            let cascade = try await TrailEntityQuery().entities(matching: "cascade").map(\.name)
            #expect(cascade.first == "Cascade Falls")
            #expect(Set(cascade.dropFirst()) == ["Skyline Trail", "Heather Meadows", "Lake Serene", "Monitor Ridge"])
            let olympic = try await TrailEntityQuery().entities(matching: "olymp").map(\.name)
            #expect(Set(olympic) == ["Hoh River Trail", "Hurricane Hill", "Sol Duc Falls", "Marymere Falls"])
        }
    }

    @Test func emptyTextListsTrailsByNameAndWordlessTextFindsNothing() async throws {
        try await TrailsFixture.with { _ async throws in
            let all = try await TrailEntityQuery().entities(matching: "  ")
            #expect(all.count == TrailsStore.searchLimit)
            #expect(all.prefix(3).map(\.name) == ["Abrams Falls", "Alum Cave Trail", "Andrew Molera Loop"])
            #expect(try await TrailEntityQuery().entities(matching: "%!").isEmpty)
            #expect(try await TrailEntityQuery().entities(matching: "no such trail").isEmpty)
        }
    }

    @Test func searchIsLimited() async throws {
        try await TrailsFixture.with { fixture async throws in
            let limited = try await fixture.store.searchTrails("falls", limit: 4)
            #expect(limited.count == 4)
            #expect(try await fixture.store.searchTrails("falls").count == 11)
        }
    }

    // MARK: Collections

    @Test func collectionsAreEnumeratedWithFavoritesFirst() async throws {
        try await TrailsFixture.with { _ async throws in
            let all = try #require(try await TrailCollection.allAnyEntities() as? [TrailCollection])
            #expect(all.first?.name == "Favorites")
            #expect(all.first?.isFavorites == true)
            #expect(all.first { $0.name == "Big Sur" }?.trailCount == 5)
            #expect(all.first { $0.name == "Big Sur" }?.displayRepresentation.subtitle?.localizedString == "5 trails")

            let byID = try await TrailCollection.entities(identifiedBy: ["0", "1"]).compactMap {
                ($0 as? TrailCollection)?.name
            }
            #expect(byID == ["Favorites", "Big Sur"])
            #expect(try await TrailCollection.searchEntities("sierra")?.count == 2)
            #expect(TrailCollection.queryKinds == [.identifier, .enumerable])
        }
    }
}
