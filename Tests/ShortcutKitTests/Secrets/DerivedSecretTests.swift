import Foundation
import ShortcutsTestSupport
import Testing

/// A value computed from a secret is a secret (issue 29, item 13): Change Case, Replace Text and
/// a variable set from them are masked whole wherever shown, where only the secret's own text was.
/// A server's answer to a request that carried it stays readable (SecretLeakTests).
@Suite(.serialized) struct DerivedSecretTests {
    @Test func transformedSecretsAreMaskedWhole() async throws {
        let leak = SecretLeakTests()
        defer { try? FileManager.default.removeItem(at: leak.home) }
        let server = try await leak.prepare()
        server.stop()
        let secret = #"{"secret": "API token"}"#
        func show(_ n: Int) -> String {
            #"{"action": "Shortcuts.ShowResult", "parameters": {"text": {"text": ["shown: ", {"var": "\#(SecretLeakTests.id(n))"}]}}}"#
        }
        let file = try await leak.shortcut(
            "Derived",
            [
                #"{"action": "changeCase", "input": {"text": [\#(secret)]}, "case": "uppercase"}"#, show(1),
                #"{"action": "replaceText", "find": {"text": "Zebra"}, "replace": {"text": "Horse"}, "input": {"text": [\#(secret)]}}"#,
                show(3),
                #"{"action": "setVariable", "name": "kept", "value": {"var": "\#(SecretLeakTests.id(3))"}}"#,
                #"{"action": "changeCase", "input": {"text": [{"variable": "kept"}]}, "case": "lowercase"}"#, show(6),
            ])
        let run = try await leak.shortcuts(
            "run", file.path, "--no-input", "--log", leak.home.appendingPathComponent("log.json").path)
        #expect(run.status == 0, "\(run.error)")
        let log = try String(contentsOf: leak.home.appendingPathComponent("log.json"), encoding: .utf8)
        for text in [run.output, run.error, log] {
            #expect(!text.contains("S3CR3T-ZEBRA-42") && !text.contains("s3cr3t-Horse-42"), "\(text)")
            #expect(!text.localizedCaseInsensitiveContains("s3cr3t-horse"), "\(text)")
        }
        #expect(run.output.components(separatedBy: "shown: ••••").count == 4, "\(run.output)")
    }
}
