import Foundation
import JSONCore

/// A step's parameters and questions as the store keeps them: one JSON text in the step's
/// `details` column (`{"parameters": [{"name", "summary", "value" | "bytes", "head"}],
/// "questions": [{"question", "answer"}], "variable": {"name", …}, "passes": [1, 2]}`: the
/// variable it set, with its value after (or `"sameAs"` the parameter whose value it is), and
/// the pass of each loop around it), `nil` when it
/// has none of them. The values take
/// ``RunJSON/value(_:)``'s form, as `runs show --json` prints them.
package enum StepDetails {
    package static func encode(_ step: StepRecord) -> String? {
        guard
            !step.parameters.isEmpty || !step.questions.isEmpty || step.variable != nil || !step.passes.isEmpty
                || step.item != nil
        else { return nil }
        // Written as text around each value's JSON, which is kept as text already: a step of
        // every action is written, and parsing each value only to write it again was most of it.
        var out = "{"
        var first = true
        func member(_ name: String) {
            if !first { out += ", " }
            first = false
            JSONWriter.writeString(name, into: &out)
            out += ": "
        }
        if !step.parameters.isEmpty {
            member("parameters")
            out += "["
            for (index, parameter) in step.parameters.enumerated() {
                if index > 0 { out += ", " }
                write(parameter, into: &out)
            }
            out += "]"
        }
        if !step.questions.isEmpty {
            member("questions")
            JSONWriter.writeCompact(questions(step.questions), into: &out)
        }
        if let variable = step.variable {
            member("variable")
            // The same as a parameter's value (Set Variable's): named, not written again.
            if let same = step.parameters.first(where: { $0.value == variable.value }) {
                out += "{\"name\": "
                JSONWriter.writeString(variable.name, into: &out)
                out += ", \"sameAs\": "
                JSONWriter.writeString(same.name, into: &out)
                out += "}"
            } else {
                write(variable, into: &out)
            }
        }
        if !step.passes.isEmpty {
            member("passes")
            out += "[" + step.passes.map(String.init).joined(separator: ", ") + "]"
        }
        if let item = step.item {
            member("item")
            write(StepParameter(name: "item", value: item), into: &out)
        }
        return out + "}"
    }

    /// `{"name", "summary", "value" | "bytes", "head"}`, the value's JSON as it is kept.
    private static func write(_ parameter: StepParameter, into out: inout String) {
        out += "{\"name\": "
        JSONWriter.writeString(parameter.name, into: &out)
        out += ", \"summary\": "
        JSONWriter.writeString(parameter.value.summary, into: &out)
        if let json = parameter.value.json {
            out += ", \"value\": " + json
        } else if parameter.value.bytes > 0 {
            out += ", \"bytes\": \(parameter.value.bytes)"
            if let head = parameter.value.head {
                out += ", \"head\": "
                JSONWriter.writeString(head, into: &out)
            }
        }
        out += "}"
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
        if let variable = node["variable"], let name = variable["name"]?.string, let same = variable["sameAs"]?.string {
            step.variable = step.parameters.first { $0.name == same }.map { StepParameter(name: name, value: $0.value) }
        } else {
            step.variable = node["variable"].flatMap(parameter)
        }
        step.passes = (node["passes"]?.array ?? []).compactMap { $0.double.map { Int($0) } }
        step.item = node["item"].flatMap(parameter)?.value
        step.questions = (node["questions"]?.array ?? []).compactMap { item in
            guard let question = item["question"]?.string, let answer = item["answer"]?.string else { return nil }
            return StepQuestion(question: question, answer: answer)
        }
    }
}
