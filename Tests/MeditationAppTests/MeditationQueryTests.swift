import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

private func condition(
    _ property: String, _ comparator: ComparatorKind, _ value: any Sendable, _ value2: (any Sendable)? = nil
) -> FindCondition {
    FindCondition(property: property, comparator: comparator, value: value, value2: value2)
}

@Suite struct MeditationQueryTests {
    @Test func identifierQueriesKeepTheRequestedOrderAndOmitUnknownIDs() async throws {
        try await MeditationFixture.with { _ async throws in
            let found = try await MeditationSessionQuery().entities(for: [
                MeditationStore.seedID(2), UUID(), MeditationStore.seedID(0),
            ])
            #expect(found.map(\.name) == ["Sleep", "Calm"])
            let saved = try await MeditationSession.entities(identifiedBy: [
                MeditationStore.seedID(1).uuidString, "not-a-uuid",
            ])
            #expect(names(saved) == ["Focus"])
            let sleep = try #require(found.first)
            #expect(sleep.displayRepresentation.subtitle?.localizedString == "20 minutes · Sleep")
        }
    }

    @Test func suggestionsAreTheMostRecentlyStartedOrAdded() async throws {
        try await MeditationFixture.with { fixture async throws in
            let query = MeditationSessionQuery()
            #expect(
                try await query.suggestedEntities().map(\.name) == [
                    "Gratitude", "Walking Meditation", "Box Breathing", "Deep Sleep",
                    "Stress Relief", "Loving Kindness", "Morning Energy", "Breathing Space",
                ])
            _ = try await fixture.store.recordStart(of: try await session(named: "Calm"))
            #expect(try await query.suggestedEntities().prefix(2).map(\.name) == ["Calm", "Gratitude"])
        }
    }

    @Test func searchRanksExactNamesThenPrefixesThenRank() async throws {
        try await MeditationFixture.with { _ async throws in
            let query = MeditationSessionQuery()
            #expect(try await query.entities(matching: "SLEEP").map(\.name) == ["Sleep", "Deep Sleep"])
            #expect(try await query.entities(matching: "breath").map(\.name) == ["Breathing Space", "Box Breathing"])
            // "Walking Meditation" matches through its category.
            #expect(try await query.entities(matching: "focus").map(\.name) == ["Focus", "Walking Meditation"])
            #expect(try await query.entities(matching: "").count == 12)
            #expect(try await query.entities(matching: "?!").isEmpty)
        }
    }

    @Test func findCompilesEveryComparatorToSQL() async throws {
        try await MeditationFixture.with { _ async throws in
            func find(_ conditions: [FindCondition], mode: ComparatorMode = .and) async throws -> [String] {
                names(
                    try await MeditationSession.findEntities(
                        where: conditions, mode: mode, sortedBy: [FindSortKey(property: "name")]))
            }
            #expect(try await find([condition("name", .equalTo, "calm")]) == ["Calm"])
            #expect(
                try await find([
                    condition("name", .notEqualTo, "Sleep"), condition("category", .equalTo, SessionCategory.sleep),
                ]) == ["Deep Sleep"])
            #expect(
                try await find([condition("name", .contains, "ing")]) == [
                    "Box Breathing", "Breathing Space", "Loving Kindness", "Morning Energy", "Walking Meditation",
                ])
            #expect(
                try await find([condition("name", .hasPrefix, "b")]) == [
                    "Body Scan", "Box Breathing", "Breathing Space",
                ])
            #expect(try await find([condition("name", .hasSuffix, "ness")]) == ["Loving Kindness"])
            #expect(try await find([condition("duration", .equalTo, 10)]) == ["Calm", "Stress Relief"])
            #expect(
                try await find([condition("duration", .notEqualTo, 10), condition("duration", .lessThan, 8)]) == [
                    "Box Breathing", "Breathing Space", "Morning Energy",
                ])
            #expect(
                try await find([condition("duration", .lessThanOrEqualTo, 5)]) == ["Box Breathing", "Breathing Space"])
            #expect(try await find([condition("duration", .greaterThan, 20)]) == ["Body Scan", "Deep Sleep"])
            #expect(
                try await find([condition("duration", .greaterThanOrEqualTo, 20)]) == [
                    "Body Scan", "Deep Sleep", "Sleep", "Walking Meditation",
                ])
            #expect(try await find([condition("duration", .isBetween, 12, 15)]) == ["Focus", "Loving Kindness"])
            #expect(
                try await find([
                    condition("category", .notEqualTo, SessionCategory.breathing), condition("duration", .lessThan, 8),
                ]) == ["Morning Energy"])
            #expect(
                try await find(
                    [condition("category", .equalTo, SessionCategory.energy), condition("duration", .greaterThan, 40)],
                    mode: .or)
                    == ["Deep Sleep", "Morning Energy"])
        }
    }

    @Test func findSortsAndLimits() async throws {
        try await MeditationFixture.with { _ async throws in
            let longest = try await MeditationSession.findEntities(
                where: [], sortedBy: [FindSortKey(property: "duration", ascending: false)], limit: 3)
            #expect(names(longest) == ["Deep Sleep", "Body Scan", "Sleep"])
            let byCategory = try await MeditationSession.findEntities(
                where: [],
                sortedBy: [
                    FindSortKey(property: "category"),
                    FindSortKey(property: "duration", ascending: false),
                ], limit: 2)
            #expect(names(byCategory) == ["Box Breathing", "Breathing Space"])
            let all = try await MeditationSession.findEntities(where: [])
            #expect(all.count == 12)
            let unsupported = await #expect(throws: FindError.self) {
                _ = try await MeditationSession.findEntities(where: [
                    condition("category", .contains, SessionCategory.calm)
                ])
            }
            #expect(unsupported?.description.contains("it supports: is, is not") == true)
        }
    }
}
