import Foundation
import IntentKit
import MCP
import ShortcutKit
import Synchronization

/// Runs a shortcut for a tool call through the one runner, so the safety policy, validation and
/// every app behave as in the editor and the CLI: with a deadline, the client's cancellation,
/// and each action reported as progress.
package struct ToolRun: Sendable {
    let runner: ShortcutRunner
    let prompter: any IntentPrompter
    let timeout: Duration
    /// Called as each action of the run (not of shortcuts it runs) starts, with how many have
    /// (1, 2, 3 …) and which; and as an app's intent reports its progress, with a value between
    /// its action's and the next one's and the app's message.
    let progress: (@Sendable (Double, String) -> Void)?
    /// Called with each line an app writes to its log while one of the run's actions performs.
    let log: (@Sendable (AppLogLine) -> Void)?
    /// The client, whose going away cancels the run.
    let presence: ClientPresence?

    package init(
        runner: ShortcutRunner, prompter: any IntentPrompter, timeout: Duration,
        progress: (@Sendable (Double, String) -> Void)?, log: (@Sendable (AppLogLine) -> Void)? = nil,
        presence: ClientPresence? = nil
    ) {
        self.runner = runner
        self.prompter = prompter
        self.timeout = timeout
        self.progress = progress
        self.log = log
        self.presence = presence
    }

    struct TimedOut: Error {}

    /// Runs `document` and describes what happened; throws `CancellationError` when the client
    /// cancelled the call (MCP sends no reply then).
    package func run(_ document: ShortcutDocument, input: (any Sendable)?) async throws -> ToolOutcome {
        let said = Mutex<[String]>([])
        let started = Mutex(0)
        let progress = self.progress
        let log = self.log
        // MCP asks progress to grow with each notification: an app's report sits between its
        // action's count and the next's, and one that goes back is not sent.
        let sent = Mutex(0.0)
        let report: @Sendable (Double, String) -> Void = { value, message in
            let grows = sent.withLock { last in
                guard value > last else { return false }
                last = value
                return true
            }
            if grows { progress?(value, message) }
        }
        let events: @Sendable (RunEvent) -> Void = { event in
            switch event {
            case .dialog(_, let dialog): said.withLock { $0.append(dialog.full.localizedString) }
            case .snippet(_, let snippet): said.withLock { $0.append(snippet.plainText) }
            case .notification(_, let title, let body): said.withLock { $0.append("\(title): \(body)") }
            case .nested(_, let inner):
                switch inner {
                case .dialog(_, let dialog): said.withLock { $0.append(dialog.full.localizedString) }
                case .snippet(_, let snippet): said.withLock { $0.append(snippet.plainText) }
                default: break
                }
            case .actionStarted(let action):
                let count = started.withLock { n in
                    n += 1
                    return n
                }
                report(Double(count), action.description)
            case .progress(let action, let done):
                let count = started.withLock { $0 }
                let text =
                    done.message
                    ?? "\(action.description): \(done.completed)\(done.total > 0 ? " of \(done.total)" : "")"
                report(Double(count) + (done.fraction ?? 0) * 0.99, text)
            case .log(_, let line): log?(line)
            default: break
            }
        }
        let runner = self.runner
        let prompter = self.prompter
        let timeout = self.timeout
        let presence = self.presence
        // Why the run is cancelled, for an intent that asks (CancellableIntent): the call's
        // timeout, or the client gone or cancelling (the default).
        let reason = IntentCancellation.Reason()
        let outcome: Result<RunResult, any Error> = await withTaskGroup(of: Result<RunResult, any Error>?.self) {
            group in
            group.addTask {
                do {
                    return .success(
                        try await IntentCancellation.$reason.withValue(reason) {
                            try await runner.run(document, input: input, prompter: prompter, events: events)
                        })
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .failure(TimedOut())
            }
            if let presence {
                group.addTask {
                    await presence.waitUntilGone()
                    return Task.isCancelled ? nil : .failure(CancellationError())
                }
            }
            var first: Result<RunResult, any Error>?
            while first == nil, let next = await group.next() { first = next }
            if case .failure(is TimedOut)? = first { reason.value = .timeout }
            group.cancelAll()
            return first ?? .failure(CancellationError())
        }
        if Task.isCancelled { throw CancellationError() }
        let dialogs = said.withLock { $0 }
        if let dryRun = runner.dryRun { return Self.dry(document, dryRun, outcome, dialogs: dialogs, timeout: timeout) }
        switch outcome {
        case .success(let result):
            var structured: [String: JSON] = ["dialogs": .array(dialogs.map { .string($0) })]
            if let output = result.output { structured["result"] = ToolOutcome.json(output) }
            var lines = dialogs
            let text = ValueText.text(of: result.output)
            if !text.isEmpty, !dialogs.contains(text) { lines.append(text) }
            var outcome = ToolOutcome(
                text: lines.isEmpty ? "Done." : lines.joined(separator: "\n"), structured: structured)
            outcome.log = result.log
            return outcome
        case .failure(is TimedOut):
            return .failure(
                "'\(document.name)' was stopped after \(timeout.components.seconds) s, the most one call may take (shortcuts mcp --timeout)"
            )
        case .failure(let error as RunError) where error.kind == .notPermitted:
            return .failure(error.message)
        case .failure(let error as RunError)
        where error.kind == .cancelled && error.action == nil && error.parameter == nil:
            return .failure("'\(document.name)' did not run: \(error.message)")
        case .failure(let error):
            let said = dialogs.isEmpty ? "" : dialogs.joined(separator: "\n") + "\n"
            return .failure(said + "'\(document.name)' stopped at \(error)")
        }
    }

    /// A dry run's answer: what it would have done (``DryRunReport``), and the dialogs it said.
    static func dry(
        _ document: ShortcutDocument, _ dryRun: DryRun, _ outcome: Result<RunResult, any Error>, dialogs: [String],
        timeout: Duration
    ) -> ToolOutcome {
        let report: DryRunReport
        switch outcome {
        case .success(let result):
            report = DryRunReport(
                document: document, dryRun: dryRun, log: result.log, output: result.output, stopped: nil)
        case .failure(is TimedOut):
            return .failure("the dry run of '\(document.name)' was stopped after \(timeout.components.seconds) s")
        case .failure(let error as RunError) where error.kind == .promptFailed:
            report = DryRunReport(
                document: document, dryRun: dryRun, log: nil, output: nil,
                stopped: "\(error); give the answer in 'answers'")
        case .failure(let error):
            report = DryRunReport(document: document, dryRun: dryRun, log: nil, output: nil, stopped: "\(error)")
        }
        var structured = (try? JSONDecoder().decode([String: JSON].self, from: Data(report.json.utf8))) ?? [:]
        structured["dialogs"] = .array(dialogs.map { .string($0) })
        return ToolOutcome(text: report.lines.joined(separator: "\n"), structured: structured)
    }
}
