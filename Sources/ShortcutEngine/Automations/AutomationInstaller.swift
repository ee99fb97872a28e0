import Foundation
import ShortcutModel

/// Adds, enables, disables and removes automations (docs/automations.md): their files, their
/// systemd user units under `$XDG_CONFIG_HOME/systemd/user/` or their lines in the crontab,
/// and what systemd is told. The command line and the editor both go through it.
///
/// `systemctl`, `systemd-analyze`, `systemd-run` and `crontab` are found on `PATH`, the seam
/// tests replace them through.
package struct AutomationInstaller: Sendable {
    package let store: AutomationStore
    /// The user's unit folder.
    package let unitFolder: URL
    /// The program and arguments that start `shortcuts`, the very program enabling it.
    package let command: [String]
    /// The variables a run needs to find this home and its config.
    package let environment: [(String, String)]
    /// The user's home folder, where a path trigger may name a folder not made yet.
    let userHome: String
    /// Where `systemctl`, `systemd-analyze`, `systemd-run` and `crontab` are found (its `PATH`).
    let programs: SystemEnvironment

    /// The installer of `home`'s automations, for this program in the environment `variables`
    /// (this process's by default), where the programs it runs are found.
    package init(home: ShortcutsHome, variables: [String: String] = ProcessInfo.processInfo.environment) {
        store = AutomationStore(home: home)
        programs = SystemEnvironment(variables: variables)
        userHome = FileManager.default.homeDirectoryForCurrentUser.path
        let configured = variables["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let config = configured ?? (userHome as NSString).appendingPathComponent(".config")
        unitFolder = URL(fileURLWithPath: config).appendingPathComponent("systemd/user")
        command = [
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        ]
        environment = [("SHORTCUTS_HOME", home.root.path)] + (configured.map { [("XDG_CONFIG_HOME", $0)] } ?? [])
    }

    // MARK: Adding

    /// Why `automation` cannot be added: a name taken, a calendar expression systemd does not
    /// read, a path outside the home that is not there; `nil` when it can.
    package func problem(adding automation: Automation) async -> AutomationProblem? {
        do throws(AutomationProblem) {
            if try store.load(automation.name) != nil {
                return AutomationProblem(
                    "an automation is named '\(automation.name)' already: remove it first, or choose another name")
            }
        } catch {
            return error
        }
        if case .calendar(let expression) = automation.trigger,
            let problem = await calendarProblem(expression)
        {
            return AutomationProblem("the calendar expression \(problem)")
        }
        if case .path(let path, _) = automation.trigger, let problem = pathProblem(path) {
            return AutomationProblem("the path \(problem)")
        }
        return nil
    }

    /// Saves a new automation of the shortcut `document`, disabled, after checking it
    /// (``problem(adding:)``): its shortcut must already be allowed and trusted by `policy` to
    /// do all it does (`effects`), as ``enable(_:document:effects:policy:scheduler:)`` checks
    /// again, for nobody is there to confirm it when it runs.
    package func add(
        _ automation: Automation, document: ShortcutDocument, effects: ShortcutEffects, policy: SafetyPolicy
    ) async throws(AutomationProblem) {
        try await admit(document, effects: effects, policy: policy)
        if let problem = await problem(adding: automation) { throw problem }
        var disabled = automation
        disabled.enabled = false
        disabled.approvedVersion = nil
        try save(disabled)
    }

    /// Why a path trigger cannot watch `path`: one outside the home must exist (a folder of the
    /// home may be made later).
    package func pathProblem(_ path: String) -> String? {
        let expanded = path.hasPrefix("~/") ? userHome + String(path.dropFirst(1)) : path
        let insideHome = expanded == userHome || expanded.hasPrefix(userHome.hasSuffix("/") ? userHome : userHome + "/")
        guard !insideHome else { return nil }
        // A glob's folder, the part before its first pattern character.
        let fixed = String(expanded.prefix { !"*?[".contains($0) })
        let checked = fixed == expanded ? expanded : (fixed as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: checked) else {
            return "'\(path)' does not exist, and a path outside your home must"
        }
        return nil
    }

    /// Why systemd does not read `expression` as a calendar (its own words); `nil` when it does,
    /// or when `systemd-analyze` is not there to say.
    package func calendarProblem(_ expression: String) async -> String? {
        await SystemdPrograms.calendarProblem(expression, in: programs)
    }

    /// When a calendar expression next elapses, as systemd says it.
    package func nextElapse(_ expression: String) async -> String? {
        await SystemdPrograms.nextElapse(expression, in: programs)
    }

    // MARK: Enabling

    /// The systemd units of `automation`, which runs the shortcut named `shortcutName`.
    package func units(for automation: Automation, shortcutName: String) -> [SystemdUnits.Unit] {
        SystemdUnits.units(
            for: automation, shortcutName: shortcutName, command: command, environment: environment,
            launcher: programs.executable("systemd-run") ?? "/usr/bin/systemd-run")
    }

    /// The crontab line of `automation`, or why cron cannot run it.
    package func cronLine(for automation: Automation) -> Result<String, AutomationProblem> {
        CronSchedule.fields(for: automation.trigger).flatMap { fields in
            var run = command + ["run", automation.shortcut.uuidString, "--no-input", "--automation"]
            run.append(automation.name.rawValue)
            if let input = automation.input { run.append("--input=\(input)") }
            guard let line = CronTable.line(fields: fields, command: run, environment: environment) else {
                return .failure(
                    AutomationProblem(
                        "cron cannot pass an input with a control character (a line break …) or a backslash before a %")
                )
            }
            return .success(line)
        }
    }

    /// Enables `automation` with `scheduler`: its shortcut `document` must be allowed and
    /// trusted by `policy` to do all it does (`effects`), for nobody is there to confirm it.
    /// This version of the shortcut is the one accepted; a run of another is refused until it
    /// is enabled again. The automation's file is saved first, so a run that starts at once
    /// reads it; when systemd or cron then refuses, it is saved disabled again and nothing of
    /// it is left installed. Returns the automation as saved.
    package func enable(
        _ automation: Automation, document: ShortcutDocument, effects: ShortcutEffects, policy: SafetyPolicy,
        scheduler: AutomationScheduler
    ) async throws(AutomationProblem) -> Automation {
        try await admit(document, effects: effects, policy: policy)
        var cronLine: String?
        if scheduler == .cron {
            switch self.cronLine(for: automation) {
            case .success(let line): cronLine = line
            case .failure(let problem): throw problem
            }
        }
        let units = units(for: automation, shortcutName: document.name)
        var enabled = automation
        enabled.enabled = true
        enabled.scheduler = scheduler
        enabled.approvedVersion = TrustStore.hash(of: document)
        try save(enabled)
        // Whatever an earlier enable installed (another trigger, the other scheduler) goes first;
        // when that fails, the automation stays as it was.
        do throws(AutomationProblem) { try await uninstall(automation) } catch {
            try? save(automation)
            throw error
        }
        do throws(AutomationProblem) {
            if let cronLine {
                try await CronPrograms.edit(in: programs) { text throws(AutomationProblem) in
                    try CronTable.replacing(automation.name, with: cronLine, in: text)
                }
            } else {
                try install(units)
                try await SystemdPrograms.systemctl(["daemon-reload"], in: programs)
                try await SystemdPrograms.systemctl(
                    ["enable", "--now", SystemdUnits.enabledUnit(of: automation)], in: programs)
            }
        } catch {
            // Nothing of it stays installed: units systemd may have enabled are stopped and
            // removed as far as it answers, and their files removed whatever it says.
            try? await uninstall(enabled, strictly: false)
            var disabled = automation
            disabled.enabled = false
            disabled.scheduler = .systemd
            disabled.approvedVersion = nil
            try? save(disabled)
            if error.kind == .noUserManager, scheduler == .systemd {
                throw AutomationProblem(
                    "\(error.description); `shortcuts automations enable \(automation.name) --cron` runs it from your crontab instead",
                    kind: .noUserManager)
            }
            throw error
        }
        return enabled
    }

    /// Disables `automation`: its units stopped and removed, its crontab line removed, and it
    /// saved as disabled. Returns it as saved.
    package func disable(_ automation: Automation) async throws(AutomationProblem) -> Automation {
        try await uninstall(automation)
        var disabled = automation
        disabled.enabled = false
        disabled.scheduler = .systemd
        disabled.approvedVersion = nil
        try save(disabled)
        return disabled
    }

    /// Removes `automation`: everything of it installed, and its file.
    package func remove(_ automation: Automation) async throws(AutomationProblem) {
        try await uninstall(automation)
        try store.remove(automation.name)
    }

    /// Whether `policy` lets `document` do all it does with nobody there to confirm it.
    private func admit(_ document: ShortcutDocument, effects: ShortcutEffects, policy: SafetyPolicy)
        async
        throws(AutomationProblem)
    {
        // Confirming once at a terminal does nothing for a run nobody watches: not offered.
        var headless = policy
        headless.confirmHint = ""
        do throws(RunError) { try await headless.admit(document, effects: effects) } catch {
            throw AutomationProblem(error.message, kind: .notPermitted)
        }
    }

    // MARK: Installing

    private func save(_ automation: Automation) throws(AutomationProblem) {
        do throws(AutomationProblem) { try store.save(automation) } catch {
            throw AutomationProblem(error.description, kind: .cannotWrite)
        }
    }

    /// Writes the units, each whole or not at all.
    private func install(_ units: [SystemdUnits.Unit]) throws(AutomationProblem) {
        do {
            try FileManager.default.createDirectory(at: unitFolder, withIntermediateDirectories: true)
            for unit in units { try AtomicFile.write(unit.text, to: unitFolder.appendingPathComponent(unit.name)) }
        } catch {
            throw AutomationProblem("the units cannot be written to \(unitFolder.path): \(error)", kind: .cannotWrite)
        }
    }

    /// Undoes every enable of `automation`: its crontab line removed, and the units of it that
    /// are there stopped, disabled and removed, systemd told. The crontab is a must for an
    /// automation cron runs (a block changed by hand is refused, not guessed at); for another,
    /// a leftover line is removed where `crontab` answers, and a crontab without one is not
    /// written. Not `strictly` (undoing a failed enable): systemd's refusals are passed over
    /// and the files removed anyway.
    private func uninstall(_ automation: Automation, strictly: Bool = true) async throws(AutomationProblem) {
        if automation.scheduler == .cron {
            try await CronPrograms.edit(in: programs) { text throws(AutomationProblem) in
                try CronTable.replacing(automation.name, with: nil, in: text)
            }
        } else if CronPrograms.isInstalled(in: programs) {
            try? await CronPrograms.edit(in: programs) { text throws(AutomationProblem) in
                try CronTable.contains(automation.name, in: text)
                    ? try CronTable.replacing(automation.name, with: nil, in: text) : nil
            }
        }
        let base = SystemdUnits.prefix + automation.name.rawValue
        let files = ["service", "timer", "path"].map { unitFolder.appendingPathComponent("\(base).\($0)") }
        let installed = files.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !installed.isEmpty else { return }
        // Every unit of it that is there: the trigger may have changed since it was enabled.
        do throws(AutomationProblem) {
            try await SystemdPrograms.systemctl(
                ["disable", "--now"] + installed.map(\.lastPathComponent), in: programs)
        } catch {
            if strictly { throw error }
        }
        for file in installed {
            do { try FileManager.default.removeItem(at: file) } catch {
                throw AutomationProblem("\(file.path) cannot be removed: \(error)", kind: .cannotWrite)
            }
        }
        do throws(AutomationProblem) { try await SystemdPrograms.systemctl(["daemon-reload"], in: programs) } catch {
            if strictly { throw error }
        }
    }
}
