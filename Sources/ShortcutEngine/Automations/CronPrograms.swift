/// The user's crontab, read with `crontab -l` and written whole with `crontab -`, nothing else
/// (docs/automations.md). `crontab` is found on `PATH`, the seam tests replace it through.
package enum CronPrograms {
    /// Whether there is a `crontab` to run.
    package static func isInstalled(in environment: SystemEnvironment = .effective) -> Bool {
        environment.executable("crontab") != nil
    }

    /// Reads the crontab (empty when the user has none) and writes what `change` makes of it;
    /// `change` returns `nil` to leave it as it is.
    package static func edit(
        in environment: SystemEnvironment = .effective, _ change: (String) throws(AutomationProblem) -> String?
    ) async throws(AutomationProblem) {
        let listed = try await SystemdPrograms.run("crontab", ["-l"], in: environment)
        let text: String
        if listed.status == 0 {
            text = listed.output
        } else if listed.error.contains("no crontab for")
            || (listed.error.contains("can't open") && listed.error.contains("No such file"))
        {
            // None yet (cronie and Debian's cron say the first, BusyBox the second).
            text = ""
        } else {
            throw AutomationProblem(
                "crontab -l failed: \(listed.error.trimmingCharacters(in: .whitespacesAndNewlines))",
                kind: .schedulerFailed)
        }
        // Its bytes are read as UTF-8: one that is not would be written back changed.
        guard !text.contains("\u{FFFD}") else {
            throw AutomationProblem(
                "your crontab is not UTF-8 text, and is not changed; mend it with `crontab -e`", kind: .schedulerFailed)
        }
        guard let changed = try change(text), changed != text else { return }
        let written = try await SystemdPrograms.run("crontab", ["-"], input: changed, in: environment)
        guard written.status == 0 else {
            throw AutomationProblem(
                "crontab refused the new table: \(written.error.trimmingCharacters(in: .whitespacesAndNewlines))",
                kind: .schedulerFailed)
        }
    }
}
