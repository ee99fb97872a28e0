import Foundation

/// The systemd user units that make an automation run (docs/automations.md): a `.service` that
/// runs `shortcuts run ID --no-input --automation NAME`, and the `.timer` or `.path` unit that
/// starts it (an automation at login has only its service, started with the user's manager).
package enum SystemdUnits {
    /// What every unit's name starts with, so they are recognised (and only they are touched).
    package static let prefix = "shortcuts-automation-"

    /// One unit file: its name and its text.
    package struct Unit: Sendable, Equatable {
        package var name: String
        package var text: String
    }

    /// The units of `automation`. `command` is the program and the arguments that start
    /// `shortcuts` (its absolute path first); `environment` the variables it runs with
    /// (`SHORTCUTS_HOME` …); `shortcutName` names the shortcut in the descriptions.
    ///
    /// `launcher` is `systemd-run`'s path. A service is started once at a time: a trigger that
    /// comes while its run goes on is merged into it, which is the single mode and no other. So
    /// an automation of another mode that can be triggered again while it runs has its service
    /// start each run as a transient unit of its own and end at once, and the run's slots
    /// (``AutomationSlots``) queue, restart or bound them.
    package static func units(
        for automation: Automation, shortcutName: String, command: [String], environment: [(String, String)],
        launcher: String? = nil
    ) -> [Unit] {
        let name = automation.name.rawValue
        let base = prefix + name
        let header = """
            # Made by `shortcuts automations enable \(name)`: edit the automation with `shortcuts automations`,
            # not this file, which enabling writes again and disabling removes.
            """
        // A name is free text: a line break in it would start a line of the unit's own.
        let title = String(
            shortcutName.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        let description = "Description=Shortcuts automation \(name): runs '\(Self.escapeSpecifiers(title))'"
        var run = command + ["run", automation.shortcut.uuidString, "--no-input", "--automation", name]
        // One word, so an input that starts with a dash is not read as an option.
        if let input = automation.input { run.append("--input=\(input)") }
        var service = """
            \(header)
            [Unit]
            \(description)

            [Service]
            Type=oneshot

            """
        for (key, value) in environment {
            service += "Environment=\(quote("\(key)=\(value)", expandsVariables: false))\n"
        }
        if let launcher, launchesEachRun(automation) {
            // The transient unit gets the manager's environment, not this service's: the
            // variables go with it. It expands `$` in its command as a unit file does, so the
            // words it runs have theirs doubled once more.
            run =
                [launcher, "--user", "--quiet", "--collect", "--description=Shortcuts automation \(name) (a run)"]
                + environment.map { "--setenv=\($0)=\($1)" } + ["--"]
                + run.map { $0.replacingOccurrences(of: "$", with: "$$") }
        }
        service += "ExecStart=\(run.map { quote($0) }.joined(separator: " "))\n"
        var units: [Unit] = []
        let trigger: String?
        switch automation.trigger {
        case .calendar(let expression):
            trigger =
                "[Timer]\nOnCalendar=\(escapeSpecifiers(expression))\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n"
        case .interval(let minutes, let from):
            let every = from == .boot ? "OnUnitActiveSec" : "OnUnitInactiveSec"
            trigger = "[Timer]\nOnBootSec=\(minutes)min\n\(every)=\(minutes)min\n\n[Install]\nWantedBy=timers.target\n"
        case .path(let path, let when):
            let key =
                switch when {
                case .changed: "PathChanged"
                case .modified: "PathModified"
                case .exists: "PathExists"
                case .glob: "PathExistsGlob"
                case .nonEmpty: "DirectoryNotEmpty"
                }
            trigger = "[Path]\n\(key)=\(unitPath(path))\n\n[Install]\nWantedBy=paths.target\n"
        case .login:
            service += "\n[Install]\nWantedBy=default.target\n"
            trigger = nil
        }
        units.append(Unit(name: base + ".service", text: service))
        if let trigger {
            let kind = automation.trigger.usesTimer ? "timer" : "path"
            units.append(Unit(name: "\(base).\(kind)", text: "\(header)\n[Unit]\n\(description)\n\n\(trigger)"))
        }
        return units
    }

    /// Whether each run of `automation` is a transient unit of its own (see
    /// ``units(for:shortcutName:command:environment:launcher:)``): not in the single mode, nor
    /// at login (once), nor counted from the last run's end (which must be the run's own), nor
    /// watching a condition that holds until the run clears it (a path that exists, a glob, a
    /// folder not empty): systemd starts the service again as long as it holds, and a service
    /// that ended at once would be started again before the run could clear it.
    package static func launchesEachRun(_ automation: Automation) -> Bool {
        guard automation.mode != .single else { return false }
        switch automation.trigger {
        case .calendar, .interval(_, from: .boot), .path(_, when: .changed), .path(_, when: .modified): return true
        case .login, .interval(_, from: .lastRun), .path: return false
        }
    }

    /// The unit `enable` and `disable` name: the timer or path unit, or the service of an
    /// automation at login.
    package static func enabledUnit(of automation: Automation) -> String {
        let base = prefix + automation.name.rawValue
        switch automation.trigger {
        case .calendar, .interval: return base + ".timer"
        case .path: return base + ".path"
        case .login: return base + ".service"
        }
    }

    /// A path as a unit names it: `~/` as the home specifier, `%` escaped.
    static func unitPath(_ path: String) -> String {
        path.hasPrefix("~/") ? "%h/" + escapeSpecifiers(String(path.dropFirst(2))) : escapeSpecifiers(path)
    }

    /// Text in which systemd expands nothing: `%` doubled.
    static func escapeSpecifiers(_ text: String) -> String { text.replacingOccurrences(of: "%", with: "%%") }

    /// One word of a command line or an assignment, quoted as systemd reads it: in double
    /// quotes, with `\`, `"` escaped, `%` doubled, `$` doubled where systemd would expand a
    /// variable (a command line, not an `Environment=` line), and control characters written as
    /// escapes.
    static func quote(_ word: String, expandsVariables: Bool = true) -> String {
        var out = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "%": out += "%%"
            case "$" where expandsVariables: out += "$$"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\x%02x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension AutomationTrigger {
    /// Whether a timer starts it (else a path unit, or the user's manager at login).
    package var usesTimer: Bool {
        switch self {
        case .calendar, .interval: true
        case .login, .path: false
        }
    }
}
