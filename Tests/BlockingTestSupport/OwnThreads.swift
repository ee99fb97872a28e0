import Foundation

/// A task executor that runs each job on a new thread of its own.
///
/// For tests that measure how soon something happens (a cancelled run ending): on the
/// cooperative pool, every job waits behind whatever the other tests have queued, and with a
/// few hundred tests running at once on two cores a resumed task was seen to wait seconds for a
/// thread (15 s for a run cancelled after 50 ms). A task started with this executor as its
/// preference (`Task(executorPreference:)`) runs on threads of its own and measures only itself.
/// (`withTaskExecutorPreference` does not move the current task here: measured, it stays on
/// the pool.)
package final class ThreadPerJobExecutor: TaskExecutor {
    package static let shared = ThreadPerJobExecutor()

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}

/// Runs `operation` in a task of its own on ``ThreadPerJobExecutor`` (its child tasks too) and
/// returns its result; cancelling the caller cancels it.
package func onOwnThreads<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let task = Task(executorPreference: ThreadPerJobExecutor.shared) { try await operation() }
    return try await withTaskCancellationHandler {
        try await task.value
    } onCancel: {
        task.cancel()
    }
}
