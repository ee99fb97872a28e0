import Foundation

/// An intent that reports how far it has got. Set `progress.totalUnitCount` and
/// `progress.completedUnitCount` as work proceeds; IntentKit gives each run its own `Progress`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// This run's progress. Outside a run it is a fresh, unobserved `Progress`.
    public var progress: Progress { IntentExecutionContext.current?.progress ?? Progress(totalUnitCount: 0) }
}

/// What the system knows about the run: for IntentKit, nothing beyond the time it was asked.
public struct IntentSystemContext: Sendable {
    /// When the run was asked for, if known.
    public var preciseTimestamp: Date?
}

extension AppIntent {
    /// What the host knows about the run.
    public var systemContext: IntentSystemContext { IntentSystemContext(preciseTimestamp: Date()) }
}
