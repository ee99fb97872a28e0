import Foundation
import IntentKit
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

// An app of our own, written as App Intents code, whose intent takes and returns an IntentPerson.

private struct Invite: AppIntent {
    static let title: LocalizedStringResource = "Invite"
    @Parameter(title: "Guest", mode: .emailOrPhone) var guest: IntentPerson
    static var parameterSummary: some ParameterSummary { Summary("Invite \(\.$guest)") }
    func perform() async throws -> some IntentResult & ReturnsValue<IntentPerson> {
        var invited = guest
        invited.isMe = false
        invited.aliases.append(IntentPerson.Handle(applicationDefined: "invited"))
        return .result(value: invited)
    }
}

private let partyApp = IntentApp(name: "Party", displayName: "Party", intents: [Invite.self])

@Suite struct PersonRunTests {
    static let document = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Invite Ada", "actions": [
          {"id": "00000000-0000-4000-8000-000000000002", "action": "Party.Invite",
           "parameters": {"guest": {"person": {"identifier": {"contact": "C-17"},
             "nameComponents": {"givenName": "Ada", "familyName": "Lovelace"},
             "handle": {"emailAddress": "ada@example.com", "label": "work"}, "isMe": true}}}},
          {"id": "00000000-0000-4000-8000-000000000003", "action": "Shortcuts.ShowResult",
           "parameters": {"text": {"text": [{"var": "00000000-0000-4000-8000-000000000002"}]}}}
        ]}
        """#

    @Test func aPersonValueRoundTripsThroughTheFormat() throws {
        let decoded = try DocumentDecoder.decode(Self.document, file: "invite.json")
        guard case .intent(_, let parameters) = decoded.actions[0].kind, case .person(let ada)? = parameters["guest"]
        else {
            Issue.record("expected an intent with a person")
            return
        }
        #expect(ada.displayName == "Ada Lovelace" && ada.isMe && ada.identifier == .contact("C-17"))
        #expect(ada.handle == IntentPerson.Handle(emailAddress: "ada@example.com", label: .work))
        let again = try DocumentDecoder.decode(DocumentEncoder.encode(decoded), file: "again.json")
        #expect(again == decoded)
        // A person without a name, and one whose handle names no kind, are refused where they are.
        for broken in [
            #""nameComponents": {"givenName": "Ada", "familyName": "Lovelace"},"#,
            #""emailAddress": "ada@example.com", "#,
        ] {
            let text = Self.document.replacingOccurrences(of: broken, with: "")
            #expect(throws: DocumentError.self) { try DocumentDecoder.decode(text, file: "broken.json") }
        }
        do {
            _ = try DocumentDecoder.decode(
                Self.document.replacingOccurrences(of: #""isMe": true"#, with: #""isMe": true, "age": 36"#),
                file: "age.json")
            Issue.record("an unknown member was accepted")
        } catch {
            #expect(error.description.contains("'person' has an unknown member 'age'"), "\(error.description)")
        }
    }

    @Test func anAmountOfMoneyIsReadFromAFileToo() throws {
        // `currency` was missing from the value kinds the reader looks for, so the documented
        // form was refused as "must have one of: …".
        let value = try DocumentDecoder.decodeValue(
            try JSONParser.parse(#"{"currency": {"amount": "12.50", "currencyCode": "EUR"}}"#))
        #expect(value == .currency(IntentCurrencyAmount(amount: Decimal(string: "12.5")!, currencyCode: "EUR")))
    }

    @Test func theRunnerPassesPeopleAndReadsThemAsText() async throws {
        let catalog = try await Catalog.load([partyApp])
        let runner = ShortcutRunner(catalog: catalog)
        let invite = try DocumentDecoder.decode(Self.document, file: "invite.json")
        let result = try await runner.run(invite, prompter: NonInteractivePrompter())
        // A person reads as text by name and address, the form text converts back from.
        #expect(ValueText.text(of: result.output) == "Ada Lovelace <ada@example.com>")

        // Text converts to a person: a name and an address.
        var typed = invite
        typed.actions[0].kind = .intent(
            identifier: "Party.Invite", parameters: ["guest": .string("Grace Hopper <grace@example.com>")])
        typed.actions.removeLast()
        let grace = try #require(
            try await runner.run(typed, prompter: NonInteractivePrompter()).output as? IntentPerson)
        #expect(grace.displayName == "Grace Hopper" && grace.handle?.value == .emailAddress("grace@example.com"))
        #expect(grace.aliases.map(\.value) == [.applicationDefined("invited")])

        var wrong = typed
        wrong.actions[0].kind = .intent(identifier: "Party.Invite", parameters: ["guest": .string("<>")])
        await #expect(throws: RunError.self) { try await runner.run(wrong, prompter: NonInteractivePrompter()) }
    }

    @Test func typesSentencesAndTheValidatorKnowPeople() async throws {
        let catalog = try await Catalog.load([partyApp])
        #expect(TypeRules.canConvert(.string, to: .person))
        #expect(!TypeRules.canConvert(.integer, to: .person))
        #expect(TypeRules.valueType(of: IntentPerson.parse("ada@example.com")) == .person)
        #expect(catalog.kind(for: .person).map(ValueType.init) == .person)
        let invite = try DocumentDecoder.decode(Self.document, file: "invite.json")
        let sentence = SentenceBuilder(catalog: catalog, document: invite).sentence(for: invite.actions[0]).text
        #expect(sentence.contains("Invite Ada Lovelace <ada@example.com>"), "\(sentence)")
        let problems = Validator(catalog: catalog).validate(invite)
        #expect(problems.isEmpty, "\(problems)")
        #expect(ConditionRules.conditions(for: .person) == [.is, .isNot, .hasAnyValue, .hasNoValue])
    }
}
