import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Actions that declare `.deletes` pass the same gate as scripts and the network: allowed with
/// `"allowDeleting": true`, or confirmed for one run; never confirmed when no one is there. Trust
/// is not asked for (the delete actions ask again for each thing they delete).
@Suite struct DeletePermissionTests {
    static let json = """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000de100", "name": "Clean Up", "actions": [
          {"id": "00000000-0000-4000-8000-0000000de101", "action": "Files.DeleteFile",
           "parameters": {"file": {"entity": {"type": "Files.FileEntity", "id": "notes.txt"}}}}
        ]}
        """

    func run(_ policy: SafetyPolicy, prompter: any IntentPrompter) async throws -> RunResult {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.json)
        return try await home.run {
            try await ShortcutRunner(catalog: home.catalog, policy: policy).run(document, prompter: prompter)
        }
    }

    @Test func withNoOneThereItFailsNamingTheActionAndTheKey() async throws {
        await #expect {
            _ = try await run(
                SafetyPolicy(trust: .everything, configHint: "config.json"), prompter: ScriptedPrompter([]))
        } throws: { error in
            let error = error as? RunError
            return error?.kind == .notPermitted
                && error?.message
                    == "'Clean Up' deletes things (Delete File, action 1), and deleting is off; to allow it, set \"allowDeleting\": true in config.json, or run it from a terminal to confirm once"
        }
    }

    @Test func aConfirmationNamesWhatItDeletesAndNoCancelsTheRun() async throws {
        let confirmer = ScriptedPrompter([.confirmed(false)])
        await #expect {
            _ = try await run(SafetyPolicy(trust: .nothing, confirmer: confirmer), prompter: confirmer)
        } throws: { error in
            (error as? RunError)?.kind == .cancelled
                && (error as? RunError)?.message == "'Clean Up' was not run: deleting was not allowed"
        }
        // Untrusted, yet only the permission is asked for: deleting does not need trust.
        #expect(
            confirmer.requests.first?.dialog?.full.localizedString
                == "'Clean Up' deletes things (Delete File, action 1). Deleting is off. Run it this time?")
    }

    @Test func allowedItReachesTheActionsOwnQuestion() async throws {
        let prompter = ScriptedPrompter([.confirmed(false)])
        await #expect(throws: RunError.self) {
            _ = try await run(SafetyPolicy(allowed: .deletes, trust: .nothing), prompter: prompter)
        }
        #expect(prompter.requests.count == 1)
        #expect(prompter.requests.first?.intentIdentifier == "Files.DeleteFile")
    }
}
