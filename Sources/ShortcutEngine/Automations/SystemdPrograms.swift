import Foundation

/// The programs automations use: `systemctl --user` to install and start their units, and
/// `systemd-analyze calendar` to check and tell a calendar expression's next time. Found on
/// `PATH`, which is the seam tests replace them through (a fake `systemctl` that records its
/// arguments); never a shell.
package enum SystemdPrograms {
    package struct Outcome: Sendable {
        package var status: Int32?
        package var output: String
        package var error: String
    }

    /// Runs `name` with `arguments`; a program that is not on `PATH`, or that cannot start, is
    /// a problem saying so.
    package static func run(
        _ name: String, _ arguments: [String], input: String = "", in environment: SystemEnvironment = .effective
    ) async throws(AutomationProblem) -> Outcome {
        guard let path = environment.executable(name) else {
            // No systemctl is no user manager: cron may do instead.
            throw AutomationProblem(
                "\(name) is not installed (not found on PATH)",
                kind: name == "systemctl" ? .noUserManager : .schedulerFailed)
        }
        let command = SystemCommand(
            path: path, arguments: arguments, input: Array(input.utf8), environment: environment.variables,
            timeout: .seconds(60))
        do {
            let outcome = try await command.run()
            return Outcome(status: outcome.status, output: outcome.output, error: outcome.error)
        } catch {
            switch error {
            case .timedOut: throw AutomationProblem("\(name) did not answer within a minute", kind: .schedulerFailed)
            case .cancelled: throw AutomationProblem("\(name) was cancelled", kind: .schedulerFailed)
            case .cannotStart(let why):
                throw AutomationProblem("\(name) could not start: \(why)", kind: .schedulerFailed)
            }
        }
    }

    /// Why systemd does not read `expression` as a calendar expression (its own words), `nil`
    /// when it does. Without `systemd-analyze` nothing can be said: `nil`.
    package static func calendarProblem(_ expression: String, in environment: SystemEnvironment = .effective) async
        -> String?
    {
        guard let outcome = try? await run("systemd-analyze", ["calendar", expression], in: environment) else {
            return nil
        }
        guard outcome.status != 0 else { return nil }
        let said = outcome.error.trimmingCharacters(in: .whitespacesAndNewlines)
        return said.isEmpty ? "'\(expression)' is not a calendar expression systemd reads" : said
    }

    /// When a calendar expression next elapses, as systemd says it ("Mon 2026-12-07 09:00:00 UTC").
    package static func nextElapse(_ expression: String, in environment: SystemEnvironment = .effective) async
        -> String?
    {
        guard let outcome = try? await run("systemd-analyze", ["calendar", expression], in: environment),
            outcome.status == 0
        else { return nil }
        for line in outcome.output.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("Next elapse:") {
                return trimmed.dropFirst("Next elapse:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// `systemctl --user` with `arguments`; its failure is a problem with what it said. No user
    /// service manager to talk to is said plainly, with what to do instead.
    package static func systemctl(_ arguments: [String], in environment: SystemEnvironment = .effective)
        async
        throws(AutomationProblem)
    {
        let outcome = try await run("systemctl", ["--user"] + arguments, in: environment)
        guard outcome.status != 0 else { return }
        let said = outcome.error.trimmingCharacters(in: .whitespacesAndNewlines)
        if said.contains("Failed to connect to bus") || said.contains("No medium found")
            || said.contains("XDG_RUNTIME_DIR")
        {
            throw AutomationProblem(
                "there is no systemd user service manager here (systemctl --user: \(said))", kind: .noUserManager)
        }
        throw AutomationProblem(
            "systemctl --user \(arguments.joined(separator: " ")) failed: \(said)", kind: .schedulerFailed)
    }
}
