import ArgumentParser
import Foundation
import ShortcutKit

/// How `shortcuts run --log` writes a run's log: JSON (an array of entries) or text (a line per
/// action). Either way, the actions of a shortcut that Run Shortcut ran follow the Run Shortcut
/// entry that ran them, naming that shortcut and how deep it ran.
enum RunLogWriter {
    /// The form `--log-type` chooses.
    enum Form: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    /// The log in `form`, ending with a line break.
    static func write(_ result: RunResult, as form: Form) throws -> String {
        switch form {
        case .json: try json(result.log)
        case .text: text(result.log, omitted: result.omittedLogEntries)
        }
    }

    /// The entries as pretty-printed JSON with sorted keys; `shortcut` and `nesting` are left out
    /// for the run's own actions.
    static func json(_ log: [RunLogEntry]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    /// One line per action: indented by how deep it ran (two spaces a level of control flow,
    /// four a level of Run Shortcut), its shortcut's name before its number when another
    /// shortcut ran it, then its title, duration, and output or error.
    static func text(_ log: [RunLogEntry], omitted: Int) -> String {
        var lines = log.map { entry in
            let indent = String(repeating: "  ", count: 2 * (entry.nesting ?? 0) + entry.depth)
            let place = entry.shortcut.map { "\($0) › " } ?? ""
            let result =
                if let error = entry.error { "  ✗ \(error)" } else if entry.output.isEmpty { "" } else {
                    "  → \(entry.output)"
                }
            let appLog = (entry.appLog ?? []).map { "\n\(indent)  · \($0)" }.joined()
            return
                "\(indent)\(place)\(entry.position) \(entry.title)  \(milliseconds(entry.durationMicroseconds))\(result)\(appLog)"
        }
        if omitted > 0 {
            lines.append("(\(omitted) action\(omitted == 1 ? "" : "s") in the middle of the run are left out)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Microseconds as milliseconds with two decimals ("0.25 ms").
    static func milliseconds(_ micros: Int64) -> String {
        String(format: "%.2f ms", Double(micros) / 1000)
    }
}
