import Foundation
import ShortcutsTestSupport
import Testing

/// Field apps of ours (Tests/FieldApps), served as apps of their own by `field-app` and installed
/// with `shortcuts apps add`, run from the `shortcuts` command line as any installed app's
/// actions are: Meshline's intents (summaries and errors from the app's strings table) and
/// Porchlight's, which write a `UserDefaults` suite.
@Suite(.serialized) struct FieldAppCLITests {
    /// The field apps' program, built beside the tests as the root target `field-app`.
    static let program = ShortcutsCLI.binary.deletingLastPathComponent().appendingPathComponent("field-app")

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-field-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    /// Writes a shortcut file of these actions and returns its path.
    func shortcut(_ name: String, _ actions: [String]) throws -> String {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("\(name).json")
        try """
        {"format": 1, "id": "\(UUID().uuidString)", "name": "\(name)", "actions": [\(actions.joined(separator: ",\n"))]}
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Shows the output of action 1.
    static let showFirst = ExternalAppCLITests.action(
        2, "Shortcuts.ShowResult", #"{"text": {"text": [{"var": "\#(ExternalAppCLITests.ref(1))"}]}}"#)

    @Test func meshlinesIntentsRunFromTheCommandLine() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await shortcuts("apps", "add", "Meshline5", Self.program.path, "meshline")
        #expect(added.status == 0, "\(added.error)")
        let check = try await shortcuts("apps", "check", "Meshline5")
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(
            check.output.contains("Meshline5: handshake ok (3 intents, 1 entity types, 0 enums)"), "\(check.output)")
        // Summaries and descriptions are keys of the app's strings table, read through
        // IntentKit's catalog in the app's process.
        let actions = try await shortcuts("actions", "--app", "Meshline5")
        #expect(actions.status == 0, "\(actions.error)")
        #expect(actions.output.contains("List members of [Link]"), "\(actions.output)")
        #expect(actions.output.contains("Lists the call signs of everyone on a Meshline link."), "\(actions.output)")
        #expect(actions.output.contains("Draft member [Call Sign]"), "\(actions.output)")

        let file = try shortcut(
            "Lighthouse Members",
            [
                ExternalAppCLITests.action(1, "Meshline5.ListMembers", #"{"linkName": {"text": "lighthouse"}}"#),
                Self.showFirst,
            ])
        let run = try await shortcuts("run", file)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output == "tern-4\n", "\(run.output)")

        // The app's own error, its message read from its strings table, fails the action.
        let quarry = try shortcut(
            "Quarry Members",
            [ExternalAppCLITests.action(1, "Meshline5.ListMembers", #"{"linkName": {"text": "quarry"}}"#)])
        let failed = try await shortcuts("run", quarry)
        #expect(failed.status == 70, "\(failed.output)\(failed.error)")
        #expect(failed.error.contains(#"Meshline has no link named "quarry"."#), "\(failed.error)")
    }

    /// Porchlight's settings intents write their `UserDefaults` suite, which Foundation on Linux
    /// provides; Describe Porch reads back, in the same run, what they wrote.
    @Test func porchlightsSettingsIntentsRun() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let preferences = home.appendingPathComponent("porchlight-preferences")
        let added = try await shortcuts(
            "apps", "add", "--env", "XDG_CONFIG_HOME=\(preferences.path)", "Porchlight5", Self.program.path,
            "porchlight")
        #expect(added.status == 0, "\(added.error)")
        let check = try await shortcuts("apps", "check", "Porchlight5")
        #expect(
            check.output.contains("Porchlight5: handshake ok (3 intents, 0 entity types, 2 enums)"), "\(check.output)")

        let settings = try shortcut(
            "Porch Settings",
            [
                ExternalAppCLITests.action(
                    1, "Porchlight5.SetPorchLight", #"{"change": {"enum": "set"}, "lit": {"boolean": false}}"#),
                ExternalAppCLITests.action(2, "Porchlight5.SetPorchLight", #"{"change": {"enum": "flip"}}"#),
                ExternalAppCLITests.action(3, "Porchlight5.SetDoorChime", #"{"setting": {"enum": "on"}}"#),
                ExternalAppCLITests.action(4, "Porchlight5.SetDoorChime", #"{"setting": {"enum": "toggle"}}"#),
                ExternalAppCLITests.action(5, "Porchlight5.DescribePorch"),
                ExternalAppCLITests.action(
                    6, "Shortcuts.ShowResult", #"{"text": {"text": [{"var": "\#(ExternalAppCLITests.ref(5))"}]}}"#),
            ])
        let run = try await shortcuts("run", settings)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output == "Porch light lit, door chime off.\n", "\(run.output)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    /// Inkwell's Read Entry Aloud declares only the foreground: a run with nobody there (no
    /// input, or answers given in advance) is refused at that action, saying why; Write Entry,
    /// which starts in the background, runs.
    @Test func anIntentOfTheForegroundIsRefusedWithNobodyThere() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await shortcuts("apps", "add", "Inkwell5", Self.program.path, "inkwell")
        #expect(added.status == 0, "\(added.error)")
        let read = try shortcut(
            "Read Harbour",
            [
                ExternalAppCLITests.action(
                    1, "Inkwell5.ReadEntryAloud",
                    #"{"entry": {"entity": {"type": "Inkwell5.EntryEntity", "id": "9b2e4c1d-3f5a-4b6c-8d7e-1a2b3c4d5e6f"}}}"#
                )
            ])
        let refused = try await shortcuts("run", "--no-input", read)
        #expect(refused.status == 70, "\(refused.output)\(refused.error)")
        #expect(refused.error.contains("runs only in the foreground"), "\(refused.error)")
        let write = try shortcut(
            "Write Calm",
            [
                ExternalAppCLITests.action(
                    1, "Inkwell5.WriteEntry", #"{"text": {"text": "Calm."}, "entryTitle": {"text": "Noon"}}"#),
                Self.showFirst,
            ])
        let written = try await shortcuts("run", "--no-input", write)
        #expect(written.status == 0, "\(written.output)\(written.error)")
        #expect(written.output == "Noon\n", "\(written.output)")
    }

    /// Inkwell's entries are synced between machines, each numbering them its own way. The entry
    /// the query offers is named by its sync ID, so a shortcut written with it on one machine runs
    /// on another (the library synced by git, say), finding the same entry though it is number 2
    /// there and number 1 is another entry.
    @Test func aShortcutNamesASyncedEntryAsEveryMachineDoes() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await shortcuts("apps", "add", "Inkwell5", Self.program.path, "inkwell")
        #expect(added.status == 0, "\(added.error)")
        let listed = try await shortcuts("entities", "Inkwell5.EntryEntity", "--json")
        #expect(listed.status == 0, "\(listed.error)")
        let entries = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]]
        let id = try #require(entries?.first?["id"] as? String, "\(listed.output)")
        #expect(id == "9b2e4c1d-3f5a-4b6c-8d7e-1a2b3c4d5e6f")

        let file = try shortcut(
            "Harbour Text",
            [
                ExternalAppCLITests.action(
                    1, "Inkwell5.GetEntryText",
                    #"{"entry": {"entity": {"type": "Inkwell5.EntryEntity", "id": "\#(id)"}}}"#),
                Self.showFirst,
            ])
        let here = try await shortcuts("run", "--no-input", file)
        #expect(here.status == 0, "\(here.output)\(here.error)")
        #expect(here.output == "Fog.\nThen gulls.\n", "\(here.output)")

        // The other machine: the same app, its journal numbered otherwise.
        #expect(try await shortcuts("apps", "remove", "Inkwell5").status == 0)
        let elsewhere = try await shortcuts("apps", "add", "Inkwell5", Self.program.path, "inkwell-elsewhere")
        #expect(elsewhere.status == 0, "\(elsewhere.error)")
        let there = try await shortcuts("run", "--no-input", file)
        #expect(there.status == 0, "\(there.output)\(there.error)")
        #expect(there.output == "Fog.\nThen gulls.\n", "\(there.output)")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(id) && !saved.contains(#""id": "1""#))
    }

    /// Apple's Create Note in an imported shortcut: a placeholder while no app answers to it;
    /// once Inkwell (whose Write Entry declares it does) is installed, `import --refill` turns
    /// the placeholder into Write Entry with Apple's text, and a new import converts it at once.
    @Test func anAppThatAnswersToApplesActionFillsItsPlaceholders() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let workflow: [String: Any] = [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "com.apple.mobilenotes.SharingExtension",
                    "WFWorkflowActionParameters": [
                        "UUID": "12345678-1234-4123-8123-123456789ABC",
                        "WFCreateNoteInput": [
                            "Value": ["string": "Tide at six"], "WFSerializationType": "WFTextTokenString",
                        ],
                    ],
                ]
            ]
        ]
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("Tide Note.shortcut")
        try PropertyListSerialization.data(fromPropertyList: workflow, format: .binary, options: 0).write(to: file)
        let before = try await shortcuts("import", file.path)
        #expect(before.status == 0, "\(before.output)\(before.error)")
        #expect(before.output.contains("1 kept as placeholders"), "\(before.output)")

        let added = try await shortcuts("apps", "add", "Inkwell5", Self.program.path, "inkwell")
        #expect(added.status == 0, "\(added.error)")
        let refilled = try await shortcuts("import", "--refill")
        #expect(refilled.status == 0, "\(refilled.output)\(refilled.error)")
        #expect(refilled.output.contains("'Tide Note': 1 placeholder filled"), "\(refilled.output)")
        let validated = try await shortcuts("validate", "Tide Note")
        #expect(validated.status == 0, "\(validated.output)")
        let viewed = try await shortcuts("view", "Tide Note")
        #expect(viewed.output.contains("Tide at six"), "\(viewed.output)")

        let again = try await shortcuts("import", "--dry-run", "--json", file.path)
        let report = try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any]
        let first = (report?["files"] as? [[String: Any]])?.first
        #expect(first?["mapped"] as? Int == 1, "\(again.output)")
    }
}
