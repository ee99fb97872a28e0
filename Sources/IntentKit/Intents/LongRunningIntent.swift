import Foundation

/// An intent that may run for a long time (iOS 27), reporting progress as it goes
/// (``ProgressReportingIntent``). A phone gives it more time in the background for the work in
/// ``performBackgroundTask(options:operation:)``; here nothing limits how long an action runs
/// but its host (an MCP call's time limit, a person stopping the run), so the work simply runs,
/// its progress reported as any intent's is.
public protocol LongRunningIntent: ProgressReportingIntent {}

/// What a long task needs of the device (iOS 27). Kept as given: a terminal host has nothing
/// to reserve.
public struct LongRunningTaskOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The task uses the GPU.
    public static let requiresGPU = LongRunningTaskOptions(rawValue: 1 << 0)
}

extension LongRunningIntent {
    /// Runs the long part of the intent's work and returns what it gives.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T
    ) async throws -> T {
        try await operation()
    }
}

extension LongRunningIntent where Self: CancellableIntent {
    /// The same, calling `onCancel` with why if the run is cancelled meanwhile.
    @discardableResult
    public func performBackgroundTask<T>(
        options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T,
        onCancel: @escaping @Sendable (IntentCancellationReason) -> Void
    ) async throws -> T {
        try await withIntentCancellationHandler(operation: operation, onCancel: onCancel)
    }
}
