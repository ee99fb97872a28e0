import Foundation

/// An intent that reports how far it has got. Set `progress.totalUnitCount` and
/// `progress.completedUnitCount` as work proceeds; IntentKit gives each run its own `Progress`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// This run's progress. Outside a run it is a fresh, unobserved `Progress`.
    public var progress: Progress { IntentExecutionContext.current?.progress ?? Progress(totalUnitCount: 0) }
}

/// What the host knows about the run: when it was asked for, and whether a person is there.
public struct IntentSystemContext: Sendable {
    /// When the run was asked for, if known.
    public var preciseTimestamp: Date?
    /// The mode the run is in now (``IntentModes``).
    public var currentMode: IntentModes.Current
    /// Whether the person can only hear the run, not see it (iOS 27): never here, where every
    /// run has a screen or a log.
    public var isVoiceOnly: Bool { false }
}

extension AppIntent {
    /// What the host knows about the run. Outside a run: now, in the background.
    public var systemContext: IntentSystemContext {
        let context = IntentExecutionContext.current
        return IntentSystemContext(
            preciseTimestamp: context?.started ?? Date(),
            currentMode: context?.mode.value
                ?? IntentModes.Current(isForeground: false, canContinueInForeground: false))
    }
}
