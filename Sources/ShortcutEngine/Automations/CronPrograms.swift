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
        } else if listed.error.contains("no crontab for") {
            text = ""
        } else {
            throw AutomationProblem(
                "crontab -l failed: \(listed.error.trimmingCharacters(in: .whitespacesAndNewlines))",
                kind: .schedulerFailed)
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
