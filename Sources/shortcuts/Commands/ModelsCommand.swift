import ArgumentParser
import Foundation
import JSONCore
import ShortcutKit

/// `shortcuts models list|test`: the language-model providers of the config file, what each
/// serves, and a test call (docs/models.md).
struct ModelsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "models",
        abstract: "List the language-model providers of the config file and try one.",
        discussion: """
            Providers speak the OpenAI-compatible API: Ollama (http://localhost:11434/v1), \
            llama-server (http://127.0.0.1:8080/v1) or a hosted one, whose key is a secret \
            (shortcuts secrets set NAME) the config file names. See docs/models.md.
            """,
        subcommands: [List.self, Test.self])

    /// The config file's model settings; a file that does not read is a usage error (64).
    static func settings() throws -> ModelSettings {
        guard let config = UserConfig(environment: ProcessInfo.processInfo.environment) else { return .none }
        do { return try config.modelSettings() } catch {
            complain(error.description)
            throw Exit.usage
        }
    }

    /// The key `provider` sends, from the secrets store.
    static func key(for provider: ModelProvider) async throws(ModelFailure) -> String? {
        guard let secret = provider.keySecret else { return nil }
        let value: String?
        do { value = try await SecretsCommand.store.value(secret) } catch {
            throw .unreachable(provider: provider.name, reason: "its key could not be read: \(error.description)")
        }
        guard let value, !value.isEmpty else { throw .noKey(provider: provider.name, secret: secret) }
        return value
    }

    static let noProviders = """
        No model provider is set up. Add one to "models" in the config file, such as Ollama's:
          "models": {"providers": {"ollama": {"baseURL": "http://localhost:11434/v1", "models": ["llama3.2"]}}}
        (docs/models.md)
        """

    /// `shortcuts models list`: each provider, where it is, and the models it serves.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the providers and the models each serves (asks each one's /models).")

        @Flag(name: .long, help: "Print JSON.")
        var json = false

        func run() async throws {
            let settings = try ModelsCommand.settings()
            if settings.providers.isEmpty {
                if json { print("[]") } else { printError(ModelsCommand.noProviders) }
                return
            }
            var rows: [(provider: ModelProvider, served: Result<[String], ModelFailure>)] = []
            for provider in settings.providers {
                do throws(ModelFailure) {
                    let key = try await ModelsCommand.key(for: provider)
                    rows.append((provider, .success(try await ModelClient.models(of: provider, key: key))))
                } catch {
                    rows.append((provider, .failure(error)))
                }
            }
            if json {
                StandardStreams.json(
                    JSONWriter.write(.array(rows.map { Self.json($0.provider, $0.served, settings) })) + "\n")
            } else {
                for row in rows { print(Self.text(row.provider, row.served, settings)) }
            }
            if rows.contains(where: { if case .failure = $0.served { true } else { false } }) {
                throw Exit.runFailed
            }
        }

        static func text(_ provider: ModelProvider, _ served: Result<[String], ModelFailure>, _ settings: ModelSettings)
            -> String
        {
            var lines = ["\(provider.name)  \(provider.baseURL.absoluteString)  \(provider.locality)"]
            let isDefault = { (model: String) in
                settings.defaultChoice == ModelChoice(provider: provider.name, model: model)
            }
            switch served {
            case .success(let models):
                lines.append("  serves: " + (models.isEmpty ? "no models" : models.joined(separator: ", ")))
                for model in provider.models {
                    let mark = models.contains(model) ? "" : "  (not served there)"
                    lines.append("  uses: \(model)\(isDefault(model) ? " (default)" : "")\(mark)")
                }
            case .failure(let failure):
                lines.append("  ✗ \(failure.description)")
            }
            return lines.joined(separator: "\n")
        }

        static func json(_ provider: ModelProvider, _ served: Result<[String], ModelFailure>, _ settings: ModelSettings)
            -> JSONNode
        {
            var members: [(String, JSONNode)] = [
                ("name", .string(provider.name)), ("baseURL", .string(provider.baseURL.absoluteString)),
                ("local", .bool(provider.isLocal)), ("models", .array(provider.models.map(JSONNode.string))),
            ]
            switch served {
            case .success(let models): members.append(("served", .array(models.map(JSONNode.string))))
            case .failure(let failure): members.append(("error", .string(failure.description)))
            }
            return .object(members)
        }
    }

    /// `shortcuts models test NAME`: one short prompt, the reply streamed as it comes.
    struct Test: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "test",
            abstract: "Send a short prompt to a model and print its reply as it comes.",
            discussion:
                "NAME is provider/model, or a provider's name for its first model. Exit codes: 64 no such provider or a config file that does not read; 70 the call failed."
        )

        @Argument(help: "The model: provider/model, or a provider (its first model).")
        var name: String

        @Option(name: .long, help: "The prompt to send.")
        var prompt = "Reply with one word: OK"

        func run() async throws {
            let settings = try ModelsCommand.settings()
            let (provider, model): (ModelProvider, String)
            do { (provider, model) = try settings.resolve(name) } catch {
                complain(settings.providers.isEmpty ? ModelsCommand.noProviders : error.description)
                throw Exit.usage
            }
            // Where the prompt goes, before it goes.
            printError(
                "Sending to \(provider.name)/\(model) at \(provider.baseURL.absoluteString) (\(provider.locality))")
            let started = ContinuousClock.now
            do throws(ModelFailure) {
                let key = try await ModelsCommand.key(for: provider)
                let reply = try await ModelClient.chat(
                    ModelRequest(provider: provider, model: model, messages: [ModelMessage(.user, prompt)]), key: key
                ) { piece in StandardStreams.data(piece) }
                StandardStreams.data("\n")
                let elapsed = (ContinuousClock.now - started).components
                let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
                var counts: [String] = []
                if let tokens = reply.promptTokens { counts.append("\(tokens) prompt tokens") }
                if let tokens = reply.replyTokens { counts.append("\(tokens) reply tokens") }
                printError(
                    "\(reply.model): " + (counts.isEmpty ? "" : counts.joined(separator: ", ") + ", ")
                        + String(format: "%.1f s", seconds))
            } catch {
                StandardStreams.statusLine(nil)
                complain(error.description)
                throw error == .cancelled ? Exit.cancelled : Exit.runFailed
            }
        }
    }
}
