import Foundation
import Testing

/// Real App Intents code from the corpus (Tests/IntentKitCorpus), served as apps of their own by
/// `corpus-app` and installed with `shortcuts apps add`, run from the `shortcuts` command line as
/// any installed app's actions are: WireGuard's intents (summaries and errors from the app's
/// strings table) and Customize Search Engine's, which write the app group's `UserDefaults` suite.
@Suite(.serialized) struct CorpusAppCLITests {
    /// The corpus app's program, built beside the tests as the root target `corpus-app`.
    static let program = CLITests.binary.deletingLastPathComponent().appendingPathComponent("corpus-app")

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-corpus-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> CLITests.Result {
        try await CLITests.run(arguments, home: home)
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

    static let showPeers = ExternalAppCLITests.action(
        2, "Shortcuts.ShowResult", #"{"text": {"text": [{"var": "\#(ExternalAppCLITests.ref(1))"}]}}"#)

    @Test func wireGuardsIntentsRunFromTheCommandLine() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await shortcuts("apps", "add", "WireGuard5", Self.program.path, "wireguard")
        #expect(added.status == 0, "\(added.error)")
        let check = try await shortcuts("apps", "check", "WireGuard5")
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(
            check.output.contains("WireGuard5: handshake ok (3 intents, 1 entity types, 0 enums)"), "\(check.output)")
        // Summaries and descriptions are keys of the app's strings table, read through
        // IntentKit's catalog in the app's process.
        let actions = try await shortcuts("actions", "--app", "WireGuard5")
        #expect(actions.status == 0, "\(actions.error)")
        #expect(actions.output.contains("Get peers of [Tunnel]"), "\(actions.output)")
        #expect(actions.output.contains("Get list of public keys of peers in the selected configuration"))
        #expect(actions.output.contains("Build configuration for peer [Peer Public Key]"), "\(actions.output)")

        let file = try shortcut(
            "Home Peers",
            [
                ExternalAppCLITests.action(1, "WireGuard5.GetPeers", #"{"tunnelName": {"text": "home"}}"#),
                Self.showPeers,
            ])
        let run = try await shortcuts("run", file)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        // The home tunnel's one peer, whose public key is 32 bytes of 2.
        #expect(run.output == Data(repeating: 2, count: 32).base64EncodedString() + "\n", "\(run.output)")

        // The app's own error, its message read from its strings table, fails the action.
        let cafe = try shortcut(
            "Cafe Peers",
            [ExternalAppCLITests.action(1, "WireGuard5.GetPeers", #"{"tunnelName": {"text": "cafe"}}"#)])
        let failed = try await shortcuts("run", cafe)
        #expect(failed.status == 70, "\(failed.output)\(failed.error)")
        #expect(failed.error.contains(#"Cannot find a tunnel with the name "cafe""#), "\(failed.error)")
    }

    /// Customize Search Engine's settings intents write its app group's `UserDefaults` suite,
    /// which Foundation on Linux provides (`UserDefaults(suiteName:)` is not `nil`, and the
    /// intent's force unwrap holds): they run unchanged, in a run of their own and together.
    @Test func customizeSearchEnginesSettingsIntentsRun() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let preferences = home.appendingPathComponent("cse-preferences")
        let added = try await shortcuts(
            "apps", "add", "--env", "XDG_CONFIG_HOME=\(preferences.path)", "CSE5", Self.program.path, "cse")
        #expect(added.status == 0, "\(added.error)")
        let check = try await shortcuts("apps", "check", "CSE5")
        #expect(check.output.contains("CSE5: handshake ok (2 intents, 0 entity types, 1 enums)"), "\(check.output)")

        let settings = try shortcut(
            "Search Settings",
            [
                ExternalAppCLITests.action(
                    1, "CSE5.SetUseQuickSearch", #"{"toggle": {"enum": "turn"}, "state": {"boolean": true}}"#),
                ExternalAppCLITests.action(2, "CSE5.SetUseQuickSearch", #"{"toggle": {"enum": "toggle"}}"#),
                ExternalAppCLITests.action(3, "CSE5.SetUseEmojiSearch", #"{"toggle": {"enum": "toggle"}}"#),
            ])
        let run = try await shortcuts("run", settings)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
    }
}
