import Foundation

/// How long the run history keeps runs (docs/runs.md): succeeded and cancelled runs for
/// ``days`` days and at most ``perShortcut`` of each shortcut's, failed and interrupted runs for
/// ``failedDays`` days whatever their number, so a frequent automation's runs cannot push out the
/// failure that mattered.
package struct RunRetention: Sendable, Equatable {
    package var days: Int
    package var failedDays: Int
    package var perShortcut: Int

    package init(days: Int = 30, failedDays: Int = 90, perShortcut: Int = 1_000) {
        self.days = days
        self.failedDays = failedDays
        self.perShortcut = perShortcut
    }

    /// The retention when the config file says nothing.
    package static let standard = RunRetention()

    /// How often a run prunes the history on its own: at most once a day per store.
    static let automaticInterval: TimeInterval = 86_400
}
