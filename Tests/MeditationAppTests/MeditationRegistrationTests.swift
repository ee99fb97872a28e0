import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

@Suite struct MeditationRegistrationTests {
    @Test func theAppRegistersWithItsSessionMetadata() async throws {
        try await MeditationFixture.with { fixture async throws in
            let metadata = try await fixture.app.register().metadata
            #expect(metadata.name == "Meditation")
            #expect(
                metadata.intents.map(\.identifier) == [
                    "Meditation.StartMeditationIntent", "Meditation.AddMeditationSession",
                    "Meditation.DeleteMeditationSession", "Meditation.BreatheIntent",
                ])
            let start = try #require(metadata.intents.first)
            #expect(start.parameter(named: "session")?.isOptional == true)
            #expect(start.output == .entity("Meditation.MeditationSession"))
            let add = try #require(metadata.intents.first { $0.identifier == "Meditation.AddMeditationSession" })
            #expect(add.parameter(named: "duration")?.range == ParameterRange(lowerBound: 1, upperBound: 120))
            #expect(add.parameter(named: "duration")?.defaultValue == .integer(10))
            #expect(add.parameter(named: "category")?.defaultValue == .enumeration("calm"))

            let session = try #require(metadata.entities.first)
            #expect(session.identifier == "Meditation.MeditationSession")
            #expect(session.propertiesResolved)
            #expect(session.properties.map(\.name) == ["name", "duration", "category"])
            #expect(session.queryKinds == [.identifier, .string, .property])
            let comparators = Dictionary(
                uniqueKeysWithValues: session.queryProperties.map { ($0.name, $0.comparators) })
            #expect(comparators["name"] == [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix])
            #expect(
                comparators["duration"] == [
                    .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
                    .isBetween,
                ])
            #expect(comparators["category"] == [.equalTo, .notEqualTo])
            #expect(session.sortableProperties == ["name", "duration", "category"])
            #expect(metadata.enums.map(\.identifier) == ["Meditation.SessionCategory"])
        }
    }

    @Test func parameterizedPhrasesAreExpandedFromTheSuggestedSessions() async throws {
        try await MeditationFixture.with { fixture async throws in
            let shortcuts = try await fixture.app.register().metadata.shortcuts
            #expect(shortcuts.map(\.shortTitle) == ["Start Meditation", "New Session"])
            #expect(shortcuts.map(\.systemImageName) == ["figure.mind.and.body", "plus.circle"])
            let start = try #require(shortcuts.first)
            #expect(
                start.phrases == [
                    "Start a ${applicationName}", "Begin ${applicationName}", "Meditate with ${applicationName}",
                    "Start a ${session} session with ${applicationName}",
                    "Begin a ${session} session with ${applicationName}",
                    "Meditate on ${session} with ${applicationName}",
                ])
            let perSession = start.expandedPhrases.filter { $0.parameter == "session" }
            #expect(perSession.count == 3 * MeditationStore.suggestionLimit)
            let gratitude = try #require(perSession.first)
            #expect(gratitude.text == "Start a Gratitude session with Meditation")
            #expect(
                gratitude.value
                    == .entity(type: "Meditation.MeditationSession", id: MeditationStore.seedID(11).uuidString))
        }
    }
}
