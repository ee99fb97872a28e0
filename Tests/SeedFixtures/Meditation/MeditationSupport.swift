// Stand-ins for the Meditation app the seed's intents call into (seed 002). Not seed code.
import Foundation
import IntentKit

/// The app's sessions, in memory; `add` changes them as the app's model would.
enum SessionManager {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sessions: [MeditationSession] = [
        MeditationSession(id: UUID(uuidString: "10000000-0000-0000-0000-000000000001")!, name: "Calm"),
        MeditationSession(id: UUID(uuidString: "10000000-0000-0000-0000-000000000002")!, name: "Focus"),
        MeditationSession(id: UUID(uuidString: "10000000-0000-0000-0000-000000000003")!, name: "Sleep"),
    ]

    static var allSessions: [MeditationSession] { lock.withLock { sessions } }
    static func session(for id: UUID) -> MeditationSession? { allSessions.first { $0.id == id } }
    static func add(_ session: MeditationSession) { lock.withLock { sessions.append(session) } }
    static func remove(named name: String) { lock.withLock { sessions.removeAll { $0.name.key == name } } }
}

/// Records which sessions were started.
enum MeditationService {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _started: [String] = []

    static var started: [String] { lock.withLock { _started } }
    static func startDefaultSession() async { lock.withLock { _started.append("default") } }
    static func start(session: MeditationSession) async { lock.withLock { _started.append(session.name.key) } }
}

/// The kinds of session the seed's intermediate `StartMeditationIntent` takes; the seed names
/// the type but never shows it.
enum SessionType: String, AppEnum {
    case calm, focus, sleep
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Session Type"
    static var caseDisplayRepresentations: [SessionType: DisplayRepresentation] = [.calm: "Calm", .focus: "Focus", .sleep: "Sleep"]
}

/// The custom view the session shows with SwiftUI, as an IntentKit text snippet.
struct MeditationSnippetView: SnippetView {
    var body: some SnippetView {
        Text("Breathe in… and out.").bold()
        Field("Duration", "10 minutes")
    }
}

// Combine stand-ins for the seed's `SessionModel`: Linux has no Combine.

@propertyWrapper
final class Published<Value> {
    private var subscribers: [UUID: (Value) -> Void] = [:]
    var wrappedValue: Value { didSet { subscribers.values.forEach { $0(wrappedValue) } } }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Publisher { Publisher(owner: self) }

    struct Publisher {
        let owner: Published<Value>
        func sink(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            let id = UUID()
            owner.subscribers[id] = receive
            return AnyCancellable { [weak owner] in owner?.subscribers[id] = nil }
        }
    }
}

final class AnyCancellable {
    private let cancel: () -> Void
    init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    deinit { cancel() }
}
