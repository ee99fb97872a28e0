import IntentKit

/// Raises Bulwark's first gate. Its metadata is `static let`, as Swift 6 code declares it.
struct RaiseGateIntent: AppIntent {
    static let title: LocalizedStringResource = "Raise Gate"
    static let description: LocalizedStringResource = "Raises the Bulwark gate in front of your network"

    /// The gate is raised in the background; the app stays closed.
    static let openAppWhenRun: Bool = false

    @MainActor
    func perform() async throws -> some IntentResult {
        // No gate yet is not an error: there is nothing to raise.
        guard let gate = try await Gate.loadAll().first else { return .result() }
        gate.set(raised: true)
        try await gate.save()
        return .result()
    }
}

/// Lowers Bulwark's first gate.
struct LowerGateIntent: AppIntent {
    static let title: LocalizedStringResource = "Lower Gate"
    static let description: LocalizedStringResource = "Lowers the Bulwark gate in front of your network"
    static let openAppWhenRun: Bool = false

    @MainActor
    func perform() async throws -> some IntentResult {
        guard let gate = try await Gate.loadAll().first else { return .result() }
        gate.set(raised: false)
        try await gate.save()
        return .result()
    }
}
