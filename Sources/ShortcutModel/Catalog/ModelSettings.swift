import Foundation
import IntentKit
import JSONCore

/// A place that serves language models through the OpenAI-compatible chat-completions API:
/// Ollama (`http://localhost:11434/v1`), llama.cpp's `llama-server` (`http://127.0.0.1:8080/v1`)
/// or a hosted provider (docs/models.md).
package struct ModelProvider: Sendable, Equatable {
    /// Its name in the config file and in a model's name (`ollama/llama3.2`).
    package var name: String
    /// The API's base: `/models` and `/chat/completions` are below it.
    package var baseURL: URL
    /// The models the person uses there; the first is the provider's default.
    package var models: [String]
    /// The secret (by name, in the secrets store) sent as `Authorization: Bearer …`; `nil` sends
    /// none, as a server on this machine needs none.
    package var keySecret: String?
    /// Seconds a call may take, from connecting to the reply's last byte.
    package var timeout: Double

    package static let defaultTimeout = 120.0

    package init(name: String, baseURL: URL, models: [String], keySecret: String? = nil, timeout: Double? = nil) {
        self.name = name
        self.baseURL = baseURL
        self.models = models
        self.keySecret = keySecret
        self.timeout = timeout ?? Self.defaultTimeout
    }

    /// Whether it is on this machine (a loopback address or `localhost`): what is sent to it
    /// stays here. Anything else is remote, and sending to it uses the network.
    package var isLocal: Bool {
        guard let host = baseURL.host?.lowercased() else { return false }
        // Not `*.localhost`: without a resolver that knows the name, it is looked up in DNS.
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".")
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// "local" or "remote", as the command line and the editor say it.
    package var locality: String { isLocal ? "local" : "remote" }

    /// The URL of an endpoint below the base (`models`, `chat/completions`).
    package func endpoint(_ path: String) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path) ?? baseURL.appendingPathComponent(path)
    }
}

/// A model as a shortcut or the config file names it: `provider/model` (the model's own name
/// may hold more slashes: `hosted/meta-llama/Llama-3.1-8B`).
package struct ModelChoice: Sendable, Equatable, CustomStringConvertible {
    package var provider: String
    package var model: String

    package init(provider: String, model: String) {
        self.provider = provider
        self.model = model
    }

    /// `text` as `provider/model`; `nil` when it is not of that form.
    package init?(_ text: String) {
        guard let slash = text.firstIndex(of: "/") else { return nil }
        let provider = String(text[..<slash])
        let model = String(text[text.index(after: slash)...])
        guard !provider.isEmpty, !model.isEmpty else { return nil }
        self.init(provider: provider, model: model)
    }

    package var description: String { "\(provider)/\(model)" }
}

/// How much one run may ask of models: a Use Model in a runaway Repeat stops here.
package struct ModelLimits: Sendable, Equatable {
    package var callsPerRun: Int
    package var tokensPerRun: Int

    package static let standard = ModelLimits(callsPerRun: 50, tokensPerRun: 200_000)

    package init(callsPerRun: Int, tokensPerRun: Int) {
        self.callsPerRun = callsPerRun
        self.tokensPerRun = tokensPerRun
    }
}

