import Foundation
import Synchronization

/// How far a running intent has come, as hosts show it: a ``ProgressReportingIntent`` sets
/// `progress.totalUnitCount` and `progress.completedUnitCount`, and the host reads them.
package struct IntentProgressReport: Sendable, Hashable, Codable {
    /// Units done so far.
    package var completed: Int64
    /// Units in all; `0` while the intent has not said (the progress is then indeterminate).
    package var total: Int64
    /// What the intent is doing now, in its words ("Copying 3 of 8 photos"), when it says.
    package var message: String?

    package init(completed: Int64, total: Int64, message: String? = nil) {
        self.completed = completed
        self.total = total
        self.message = message
    }

    /// The share done, from 0 to 1; `nil` while the total is unknown.
    package var fraction: Double? {
        guard total > 0 else { return nil }
        return Swift.min(1, Swift.max(0, Double(completed) / Double(total)))
    }

    /// `45%`, or `3 done` while the total is unknown.
    package var text: String {
        guard let fraction else { return "\(completed) done" }
        return "\(Int((fraction * 100).rounded(.down)))%"
    }

    /// The report of `progress` as it is now.
    init(_ progress: Progress) {
        self.init(completed: progress.completedUnitCount, total: progress.totalUnitCount)
    }
}

extension IntentInvocation {
    /// How often a run's progress is read while the intent runs. Foundation's `Progress` has
    /// no observation on Linux, so it is sampled; a report goes out only when it changed.
    package static let progressInterval: Duration = .milliseconds(50)

    /// Performs the intent as ``perform(prompter:)`` does, calling `report` whenever its
    /// ``progress`` changed (sampled every ``progressInterval``, and once more at the end).
    package func perform(
        prompter: any IntentPrompter, reportingProgress report: @escaping @Sendable (IntentProgressReport) -> Void
    ) async throws(IntentRunError) -> IntentOutcome {
        // Only a ``ProgressReportingIntent`` reaches its progress: for any other there is nothing
        // to sample, and starting and cancelling a sampling task per action (a thread woken,
        // a timer set) was more than half of a run of built-in intents.
        guard reportsProgress else { return try await perform(prompter: prompter) }
        let last = LastReport()
        @Sendable func sample() {
            let now = IntentProgressReport(self.progress)
            // Nothing to say until the intent has said something.
            guard now.total != 0 || now.completed != 0, last.replace(with: now) else { return }
            report(now)
        }
        let sampler = Task.detached {
            while !Task.isCancelled {
                sample()
                try? await Task.sleep(for: Self.progressInterval)
            }
        }
        defer {
            sampler.cancel()
            sample()
        }
        return try await perform(prompter: prompter)
    }
}

/// The last report sent, so that only changes go out.
private final class LastReport: Sendable {
    private let value = Mutex<IntentProgressReport?>(nil)

    /// Stores `report`; `false` if it is the one already stored.
    func replace(with report: IntentProgressReport) -> Bool {
        value.withLock { stored in
            guard stored != report else { return false }
            stored = report
            return true
        }
    }
}
