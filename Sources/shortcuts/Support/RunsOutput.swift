import Foundation
import JSONCore
import ShortcutKit

/// Runs as `shortcuts runs` prints them for people.
enum RunsText {
    /// One line of `runs list`.
    static func line(_ run: RunSummary) -> String {
        var parts = [
            RunText.shortID(run.id), RunText.time(run.started),
            run.outcome.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0),
            "'\(run.shortcutName)'", "\(run.steps) step\(run.steps == 1 ? "" : "s")", RunText.source(run.source),
        ]
        let took = RunText.duration(run)
        if !took.isEmpty { parts.append(took) }
        if let replayOf = run.replayOf { parts.append("replay of \(RunText.shortID(replayOf))") }
        return parts.joined(separator: "  ")
    }

    /// `runs diff`.
    static func diff(_ diff: RunDiff, _ a: RunDetail, _ b: RunDetail) -> String {
        let (x, y) = (RunText.shortID(a.summary.id), RunText.shortID(b.summary.id))
        var out = "Runs \(x) and \(y)"
        out +=
            a.summary.shortcutID == b.summary.shortcutID
            ? " of '\(a.summary.shortcutName)'\n" : ": '\(a.summary.shortcutName)' and '\(b.summary.shortcutName)'\n"
        out +=
            diff.sameVersion
            ? "  version   the same (\(a.summary.contentHash.prefix(12)))\n"
            : "  version   \(a.summary.contentHash.prefix(12)) → \(b.summary.contentHash.prefix(12))\n"
        if diff.firstInput != diff.secondInput {
            out += "  input     \(diff.firstInput ?? "none") → \(diff.secondInput ?? "none")\n"
        }
        out +=
            a.summary.outcome == b.summary.outcome
            ? "  outcome   both \(a.summary.outcome.rawValue)\n"
            : "  outcome   \(a.summary.outcome.rawValue) → \(b.summary.outcome.rawValue)\n"
        if diff.steps.isEmpty {
            out += "\nEvery step gave the same (\(diff.alike)).\n"
            return out
        }
        out += "\nSteps that differ (\(diff.alike) the same)\n"
        for step in diff.steps {
            let again = step.occurrence > 1 ? " (time \(step.occurrence))" : ""
            out += "  \(step.position). \(step.title)\(again)\n"
            out += "      \(x): \(step.first ?? "did not run")\n"
            out += "      \(y): \(step.second ?? "did not run")\n"
        }
        return out
    }

    static func diffJSON(_ diff: RunDiff, _ a: RunDetail, _ b: RunDetail) -> JSONNode {
        .object([
            ("first", RunJSON.summary(a.summary)), ("second", RunJSON.summary(b.summary)),
            ("sameVersion", .bool(diff.sameVersion)), ("stepsAlike", .number(diff.alike)),
            (
                "steps",
                .array(
                    diff.steps.map { step in
                        var members: [(String, JSONNode)] = [
                            ("position", .number(step.position)), ("title", .string(step.title)),
                            ("occurrence", .number(step.occurrence)),
                        ]
                        if let first = step.first { members.append(("first", .string(first))) }
                        if let second = step.second { members.append(("second", .string(second))) }
                        return .object(members)
                    })
            ),
        ])
    }

    /// `runs show`.
    static func detail(_ detail: RunDetail) -> String {
        let run = detail.summary
        var out = "Run \(run.id.uuidString.lowercased())\n"
        out +=
            "  shortcut  '\(run.shortcutName)' (\(run.shortcutID.uuidString), version \(run.contentHash.prefix(12)))\n"
        out += "  started   \(RunText.time(run.started)) from \(RunText.source(run.source))\n"
        out += "  outcome   \(run.outcome.rawValue)"
        let took = RunText.duration(run)
        out += took.isEmpty ? "\n" : " after \(took)\n"
        if let error = run.error { out += "  error     \(error)\n" }
        if let input = detail.input { out += "  input     \(input.summary)\n" }
        if let output = detail.output { out += "  output    \(output.summary)\n" }
        if let replayOf = run.replayOf { out += "  replays   \(replayOf.uuidString.lowercased())\n" }
        out += "\nSteps\n"
        for (index, step) in detail.steps.enumerated() {
            let indent = String(repeating: "  ", count: step.depth + step.nesting)
            let place = step.shortcutName.map { " in '\($0)'" } ?? ""
            let milliseconds = Double(step.durationMicroseconds) / 1000
            out += String(format: "%4d  ", index + 1) + "\(indent)\(step.position). \(step.title)\(place)"
            out += String(format: "  (%.1f ms)", milliseconds)
            // What it did beyond apps' data, as `view` says it: what a replay would do again.
            let touched = step.effects.subtracting(.appData)
            if !touched.isEmpty { out += "  [\(touched.phrase)]" }
            out += "\n"
            // What it was given and asked, then what it gave.
            for parameter in step.parameters {
                out += "      \(indent)\(parameter.name): \(parameter.value.summary)\n"
            }
            for asked in step.questions {
                out += "      \(indent)? \(asked.question) — \(asked.answer)\n"
            }
            if let error = step.error {
                out += "      \(indent)✗ \(error)\n"
            } else if let output = step.output, !output.summary.isEmpty {
                out += "      \(indent)→ \(output.summary)\n"
            }
        }
        if run.omittedSteps > 0 {
            out += "  (\(run.omittedSteps) steps in the middle of the run are not kept: docs/runs.md)\n"
        }
        return out
    }

    /// A run's state before a step, as `runs show ID --step N` prints it.
    static func state(_ state: RunStepState, number: Int, of detail: RunDetail) -> String {
        let step = state.step
        var out = "Step \(number) of run \(RunText.shortID(detail.summary.id)): \(step.position). \(step.title)"
        if let shortcut = step.shortcutName { out += " in '\(shortcut)'" }
        if !state.passes.isEmpty {
            out += ", pass " + state.passes.map(String.init).joined(separator: " › ")
            if let item = state.item { out += " (item \(item.summary))" }
        }
        out += "\n"
        if state.incomplete {
            out += "  (the steps in the middle of the run are not kept: what they set is missing here)\n"
        }
        if let input = state.input { out += "  input      \(input.summary)\n" }
        if state.variables.isEmpty {
            out += "  variables  none set yet\n"
        } else {
            for (index, variable) in state.variables.enumerated() {
                out +=
                    (index == 0 ? "  variables  " : "             ") + "\(variable.name) = \(variable.value.summary)\n"
            }
        }
        if state.outputs.isEmpty {
            out += "  outputs    none yet\n"
        } else {
            for (index, output) in state.outputs.enumerated() {
                out += (index == 0 ? "  outputs    " : "             ")
                out += "\(output.step.position). \(output.step.title) → \(output.value.summary)\n"
            }
        }
        return out
    }
}
