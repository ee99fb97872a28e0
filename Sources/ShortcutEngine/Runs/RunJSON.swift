import Foundation
import IntentKit
import JSONCore
import ShortcutModel

/// Runs as JSON: `shortcuts runs --json` prints them so, and MCP's `list_runs` and `get_run`
/// answer with them (docs/runs.md).
package enum RunJSON {
    package static func summary(_ run: RunSummary) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("id", .string(run.id.uuidString.lowercased())),
            ("shortcut", .object([("id", .string(run.shortcutID.uuidString)), ("name", .string(run.shortcutName))])),
            ("version", .string(run.contentHash)),
            ("source", .string(run.source.kind.rawValue)),
            ("started", .string(ISODate.format(run.started))),
            ("outcome", .string(run.outcome.rawValue)),
            ("steps", .number(run.steps)),
        ]
        if let detail = run.source.detail { members.append(("sourceDetail", .string(detail))) }
        if let ended = run.ended { members.append(("ended", .string(ISODate.format(ended)))) }
        if let error = run.error { members.append(("error", .string(error))) }
        if let replayOf = run.replayOf { members.append(("replayOf", .string(replayOf.uuidString.lowercased()))) }
        if run.omittedSteps > 0 { members.append(("omittedSteps", .number(run.omittedSteps))) }
        return .object(members)
    }

    package static func value(_ stored: StoredValue) -> JSONNode {
        var members: [(String, JSONNode)] = [("summary", .string(stored.summary))]
        if let json = stored.json, let node = try? JSONParser.parse(json) {
            members.append(("value", node))
        } else if stored.bytes > 0 {
            members.append(("bytes", .number(stored.bytes)))
            if let head = stored.head { members.append(("head", .string(head))) }
        }
        return .object(members)
    }

    package static func detail(_ detail: RunDetail) -> JSONNode {
        guard case .object(var members) = summary(detail.summary).value else { return .object([]) }
        // The list of steps takes the place of their count.
        members.removeAll { $0.key == "steps" }
        if let input = detail.input { members.append(("input", value(input))) }
        if let output = detail.output { members.append(("output", value(output))) }
        members.append(
            (
                "steps",
                .array(
                    detail.steps.map { step in
                        var fields: [(String, JSONNode)] = [
                            ("position", .number(step.position)), ("action", .string(step.identifier)),
                            ("actionId", .string(step.actionID.uuidString)), ("title", .string(step.title)),
                            ("depth", .number(step.depth)), ("startMicroseconds", .number(Int(step.startMicroseconds))),
                            ("durationMicroseconds", .number(Int(step.durationMicroseconds))),
                        ]
                        if step.nesting > 0 { fields.append(("nesting", .number(step.nesting))) }
                        if let name = step.shortcutName { fields.append(("shortcut", .string(name))) }
                        if let output = step.output { fields.append(("output", value(output))) }
                        if !step.parameters.isEmpty {
                            fields.append(("parameters", StepDetails.parameters(step.parameters)))
                        }
                        if !step.questions.isEmpty {
                            fields.append(("questions", StepDetails.questions(step.questions)))
                        }
                        if let error = step.error { fields.append(("error", .string(error))) }
                        if !step.effects.isEmpty {
                            fields.append(("effects", .array(step.effects.names.map { .string($0) })))
                        }
                        return .object(fields)
                    })
            ))
        return .object(members)
    }
}

extension RunJSON {
    /// A run's state before a step (`runs show ID --step N --json`): the step, the loops' passes
    /// and item, the input, the variables and the magic variables.
    package static func state(_ state: RunStepState, number: Int) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("step", .number(Double(number))), ("position", .number(Double(state.step.position))),
            ("title", .string(state.step.title)),
        ]
        if let shortcut = state.step.shortcutName { members.append(("shortcut", .string(shortcut))) }
        if !state.passes.isEmpty { members.append(("passes", .array(state.passes.map { .number(Double($0)) }))) }
        if let item = state.item { members.append(("item", value(item))) }
        if state.incomplete { members.append(("incomplete", .bool(true))) }
        if let input = state.input { members.append(("input", value(input))) }
        members.append(("variables", StepDetails.parameters(state.variables)))
        members.append(
            (
                "outputs",
                .array(
                    state.outputs.map { output in
                        var fields: [(String, JSONNode)] = [
                            ("position", .number(Double(output.step.position))), ("title", .string(output.step.title)),
                        ]
                        if case .object(let kept) = value(output.value).value {
                            fields += kept.map { ($0.key, $0.value) }
                        }
                        return .object(fields)
                    })
            ))
        return .object(members)
    }
}
