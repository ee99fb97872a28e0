import Foundation

/// The automations' block in a user's crontab, for the cron fallback (docs/automations.md):
/// one marked block holding a line per automation enabled with cron, each after a comment that
/// names it. Everything outside the block is the person's and is kept byte for byte.
///
/// ```
/// # >>> shortcuts automations: made by `shortcuts automations enable --cron`; change them with it >>>
/// # automation morning-digest
/// 0 9 * * 1-5 SHORTCUTS_HOME='/home/ada/.shortcuts' '/usr/local/bin/shortcuts' 'run' '…' >/dev/null
/// # <<< shortcuts automations <<<
/// ```
package enum CronTable {
    static let begin =
        "# >>> shortcuts automations: made by `shortcuts automations enable --cron`; change them with it >>>"
    static let end = "# <<< shortcuts automations <<<"

    /// The crontab line that runs `command` at `fields` (``CronSchedule``), with `environment`
    /// set; its standard output is dropped (the run history keeps the run), its errors go to
    /// cron's mail. `nil` when a word cannot be on a crontab line (a line break in the input).
    package static func line(fields: String, command: [String], environment: [(String, String)]) -> String? {
        let words = environment.map { "\($0)=\(quote($1))" } + command.map(quote)
        let joined = words.joined()
        // A backslash before a `%` would be read by cron as the escape of the one it stands before.
        guard !joined.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
            !(environment.map(\.1) + command).contains(where: { $0.contains("\\%") })
        else { return nil }
        return "\(fields) \(words.joined(separator: " ")) >/dev/null"
    }

    /// One word for the shell cron runs a line with, in single quotes; `%`, which cron turns
    /// into a line break, escaped as cron reads it.
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "%", with: "\\%") + "'"
    }

    /// Whether the crontab `text` has a line for the automation `name`; a block changed by hand
    /// is refused.
    package static func contains(_ name: AutomationName, in text: String) throws(AutomationProblem) -> Bool {
        try block(in: text).entries.contains { $0.name == name.rawValue }
    }

    /// Why cron cannot run the block's lines as written: a `SHELL=` line naming a shell that
    /// does not read them as `sh` does (quotes, `VAR=value command`).
    static func shellProblem(in text: String) -> String? {
        let posix = ["sh", "bash", "dash", "ksh", "mksh", "zsh", "ash", "busybox"]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("SHELL"), let equals = trimmed.firstIndex(of: "=") else { continue }
            guard trimmed[..<equals].trimmingCharacters(in: .whitespaces) == "SHELL" else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(
                in: CharacterSet(charactersIn: " \"'"))
            let shell = value.split(separator: "/").last.map(String.init) ?? value
            if !posix.contains(shell) {
                return
                    "your crontab runs its lines with \(value), which does not read them as sh does; set SHELL=/bin/sh, or run it with systemd"
            }
        }
        return nil
    }

    /// The crontab `text` with the line of the automation `name` replaced by `line`, or removed
    /// when `line` is `nil` (the block too when it is left empty). A block whose end marker is
    /// missing was changed by hand: it is not guessed at.
    package static func replacing(_ name: AutomationName, with line: String?, in text: String)
        throws(AutomationProblem) -> String
    {
        if line != nil, let problem = shellProblem(in: text) { throw AutomationProblem(problem) }
        var found = try block(in: text)
        found.entries.removeAll { $0.name == name.rawValue }
        if let line { found.entries.append((name.rawValue, line)) }
        found.entries.sort { $0.name < $1.name }
        var block: [String] = []
        if !found.entries.isEmpty {
            block = [begin] + found.entries.flatMap { ["# automation \($0.name)", $0.line] } + [end]
        }
        let lines = found.before + block + found.after
        // A crontab ends with a line break: cron ignores a last line without one.
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private struct Block {
        var before: [String]
        var entries: [(name: String, line: String)]
        var after: [String]
    }

    private static func block(in text: String) throws(AutomationProblem) -> Block {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The last line break ends the last line; it does not start another.
        if lines.last == "" { lines.removeLast() }
        let begins = lines.indices.filter { lines[$0] == begin }
        guard let start = begins.first else { return Block(before: lines, entries: [], after: []) }
        guard begins.count == 1, let stop = lines[start...].firstIndex(of: end) else {
            throw AutomationProblem(
                "your crontab's block of automations was changed by hand (its markers do not pair up); mend it with `crontab -e` first"
            )
        }
        var entries: [(name: String, line: String)] = []
        var index = start + 1
        while index < stop {
            let line = lines[index]
            if line.hasPrefix("# automation "), index + 1 < stop {
                entries.append((String(line.dropFirst("# automation ".count)), lines[index + 1]))
                index += 2
            } else {
                index += 1
            }
        }
        return Block(before: Array(lines[..<start]), entries: entries, after: Array(lines[(stop + 1)...]))
    }
}
