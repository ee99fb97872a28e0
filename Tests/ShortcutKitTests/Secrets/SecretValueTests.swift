import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The secret value kind: read and written by name only, checked by the validator against the
/// stored names, looked up by the runner for the action that uses it, and redacted from
/// everything the run gives out (events, questions, log, result, errors).
@Suite struct SecretValueTests {
    static let value = "hunter2-Kiwi"

    /// A store with "API token" (and nothing else) in a temporary folder.
    static func store() throws -> (SecretStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secret-values-\(UUID().uuidString)")
        let file = SecretFile(folder: folder.appendingPathComponent("secrets"))
        try file.set("API token", to: value)
        return (SecretStore(file: file, keyring: nil), folder)
    }

    static func shortcut(_ actions: [String]) -> String {
        let body = actions.enumerated().map { i, action in
            "{\"id\": \"00000000-0000-4000-8000-00000000aa0\(i + 1)\", " + action.dropFirst()
        }
        return
            "{\"format\": 1, \"id\": \"00000000-0000-4000-8000-00000000aa00\", \"name\": \"Secrets\", \"actions\": [\(body.joined(separator: ",\n"))]}"
    }

    static let text =
        #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": ["Bearer ", {"secret": "API token"}]}}}"#
    static let show =
        #"{"action": "Shortcuts.ShowResult", "parameters": {"text": {"var": "00000000-0000-4000-8000-00000000aa01"}}}"#

    @Test func theFileHoldsTheNameOnlyAndRoundTrips() throws {
        let json = Self.shortcut([Self.text])
        let document = try DocumentDecoder.decode(json)
        guard case .intent(_, let parameters) = document.actions[0].kind else {
            Issue.record("not an intent")
            return
        }
        #expect(parameters["text"] == .text([.literal("Bearer "), .variable(VariableReference(.secret("API token")))]))
        #expect(parameters["text"]?.secrets == ["API token"])
        let written = DocumentEncoder.encode(document)
        #expect(written.contains(#"{"secret": "API token"}"#) || written.contains(#""secret": "API token""#))
        #expect(try DocumentDecoder.decode(written) == document)

        #expect(throws: DocumentError.self) {
            try DocumentDecoder.decode(
                Self.shortcut([#"{"action": "Shortcuts.Text", "parameters": {"text": {"secret": ""}}}"#]))
        }
        #expect(throws: DocumentError.self) {
            try DocumentDecoder.decode(
                Self.shortcut([#"{"action": "Shortcuts.Text", "parameters": {"text": {"secret": "A", "path": ["x"]}}}"#]
                ))
        }
    }

    @Test func theValidatorNamesAMissingSecretWhenTheNamesAreKnown() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut([Self.text]))
        // Names not looked up: nothing to say before the run.
        #expect(Validator(catalog: home.catalog).validate(document).isEmpty)
        #expect(Validator(catalog: home.catalog.with(secretNames: ["API token"])).validate(document).isEmpty)
        let missing = Validator(catalog: home.catalog.with(secretNames: ["Other"])).validate(document)
        #expect(
            missing.map(\.description) == [
                "error: action 1 (Text), parameter 'text': uses the secret 'API token', which is not stored; set it with 'shortcuts secrets set \"API token\"'"
            ])
        let effects = home.catalog.effects(of: document)
        #expect(effects.secrets == ["API token"])
        #expect(effects.secretsSummary == "It uses the secret 'API token'.")
    }

    @Test func theActionGetsTheValueAndEverythingGivenOutIsRedacted() async throws {
        let home = try await TestHome()
        let (store, folder) = try Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try DocumentDecoder.decode(
            Self.shortcut([
                Self.text, Self.show,
                #"{"action": "askForInput", "prompt": {"text": ["Confirm ", {"var": "00000000-0000-4000-8000-00000000aa01"}]}, "type": "text"}"#,
            ]))
        let prompter = ScriptedPrompter([.text("yes")])
        let events = EventLog()
        let runner = ShortcutRunner(catalog: home.catalog, policy: .unrestricted, secrets: store)
        let result = try await home.run {
            try await runner.run(document, prompter: prompter, events: events.append)
        }
        #expect(events.dialogs == ["Bearer ••••"])
        let summaries = events.all.compactMap { event -> String? in
            if case .actionFinished(_, _, let output) = event { output } else { nil }
        }
        #expect(summaries.contains("Bearer ••••"))
        #expect(!summaries.joined().contains(Self.value))
        #expect(prompter.requests.first?.dialog?.full.localizedString == "Confirm Bearer ••••")
        #expect(result.log.allSatisfy { !$0.output.contains(Self.value) })
        #expect(result.log.first?.output == "Bearer ••••")
        #expect(result.output as? String == "yes")
    }

    @Test func aMissingSecretOrNoStoreFailsAtTheActionThatUsesIt() async throws {
        let home = try await TestHome()
        let (store, folder) = try Self.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try DocumentDecoder.decode(
            Self.shortcut([#"{"action": "Shortcuts.Text", "parameters": {"text": {"secret": "Nope"}}}"#]))
        for (runner, message) in [
            (
                ShortcutRunner(catalog: home.catalog, secrets: store),
                "action 1 (Text), parameter 'text': uses the secret 'Nope', which is not stored; set it with 'shortcuts secrets set \"Nope\"'"
            ),
            (
                ShortcutRunner(catalog: home.catalog),
                "action 1 (Text), parameter 'text': uses the secret 'Nope', but secrets are not available to this run"
            ),
        ] {
            await #expect {
                try await home.run { try await runner.run(missing, prompter: NonInteractivePrompter()) }
            } throws: { error in
                (error as? RunError)?.description == message
            }
        }
    }

    @Test func theRedactorMasksEncodedFormsToo() {
        let redactor = SecretRedactor()
        #expect(redactor.redact("nothing recorded \(Self.value)") == "nothing recorded \(Self.value)")
        redactor.record("a b/c\"d")
        #expect(redactor.redact("raw a b/c\"d, url a%20b%2Fc%22d, json a b/c\\\"d") == "raw ••••, url ••••, json ••••")
        // As a query or form sends it: `-` left as it is, the space encoded.
        redactor.record("x-y z")
        #expect(redactor.redact("?q=x-y%20z&r=x%2Dy%20z") == "?q=••••&r=••••")
    }
}
