import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

@Suite struct TrailsRegistrationTests {
    @Test func theAppRegistersWithItsIntentsEntitiesAndEnum() async throws {
        try await TrailsFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let metadata = registered.metadata
            #expect(metadata.name == "Trails")
            #expect(metadata.systemImageName == "figure.hiking")
            #expect(
                metadata.intents.map(\.identifier) == [
                    "Trails.OpenFavorites", "Trails.GetTrailInfo", "Trails.SuggestTrails",
                    "Trails.AddTrailToFavorites", "Trails.RemoveTrailFromFavorites", "Trails.EstimateHikeTime",
                ])
            #expect(metadata.intents.first { $0.identifier == "Trails.OpenFavorites" }?.openAppWhenRun == true)
            #expect(
                metadata.intents.first { $0.identifier == "Trails.GetTrailInfo" }?.output
                    == .entity("Trails.TrailEntity"))
            #expect(
                metadata.intents.first { $0.identifier == "Trails.SuggestTrails" }?.output
                    == .array(.entity("Trails.TrailEntity")))
            #expect(metadata.enums.first?.cases.map(\.value) == Activity.allCases.map(\.rawValue))
            #expect(
                registered.intentType(for: "Trails.GetTrailInfo").map(ObjectIdentifier.init)
                    == ObjectIdentifier(GetTrailInfo.self))
        }
    }

    @Test func trailPropertiesComparatorsAndSortKeysAreLearnedFromTheSeededData() async throws {
        try await TrailsFixture.with { fixture async throws in
            let metadata = try await fixture.app.register().metadata
            let trail = try #require(metadata.entities.first { $0.identifier == "Trails.TrailEntity" })
            #expect(trail.propertiesResolved)
            #expect(
                trail.properties.map(\.name) == [
                    "name", "region", "distance", "elevation", "activities", "currentConditions",
                ])
            #expect(trail.properties.first { $0.name == "activities" }?.type == .array(.enumeration("Trails.Activity")))
            #expect(trail.queryKinds == [.identifier, .string, .property])
            let comparators = Dictionary(uniqueKeysWithValues: trail.queryProperties.map { ($0.name, $0.comparators) })
            #expect(comparators["name"] == [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix])
            #expect(comparators["region"] == [.equalTo, .notEqualTo, .contains, .hasPrefix])
            #expect(
                comparators["distance"] == [
                    .equalTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo, .isBetween,
                ])
            #expect(
                comparators["elevation"] == [
                    .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
                    .isBetween,
                ])
            #expect(comparators["currentConditions"] == [.equalTo, .notEqualTo, .contains])
            #expect(Set(trail.queryProperties.flatMap(\.comparators)) == Set(ComparatorKind.allCases))
            #expect(trail.sortableProperties == ["name", "region", "distance", "elevation"])
            #expect(trail.findDescription == "Search for trails matching complex criteria.")

            let collection = try #require(metadata.entities.first { $0.identifier == "Trails.TrailCollection" })
            #expect(collection.queryKinds == [.identifier, .enumerable])
            #expect(collection.properties.map(\.name) == ["name", "trailCount"])
        }
    }

    @Test func suggestTrailsSummarySwitchesOnTheTrailsParameter() async throws {
        try await TrailsFixture.with { fixture async throws in
            let metadata = try await fixture.app.register().metadata
            let suggest = try #require(metadata.intents.first { $0.identifier == "Trails.SuggestTrails" })
            guard case .when(let parameter, _, _, let otherwise) = suggest.summary else {
                Issue.record("expected a When summary, got \(suggest.summary)")
                return
            }
            #expect(parameter == "trails")
            #expect(otherwise != nil)

            let invocation = IntentInvocation(SuggestTrails.self)
            try invocation.setValue("Big Sur", for: "location")
            #expect(invocation.renderedSummary.text == "Suggest trails near Big Sur")
            try invocation.setValue([try await trail(named: "Pfeiffer Falls")], for: "trails")
            #expect(invocation.renderedSummary.text == "Suggest Pfeiffer Falls near Big Sur")
        }
    }

    @Test func appShortcutsHaveTitlesSymbolsAndPhrasesForEachFavorite() async throws {
        try await TrailsFixture.with { fixture async throws in
            let shortcuts = try await fixture.app.register().metadata.shortcuts
            #expect(shortcuts.map(\.intent) == ["Trails.OpenFavorites", "Trails.GetTrailInfo", "Trails.SuggestTrails"])
            #expect(shortcuts.map(\.shortTitle) == ["Open Favorites", "Trail Conditions", "Suggest Trails"])
            #expect(shortcuts.map(\.systemImageName) == ["star.circle", "cloud.sun", "map"])
            let conditions = shortcuts[1].expandedPhrases.filter { $0.parameter == "trail" }.map(\.text)
            #expect(
                conditions == [
                    "Get conditions for Hoh River Trail in Trails",
                    "Get conditions for Coastal Bluffs in Trails",
                    "Get conditions for Cascade Falls in Trails",
                ])
        }
    }
}
