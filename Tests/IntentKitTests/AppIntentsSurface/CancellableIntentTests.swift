import Foundation
import Synchronization
import Testing

@testable import IntentKit

// iOS 26.4's cancellable intents: the handler hears why the run was cancelled — the person (or
// the agent) cancelling, or the host's time limit, which the host says as it cancels.

/// What the waiting intent saw, for the test to read.
private enum Seen {
    static let reasons = Mutex<[IntentCancellationReason]>([])
    nonisolated(unsafe) static var started: AsyncStream<Void>.Continuation?
}

private struct WaitForever: CancellableIntent {
    static let title: LocalizedStringResource = "Wait Forever"
    func perform() async throws -> some IntentResult {
        try await withIntentCancellationHandler {
            Seen.started?.yield()
            // Until the run is cancelled: no time limit of the test's own.
            while true { try await Task.sleep(for: .seconds(3600)) }
        } onCancel: { reason in
            Seen.reasons.withLock { $0.append(reason) }
        }
        return .result()
    }
}

@Suite(.serialized) struct CancellableIntentTests {
    /// Starts Wait Forever (under `reason` when given), waits until it is waiting, cancels it
    /// (saying `because` first) and returns what its handler heard.
    func cancel(under reason: IntentCancellation.Reason?, because: IntentCancellationReason?) async
        -> [IntentCancellationReason]
    {
        Seen.reasons.withLock { $0 = [] }
        let (started, continuation) = AsyncStream<Void>.makeStream()
        Seen.started = continuation
        let run = Task {
            try await IntentCancellation.$reason.withValue(reason) {
                try await IntentInvocation(WaitForever.self).perform(prompter: NonInteractivePrompter())
            }
        }
        for await _ in started { break }
        if let because { reason?.value = because }
        run.cancel()
        _ = await run.result
        return Seen.reasons.withLock { $0 }
    }

    @Test func theHostsTimeLimitIsTheReason() async {
        #expect(await cancel(under: IntentCancellation.Reason(), because: .timeout) == [.timeout])
    }

    @Test func cancellingWithoutAReasonIsThePersons() async {
        #expect(await cancel(under: nil, because: nil) == [.userCancelled])
        #expect(await cancel(under: IntentCancellation.Reason(), because: nil) == [.userCancelled])
        #expect(IntentCancellationReason.timeout.debugDescription == "timeout")
    }
}

/// A long task with Apple's shape: its work runs, its progress is the run's, and it hears why it
/// was cancelled.
private struct Reindex: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Reindex"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        progress.totalUnitCount = 2
        let done = try await performBackgroundTask(options: [.requiresGPU]) {
            progress.completedUnitCount = 2
            return 2
        } onCancel: { reason in
            Seen.reasons.withLock { $0.append(reason) }
        }
        return .result(value: done)
    }
}

extension CancellableIntentTests {
    @Test func aLongTaskRunsItsWork() async throws {
        let invocation = IntentInvocation(Reindex.self)
        let outcome = try await invocation.perform(prompter: NonInteractivePrompter())
        #expect(outcome.value as? Int == 2)
        #expect(invocation.progress.completedUnitCount == 2)
        #expect(!Reindex().systemContext.isVoiceOnly)
    }
}
