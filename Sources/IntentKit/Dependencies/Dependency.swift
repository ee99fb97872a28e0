import Synchronization

/// Holds the objects intents and queries reach with ``Dependency``: a database, a navigator.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: TrailDataManager.shared)
/// struct GetTrailInfo: AppIntent {
///     @Dependency private var trailManager: TrailDataManager
/// }
/// ```
/// Tests can run code against their own manager with ``withScope(_:operation:)``.
public final class AppDependencyManager: Sendable {
    /// The manager used outside any scope.
    public static let shared = AppDependencyManager()

    @TaskLocal static var scoped: AppDependencyManager?

    /// The manager in effect for the current task.
    public static var current: AppDependencyManager { scoped ?? shared }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String?
    }

    private let providers = Mutex<[Key: @Sendable () -> any Sendable]>([:])

    public init() {}

    /// Registers a value, made on first use and then reused.
    public func add<D: Sendable>(key: String? = nil, dependency: @autoclosure @escaping @Sendable () -> D) {
        let cache = Mutex<D?>(nil)
        let lazy: @Sendable () -> any Sendable = {
            cache.withLock { cached in
                if let cached { return cached }
                let made = dependency()
                cached = made
                return made
            }
        }
        providers.withLock { $0[Key(type: ObjectIdentifier(D.self), name: key)] = lazy }
    }

    /// Registers a value made by a closure, on first use.
    public func add<D: Sendable>(key: String? = nil, _ dependency: @escaping @Sendable () -> D) {
        add(key: key, dependency: dependency())
    }

    /// The registered value of type `D`, or `nil`.
    public func resolve<D>(_ type: D.Type, key: String? = nil) -> D? {
        providers.withLock { $0[Key(type: ObjectIdentifier(D.self), name: key)] }?() as? D
    }

    /// Runs `operation` with `manager` in place of ``shared`` for every ``Dependency`` read in it.
    public static func withScope<R: Sendable>(_ manager: AppDependencyManager, operation: () async throws -> R)
        async rethrows -> R
    {
        try await $scoped.withValue(manager, operation: operation)
    }
}

/// A value an intent or query gets from the ``AppDependencyManager``:
/// `@Dependency private var database: LibraryDatabase`.
@propertyWrapper
public struct AppDependency<Value: Sendable>: Sendable {
    private let key: String?

    public init(key: String? = nil) { self.key = key }

    /// The registered value. Reading one that was never registered is a programming error.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.current.resolve(Value.self, key: key) else {
            fatalError(
                "No dependency of type \(Value.self)\(key.map { " for key '\($0)'" } ?? "") was added to AppDependencyManager"
            )
        }
        return value
    }
}

/// `@Dependency var x: T`, Apple's spelling of ``AppDependency``.
public typealias Dependency<Value: Sendable> = AppDependency<Value>
