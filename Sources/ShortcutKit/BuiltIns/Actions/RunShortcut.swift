import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Run Shortcut: runs another shortcut of the library, by its id, with an input, and outputs
    /// what that shortcut outputs (its Stop and Output, or its last action's output). The
    /// validator checks the shortcut exists and that no chain of calls comes back; a run nests
    /// at most ``ShortcutLimits/maximumShortcutNesting`` deep.
    static let runShortcut = BuiltInDescriptor(
        id: "runShortcut", title: "Run Shortcut",
        summary: "Runs another shortcut with an input, and outputs what it outputs.",
        keywords: ["function", "call", "subroutine", "shortcut", "nested", "reuse", "another"],
        category: "Scripting", icon: "square.stack",
        members: [
            // Optional in the file so that a new action, whose shortcut is not chosen yet, reads
            // and saves; the validator reports it missing.
            BuiltInMember(.shortcut, "Shortcut", .shortcut, optional: true),
            BuiltInMember("input", "Input", .value(nil), optional: true),
        ],
        listing: "Run [Shortcut] with [Input]", outputName: "Shortcut Result", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall(.runShortcut, input.map { ["input": .value($0)] } ?? [:])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Run "), .slot(.shortcut), .whenSet("input", [.text(" with "), .slot("input")])],
            check: { call, checks in
                guard let text = call.text(.shortcut) else {
                    return checks.error(.shortcut, "choose the shortcut to run")
                }
                guard let id = UUID(uuidString: text),
                    checks.catalog.shortcuts.document(id) != nil || id == checks.document.id
                else {
                    return checks.error(.shortcut, "no shortcut in the library has the id \(text)")
                }
                if let cycle = checks.catalog.shortcuts.cycle(from: checks.document, through: id) {
                    checks.error(
                        .shortcut,
                        "runs itself again: \(cycle.map { "'\(quoted($0))'" }.joined(separator: " → ")); "
                            + "a shortcut cannot call one that calls it back")
                }
            },
            run: { call, execution, ref in
                guard let id = call.text(.shortcut).flatMap(UUID.init(uuidString:)),
                    let target = id == execution.document.id
                        ? execution.document : execution.catalog.shortcuts.document(id)
                else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: SlotID.shortcut.rawValue,
                        "no shortcut in the library has the id \(call.text(.shortcut) ?? "")")
                }
                let input = try await execution.value("input", of: call, expected: nil, ref)
                return try await execution.runNested(target, input: input, ref)
            }))
}
