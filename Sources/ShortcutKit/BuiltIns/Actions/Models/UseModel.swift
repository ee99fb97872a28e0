import Foundation
import IntentKit
import JSONCore

extension BuiltInDescriptor {
    /// Use Model: a prompt to a language model of the config file's providers (docs/models.md),
    /// its reply checked and converted into the result type asked for, so later actions use a
    /// number, a date, a yes or no, a list or a dictionary. A reply that does not fit is asked
    /// for once more with the problem said; then the action fails quoting it. Sending to a
    /// remote provider uses the network (off until allowed); every run has limits on calls and
    /// tokens.
    static let useModel = BuiltInDescriptor(
        id: "useModel", title: "Use Model",
        summary: "Sends a prompt to a language model and outputs its reply, as text or the type asked for.",
        keywords: [
            "ai", "llm", "model", "prompt", "chat", "gpt", "ollama", "llama", "ask", "summarize", "intelligence",
        ],
        category: "Intelligence", icon: "sparkles",
        members: [
            BuiltInMember("prompt", "Prompt", .value(.string)),
            BuiltInMember(
                "task", "Task", .choice(WritingTool.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                optional: true),
            // Written out, never a variable: it decides where the prompt goes, which the safety
            // policy reads before the run.
            BuiltInMember(
                "model", "Model", .text, optional: true,
                suggestions: { catalog in
                    // Left out, the default: named, so the menu says which it is.
                    let fallback = (try? catalog.models.resolve(nil)).map {
                        "Default (\($0.provider.name)/\($0.model))"
                    }
                    return [BuiltInChoice("", fallback ?? "Default (no provider is set up: docs/models.md)")]
                        + catalog.models.choices
                }),
            BuiltInMember(
                "resultType", "Result",
                .choice(UseModelResult.allCases.map { BuiltInChoice($0.rawValue, $0.title) }), optional: true),
            // The person's JSON Schema, kept in the file as JSON; only with Schema chosen.
            BuiltInMember(
                "schema", "Schema", .json, jsonCheck: UseModelResult.schemaProblem,
                shownWhen: BuiltInShownWhen("resultType", [UseModelResult.schema.rawValue])),
            BuiltInMember("instructions", "Instructions", .value(.string), optional: true),
            BuiltInMember("temperature", "Temperature", .value(.double), optional: true),
            // On a terminal, the person reads each reply and may ask more.
            BuiltInMember("followUp", "Follow Up", .value(.boolean), optional: true),
        ],
        listing: "Use model with [Prompt]", outputName: "Response", takesPreviousOutput: true,
        effects: .model,
        make: { input in
            .builtIn(BuiltInCall("useModel", ["prompt": .value(input ?? .text([.literal("")]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Use "), .slot("model"), .whenSet("task", [.text(" to "), .slot("task")]), .text(" with "),
                .slot("prompt"),
                .whenSet("resultType", [.text(" as "), .slot("resultType")]),
                .whenChoice("resultType", [UseModelResult.schema.rawValue], [.text(" "), .slot("schema")]),
                .more("instructions"), .more("temperature"), .more("followUp"),
            ],
            outputType: { call, _ in UseModelResult.of(call).valueType(schema: UseModelResult.schema(of: call)) },
            check: { call, checks in
                // A model no provider here has: the shortcut may come from a machine that has it.
                if let name = call.text("model"), !checks.catalog.models.providers.isEmpty {
                    do throws(ModelSettings.Problem) {
                        _ = try checks.catalog.models.resolve(name)
                    } catch {
                        checks.warning("model", error.description)
                    }
                }
                if let tool = call.choice("task").flatMap(WritingTool.init(rawValue:)), let result = tool.result,
                    let chosen = call.choice("resultType"),
                    !(tool == .extract && chosen == UseModelResult.schema.rawValue)
                {
                    checks.error(
                        "resultType",
                        tool == .extract
                            ? "Extract gives a dictionary: leave the result out, or choose Schema to give it one"
                            : "\(tool.title) gives a \(result.title.lowercased()): leave the result out")
                }
                if case .number(let t)? = call.value("temperature"), !(0...2).contains(t) {
                    checks.error("temperature", "must be from 0 to 2")
                }
            },
            // The keys of the schema's object, for the variable picker ("Response › title").
            outputSchema: { call in UseModelResult.schema(of: call) },
            outputProperties: [
                BuiltInOutputProperty("text", "Text", .string),
                BuiltInOutputProperty("model", "Model", .string),
                BuiltInOutputProperty("promptTokens", "Prompt Tokens", .integer),
                BuiltInOutputProperty("replyTokens", "Reply Tokens", .integer),
                BuiltInOutputProperty("seconds", "Duration (Seconds)", .double),
            ],
            // A remote provider is reached over the network.
            effects: { call, catalog in catalog.models.effects(of: call.text("model")) },
            run: { call, execution, ref in
                try await execution.useModel(call, ref)
            }))
}
