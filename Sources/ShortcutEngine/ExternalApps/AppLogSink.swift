import ShortcutModel

/// One line an app of its own process wrote to its log (`$/log`) while it performed an action.
package struct AppLogLine: Sendable, Equatable {
    package enum Level: String, Sendable {
        case debug, info, warning, error
    }

    /// The app's display name.
    package var app: String
    package var level: Level
    package var message: String

    package init(app: String, level: Level, message: String) {
        self.app = app
        self.level = level
        self.message = message
    }

    /// As a run shows it: "Tasks: synced 3 lists", the level first for a warning or an error
    /// ("Tasks: error: the list is gone").
    package var text: String {
        switch level {
        case .warning, .error: "\(app): \(level.rawValue): \(message)"
        case .debug, .info: "\(app): \(message)"
        }
    }
}

/// Where an app's log lines go while one of its intents performs: the runner sets it around the
/// perform (a task-local value, so no parameter crosses IntentKit's `IntentRun`), and the app's
/// run reads it when the perform starts. A class, not a bare closure: a task-local of an
/// optional function type crashed the optimized build (`swift_task_localValuePush`).
final class AppLogSink: Sendable {
    @TaskLocal static var current: AppLogSink?

    let receive: @Sendable (AppLogLine) -> Void

    init(_ receive: @escaping @Sendable (AppLogLine) -> Void) { self.receive = receive }
}
