import Foundation
import IntentKit
import JSONCore

/// What `shortcuts run --dry-run` and MCP's `dry_run` give: each action the run reached, those that would have
/// touched something with what they would have touched and the values they would have been
/// given, the others with their output (docs/testing-shortcuts.md).
package struct DryRunReport: Sendable {
    package let document: ShortcutDocument
    package let dryRun: DryRun
    /// The run's log: every action it reached (`nil` when it stopped with an error).
    package let log: [RunLogEntry]?
    package let output: (any Sendable)?
    /// Why it stopped before its end, when it did.
    package let stopped: String?

    package init(
        document: ShortcutDocument, dryRun: DryRun, log: [RunLogEntry]?, output: (any Sendable)?, stopped: String?
    ) {
        self.document = document
        self.dryRun = dryRun
        self.log = log
        self.output = output
        self.stopped = stopped
    }

    /// The steps in the order the run reached them: from the log when there is one, else the
    /// actions it stood in for.
    package var lines: [String] {
        var out = ["Dry run of '\(document.name)': nothing was touched."]
        var pending = dryRun.steps
        func take(_ entry: RunLogEntry) -> DryRun.Step? {
            guard
                let index = pending.firstIndex(where: {
                    $0.position == entry.position && $0.title == entry.title && $0.shortcuts.last == entry.shortcut
                })
            else { return nil }
            return pending.remove(at: index)
        }
        func describe(_ step: DryRun.Step, indent: String) {
            let stub = step.stubbed ? " (its output stubbed)" : ""
            out.append("\(indent)\(step.position)  \(step.title): would \(step.effects.wouldPhrase)\(stub)")
            for (name, text) in step.values { out.append("\(indent)     \(name): \(text)") }
        }
        if let log {
            // In the order the actions started: a block's entry is logged after its body.
            for entry in log.enumerated().sorted(by: {
                ($0.element.startMicroseconds, $0.offset) < ($1.element.startMicroseconds, $1.offset)
            }).map(\.element) {
                let indent = String(repeating: "  ", count: entry.depth + (entry.nesting ?? 0) + 1)
                if let step = take(entry) {
                    describe(step, indent: indent)
                } else {
                    let result =
                        entry.error.map { "failed: \($0)" } ?? (entry.output.isEmpty ? "ran" : "ran → \(entry.output)")
                    out.append("\(indent)\(entry.position)  \(entry.title): \(result)")
                }
            }
        }
        for step in pending { describe(step, indent: "  ") }
        if let stopped { out.append("Stopped: \(stopped)") }
        if log != nil, stopped == nil {
            out.append("Output: " + (output.map { ValueText.oneLine(ValueText.text(of: $0)) } ?? "nothing"))
        }
        return out
    }

    /// The same as JSON: `{"shortcut", "touched": false, "stubbed": [steps], "stopped"?}`.
    package var json: String { JSONWriter.write(node) }

    /// The report as JSON.
    package var node: JSONNode {
        let steps: [JSONNode] = dryRun.steps.map { step in
            var members: [(String, JSONNode)] = [
                ("position", .number(step.position)), ("title", .string(step.title)),
                (
                    "effects",
                    .array(SideEffects.named.filter { step.effects.contains($0.effect) }.map { .string($0.name) })
                ),
                ("values", .object(step.values.map { ($0.name, .string($0.text)) })), ("stubbed", .bool(step.stubbed)),
            ]
            if !step.shortcuts.isEmpty { members.append(("shortcuts", .array(step.shortcuts.map { .string($0) }))) }
            return .object(members)
        }
        var root: [(String, JSONNode)] = [
            ("shortcut", .string(document.name)), ("touched", .bool(false)), ("wouldHave", .array(steps)),
        ]
        if let stopped { root.append(("stopped", .string(stopped))) }
        if log != nil, stopped == nil {
            root.append(("output", (try? JSONParser.parse(JSONView.text(of: output))) ?? .string("")))
        }
        return .object(root)
    }
}
