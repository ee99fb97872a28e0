import IntentKit

extension BuiltInDescriptor {
    /// Wait: pauses the run for a number of seconds. Cancelling the run ends the wait at once.
    /// It has no output, so the action after it still reads the output before it.
    static let wait = BuiltInDescriptor(
        id: "wait", title: "Wait", summary: "Waits a number of seconds before going on to the next action.",
        keywords: ["sleep", "pause", "delay", "seconds", "timer"], category: "Scripting", icon: "clock",
        members: [BuiltInMember("seconds", "Seconds", .value(.double))],
        listing: "Wait [Seconds] seconds", outputName: nil,
        make: { _ in .builtIn(BuiltInCall("wait", ["seconds": .value(.number(1))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Wait "), .slot("seconds"), .text(" seconds")],
            check: { call, checks in
                if case .number(let seconds)? = call.value("seconds"), let problem = WaitLimits.problem(seconds) {
                    checks.error("seconds", problem)
                }
            },
            run: { call, execution, ref in
                let seconds = try await execution.number("seconds", of: call, ref)
                // Checked again here: a number from a variable or an answer can be anything.
                if let problem = WaitLimits.problem(seconds) {
                    throw RunError(.invalidValue, action: ref, parameter: "seconds", problem)
                }
                do { try await Task.sleep(for: .seconds(seconds)) } catch {
                    throw RunError(.cancelled, action: ref, "the run was cancelled")
                }
                return nil
            }))
}

/// How long one Wait may be: an hour, so a typo (3600 for 36) cannot hold a run for days.
private enum WaitLimits {
    static let maximumSeconds = 3600.0

    static func problem(_ seconds: Double) -> String? {
        guard seconds.isFinite, seconds >= 0 else {
            return "must be a number of seconds from 0 to \(Int(maximumSeconds))"
        }
        return seconds > maximumSeconds
            ? "\(IntentValueText.title(of: seconds)) is too long: a Wait lasts at most \(Int(maximumSeconds)) seconds (an hour)"
            : nil
    }
}
