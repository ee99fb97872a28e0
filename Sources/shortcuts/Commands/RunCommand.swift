import ArgumentParser
import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// `shortcuts run NAME|FILE`: runs a shortcut, asking on the terminal when it needs answers.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a shortcut.",
        discussion: """
            Dialogs and snippets are printed as the shortcut runs. The output (of Stop and Output, \
            or else of the last action) is written with -o, or printed at the end when nothing else was shown.
            """)

    @Argument(help: "The shortcut's name, id, or a path to a shortcut file.", completion: ShortcutNameCompletion.kind)
    var shortcut: String

    @Option(
        name: [.customShort("i"), .customLong("input-path")],
        help: "Read the input from a file ('-' for standard input).", completion: .file())
    var inputPath: String?

    @Option(name: .customLong("input"), help: "The input, as text.")
    var inputText: String?

    @Option(
        name: [.customShort("o"), .customLong("output-path")],
        help: "Write the output to a file ('-' for standard output).", completion: .file())
    var outputPath: String?

    @Option(name: .customLong("output-type"), help: "How the output is written: text or json.")
    var outputType: OutputType = .text

    @Flag(name: .customLong("no-input"), help: "Never ask: fail when the shortcut needs an answer.")
    var noInput = false

    @Flag(
        name: .customLong("dry-run"),
        help:
            "Touch nothing: print what each action that would touch something (apps' data, files, the network, programs, a model) would have been given, and run the rest. Questions are answered from --answer or reported."
    )
    var dryRun = false

    @Option(
        name: .customLong("automation"),
        help: "Keep the run in the history as started by this automation (its units pass it).")
    var automation: String?

    @Option(
        name: .customLong("break"),
        help: ArgumentHelp(
            "Stop before this action and step through the run at the terminal: a position (as `view` numbers them), an action's id or its title. Repeat for more.",
            valueName: "action"))
    var breakAt: [String] = []

    /// `automations run-now`: the automation runs though it is disabled, asked for by a person.
    @Flag(name: .customLong("automation-now"), help: .hidden)
    var automationNow = false

    @Flag(
        name: .customLong("stop-on-failure"),
        help:
            "Stop at an action that fails without asking what to do (at a terminal a run asks: retry, skip, edit a parameter and retry, or stop)."
    )
    var stopOnFailure = false

    @Option(
        name: .customLong("answer"),
        help: ArgumentHelp(
            "Answer the run's next question with this, without asking (repeat it for each question, in order).",
            discussion: "A choice takes an item's number or title, an alert ok or cancel, a value its text."))
    var answers: [String] = []

    @Option(
        name: .customLong("log"),
        help: "Write the run log (each action, its timing and output, a called shortcut's actions nested) to a file.",
        completion: .file())
    var logPath: String?

    @Option(name: .customLong("log-type"), help: "How the log is written: json or text.")
    var logType: RunLogWriter.Form = .json

    enum OutputType: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if logPath == nil && logType != .json {
            throw ValidationError("--log-type needs --log PATH")
        }
        if let automation, case .failure(let problem) = AutomationName.parse(automation) {
            throw ValidationError("--automation: \(problem)")
        }
        if inputPath != nil && inputText != nil {
            throw ValidationError("give the input once: -i/--input-path or --input, not both")
        }
    }

    func run() async throws {
        // Whether an app's question can be answered at all: by a person at the terminal, or
        // from --answer; not with --no-input (docs/app-protocol.md, `initialize`).
        let answerable = !noInput && (!answers.isEmpty || (isatty(STDIN_FILENO) == 1 && inputPath != "-"))
        let environment = try await Environment.load(appsUsedBy: [shortcut], interactive: answerable)
        let (document, url) = try environment.shortcut(shortcut)
        try await execute(document, file: url, input: try readInput(), in: environment)
    }

    /// Runs `document` (read from `file`, when it is one) with `input`, as this command's options
    /// say; `replayOf` names the run a replay replays (`shortcuts runs replay`).
    func execute(
        _ document: ShortcutDocument, file url: URL?, input: (any Sendable)?, in environment: Environment,
        replayOf: UUID? = nil, resume: RunResume? = nil
    ) async throws {
        if let failure = environment.databaseFailure(in: document) {
            complain("'\(document.name)' cannot run: \(failure)")
            throw Exit.databaseFailed
        }
        if dryRun { return try await executeDry(document, input: input, in: environment) }
        let diagnostics = Validator(catalog: await environment.catalog(checkingSecretsOf: [document])).validate(
            document
        )
        .filter { $0.severity == .error }
        if !diagnostics.isEmpty {
            complain("'\(document.name)' has \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s"):")
            for diagnostic in diagnostics { printError("  \(diagnostic)") }
            throw Exit.invalidShortcut
        }
        let interactive = !noInput && answers.isEmpty && isatty(STDIN_FILENO) == 1 && inputPath != "-"
        let prompter: any IntentPrompter
        if !answers.isEmpty {
            prompter = AnswersPrompter(answers)
        } else if interactive {
            prompter = TerminalPrompter()
        } else {
            prompter = NonInteractivePrompter()
        }
        let outputToStdout = outputPath == "-"
        let shown = ShownFlag()
        let printer = EventPrinter(toStandardError: outputToStdout, shown: shown)

        // Only a person at the terminal confirms a shortcut that runs programs or reaches the
        // network; answers given with --answer never do.
        var policy = try environment.safetyPolicy(confirmer: interactive ? prompter : nil)
        // A file run from outside the library is trusted by its path: its name may be another's.
        if let url,
            url.deletingLastPathComponent().standardizedFileURL != environment.library.folder.standardizedFileURL
        {
            policy.trustArguments[document.id] = url.path
        }
        var recording = ShortcutRunner(catalog: environment.catalog, policy: policy, secrets: environment.secretStore)
        recording.history = try environment.runHistory(
            automation.map { RunSource(.automation, detail: $0) } ?? RunSource(.cli), replayOf: replayOf)
        // An automation's failure handler is told which run failed.
        let runID = UUID()
        recording.history?.runID = runID
        recording.resume = resume
        // A person at the terminal is asked what to do when an action fails; nobody else is.
        recording.asksOnFailure = interactive && !stopOnFailure
        if !breakAt.isEmpty {
            // Stepping needs a person to answer at each stop.
            guard interactive else {
                complain("--break needs a terminal to stop at (and no --no-input or --answer)")
                throw Exit.usage
            }
            let debugging = DebugPrompt(document: document, catalog: environment.catalog)
            let breakpoints: Set<UUID>
            do throws(DebugPrompt.NoSuchAction) { breakpoints = try debugging.breakpoints(breakAt) } catch {
                complain(error.description)
                throw Exit.usage
            }
            recording.debugger = RunDebugger(breakpoints: breakpoints) { stop, debugger in
                debugging.decide(stop, debugger: debugger)
            }
        }
        let runner = recording
        // An automation's run goes as its mode says: skipped, waiting, or stopping the last one.
        var entered: (slot: AutomationSlots.Slot, automation: Automation)?
        if let automation {
            entered = try await enterAutomation(automation, running: document, in: environment)
            guard entered != nil else { return }
        }
        defer { entered?.slot.release() }
        let outcome: Result<RunResult, any Error>
        do {
            let system = SystemEnvironment.forCommandLine()
            outcome = .success(
                try await withTaskCancellationOnInterrupt {
                    try await SystemEnvironment.$current.withValue(system) {
                        try await runner.run(document, input: input, prompter: prompter, events: printer.print)
                    }
                })
        } catch {
            outcome = .failure(error)
        }
        // However the run ended, the apps it started end as docs/app-protocol.md says: told to
        // shut down, their input closed, time to exit by themselves.
        await environment.catalog.stopExternalApps()
        let result: RunResult
        do {
            result = try outcome.get()
        } catch let error as RunError where error.kind == .notPermitted {
            // Stopped before any action: the message names the shortcut, the action and the fix.
            complain(error.message)
            throw Exit.notPermitted
        } catch let error as RunError where error.kind == .cancelled && error.action == nil && error.parameter == nil {
            // The permission was declined before any action ran.
            complain(error.message)
            throw Exit.cancelled
        } catch let error as RunError {
            complain("'\(document.name)' stopped at \(error)")
            if let automation = entered?.automation, error.kind != .cancelled {
                await AutomationFailure.handle(automation, of: document, error, run: runID, in: environment)
            }
            switch error.kind {
            case .cancelled: throw Exit.cancelled
            case .promptFailed where !interactive: throw Exit.notInteractive
            case .missingInput: throw Exit.usage
            case _ where error.underlying.map(BundledApps.isDatabaseError) == true: throw Exit.databaseFailed
            default: throw Exit.runFailed
            }
        }
        if let logPath { try writeLog(result, to: logPath) }
        try writeOutput(result.output, nothingShown: !shown.value, catalog: environment.catalog)
    }

    /// A dry run: nothing that touches anything is performed, so nothing needs permission or
    /// trust and nothing is kept in the history; questions are answered from `--answer` or end
    /// the dry run, reported. The report goes to standard output, the run's dialogs to standard
    /// error.
    func executeDry(_ document: ShortcutDocument, input: (any Sendable)?, in environment: Environment) async throws {
        let diagnostics = Validator(catalog: await environment.catalog(checkingSecretsOf: [document])).validate(
            document
        ).filter { $0.severity == .error }
        if !diagnostics.isEmpty {
            complain("'\(document.name)' has \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s"):")
            for diagnostic in diagnostics { printError("  \(diagnostic)") }
            throw Exit.invalidShortcut
        }
        let prompter: any IntentPrompter = answers.isEmpty ? NonInteractivePrompter() : AnswersPrompter(answers)
        let dry = DryRun()
        var runner = ShortcutRunner(
            catalog: environment.catalog, policy: try environment.safetyPolicy(confirmer: nil),
            secrets: environment.secretStore)
        runner.dryRun = dry
        let printer = EventPrinter(toStandardError: true, shown: ShownFlag())
        let outcome: Result<RunResult, any Error>
        do {
            let system = SystemEnvironment.forCommandLine()
            outcome = .success(
                try await withTaskCancellationOnInterrupt { [runner] in
                    try await SystemEnvironment.$current.withValue(system) {
                        try await runner.run(document, input: input, prompter: prompter, events: printer.print)
                    }
                })
        } catch {
            outcome = .failure(error)
        }
        await environment.catalog.stopExternalApps()
        var report = DryRunReport(document: document, dryRun: dry, log: nil, output: nil, stopped: nil)
        var exit: ExitCode?
        switch outcome {
        case .success(let result):
            report = DryRunReport(document: document, dryRun: dry, log: result.log, output: result.output, stopped: nil)
        case .failure(let error as RunError):
            switch error.kind {
            case .promptFailed:
                report = DryRunReport(
                    document: document, dryRun: dry, log: nil, output: nil,
                    stopped: "\(error); give the answer with --answer")
                exit = Exit.notInteractive
            case .cancelled:
                exit = Exit.cancelled
            default:
                report = DryRunReport(document: document, dryRun: dry, log: nil, output: nil, stopped: "\(error)")
                exit = Exit.runFailed
            }
        case .failure(let error):
            report = DryRunReport(document: document, dryRun: dry, log: nil, output: nil, stopped: "\(error)")
            exit = Exit.runFailed
        }
        switch outputType {
        case .text: StandardStreams.data(report.lines.joined(separator: "\n") + "\n")
        case .json: StandardStreams.json(report.json)
        }
        if let exit { throw exit }
    }

    /// Takes the automation's slot for this run; `nil` when the run is skipped (said on
    /// standard error). An automation that is not there runs as it is asked, under its name.
    func enterAutomation(_ text: String, running document: ShortcutDocument, in environment: Environment) async throws
        -> (slot: AutomationSlots.Slot, automation: Automation)?
    {
        let store = AutomationStore(home: environment.home)
        guard case .success(let name) = AutomationName.parse(text) else { return nil }
        let found: Automation?
        do throws(AutomationProblem) { found = try store.load(name) } catch {
            complain(error.description)
            throw Exit.invalidShortcut
        }
        guard let automation = found else {
            complain("no automation is named '\(name)' (see `shortcuts automations list`)")
            throw Exit.notFound
        }
        // A shortcut changed since the automation was enabled does not run unattended, nor does
        // a disabled automation (a unit or crontab line left over): the run is kept as failed,
        // saying why, until it is enabled again. `run-now` runs a disabled one on purpose.
        let changed = automation.approvedVersion.map { $0 != TrustStore.hash(of: document) } ?? false
        if changed || (!automation.enabled && !automationNow) {
            let message =
                changed
                ? "'\(document.name)' changed since the automation '\(name)' was enabled: `shortcuts automations enable \(name)` accepts this version"
                : "the automation '\(name)' is disabled, so it does not run by itself (`shortcuts automations disable \(name)` removes a unit or crontab line left over)"
            let store = RunStore(home: environment.home)
            let start = RunStore.Start(
                document: document, source: RunSource(.automation, detail: name.rawValue), input: nil)
            try? await store.begin(start)
            try? await store.finish(start.id, outcome: .failed, error: message, output: nil, steps: 0, omitted: 0)
            complain(message)
            await AutomationFailure.handle(
                automation, of: document, RunError(.notPermitted, message), run: start.id, in: environment)
            throw Exit.notPermitted
        }
        let entry: AutomationSlots.Entry
        do throws(AutomationProblem) {
            entry = try await AutomationSlots.enter(automation, folder: store.running)
        } catch {
            complain(error.description)
            throw Exit.cancelled
        }
        switch entry {
        case .run(let slot): return (slot, automation)
        case .skip(let reason):
            printError(reason)
            return nil
        }
    }

    func readInput() throws -> (any Sendable)? {
        if let inputText { return inputText }
        guard let inputPath else { return nil }
        let data: Data
        if inputPath == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: inputPath) else {
                complain("\(inputPath): cannot be read")
                throw Exit.notFound
            }
            data = read
        }
        guard let text = String(data: data, encoding: .utf8) else {
            complain("\(inputPath == "-" ? "standard input" : inputPath) is not UTF-8 text")
            throw Exit.usage
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    func writeOutput(_ output: (any Sendable)?, nothingShown: Bool, catalog: Catalog) throws {
        let text: String
        switch outputType {
        case .text: text = ValueText.text(of: output)
        case .json: text = OutputJSON.encode(output)
        }
        // The output is the run's data: exact to a pipe or file, escaped on a terminal.
        let asJSON = outputType == .json
        let write: (String) -> Void = { asJSON ? StandardStreams.jsonData($0) : StandardStreams.data($0) }
        guard let outputPath else {
            if nothingShown, output != nil { write(text + "\n") }
            return
        }
        if outputPath == "-" {
            write(text + "\n")
            return
        }
        do {
            try AtomicFile.write(text.hasSuffix("\n") ? text : text + "\n", to: URL(fileURLWithPath: outputPath))
        } catch {
            complain(error.description)
            throw Exit.runFailed
        }
    }

    func writeLog(_ result: RunResult, to path: String) throws {
        do {
            try AtomicFile.write(try RunLogWriter.write(result, as: logType), to: URL(fileURLWithPath: path))
        } catch {
            complain("\(path): the log cannot be written: \(error)")
            throw Exit.runFailed
        }
    }
}

