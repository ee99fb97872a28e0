// Continuing in the foreground, with a terminal meaning: the "foreground" is a person at the
// host, the editor or an interactive command line. A run that nobody watches (a non-interactive
// CLI run, a script) cannot continue there and fails with a clear error.

/// An intent that may need the person's attention part-way: it asks to continue in the
/// foreground with ``needsToContinueInForegroundError(_:continuation:)`` or
/// ``requestToContinueInForeground(_:continuation:)``.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An error an intent throws to stop or restart its run: `throw AppIntentError.restartPerform`,
/// or what ``ForegroundContinuableIntent/needsToContinueInForegroundError(_:continuation:)`` returns.
public struct AppIntentError: Error, Sendable {
    enum Kind: Sendable {
        case restartPerform
        case continueInForeground(IntentDialog?, (@Sendable () async throws -> Void)?)
    }
    let kind: Kind

    /// Runs `perform()` again from the start (after the intent changed its own parameters).
    public static var restartPerform: AppIntentError { AppIntentError(kind: .restartPerform) }
}

extension AppIntentError: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .restartPerform: "the intent asked to run again from the start"
        case .continueInForeground: "the intent asked to continue in the foreground"
        }
    }
}

extension ForegroundContinuableIntent {
    /// An error that stops the run and asks the person to continue in the foreground; if they
    /// agree, `continuation` runs and the action finishes. A run without a person fails.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@Sendable () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError(kind: .continueInForeground(dialog, continuation))
    }

    /// Asks the person to continue in the foreground and, if they agree, runs `continuation`
    /// and returns its value; `perform()` then goes on. A run without a person fails.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @Sendable () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        let context = try IntentExecutionContext.require("continue in the foreground")
        try await context.continueInForeground(dialog)
        return try await continuation()
    }
}

extension IntentExecutionContext {
    /// Asks to continue in the foreground: refused without a person at the host, cancelled if
    /// they decline.
    func continueInForeground(_ dialog: IntentDialog?) async throws {
        let question = dialog ?? IntentDialog("Continue in the foreground?")
        let request = request(.confirmation, dialog: question, confirmationActionName: "Continue")
        let answer: PromptAnswer
        do {
            answer = try await prompter.prompt(request)
        } catch let unavailable as PromptUnavailable {
            throw IntentRunError.failed(
                intent: title,
                message:
                    "it needs to continue in the foreground (the editor or an interactive terminal), "
                    + "and this run has nobody to ask: \(unavailable.reason)",
                underlying: unavailable)
        }
        switch answer {
        case .confirmed(true): return
        default: throw IntentRunError.cancelled(intent: title)
        }
    }
}
