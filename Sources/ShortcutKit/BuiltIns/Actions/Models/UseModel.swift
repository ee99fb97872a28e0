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
            BuiltInMember("model", "Model", .text, optional: true),
            BuiltInMember(
                "resultType", "Result",
                .choice(UseModelResult.allCases.map { BuiltInChoice($0.rawValue, $0.title) }), optional: true),
            BuiltInMember("instructions", "Instructions", .value(.string), optional: true),
            BuiltInMember("temperature", "Temperature", .value(.double), optional: true),
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
                .more("instructions"), .more("temperature"),
            ],
            outputType: { call, _ in
                let tool = call.choice("task").flatMap(WritingTool.init(rawValue:))
                return (tool?.result ?? call.choice("resultType").flatMap(UseModelResult.init(rawValue:)) ?? .text)
                    .valueType
            },
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
                    call.choice("resultType") != nil
                {
                    checks.error(
                        "resultType", "\(tool.title) gives a \(result.title.lowercased()): leave the result out")
                }
                if case .number(let t)? = call.value("temperature"), !(0...2).contains(t) {
                    checks.error("temperature", "must be from 0 to 2")
                }
            },
            // A remote provider is reached over the network.
            effects: { call, catalog in catalog.models.effects(of: call.text("model")) },
            run: { call, execution, ref in
                try await execution.useModel(call, ref)
            }))
}
