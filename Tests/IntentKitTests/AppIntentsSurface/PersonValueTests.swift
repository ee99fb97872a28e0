import Foundation
import Testing

@testable import IntentKit

/// An intent and an entity written as App Intents code uses `IntentPerson`.
private struct SendInvite: AppIntent {
    static let title: LocalizedStringResource = "Send Invite"
    @Parameter(title: "Guest", mode: .email) var guest: IntentPerson
    @Parameter(title: "Host") var host: IntentPerson?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> & ProvidesDialog {
        .result(value: guest, dialog: "Invited \(guest.displayName) for \(host?.displayName ?? "nobody").")
    }
}

private struct Friend: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Friend"
    static let defaultQuery = FriendQuery()
    let id: String
    @Property(title: "Person") var person: IntentPerson
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    init(_ id: String, _ person: IntentPerson) {
        self.id = id
        self.person = person
    }
}

private struct FriendQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Friend] { [Friend("ada", PersonValueTests.ada)] }
    func entities(for identifiers: [String]) async throws -> [Friend] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

@Suite struct PersonValueTests {
    static let ada: IntentPerson = {
        var parts = PersonNameComponents()
        parts.givenName = "Ada"
        parts.familyName = "Lovelace"
        return IntentPerson(
            identifier: .contact("C-17"), name: .components(parts),
            handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work),
            aliases: [IntentPerson.Handle(phoneNumber: "+44 20 7946 0000", label: .custom("lab"))],
            image: DisplayRepresentation.Image(systemName: "person.circle"))
    }()

    @Test func metadataTypesPersonParametersPropertiesAndResults() async throws {
        let registered = try await IntentApp(
            name: "Party", displayName: "Party", intents: [SendInvite.self], entities: [Friend.self]
        ).register()
        let intent = try #require(registered.metadata.intents.first)
        #expect(intent.parameter(named: "guest")?.type == .person)
        #expect(intent.parameter(named: "host")?.isOptional == true)
        #expect(intent.output == .person)
        #expect(ValueType(text: "person") == .person)
        #expect(ValueType.person.readableName == "a person")
        let friend = try #require(registered.metadata.entities.first)
        #expect(friend.properties.first?.type == .person)
        // Compared for equality only: a person has no order.
        #expect(friend.queryProperties.first?.comparators == [.equalTo, .notEqualTo])
        #expect(SendInvite().$guest.parameterMode == .email)
        #expect(SendInvite().$host.parameterMode == .contact)
    }

    @Test func anIntentTakesAndReturnsAPerson() async throws {
        let run = IntentInvocation(SendInvite.self)
        try run.setValue(Self.ada, for: "guest")
        try run.setValue(
            try await IntentValueParsing.parse("Charles Babbage <cb@example.com>", as: .person), for: "host")
        let outcome = try await run.perform(prompter: NonInteractivePrompter())
        #expect(outcome.value as? IntentPerson == Self.ada)
        #expect(outcome.dialog?.full.localizedString == "Invited Ada Lovelace for Charles Babbage.")
        await #expect(throws: IntentValueParsing.Failure.self) {
            _ = try await IntentValueParsing.parse("<not an address>", as: .person)
        }
    }

    @Test func textFormsReadNamesAndAddresses() throws {
        let both = try #require(IntentPerson.parse("Ada Lovelace <ada@example.com>"))
        #expect(both.displayName == "Ada Lovelace")
        #expect(both.handle?.value == .emailAddress("ada@example.com"))
        #expect(both.identifier == .applicationDefined("ada@example.com"))
        #expect(both.description == "Ada Lovelace <ada@example.com>")
        let phone = try #require(IntentPerson.parse("+44 20 7946 0000"))
        #expect(phone.handle?.value == .phoneNumber("+44 20 7946 0000"))
        #expect(phone.description == "<+44 20 7946 0000>")
        let name = try #require(IntentPerson.parse("Grace Hopper"))
        #expect(name.handle == nil && name.identifier == .applicationDefined("Grace Hopper"))
        #expect(IntentPerson.parse("   ") == nil)
        #expect(Self.ada.displayRepresentation.title.localizedString == "Ada Lovelace")
        #expect(Self.ada.displayRepresentation.subtitle?.localizedString == "ada@example.com")
        #expect(IntentPerson.typeDisplayRepresentation.name.localizedString == "Person")
    }

    @Test func theJSONFormKeepsEveryPartOfApplesShape() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(MetadataValue.person(Self.ada)), as: UTF8.self)
        #expect(
            json
                == #"{"person":{"aliases":[{"label":"lab","phoneNumber":"+44 20 7946 0000"}],"handle":{"emailAddress":"ada@example.com","label":"work"},"identifier":{"contact":"C-17"},"image":{"systemName":"person.circle"},"nameComponents":{"familyName":"Lovelace","givenName":"Ada"}}}"#,
            "\(json)")
        #expect(try JSONDecoder().decode(MetadataValue.self, from: Data(json.utf8)) == .person(Self.ada))
        let me = #"{"identifier": {"applicationDefined": "u1"}, "displayName": "Me", "isMe": true}"#
        let decoded = try JSONDecoder().decode(IntentPerson.self, from: Data(me.utf8))
        #expect(decoded.isMe && decoded.handle == nil && decoded.aliases.isEmpty && decoded.displayName == "Me")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(IntentPerson.self, from: Data(#"{"identifier": {"contact": "1"}}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                IntentPerson.self,
                from: Data(#"{"identifier": {"contact": "1"}, "displayName": "A", "handle": {"label": "work"}}"#.utf8))
        }
    }
}