/// Whether anything was printed during the run.
final class ShownFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var shown = false
    var value: Bool { lock.withLock { shown } }
    func set() { lock.withLock { shown = true } }
}

/// Prints what a running shortcut says and shows.
struct EventPrinter: Sendable {
    let toStandardError: Bool
    let shown: ShownFlag
    /// The progress line on standard error; `nil` when standard error is not a terminal, where
    /// progress is not shown (no control characters go to a file or a pipe).
    var progressLine: ProgressLine? = ProgressLine.forStandardError()

    func print(_ event: RunEvent) {
        // Dialogs and snippets are the run's data on standard output (exact to a pipe, escaped on
        // a terminal); beside -o - they are messages on standard error (always escaped).
        let out: (String) -> Void = toStandardError ? { printError($0) } : { StandardStreams.data($0 + "\n") }
        // The progress line goes before anything else is written under it.
        switch event {
        case .progress, .actionStarted: break
        default: progressLine?.clear()
        }
        switch event {
        case .dialog(_, let dialog):
            shown.set()
            out(dialog.full.localizedString)
        case .snippet(_, let snippet):
            shown.set()
            out(TextLayout.boxed(snippet.plainText).joined(separator: "\n"))
        case .opens(_, let summary):
            printError("↗ \(summary)")
        case .notification(_, let title, let body):
            // A message to the person, as a desktop notification would be: not the run's data.
            printError("🔔 \(title): \(body)")
        case .nested(_, let inner):
            // What a shortcut run by Run Shortcut says and shows is the run's, as if it were inline.
            print(inner)
        case .progress(let ref, let report):
            progressLine?.show(ProgressBar.text(report, width: 20) + "  " + (report.message ?? ref.title))
        case .log(_, let line):
            // An app's log is a message about the run, never its data: standard error, escaped.
            printError("· \(line.text)")
        case .errorHandled(_, let error, let next):
            // The action's onError goes on: a message about the run, as an app's log is.
            printError("⚠ \(error); \(next)")
        case .actionFinished, .actionFailed:
            progressLine?.clear()
        case .actionStarted:
            break
        }
    }
}

/// Draws text in a light box, as the terminal shows snippets.
/// Runs `body`, cancelling it when the person presses Ctrl-C.
func withTaskCancellationOnInterrupt<R: Sendable>(_ body: @escaping @Sendable () async throws -> R) async throws -> R {
    let task = Task { try await body() }
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    signal(SIGINT, SIG_IGN)
    source.setEventHandler { task.cancel() }
    source.resume()
    defer {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
    return try await task.value
}
