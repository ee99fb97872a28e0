import Foundation
import JSONCore

/// A step's parameters and questions as the store keeps them: one JSON text in the step's
/// `details` column (`{"parameters": [{"name", "summary", "value" | "bytes", "head"}],
/// "questions": [{"question", "answer"}], "variable": {"name", …}, "passes": [1, 2]}`: the
/// variable it set, with its value after, and the pass of each loop around it), `nil` when it
/// has none of them. The values take
/// ``RunJSON/value(_:)``'s form, as `runs show --json` prints them.
package enum StepDetails {
    package static func encode(_ step: StepRecord) -> String? {
        guard !step.parameters.isEmpty || !step.questions.isEmpty || step.variable != nil || !step.passes.isEmpty
        else { return nil }
        var members: [(String, JSONNode)] = []
        if !step.parameters.isEmpty {
            members.append(("parameters", parameters(step.parameters)))
        }
        if !step.questions.isEmpty {
            members.append(("questions", questions(step.questions)))
        }
        if let variable = step.variable, let entry = parameters([variable]).array?.first {
            members.append(("variable", entry))
        }
        if !step.passes.isEmpty { members.append(("passes", .array(step.passes.map { .number(Double($0)) }))) }
        return JSONWriter.writeCompact(.object(members))
    }

    package static func parameters(_ parameters: [StepParameter]) -> JSONNode {
        .array(
            parameters.map { parameter in
                guard case .object(let value) = RunJSON.value(parameter.value).value else { return .object([]) }
                return .object([("name", .string(parameter.name))] + value.map { ($0.key, $0.value) })
            })
    }

    package static func questions(_ questions: [StepQuestion]) -> JSONNode {
        .array(questions.map { .object([("question", .string($0.question)), ("answer", .string($0.answer))]) })
    }

    /// Reads what ``encode(_:)`` wrote into `step`; a text it cannot read leaves `step` as it was.
    package static func decode(_ text: String?, into step: inout StepRecord) {
        guard let text, let node = try? JSONParser.parse(text) else { return }
        func parameter(_ item: JSONNode) -> StepParameter? {
            guard let name = item["name"]?.string, let summary = item["summary"]?.string else { return nil }
            // A value kept in full is its own size.
            let json = item["value"].map { JSONWriter.writeCompact($0) }
            return StepParameter(
                name: name,
                value: StoredValue(
                    json: json, summary: summary, bytes: json?.utf8.count ?? item["bytes"]?.double.map { Int($0) } ?? 0,
                    head: item["head"]?.string))
        }
        step.parameters = (node["parameters"]?.array ?? []).compactMap(parameter)
        step.variable = node["variable"].flatMap(parameter)
        step.passes = (node["passes"]?.array ?? []).compactMap { $0.double.map { Int($0) } }
        step.questions = (node["questions"]?.array ?? []).compactMap { item in
            guard let question = item["question"]?.string, let answer = item["answer"]?.string else { return nil }
            return StepQuestion(question: question, answer: answer)
        }
    }
}
