import ArgumentParser
import Foundation
import Glibc
import JSONCore
import ShortcutKit

/// `shortcuts automations`: shortcuts that run by themselves, as systemd user units
/// (docs/automations.md).
struct AutomationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "automations",
        abstract: "Shortcuts that run by themselves: on a schedule, at an interval, at login, when a path changes.",
        subcommands: [Add.self, List.self, Show.self, Enable.self, Disable.self, Remove.self, RunNow.self, Logs.self])

    static func store() -> AutomationStore { installer().store }

    static func installer() -> AutomationInstaller { AutomationInstaller(home: ShortcutsHome.resolve()) }

    /// Says why `problem` stopped `what` ("cannot enable 'x'") and gives its exit code.
    static func refuse(_ what: String, _ problem: AutomationProblem) -> ExitCode {
        complain("\(what): \(problem.description)")
        switch problem.kind {
        case .invalid: return Exit.usage
        case .notPermitted: return Exit.notPermitted
        case .cannotWrite: return Exit.cannotWrite
        case .schedulerFailed, .noUserManager: return Exit.runFailed
        }
    }

    /// A line for people on standard output, escaped: a shortcut's name may hold control characters.
    static func say(_ text: String) { StandardStreams.message(text + "\n") }

    /// The name given, or a usage error saying why it is none.
    static func name(_ text: String) throws -> AutomationName {
        switch AutomationName.parse(text) {
        case .success(let name): return name
        case .failure(let problem): throw ValidationError(problem.description)
        }
    }

    /// When a calendar automation runs next, as systemd says; `nil` for other triggers.
    static func next(_ trigger: AutomationTrigger) async -> String? {
        guard case .calendar(let expression) = trigger else { return nil }
        return await SystemdPrograms.nextElapse(expression)
    }

    /// The automation named `text`, or exit 66 when there is none.
    static func load(_ text: String) throws -> Automation {
        let name = try name(text)
        let found: Automation?
        do throws(AutomationProblem) { found = try store().load(name) } catch {
            complain(error.description)
            throw Exit.invalidShortcut
        }
        guard let found else {
            complain("no automation is named '\(name)' (see `shortcuts automations list`)")
            throw Exit.notFound
        }
        return found
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add an automation (disabled until `enable`): a shortcut and when it runs.",
            discussion: """
                Give one trigger: --calendar (systemd's OnCalendar= syntax: "Mon..Fri 09:00", "*:0/30", \
                "daily"), --every-minutes N, --at-login, or --path P with --when changed, modified, exists, \
                glob or nonEmpty.
                """)

        @Argument(help: "Its name: lower-case letters, digits and dashes (morning-digest).")
        var name: String

        @Option(help: "The shortcut it runs: a name, an id or a file of the library.")
        var shortcut: String

        @Option(help: "Run at these times (systemd's calendar syntax).")
        var calendar: String?

        @Option(name: .customLong("every-minutes"), help: "Run every N minutes.")
        var everyMinutes: Int?

        @Flag(name: .customLong("after-last-run"), help: "With --every-minutes: count from the end of the last run.")
        var afterLastRun = false

        @Flag(name: .customLong("at-login"), help: "Run when the user's service manager starts: at login.")
        var atLogin = false

        @Option(help: "Run when this path changes (with --when).")
        var path: String?

        @Option(help: "With --path: changed, modified, exists, glob or nonEmpty.")
        var when: String?

        @Option(help: "The input the shortcut is given, as text.")
        var input: String?

        @Option(help: "When it is still running: single (skip), queued (wait), restart, or parallel:N.")
        var mode = "single"

        @Option(
            name: .customLong("on-failure"),
            help:
                "When a run fails: notify (a desktop notification), record (only the run history), or a shortcut to run with the failure."
        )
        var onFailure = "notify"

        func validate() throws {
            _ = try AutomationsCommand.name(name)
            let triggers = [calendar != nil, everyMinutes != nil, atLogin, path != nil].filter { $0 }.count
            guard triggers == 1 else {
                throw ValidationError(
                    "give one trigger: --calendar, --every-minutes, --at-login or --path (\(triggers) given)")
            }
            if path != nil, when == nil {
                throw ValidationError("--path needs --when (changed, modified, exists, glob or nonEmpty)")
            }
            if path == nil, when != nil { throw ValidationError("--when goes with --path") }
            let parallel = mode.hasPrefix("parallel:") ? Int(mode.dropFirst("parallel:".count)) : nil
            guard ["single", "queued", "restart"].contains(mode) || (parallel.map { (1...64).contains($0) } ?? false)
            else {
                throw ValidationError("--mode must be single, queued, restart or parallel:N (N from 1 to 64)")
            }
            if afterLastRun, everyMinutes == nil { throw ValidationError("--after-last-run goes with --every-minutes") }
        }

        /// The automation the options describe, in the form its file takes (which checks it).
        func automation(shortcut id: UUID) throws -> Automation {
            let trigger: AutomationTrigger
            if let calendar {
                trigger = .calendar(calendar)
            } else if let everyMinutes {
                trigger = .interval(minutes: everyMinutes, from: afterLastRun ? .lastRun : .boot)
            } else if let path, let when {
                guard let condition = AutomationTrigger.PathCondition(rawValue: when) else {
                    throw ValidationError("--when must be changed, modified, exists, glob or nonEmpty")
                }
                trigger = .path(path, when: condition)
            } else {
                trigger = .login
            }
            let modes: [String: AutomationMode] = ["single": .single, "queued": .queued, "restart": .restart]
            let bound = Int(mode.dropFirst("parallel:".count)) ?? 0
            let automation = Automation(
                name: try AutomationsCommand.name(name), shortcut: id, input: input, trigger: trigger,
                mode: modes[mode] ?? .parallel(bound))
            // The file's own checks (a control character in a path, minutes out of range).
            do throws(AutomationProblem) { return try AutomationFile.checked(automation) } catch {
                complain("cannot add '\(name)': \(error.description)")
                throw Exit.usage
            }
        }

        func run() async throws {
            let environment = try await Environment.load(appsUsedBy: [shortcut], interactive: false)
            let (document, _) = try environment.shortcut(shortcut)
            var automation = try automation(shortcut: document.id)
            switch onFailure {
            case "notify": automation.onFailure = .notify
            case "record": automation.onFailure = .record
            default: automation.onFailure = .runShortcut(try environment.shortcut(onFailure).document.id)
            }
            // Headless: what the shortcut does must be allowed and trusted already.
            let policy = try environment.safetyPolicy(confirmer: nil)
            do throws(AutomationProblem) {
                try await AutomationsCommand.installer().add(
                    automation, document: document, effects: environment.catalog.effects(of: document), policy: policy)
            } catch {
                throw AutomationsCommand.refuse("cannot add '\(automation.name)'", error)
            }
            say(
                "Added '\(automation.name)': runs '\(document.name)' \(automation.trigger.summary) (\(automation.mode.name))."
            )
            say("It is disabled: `shortcuts automations enable \(automation.name)` installs its units and starts it.")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the automations: name, enabled, when, the shortcut, the next run and the last outcome.")

        @Flag(help: "Print JSON.")
        var json = false

        func run() async throws {
            let environment = try await Environment.load(externalApps: false, interactive: false)
            let runs = RunStore(home: environment.home)
            var rows: [JSONNode] = []
            var lines: [String] = []
            var broken = false
            for (_, entry) in AutomationsCommand.store().all() {
                guard case .success(let automation) = entry else {
                    if case .failure(let problem) = entry { complain(problem.description) }
                    broken = true
                    continue
                }
                let shortcutName = environment.catalog.shortcuts.document(automation.shortcut)?.name
                let next = automation.enabled ? await AutomationsCommand.next(automation.trigger) : nil
                let last = try? await runs.list(
                    // Its shortcut's runs: a failure handler's are kept under its name too.
                    RunStore.Filter(
                        shortcut: automation.shortcut, source: .automation, sourceDetail: automation.name.rawValue,
                        limit: 1)
                ).first
                var members: [(String, JSONNode)] = [
                    ("name", .string(automation.name.rawValue)), ("enabled", .bool(automation.enabled)),
                    ("trigger", .string(automation.trigger.summary)), ("mode", .string(automation.mode.name)),
                    (
                        "shortcut",
                        .object(
                            [("id", .string(automation.shortcut.uuidString))]
                                + (shortcutName.map { [("name", .string($0))] } ?? []))
                    ),
                ]
                if automation.enabled { members.append(("scheduler", .string(automation.scheduler.rawValue))) }
                if let next { members.append(("next", .string(next))) }
                if let last {
                    members.append(("lastRun", RunJSON.summary(last)))
                }
                rows.append(.object(members))
                lines.append(
                    [
                        automation.name.rawValue,
                        automation.enabled
                            ? (automation.scheduler == .cron ? "enabled (cron)" : "enabled ") : "disabled",
                        "'\(shortcutName ?? automation.shortcut.uuidString)'", automation.trigger.summary,
                        next.map { "next \($0)" } ?? "",
                        last.map { "last \($0.outcome.rawValue) \(RunText.time($0.started))" } ?? "never ran",
                    ].filter { !$0.isEmpty }.joined(separator: "  "))
            }
            if json {
                StandardStreams.json(JSONWriter.write(.array(rows)))
            } else if lines.isEmpty, !broken {
                say(
                    "No automations yet: `shortcuts automations add NAME --shortcut S --calendar \"daily\"` adds one.")
            } else {
                for line in lines { StandardStreams.data(line + "\n") }
            }
            if broken { throw Exit.invalidShortcut }
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show an automation, and the units enabling it writes.")

        @Argument(help: "The automation's name.")
        var name: String

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            let environment = try await Environment.load(externalApps: false, interactive: false)
            let shortcutName =
                environment.catalog.shortcuts.document(automation.shortcut)?.name ?? automation.shortcut.uuidString
            var out = "Automation \(automation.name)\n"
            out += "  runs      '\(shortcutName)'\(automation.input.map { " with the input '\($0)'" } ?? "")\n"
            out += "  when      \(automation.trigger.summary)\n"
            out += "  mode      \(automation.mode.name)\n"
            let failing: String
            switch automation.onFailure {
            case .notify: failing = "a desktop notification, where there is a session"
            case .record: failing = "kept in the run history only"
            case .runShortcut(let id):
                failing = "runs '\(environment.catalog.shortcuts.document(id)?.name ?? id.uuidString)' with the failure"
            }
            out += "  failure   \(failing)\n"
            out +=
                "  enabled   \(automation.enabled ? (automation.scheduler == .cron ? "yes, from your crontab" : "yes") : "no")\n"
            if automation.enabled, let next = await AutomationsCommand.next(automation.trigger) {
                out += "  next      \(next)\n"
            }
            out += "  file      \(AutomationsCommand.store().file(of: automation.name).path)\n\n"
            let installer = AutomationsCommand.installer()
            if automation.scheduler == .cron {
                switch installer.cronLine(for: automation) {
                case .success(let line): out += "crontab (in its block of automations)\n\(line)\n"
                case .failure(let problem): out += "crontab: \(problem.description)\n"
                }
            } else {
                for unit in installer.units(for: automation, shortcutName: shortcutName) {
                    out += "\(installer.unitFolder.appendingPathComponent(unit.name).path)\n\(unit.text)\n"
                }
            }
            StandardStreams.data(out)
        }
    }

    struct Enable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Install the automation's units and start them (systemctl --user enable --now).",
            discussion: """
                Its shortcut must be allowed and trusted to do what it does: nobody is there to confirm it. \
                Where there is no systemd user manager, --cron adds it to your crontab instead (a calendar \
                or an interval cron can say; no login or path triggers).
                """)

        @Argument(help: "The automation's name.")
        var name: String

        @Flag(help: "Run it from your crontab (a marked block of it) rather than as systemd user units.")
        var cron = false

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            let environment = try await Environment.load(
                appsUsedBy: [automation.shortcut.uuidString], interactive: false)
            let (document, _) = try environment.shortcut(automation.shortcut.uuidString)
            // Headless: what the shortcut does must be allowed and trusted already.
            let policy = try environment.safetyPolicy(confirmer: nil)
            let effects = environment.catalog.effects(of: document)
            let touched = effects.total.subtracting(.appData)
            let saved: Automation
            do throws(AutomationProblem) {
                saved = try await AutomationsCommand.installer().enable(
                    automation, document: document, effects: effects, policy: policy,
                    scheduler: cron ? .cron : .systemd)
            } catch {
                throw AutomationsCommand.refuse("cannot enable '\(automation.name)'", error)
            }
            if !touched.isEmpty { say("'\(document.name)' \(touched.phrase); it is allowed and trusted to.") }
            say(
                "Enabled '\(saved.name)': runs '\(document.name)' \(saved.trigger.summary)"
                    + (saved.scheduler == .cron ? ", from your crontab." : "."))
            if saved.scheduler == .systemd, saved.trigger.usesTimer {
                say(
                    "A timer runs only while you are logged in, unless `loginctl enable-linger` lets your services run without you."
                )
            }
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Stop the automation and remove its units (systemctl --user disable --now).")

        @Argument(help: "The automation's name.")
        var name: String

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            do throws(AutomationProblem) { _ = try await AutomationsCommand.installer().disable(automation) } catch {
                throw AutomationsCommand.refuse("cannot disable '\(automation.name)'", error)
            }
            say(
                "Disabled '\(automation.name)': "
                    + (automation.scheduler == .cron ? "its crontab line is removed." : "its units are removed."))
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an automation (disabling it first).")

        @Argument(help: "The automation's name.")
        var name: String

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            // Whatever of it is installed, enabled or left by a failed enable, goes too.
            do throws(AutomationProblem) { try await AutomationsCommand.installer().remove(automation) } catch {
                throw AutomationsCommand.refuse("cannot remove '\(automation.name)'", error)
            }
            say("Removed '\(automation.name)'.")
        }
    }

    struct Logs: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The automation's runs from the run history, newest first (runs show ID shows one).")

        @Argument(help: "The automation's name.")
        var name: String

        @Option(help: "At most this many runs.")
        var limit = 20

        @Flag(help: "Print JSON.")
        var json = false

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            let runs: [RunSummary]
            do throws(RunStoreError) {
                runs = try await RunStore(home: ShortcutsHome.resolve()).list(
                    RunStore.Filter(source: .automation, sourceDetail: automation.name.rawValue, limit: max(1, limit)))
            } catch {
                complain(error.description)
                throw Exit.databaseFailed
            }
            if json {
                StandardStreams.json(JSONWriter.write(.array(runs.map(RunJSON.summary))))
            } else if runs.isEmpty {
                say("'\(automation.name)' has not run yet (or its runs are no longer kept).")
            } else {
                for run in runs { StandardStreams.data(RunsText.line(run) + "\n") }
            }
        }
    }

    struct RunNow: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run-now",
            abstract: "Run the automation now, as its unit would: headless, kept in the run history under its name.")

        @Argument(help: "The automation's name.")
        var name: String

        func run() async throws {
            let automation = try AutomationsCommand.load(name)
            var options = [
                automation.shortcut.uuidString, "--no-input", "--automation", automation.name.rawValue,
                "--automation-now",
            ]
            // One word, so an input that starts with a dash is not read as an option.
            if let input = automation.input { options.append("--input=\(input)") }
            let command = try RunCommand.parse(options)
            try await command.run()
        }
    }
}
