import Foundation
import ShortcutModel

/// What the system actions (Open URL, the clipboard, Show Notification) find outside the
/// process: the environment variables that say which desktop programs exist and where
/// (`PATH`, `BROWSER`, `WAYLAND_DISPLAY`, `DISPLAY`), and a way to write to the terminal the
/// person is looking at (OSC 52 puts text on the terminal's clipboard).
///
/// A host sets it for a run as a task-local value, so a shortcut run by Run Shortcut sees the
/// same; tests give a `PATH` of fake programs:
///
/// ```swift
/// try await SystemEnvironment.$current.withValue(SystemEnvironment(variables: ["PATH": fakes])) {
///     try await runner.run(document, prompter: prompter)
/// }
/// ```
package struct SystemEnvironment: Sendable {
    /// The run's environment; `nil` outside of any `withValue`: this process's.
    @TaskLocal package static var current: SystemEnvironment?

    /// The environment a system action uses now.
    package static var effective: SystemEnvironment {
        current ?? SystemEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    package var variables: [String: String]
    /// Writes a control sequence to the person's terminal (the CLI: `/dev/tty`; the editor:
    /// its backend); `nil` when the run has no terminal.
    package var terminal: (@Sendable (String) -> Void)?
    /// How long a desktop program (xdg-open, a clipboard program, notify-send) may take before it
    /// is stopped and the action fails: they answer in well under a second, so ten seconds
    /// means one hangs. Tests that are about something else give a loaded machine more.
    package var programTimeout: Duration

    package init(
        variables: [String: String], terminal: (@Sendable (String) -> Void)? = nil,
        programTimeout: Duration = .seconds(10)
    ) {
        self.variables = variables
        self.terminal = terminal
        self.programTimeout = programTimeout
    }

    /// The path of the program `name` on `PATH`, `nil` when none is executable.
    package func executable(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in (variables["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let path = "\(folder)/\(name)"
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// Whether a variable is set to something.
    func has(_ name: String) -> Bool { !(variables[name] ?? "").isEmpty }
}
