import Foundation
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The config file's `"models"` (docs/models.md): providers, the default model, limits, and a
/// clear message naming the file, line and setting for each mistake; `shortcuts models` on them.
@Suite struct ModelSettingsTests {
    static func read(_ text: String) throws(ModelSettings.Problem) -> ModelSettings {
        let root = try! JSONParser.parse(text)
        return try ModelSettings.read(root["models"], file: "config.json")
    }

    static func problem(_ text: String) -> String? {
        do throws(ModelSettings.Problem) {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func providersTheDefaultAndLimits() throws {
        let settings = try Self.read(
            """
            {"models": {
              "default": "hosted/big/model-1",
              "providers": {
                "ollama": {"baseURL": "http://localhost:11434/v1", "models": ["llama3.2", "qwen2.5"]},
                "hosted": {"baseURL": "https://api.example.com/v1", "key": {"secret": "Hosted key"},
                           "models": ["big/model-1"], "timeout": 30}
              },
              "limits": {"callsPerRun": 5}
            }}
            """)
        #expect(settings.providers.map(\.name) == ["ollama", "hosted"])
        #expect(settings.providers[0].isLocal && !settings.providers[1].isLocal)
        #expect(settings.providers[1].keySecret == "Hosted key" && settings.providers[1].timeout == 30)
        #expect(settings.providers[0].timeout == ModelProvider.defaultTimeout)
        #expect(settings.defaultChoice == ModelChoice(provider: "hosted", model: "big/model-1"))
        #expect(settings.limits == ModelLimits(callsPerRun: 5, tokensPerRun: ModelLimits.standard.tokensPerRun))
        #expect(try settings.resolve(nil).model == "big/model-1")
        #expect(try settings.resolve("ollama").model == "llama3.2")
        #expect(try settings.resolve("ollama/qwen2.5").provider.name == "ollama")
        #expect(throws: ModelSettings.Problem.self) { try settings.resolve("nowhere/x") }
        #expect(try Self.read("{}") == .none)
    }

    @Test func whereAProviderIsDecidesLocalOrRemote() {
        for (url, local) in [
            ("http://localhost:11434/v1", true), ("http://127.0.0.1:8080/v1", true), ("http://127.1.2.3/v1", true),
            ("http://[::1]:8080/v1", true), ("https://api.example.com/v1", false), ("http://192.168.1.20:11434", false),
            ("http://127.example.com/v1", false), ("http://localhost.example.com/v1", false),
            ("http://models.localhost/v1", false),
        ] {
            let provider = ModelProvider(name: "p", baseURL: URL(string: url)!, models: [])
            #expect(provider.isLocal == local, "\(url)")
        }
    }

    @Test func eachMistakeNamesTheFileTheLineAndTheSetting() {
        #expect(
            Self.problem(#"{"models": {"providers": {"x": {"baseURL": "http://h/v1", "key": "sk-123"}}}}"#)?
                .contains(
                    "a key is never written in the config file: keep it with 'shortcuts secrets set NAME' and write \"key\": {\"secret\": \"NAME\"}"
                ) == true)
        #expect(
            Self.problem(#"{"models": {"providers": {"x": {"baseURL": "ftp://h/v1"}}}}"#)
                == "config.json:1:44: \"models.providers.x\": \"baseURL\" must be an http or https URL, such as \"http://localhost:11434/v1\""
        )
        #expect(
            Self.problem(#"{"models": {"providers": {"x": {"baseURL": "https://me:sk-1@h/v1"}}}}"#)?.contains(
                "\"baseURL\" must have no user, password, query or fragment") == true)
        #expect(
            Self.problem(#"{"models": {"providers": {"x": {"models": ["m"]}}}}"#)?.hasSuffix(
                "needs \"baseURL\", such as \"http://localhost:11434/v1\"") == true)
        #expect(
            Self.problem(#"{"models": {"default": "y/m", "providers": {"x": {"baseURL": "http://h/v1"}}}}"#)?
                .contains("names the provider 'y', which \"providers\" does not have") == true)
        #expect(
            Self.problem(#"{"models": {"providers": {}, "limit": {}}}"#)?.contains(
                "\"models\" has no setting 'limit' (expected: providers, default, limits)") == true)
        #expect(
            Self.problem(#"{"models": {"limits": {"callsPerRun": 0}}}"#)?.hasSuffix(
                "\"models.limits.callsPerRun\" must be a whole number of at least 1") == true)
        #expect(
            Self.problem(#"{"models": {"providers": {"a/b": {"baseURL": "http://h/v1"}}}}"#)?.contains(
                "a provider's name must be a word without '/'") == true)
        #expect(
            Self.problem(#"{"models": {"providers": {"x": {"baseURL": "http://h/v1", "timeout": 0}}}}"#)?.hasSuffix(
                "\"timeout\" must be seconds, from 1 to 3600") == true)
    }

    @Test func theCommandLineListsAndTriesProviders() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("models-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/shortcuts")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
        {"models": {"default": "here/echo", "providers": {
          "here": {"baseURL": "\(server.base)", "models": ["echo", "missing"]},
          "gone": {"baseURL": "http://127.0.0.1:9/v1", "models": ["m"], "timeout": 5}
        }}}
        """.write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)

        let list = try await ShortcutsCLI.run(["models", "list"], home: home)
        #expect(list.status == 70, "one provider is unreachable: \(list.output) \(list.error)")
        #expect(list.output.contains("here  \(server.base)  local"), "\(list.output)")
        #expect(list.output.contains("  uses: echo (default)"), "\(list.output)")
        #expect(list.output.contains("  uses: missing  (not served there)"), "\(list.output)")
        #expect(
            list.output.contains("gone  http://127.0.0.1:9/v1  local\n  ✗ 'gone' cannot be reached"), "\(list.output)")

        let test = try await ShortcutsCLI.run(["models", "test", "here/echo", "--prompt", "ping"], home: home)
        #expect(test.status == 0, "\(test.error)")
        #expect(test.output == "You said: ping\n")
        #expect(test.error.contains("Sending to here/echo at \(server.base) (local)"), "\(test.error)")
        #expect(test.error.contains("echo: 1 prompt tokens, 3 reply tokens"), "\(test.error)")

        let busy = try await ShortcutsCLI.run(["models", "test", "here/busy"], home: home)
        #expect(busy.status == 70 && busy.error.contains("it asks to wait 2 s"), "\(busy.error)")
        // validate --permissions says where a Use Model sends its prompt.
        let shortcut = home.appendingPathComponent("ask.json")
        try
            #"{"format": 1, "id": "00000000-0000-4000-8000-00000000a5c0", "name": "Ask", "actions": [{"id": "00000000-0000-4000-8000-00000000a5c1", "action": "useModel", "prompt": {"text": "hi"}}]}"#
            .write(to: shortcut, atomically: true, encoding: .utf8)
        let permissions = try await ShortcutsCLI.run(["validate", "--permissions", shortcut.path], home: home)
        #expect(permissions.output.contains("This shortcut sends data to a language model."), "\(permissions.output)")
        #expect(
            permissions.output.contains("It sends data to the model provider 'here' (on this machine)."),
            "\(permissions.output)")
        let unknown = try await ShortcutsCLI.run(["models", "test", "elsewhere/x"], home: home)
        #expect(
            unknown.status == 64 && unknown.error.contains("no model provider is named 'elsewhere'"),
            "\(unknown.error)")
    }
}
