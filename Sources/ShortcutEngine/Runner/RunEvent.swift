import Foundation
import IntentKit
import ShortcutModel

/// What happens during a run, in order. The editor's run pane and the command line both draw
/// from these.
package enum RunEvent: Sendable {
    case actionStarted(ActionReference)
    /// The action finished: how long it took and a one-line summary of its output.
    case actionFinished(ActionReference, duration: Duration, output: String)
    /// The action said something.
    case dialog(ActionReference, IntentDialog)
    /// The action showed a snippet.
    case snippet(ActionReference, Snippet)
    /// The action would open its app ("Open When Run"); `summary` says what it opens.
    case opens(ActionReference, summary: String)
    /// A notification the desktop could not show (no `notify-send`): the run shows it instead.
    case notification(ActionReference, title: String, body: String)
    /// A ``ProgressReportingIntent`` said how far it has come (sent when it changed).
    case progress(ActionReference, IntentProgressReport)
    /// The app performing the action wrote a line to its log (`$/log`).
    case log(ActionReference, AppLogLine)
    /// The action failed; the run stops with this error.
    case actionFailed(ActionReference, RunError)
    /// The action failed and its `onError` handles it: `next` says what happens ("continuing",
    /// "trying again in 2 s, 1 of 3", "running 'Report a Failure'").
    case errorHandled(ActionReference, RunError, next: String)
    /// An event of the shortcut a Run Shortcut action runs: the action, then its child run's
    /// event (itself `nested` when the child runs another shortcut).
    indirect case nested(ActionReference, RunEvent)
}

/// One line of a run's log.
package struct RunLogEntry: Sendable, Codable, Equatable {
    package var position: Int
    package var title: String
    package var depth: Int
    /// Microseconds from the start of the run to the start of the action.
    package var startMicroseconds: Int64
    package var durationMicroseconds: Int64
    package var output: String
    /// `nil` when the action succeeded.
    package var error: String?
    /// The name of the shortcut the action is in, when Run Shortcut ran that shortcut; `nil`
    /// (left out of the JSON) for the run's own actions.
    package var shortcut: String?
    /// How many Run Shortcut calls deep the action ran (1 for a shortcut the run's own shortcut
    /// called); `nil` for the run's own actions. A nested run's entries follow the entry of the
    /// Run Shortcut action that ran it.
    package var nesting: Int?
    /// What the app performing the action wrote to its log meanwhile (`$/log`), one line each;
    /// `nil` (left out of the JSON) when it wrote nothing.
    package var appLog: [String]?
}

/// What a finished run produced.
package struct RunResult: Sendable {
    /// The output of Stop and Output, or else of the last action that had one.
    package var output: (any Sendable)?
    /// The actions run, in order, with their timing and a one-line summary of each output.
    /// A long run keeps its first ``ShortcutLimits/logHead`` and last ``ShortcutLimits/logTail``
    /// actions; ``omittedLogEntries`` counts the ones between.
    package var log: [RunLogEntry]
    /// How many actions ran between the first and the last ones ``log`` keeps.
    package var omittedLogEntries: Int = 0
    package var duration: Duration
}

/// A run's log as it grows: the first actions in full, then a ring of the latest, so a loop of
/// a million passes keeps a thousand short entries, not a million.
struct RunLog {
    private(set) var head: [RunLogEntry] = []
    private var tail: [RunLogEntry] = []
    /// Where the oldest entry of `tail` is, once the ring is full.
    private var tailStart = 0
    /// Entries dropped from the middle.
    private(set) var omitted = 0
    let headLimit: Int
    let tailLimit: Int

    init(headLimit: Int = ShortcutLimits.logHead, tailLimit: Int = ShortcutLimits.logTail) {
        self.headLimit = max(0, headLimit)
        self.tailLimit = max(1, tailLimit)
    }

    mutating func append(_ entry: RunLogEntry) {
        if head.count < headLimit {
            head.append(entry)
        } else if tail.count < tailLimit {
            tail.append(entry)
        } else {
            tail[tailStart] = entry
            tailStart = (tailStart + 1) % tailLimit
            omitted += 1
        }
    }

    /// Adds a nested run's log after the entry of the action that ran it; what that log left
    /// out counts as left out here.
    mutating func append(nested other: RunLog) {
        for entry in other.entries { append(entry) }
        omitted += other.omitted
    }

    /// Everything kept, oldest first.
    var entries: [RunLogEntry] { head + tail[tailStart...] + tail[..<tailStart] }

    /// How many entries are kept now.
    var count: Int { head.count + tail.count }
}