/// The config file's `"models"`: the providers, the default model and the limits per run
/// (docs/models.md). A key is never in the file: a provider names a secret.
///
/// ```json
/// "models": {
///   "default": "ollama/llama3.2",
///   "providers": {
///     "ollama": {"baseURL": "http://localhost:11434/v1", "models": ["llama3.2"]},
///     "hosted": {"baseURL": "https://api.example.com/v1", "key": {"secret": "Hosted key"},
///                "models": ["small-model"], "timeout": 60}
///   },
///   "limits": {"callsPerRun": 50, "tokensPerRun": 200000}
/// }
/// ```
package struct ModelSettings: Sendable, Equatable {
    package var providers: [ModelProvider]
    /// The model a Use Model that names none uses; `nil`: the first provider's first model.
    package var defaultChoice: ModelChoice?
    package var limits: ModelLimits

    package static let none = ModelSettings(providers: [], defaultChoice: nil, limits: .standard)

    package init(providers: [ModelProvider], defaultChoice: ModelChoice? = nil, limits: ModelLimits = .standard) {
        self.providers = providers
        self.defaultChoice = defaultChoice
        self.limits = limits
    }

    /// Why the settings cannot be read, or a model cannot be found: the file, line and column
    /// and the setting when it is the file's.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    /// The provider named `name`.
    package func provider(named name: String) -> ModelProvider? { providers.first { $0.name == name } }

    /// Every model the providers list, as a shortcut names it (`provider/model`), with where it
    /// is: the editor's menu of models.
    package var choices: [BuiltInChoice] {
        providers.flatMap { provider in
            provider.models.map {
                BuiltInChoice(
                    "\(provider.name)/\($0)",
                    "\(provider.name)/\($0) (\(provider.isLocal ? "on this machine" : provider.baseURL.host ?? "remote"))"
                )
            }
        }
    }

    /// The provider and model `spec` names: `provider/model`, a provider's name alone (its first
    /// model), or `nil` for the default.
    package func resolve(_ spec: String?) throws(Problem) -> (provider: ModelProvider, model: String) {
        guard !providers.isEmpty else {
            throw Problem(
                "no model provider is set up: add one to \"models\" in the config file (docs/models.md), such as Ollama's {\"baseURL\": \"http://localhost:11434/v1\"}"
            )
        }
        let text = spec?.trimmingCharacters(in: .whitespaces) ?? ""
        if text.isEmpty {
            if let choice = defaultChoice, let provider = provider(named: choice.provider) {
                return (provider, choice.model)
            }
            let first = providers[0]
            guard let model = first.models.first else {
                throw Problem(
                    "the provider '\(first.name)' lists no models, and no default model is set: add \"models\" to it or \"default\""
                )
            }
            return (first, model)
        }
        if let provider = provider(named: text) {
            guard let model = provider.models.first else {
                throw Problem("'\(text)' lists no models: name one as '\(text)/MODEL'")
            }
            return (provider, model)
        }
        guard let choice = ModelChoice(text), let provider = provider(named: choice.provider) else {
            let names = providers.map(\.name).joined(separator: ", ")
            let name = ModelChoice(text)?.provider ?? text
            throw Problem("no model provider is named '\(Self.excerpt(name))' (the config file has \(names))")
        }
        return (provider, choice.model)
    }

    /// What sending to the model `spec` names touches: the network when its provider is remote;
    /// nothing more for a provider on this machine, nor for a model no provider here has (the
    /// action fails before it sends anything, saying why, and a provider added later is read
    /// again when the shortcut next runs).
    package func effects(of spec: String?) -> SideEffects {
        guard let (provider, _) = try? resolve(spec) else { return [] }
        return provider.isLocal ? [] : .network
    }

    // MARK: Reading the config file

    /// The settings of the config file's `"models"` member (`nil`: none set up); `file` names
    /// the config file in messages.
    package static func read(_ node: JSONNode?, file: String) throws(Problem) -> ModelSettings {
        guard let node else { return .none }
        func problem(_ at: JSONNode, _ text: String) -> Problem { Problem("\(file):\(at.line):\(at.column): \(text)") }
        guard let members = node.members else {
            throw problem(node, "\"models\" must be an object with \"providers\", found \(node.kindName)")
        }
        var settings = ModelSettings.none
        var defaultNode: JSONNode?
        for member in members {
            switch member.key {
            case "providers":
                guard let entries = member.value.members else {
                    throw problem(
                        member.value,
                        "\"models.providers\" must be an object of providers by name, found \(member.value.kindName)")
                }
                for entry in entries {
                    settings.providers.append(try provider(entry.key, entry.value, file: file))
                }
            case "default":
                defaultNode = member.value
            case "limits":
                settings.limits = try limits(member.value, file: file)
            default:
                throw Problem(
                    "\(file):\(member.value.keyLine):\(member.value.keyColumn): \"models\" has no setting '\(excerpt(member.key))' (expected: providers, default, limits)"
                )
            }
        }
        if let node = defaultNode {
            guard let text = node.string, let choice = ModelChoice(text) else {
                throw problem(node, "\"models.default\" must name a model as \"provider/model\"")
            }
            guard settings.provider(named: choice.provider) != nil else {
                throw problem(
                    node,
                    "\"models.default\" names the provider '\(excerpt(choice.provider))', which \"providers\" does not have"
                )
            }
            settings.defaultChoice = choice
        }
        return settings
    }

    private static func provider(_ name: String, _ node: JSONNode, file: String) throws(Problem) -> ModelProvider {
        func problem(_ at: JSONNode, _ text: String) -> Problem {
            Problem("\(file):\(at.line):\(at.column): \"models.providers.\(excerpt(name))\": \(text)")
        }
        guard !name.isEmpty, !name.contains("/"), name.trimmingCharacters(in: .whitespaces) == name else {
            throw Problem(
                "\(file):\(node.keyLine):\(node.keyColumn): a provider's name must be a word without '/' (it starts a model's name: NAME/MODEL), not '\(excerpt(name))'"
            )
        }
        guard let members = node.members else { throw problem(node, "must be an object, found \(node.kindName)") }
        var baseURL: URL?
        var models: [String] = []
        var key: String?
        var timeout: Double?
        for member in members {
            let value = member.value
            switch member.key {
            case "baseURL":
                guard let text = value.string, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https", url.host?.isEmpty == false
                else {
                    throw problem(
                        value, "\"baseURL\" must be an http or https URL, such as \"http://localhost:11434/v1\"")
                }
                // A key in the URL would be a key in the file, shown wherever the URL is.
                guard url.user == nil, url.password == nil, url.query == nil, url.fragment == nil else {
                    throw problem(
                        value,
                        "\"baseURL\" must have no user, password, query or fragment: a key goes in \"key\": {\"secret\": \"NAME\"}"
                    )
                }
                baseURL = url
            case "models":
                guard let items = value.array, items.allSatisfy({ $0.string?.isEmpty == false }) else {
                    throw problem(value, "\"models\" must be a list of model names, such as [\"llama3.2\"]")
                }
                models = items.compactMap(\.string)
            case "key":
                guard let secret = value["secret"]?.string, value.members?.count == 1 else {
                    if value.string != nil {
                        throw problem(
                            value,
                            "a key is never written in the config file: keep it with 'shortcuts secrets set NAME' and write \"key\": {\"secret\": \"NAME\"}"
                        )
                    }
                    throw problem(value, "\"key\" must name a secret: {\"secret\": \"NAME\"}")
                }
                if let why = SecretName.problem(secret) { throw problem(value, "\"key\": \(why)") }
                key = secret
            case "timeout":
                guard let seconds = value.double, seconds >= 1, seconds <= 3600 else {
                    throw problem(value, "\"timeout\" must be seconds, from 1 to 3600")
                }
                timeout = seconds
            default:
                throw Problem(
                    "\(file):\(value.keyLine):\(value.keyColumn): \"models.providers.\(excerpt(name))\" has no setting '\(excerpt(member.key))' (expected: baseURL, models, key, timeout)"
                )
            }
        }
        guard let baseURL else { throw problem(node, "needs \"baseURL\", such as \"http://localhost:11434/v1\"") }
        return ModelProvider(name: name, baseURL: baseURL, models: models, keySecret: key, timeout: timeout)
    }

    private static func limits(_ node: JSONNode, file: String) throws(Problem) -> ModelLimits {
        guard let members = node.members else {
            throw Problem(
                "\(file):\(node.line):\(node.column): \"models.limits\" must be an object such as {\"callsPerRun\": 50}, found \(node.kindName)"
            )
        }
        var limits = ModelLimits.standard
        for member in members {
            let keyPath: WritableKeyPath<ModelLimits, Int>
            switch member.key {
            case "callsPerRun": keyPath = \.callsPerRun
            case "tokensPerRun": keyPath = \.tokensPerRun
            default:
                throw Problem(
                    "\(file):\(member.value.keyLine):\(member.value.keyColumn): \"models.limits\" has no setting '\(excerpt(member.key))' (expected: callsPerRun, tokensPerRun)"
                )
            }
            guard case .number(let text) = member.value.value, let number = Int(text), number >= 1 else {
                throw Problem(
                    "\(file):\(member.value.line):\(member.value.column): \"models.limits.\(member.key)\" must be a whole number of at least 1"
                )
            }
            limits[keyPath: keyPath] = number
        }
        return limits
    }

    static func excerpt(_ text: String) -> String { IntentValueText.excerpt(text, limit: 80) }
}
