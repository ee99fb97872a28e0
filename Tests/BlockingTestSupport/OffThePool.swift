import Foundation

/// Runs `body` on a thread of its own and waits for it without holding a thread of Swift's
/// cooperative pool.
///
/// Why: the pool has one thread per core (two on a small machine), and tests run on it. A test
/// that blocks while it waits (a child process read to its end, a sleep between polls) holds a
/// pool thread for the whole wait; two such tests at once starve every other test's tasks: a run
/// cancelled after a 50 ms `Task.sleep` was seen to take 15 s to end. Waiting here, the test's
/// task is suspended and the pool stays free.
///
/// `body` must not record test issues (`#expect`): it runs outside the test's task, where
/// Swift Testing does not know which test it belongs to. Return what it found and check that.
package func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.name = offThePoolThreadName
        thread.start()
    }
}

/// The name of the threads ``offThePool(_:)`` starts, so a test can tell where its work ran.
package let offThePoolThreadName = "off the pool"
