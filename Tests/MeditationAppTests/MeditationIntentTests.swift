import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

@Suite struct MeditationIntentTests {
    // MARK: Start

    @Test func startingAChosenSessionLogsItAndShowsASnippet() async throws {
        try await MeditationFixture.with { fixture async throws in
            let calm = try await session(named: "Calm")
            let invocation = IntentInvocation(StartMeditationIntent.self)
            try invocation.setValue(calm, for: "session")
            #expect(invocation.renderedSummary.text == "Start Calm")
            let outcome = try await invocation.perform(prompter: ScriptedPrompter([]))
            #expect((outcome.value as? MeditationSession)?.id == calm.id)
            #expect(outcome.dialog?.full.localizedString == "Okay, starting a Calm meditation session.")
            #expect(
                outcome.snippet?.blocks == [
                    .text("Calm", style: .title),
                    .field(label: "Duration", value: "10 minutes"),
                    .field(label: "Category", value: "Calm"),
                    .field(label: "Started", value: "once"),
                    .divider,
                    .text("Breathe in… and out.", style: .muted),
                ])
            let (again, _) = try await run(StartMeditationIntent.self, ["session": calm])
            #expect(again.snippet?.blocks.contains(.field(label: "Started", value: "twice")) == true)
            #expect(try await fixture.store.startCount(of: calm.id) == 2)
        }
    }

    @Test func withoutASessionItAsksAmongTheSuggestedOnes() async throws {
        try await MeditationFixture.with { _ async throws in
            let (outcome, prompter) = try await run(StartMeditationIntent.self, answers: [.option(3)])
            #expect(prompter.requests.map(\.kind) == [.disambiguation])
            #expect(prompter.requests.first?.question == "What session would you like?")
            #expect(
                prompter.requests.first?.options.prefix(4).map(\.title) == [
                    "Gratitude", "Walking Meditation", "Box Breathing", "Deep Sleep",
                ])
            #expect((outcome.value as? MeditationSession)?.name == "Deep Sleep")
            #expect(outcome.dialog?.full.localizedString == "Okay, starting a Deep Sleep meditation session.")
        }
    }

    @Test func startingADeletedSessionNamesIt() async throws {
        try await MeditationFixture.with { _ async throws in
            let ghost = MeditationSession(id: UUID(), name: "Forest Bathing", duration: 15, category: .calm)
            let error = await #expect(throws: IntentRunError.self) {
                _ = try await run(StartMeditationIntent.self, ["session": ghost])
            }
            #expect(
                error?.description
                    == "Start Meditation Session failed: The session “Forest Bathing” is no longer in Meditation.")
        }
    }

    @Test func withNoSessionsLeftItSaysSo() async throws {
        try await MeditationFixture.with { fixture async throws in
            for suggestion in try await fixture.store.sessions(matching: nil, order: [], limit: nil) {
                try await fixture.store.deleteSession(suggestion)
            }
            let error = await #expect(throws: IntentRunError.self) { _ = try await run(StartMeditationIntent.self) }
            #expect(error?.description.contains("There are no sessions to start.") == true)
        }
    }

    // MARK: Add and delete

    @Test func addingASessionExpandsItsShortcutPhrases() async throws {
        try await MeditationFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let phrase = "Start a Yoga Nidra session with Meditation"
            #expect(!(try await expandedPhrases(registered).contains(phrase)))

            let (outcome, prompter) = try await run(
                AddMeditationSession.self, ["category": SessionCategory.sleep], answers: [.text("Yoga Nidra")])
            #expect(prompter.requests.first?.question == "What should the session be called?")
            let added = try #require(outcome.value as? MeditationSession)
            #expect(added.name == "Yoga Nidra")
            #expect(added.duration == 10)
            #expect(added.category == .sleep)
            #expect(outcome.dialog?.full.localizedString == "Added the Yoga Nidra session.")

            let after = try await expandedPhrases(registered)
            #expect(after.contains(phrase))
            #expect(after.contains("Meditate on Yoga Nidra with Meditation"))
            #expect(try await MeditationSessionQuery().entities(matching: "yoga").map(\.id) == [added.id])
        }
    }

    @Test func addingRefusesDuplicateAndEmptyNamesAndLongSessions() async throws {
        try await MeditationFixture.with { _ async throws in
            let duplicate = await #expect(throws: IntentRunError.self) {
                _ = try await run(AddMeditationSession.self, ["name": "calm"])
            }
            #expect(duplicate?.description == "Add Meditation Session failed: There's already a session named “Calm”.")
            let empty = await #expect(throws: IntentRunError.self) {
                _ = try await run(AddMeditationSession.self, ["name": "   "])
            }
            #expect(empty?.description == "Add Meditation Session failed: A session needs a name.")
            let tooLong = await #expect(throws: IntentRunError.self) {
                _ = try await run(AddMeditationSession.self, ["name": "Retreat", "duration": 500])
            }
            #expect(tooLong?.description == "Add Meditation Session: parameter 'duration' must be between 1 and 120")
        }
    }

    @Test func deletingAsksFirstAndRemovesTheSessionsPhrases() async throws {
        try await MeditationFixture.with { fixture async throws in
            let registered = try await fixture.app.register()
            let gratitude = try await session(named: "Gratitude")
            #expect(try await expandedPhrases(registered).contains("Start a Gratitude session with Meditation"))

            let declined = await #expect(throws: IntentRunError.self) {
                _ = try await run(DeleteMeditationSession.self, ["session": gratitude], answers: [.confirmed(false)])
            }
            guard case .cancelled? = declined else {
                Issue.record("expected the run to be cancelled, got \(String(describing: declined))")
                return
            }
            #expect(try await fixture.store.sessionCount() == 12)

            let (outcome, prompter) = try await run(
                DeleteMeditationSession.self, ["session": gratitude], answers: [.confirmed(true)])
            #expect(prompter.requests.first?.question == "Delete the Gratitude session and its history?")
            #expect(prompter.requests.first?.confirmationActionName == "Delete")
            #expect(outcome.dialog?.full.localizedString == "Deleted the Gratitude session.")
            #expect(try await fixture.store.sessionCount() == 11)
            #expect(!(try await expandedPhrases(registered).contains("Start a Gratitude session with Meditation")))

            let again = await #expect(throws: IntentRunError.self) {
                _ = try await run(DeleteMeditationSession.self, ["session": gratitude], answers: [.confirmed(true)])
            }
            #expect(
                again?.description
                    == "Delete Meditation Session failed: The session “Gratitude” is no longer in Meditation.")
        }
    }
}
