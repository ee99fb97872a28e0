import Foundation

/// A shortcut that runs by itself: on a schedule, at an interval, at login or when a path
/// changes, as a systemd user timer or path unit (docs/automations.md). Kept as a small
/// canonical JSON file in `<home>/automations/NAME.json`.
package struct Automation: Sendable, Equatable {
    package var name: AutomationName
    /// The shortcut it runs, by id.
    package var shortcut: UUID
    /// The input the shortcut is given, as text; none when `nil`.
    package var input: String?
    package var trigger: AutomationTrigger
    package var mode: AutomationMode
    /// Whether its units are installed and running: `enable` sets it, `disable` clears it.
    package var enabled: Bool
    /// What runs it while it is enabled: systemd's user manager, or cron where there is none.
    package var scheduler: AutomationScheduler = .systemd
    /// What happens when a run fails, beyond being kept in the run history.
    package var onFailure: AutomationFailureAction
    /// The version of the shortcut `enable` accepted (its content hash): a run of another
    /// version is refused until it is enabled again.
    package var approvedVersion: String?

    package init(
        name: AutomationName, shortcut: UUID, input: String? = nil, trigger: AutomationTrigger,
        mode: AutomationMode = .single, onFailure: AutomationFailureAction = .notify, enabled: Bool = false,
        approvedVersion: String? = nil
    ) {
        self.name = name
        self.shortcut = shortcut
        self.input = input
        self.trigger = trigger
        self.mode = mode
        self.onFailure = onFailure
        self.enabled = enabled
        self.approvedVersion = approvedVersion
    }
}

/// An automation's name: its file's name and its units' (`shortcuts-automation-NAME.timer`).
/// Lower-case letters, digits and dashes, starting with a letter or digit, at most 64
/// characters, so it needs no escaping in a unit name, a file name or a crontab line.
package struct AutomationName: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let rawValue: String

    /// The name, or why `text` is not one.
    package static func parse(_ text: String) -> Result<AutomationName, AutomationProblem> {
        guard !text.isEmpty else { return .failure(AutomationProblem("an automation needs a name")) }
        guard text.count <= 64 else {
            return .failure(AutomationProblem("'\(text.prefix(64))…' is longer than 64 characters"))
        }
        let allowed = text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard allowed, text.first != "-" else {
            return .failure(
                AutomationProblem(
                    "'\(text)' is not an automation name: use lower-case letters, digits and dashes (morning-digest)"))
        }
        return .success(AutomationName(rawValue: text))
    }

    private init(rawValue: String) { self.rawValue = rawValue }

    package var description: String { rawValue }
    package static func < (a: AutomationName, b: AutomationName) -> Bool { a.rawValue < b.rawValue }
}

/// When an automation runs.
package enum AutomationTrigger: Sendable, Equatable {
    /// At the times a systemd calendar expression names ("Mon..Fri 09:00", "*:0/30").
    case calendar(String)
    /// Every so many minutes: counted from boot (and then from each start), or from the end of
    /// the last run.
    case interval(minutes: Int, from: IntervalStart)
    /// When the user's service manager starts: at login.
    case login
    /// When a path changes as `when` says.
    case path(String, when: PathCondition)

    package enum IntervalStart: String, Sendable, CaseIterable {
        case boot, lastRun
    }

    /// What about a path starts a run, as systemd's path units watch it.
    package enum PathCondition: String, Sendable, CaseIterable {
        /// The file or folder is written and closed, or moved or removed (`PathChanged=`).
        case changed
        /// As `changed`, and on every write, not only the closing one (`PathModified=`).
        case modified
        /// The path exists (`PathExists=`).
        case exists
        /// A file matching the glob exists (`PathExistsGlob=`).
        case glob
        /// The folder has something in it (`DirectoryNotEmpty=`).
        case nonEmpty
    }

    /// How `list` and `show` say it.
    package var summary: String {
        switch self {
        case .calendar(let expression): "at \(expression)"
        case .interval(let minutes, let from):
            "every \(minutes) minute\(minutes == 1 ? "" : "s")" + (from == .lastRun ? " after the last run" : "")
        case .login: "at login"
        case .path(let path, let when):
            switch when {
            case .changed: "when \(path) changes"
            case .modified: "when \(path) is written to"
            case .exists: "when \(path) exists"
            case .glob: "when a file matching \(path) exists"
            case .nonEmpty: "when the folder \(path) is not empty"
            }
        }
    }
}

/// What a run does when the automation's last run is still going (Home Assistant's modes).
package enum AutomationMode: Sendable, Equatable {
    /// The new run is skipped.
    case single
    /// The new run waits for the running one.
    case queued
    /// The running one is cancelled; the new one runs.
    case restart
    /// Both run, up to this many at once; more are skipped.
    case parallel(Int)

    package var name: String {
        switch self {
        case .single: "single"
        case .queued: "queued"
        case .restart: "restart"
        case .parallel(let most): "parallel (at most \(most))"
        }
    }
}

/// What an automation does when a run fails; every failure is kept in the run history.
package enum AutomationFailureAction: Sendable, Equatable {
    /// A desktop notification, where there is a desktop session to show it (the default).
    case notify
    /// Nothing more.
    case record
    /// Runs this shortcut with the failure as its input: a dictionary of `message`,
    /// `automation`, `shortcut` and `run` (the failed run's id).
    case runShortcut(UUID)
}

/// What starts an enabled automation's runs.
package enum AutomationScheduler: String, Sendable, CaseIterable {
    /// A systemd user timer or path unit (or the service, at login).
    case systemd
    /// A line in the user's crontab, where there is no systemd user manager.
    case cron
}

/// Why an automation, or a request about one, cannot be taken: in words to show as they are,
/// and what kind of refusal it is (the command line's exit code).
package struct AutomationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The automation or the request is wrong: a bad trigger, a name taken, a file that does not read.
        case invalid
        /// Its shortcut does something not allowed or not trusted to run with nobody there.
        case notPermitted
        /// A file (the automation's, a unit, the crontab) cannot be written.
        case cannotWrite
        /// systemd or cron refused, or is not there.
        case schedulerFailed
        /// There is no systemd user manager to talk to (cron may do instead).
        case noUserManager
    }

    package var description: String
    package var kind: Kind

    package init(_ description: String, kind: Kind = .invalid) {
        self.description = description
        self.kind = kind
    }
}
