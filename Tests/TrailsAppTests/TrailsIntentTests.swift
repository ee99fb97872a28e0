import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

@Suite struct TrailsIntentTests {
    // MARK: Open Favorites

    @Test func openFavoritesReturnsTheFavoritesCollection() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, prompter) = try await run(OpenFavorites.self)
            let favorites = try #require(outcome.value as? TrailCollection)
            #expect(favorites.isFavorites)
            #expect(favorites.trailCount == 3)
            #expect(outcome.dialog?.full.localizedString == "Opening your 3 favorite trails.")
            #expect(prompter.requests.isEmpty)
        }
    }

    // MARK: Get Trail Info

    @Test func getTrailInfoGivesTheTrailADialogAndASnippet() async throws {
        try await TrailsFixture.with { _ async throws in
            let invocation = IntentInvocation(GetTrailInfo.self)
            try invocation.setValue(try await trail(named: "Cascade Falls"), for: "trail")
            let outcome = try await invocation.perform(prompter: ScriptedPrompter([]))

            #expect((outcome.value as? TrailEntity)?.name == "Cascade Falls")
            #expect(
                outcome.dialog?.full.localizedString
                    == "The latest conditions reported for Cascade Falls indicate: Dry and clear.")
            #expect(outcome.dialog?.supporting.localizedString == "Here's the latest information on trail conditions.")
            let snippet = try #require(outcome.snippet)
            #expect(
                snippet.blocks.prefix(7) == [
                    .text("Cascade Falls", style: .title),
                    .field(label: "Region", value: "Sierra Nevada"),
                    .field(label: "Distance", value: "0.8 km"),
                    .field(label: "Elevation", value: "35 m"),
                    .field(label: "Activities", value: "Hiking"),
                    .field(label: "Conditions", value: "Dry and clear"),
                    .text("★ One of your favorites", style: .muted),
                ])
            #expect(snippet.blocks.contains(.divider))
            #expect(
                snippet.blocks.last
                    == .table(
                        headers: ["Trail", "Distance", "Elevation", "Conditions"],
                        rows: [
                            ["Rainbow Falls", "4.2 km", "120 m", "Muddy after rain"],
                            ["Mist Trail", "4.8 km", "400 m", "Slippery near the falls"],
                            ["Granite Ridge", "9.5 km", "610 m", "Snow above 2,000 m"],
                        ]))
        }
    }

    @Test func getTrailInfoAsksForATrailAmongTheSuggestions() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, prompter) = try await run(GetTrailInfo.self, answers: [.option(0)])
            #expect(prompter.requests.first?.kind == .value)
            #expect(prompter.requests.first?.question == "Which trail?")
            #expect(
                prompter.requests.first?.options.map(\.title) == ["Hoh River Trail", "Coastal Bluffs", "Cascade Falls"])
            #expect((outcome.value as? TrailEntity)?.name == "Hoh River Trail")
            #expect(outcome.snippet?.blocks.contains(.text("★ One of your favorites", style: .muted)) == true)
        }
    }

    @Test func getTrailInfoFindsATypedTrailWithTheSearch() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, _) = try await run(GetTrailInfo.self, answers: [.text("Laurel Falls")])
            let laurel = try #require(outcome.value as? TrailEntity)
            #expect(laurel.name == "Laurel Falls")
            #expect(outcome.snippet?.blocks.contains(.text("★ One of your favorites", style: .muted)) == false)
        }
    }

    @Test func getTrailInfoOnARemovedTrailNamesIt() async throws {
        try await TrailsFixture.with { _ async throws in
            let gone = TrailEntity(
                id: 999, name: "Old Mill Path", region: "Big Sur", distance: 1, elevation: 1,
                activities: [], currentConditions: "Closed")
            let error = await #expect(throws: IntentRunError.self) {
                _ = try await run(GetTrailInfo.self, ["trail": gone])
            }
            #expect(
                error?.description == "Get Trail Information failed: The trail “Old Mill Path” is no longer in Trails.")
        }
    }

    // MARK: Suggest Trails

    @Test func aVagueLocationIsDisambiguatedAmongRegions() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, prompter) = try await run(SuggestTrails.self, ["location": "Sierra"], answers: [.option(1)])
            #expect(prompter.requests.map(\.kind) == [.disambiguation])
            #expect(
                prompter.requests.first?.question
                    == "Multiple locations match Sierra. Did you mean one of these locations?")
            #expect(prompter.requests.first?.options.map(\.title) == ["Sierra Madre", "Sierra Nevada"])
            let trails = try #require(outcome.value as? [TrailEntity])
            #expect(
                trails.map(\.name) == [
                    "Cascade Falls", "Rainbow Falls", "Mist Trail", "Granite Ridge",
                    "Mist Falls Trail", "Tahoe Flume Trail", "Half Dome",
                ])
            #expect(outcome.dialog?.full.localizedString == "Here are 7 trails near Sierra Nevada.")
        }
    }

    @Test func aLocationMatchingOneRegionNeedsNoQuestion() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, prompter) = try await run(SuggestTrails.self, ["location": "olympic"])
            #expect(prompter.requests.isEmpty)
            #expect(
                (outcome.value as? [TrailEntity])?.map(\.name) == [
                    "Sol Duc Falls", "Marymere Falls", "Hurricane Hill", "Hoh River Trail",
                ])
        }
    }

    @Test func anUnknownLocationIsAskedForAgain() async throws {
        try await TrailsFixture.with { _ async throws in
            let (outcome, prompter) = try await run(
                SuggestTrails.self, ["location": "Atlantis"], answers: [.text("White Mountains")])
            #expect(prompter.requests.first?.question == "No trail region matches “Atlantis”. Near which region?")
            #expect((outcome.value as? [TrailEntity])?.count == 3)
        }
    }

    @Test func aCollectionNarrowsTheSuggestions() async throws {
        try await TrailsFixture.with { _ async throws in
            let favorites = try await FeaturedCollectionEntityQuery().allEntities()[0]
            let (outcome, _) = try await run(SuggestTrails.self, ["location": "Big Sur", "collection": favorites])
            #expect((outcome.value as? [TrailEntity])?.map(\.name) == ["Coastal Bluffs"])
            #expect(outcome.dialog?.full.localizedString == "Here's a trail near Big Sur.")

            let sierra = try #require(
                try await FeaturedCollectionEntityQuery().allEntities().first { $0.name == "Sierra Nevada" })
            let (elsewhere, _) = try await run(SuggestTrails.self, ["location": "Big Sur", "collection": sierra])
            #expect((elsewhere.value as? [TrailEntity])?.isEmpty == true)
            #expect(elsewhere.dialog?.full.localizedString == "None of those trails are near Big Sur.")
        }
    }

    @Test func aListOfTrailsNarrowsTheSuggestions() async throws {
        try await TrailsFixture.with { _ async throws in
            let found = try await TrailEntity.findEntities(where: [
                FindCondition(property: "name", comparator: .contains, value: "falls")
            ])
            let (outcome, _) = try await run(SuggestTrails.self, ["location": "Big Sur", "trails": found])
            #expect((outcome.value as? [TrailEntity])?.map(\.name) == ["McWay Falls Overlook", "Pfeiffer Falls"])
        }
    }

    // MARK: Favorites

    @Test func addingAFavoriteUpdatesSuggestionsAndShortcutPhrases() async throws {
        try await TrailsFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let phrase = "Get conditions for Laurel Falls in Trails"
            #expect(!(try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text).contains(phrase)))

            let laurel = try await trail(named: "Laurel Falls")
            let (added, _) = try await run(AddTrailToFavorites.self, ["trail": laurel])
            #expect(added.dialog?.full.localizedString == "Added Laurel Falls to your favorites.")
            #expect(try await TrailEntityQuery().suggestedEntities().first?.name == "Laurel Falls")
            #expect(try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text).contains(phrase))

            let (again, _) = try await run(AddTrailToFavorites.self, ["trail": laurel])
            #expect(again.dialog?.full.localizedString == "Laurel Falls is already one of your favorites.")

            let (removed, _) = try await run(RemoveTrailFromFavorites.self, ["trail": laurel])
            #expect(removed.dialog?.full.localizedString == "Removed Laurel Falls from your favorites.")
            #expect(!(try await registered.appShortcuts().flatMap(\.expandedPhrases).map(\.text).contains(phrase)))
            let (notThere, _) = try await run(RemoveTrailFromFavorites.self, ["trail": laurel])
            #expect(notThere.dialog?.full.localizedString == "Laurel Falls is not one of your favorites.")
        }
    }

    @Test func favoritingARemovedTrailNamesIt() async throws {
        try await TrailsFixture.with { _ async throws in
            let gone = TrailEntity(
                id: 999, name: "Old Mill Path", region: "Big Sur", distance: 1, elevation: 1,
                activities: [], currentConditions: "Closed")
            let error = await #expect(throws: IntentRunError.self) {
                _ = try await run(AddTrailToFavorites.self, ["trail": gone])
            }
            #expect(
                error?.description == "Add Trail to Favorites failed: The trail “Old Mill Path” is no longer in Trails."
            )
        }
    }
}
