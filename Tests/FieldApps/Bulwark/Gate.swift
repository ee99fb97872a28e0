import Synchronization

/// One of Bulwark's gates: a filter that is raised (on) or lowered (off), and saved each time it
/// changes. Gates live in memory, so tests install them and read back what an intent did.
final class Gate: Sendable {
    /// The gates `loadAll()` finds, as a real app would find its saved configurations.
    static let installed = Mutex<[Gate]>([])

    private let raised = Mutex(false)
    private let saves = Mutex(0)

    /// Whether the gate filters traffic now.
    var isRaised: Bool { raised.withLock { $0 } }

    /// How many times the gate was saved.
    var saveCount: Int { saves.withLock { $0 } }

    init() {}

    static func loadAll() async throws -> [Gate] { installed.withLock { $0 } }

    func set(raised: Bool) { self.raised.withLock { $0 = raised } }

    func save() async throws { saves.withLock { $0 += 1 } }
}
