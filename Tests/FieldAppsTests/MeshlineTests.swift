import Foundation
import IntentKit
import Testing

@testable import FieldApps

/// Meshline, compiled in Swift 5 mode: metadata from the app's own `Meshline` strings table,
/// options from its `DynamicOptionsProvider`, values out through `@Dependency`, and errors with
/// their localized messages.
@Suite struct MeshlineTests {
    let dependencies = AppDependencyManager()
    let app: IntentApp

    init() throws {
        app = try FieldApps.meshline(
            links: ["harbor": ["osprey-7", "tern-4"], "lighthouse": ["tern-4"]], dependencies: dependencies)
    }

    func scoped<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(dependencies, operation: body)
    }

    @Test func metadataComesFromTheStringsTable() async throws {
        let metadata = try await scoped { try await app.register() }.metadata
        #expect(
            metadata.intents.map(\.identifier) == [
                "Meshline5.ListMembers", "Meshline5.JoinMembers", "Meshline5.DraftMember",
            ])
        #expect(metadata.intents.map(\.title) == ["List Members", "Join Members", "Draft Member"])
        #expect(metadata.intents.first?.description == "Lists the call signs of everyone on a Meshline link.")
        let join = try #require(metadata.intents.first { $0.identifier == "Meshline5.JoinMembers" })
        #expect(join.parameters.map(\.name) == ["linkName", "drafts", "keepRelays"])
        #expect(join.parameters.map(\.title) == ["Link", "Drafts", "Keep relays"])
        #expect(join.parameters.map(\.hasDynamicOptions) == [true, true, false])
        #expect(join.parameters[1].isOptional)
        #expect(join.parameters[1].type.description == "[entity:Meshline5.MemberDraft]")
        #expect(join.parameters[2].defaultValue == .boolean(true))
        let draft = try #require(metadata.entities.first)
        #expect(draft.isTransient)
        #expect(draft.displayName == "Member Draft")
        #expect(draft.properties.map(\.title) == ["Call Sign", "Relay"])
    }

    @Test func summariesAreLookedUpWithTheirParameterPlaceholders() throws {
        let run = IntentInvocation(ListMembers.self)
        try run.setValue("harbor", for: "linkName")
        #expect(run.renderedSummary.text == "List members of harbor")
        #expect(IntentInvocation(JoinMembers.self).renderedSummary.text == "Join members to [Link]")
    }

    @Test func listMembersAsksForTheLinkAmongTheProvidersOptions() async throws {
        try await scoped {
            let prompter = ScriptedPrompter([.option(1)])
            let outcome = try await IntentInvocation(ListMembers.self).perform(prompter: prompter)
            #expect(prompter.requests.first?.options.map(\.title) == ["harbor", "lighthouse"])
            #expect(outcome.value as? [String] == ["tern-4"])
        }
    }

    @Test func anUnknownLinkFailsWithTheAppsLocalizedMessage() async throws {
        await scoped {
            let run = IntentInvocation(ListMembers.self)
            do {
                try run.setValue("quarry", for: "linkName")
                _ = try await run.perform(prompter: NonInteractivePrompter())
                Issue.record("List Members found a link that does not exist")
            } catch {
                #expect("\(error)".contains(#"Meshline has no link named "quarry"."#), "\(error)")
            }
        }
    }

    @Test func aDraftedMemberJoinsItsLink() async throws {
        try await scoped {
            let draftRun = IntentInvocation(DraftMember.self)
            try draftRun.setValue("plover-2", for: "callSign")
            try draftRun.setValue("relay.meshline.test:4100", for: "relay")
            let draft = try #require(
                try await draftRun.perform(prompter: NonInteractivePrompter()).value as? MemberDraft)
            #expect(draft.relay == "relay.meshline.test:4100")
            #expect(draft.displayRepresentation.title.localizedString == "plover-2 via relay.meshline.test:4100")

            let join = IntentInvocation(JoinMembers.self)
            try join.setValue("harbor", for: "linkName")
            try join.setValue([draft], for: "drafts")
            _ = try await join.perform(prompter: NonInteractivePrompter())
            let link = try #require(dependencies.resolve(LinkRegistry.self)?.link(named: "harbor"))
            let members = try #require(link.members)
            #expect(members.map(\.callSign.text) == ["osprey-7", "tern-4", "plover-2"])
            #expect(members.map { $0.relay?.description } == [nil, nil, "relay.meshline.test:4100"])
        }
    }

    @Test func aDraftThatIsNoCallSignIsRefusedInTheAppsWords() async throws {
        try await scoped {
            let draft = MemberDraft()
            draft.callSign = "No Spaces!"
            let join = IntentInvocation(JoinMembers.self)
            try join.setValue("lighthouse", for: "linkName")
            try join.setValue([draft], for: "drafts")
            await #expect {
                try await join.perform(prompter: NonInteractivePrompter())
            } throws: { error in
                "\(error)".contains(#""No Spaces!" is not a call sign"#)
            }
            #expect(dependencies.resolve(LinkRegistry.self)?.link(named: "lighthouse")?.members?.count == 1)
        }
    }
}
