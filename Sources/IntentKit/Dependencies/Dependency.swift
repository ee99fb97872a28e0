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
        let name: DependencyKey?
    }

    private let providers = Mutex<[Key: @Sendable () -> any Sendable]>([:])

    public init() {}

    /// Registers a value, made on first use and then reused.
    public func add<D: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> D) {
        let cache = Mutex<D?>(nil)
        let lazy: @Sendable () -> any Sendable = {
            cache.withLock { cached in
                if let cached { return cached }
                let made = dependency()
                cached = made
                return made
            }
        }
        let name = key.map(DependencyKey.init)
        providers.withLock { $0[Key(type: ObjectIdentifier(D.self), name: name)] = lazy }
    }

    /// Registers a value made by a closure, on first use.
    public func add<D: Sendable>(key: AnyHashable? = nil, _ dependency: @escaping @Sendable () -> D) {
        add(key: key, dependency: dependency())
    }

    /// The registered value of type `D`, or `nil`.
    public func resolve<D>(_ type: D.Type, key: AnyHashable? = nil) -> D? {
        let name = key.map(DependencyKey.init)
        return providers.withLock { $0[Key(type: ObjectIdentifier(D.self), name: name)] }?() as? D
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
    private let key: DependencyKey?

    /// The manager it resolves from, and what it gives when none is registered.
    private let manager: AppDependencyManager?
    private let fallback: (@Sendable () -> Value)?

    public init(key: String? = nil) {
        self.key = key.map { DependencyKey($0) }
        manager = nil
        fallback = nil
    }

    /// Apple's form: a key of any hashable value and a manager of its own.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key.map(DependencyKey.init)
        self.manager = manager
        fallback = nil
    }

    /// The same, giving `defaultValueProvider()` when nothing of the type is registered.
    public init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default defaultValueProvider: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key.map(DependencyKey.init)
        self.manager = manager
        fallback = defaultValueProvider
    }

    /// The wrapper itself (`$database`).
    public var projectedValue: AppDependency<Value> { self }

    /// The registered value. Reading one that was never registered is a programming error.
    public var wrappedValue: Value {
        // A manager given explicitly is Apple's `.shared` by default: the run's scoped one wins.
        let source = manager.map { $0 === AppDependencyManager.shared ? AppDependencyManager.current : $0 }
        guard let value = (source ?? AppDependencyManager.current).resolve(Value.self, key: key?.value) ?? fallback?()
        else {
            fatalError(
                "No dependency of type \(Value.self)\(key.map { " for key '\($0.value)'" } ?? "") was added to AppDependencyManager"
            )
        }
        return value
    }
}

extension AppDependencyManager {
    /// Why a dependency could not be given (Apple's cases; IntentKit stops with a message instead,
    /// as reading an unregistered dependency is a programming error). Its keys are values the app
    /// made, as in Apple's; they are only read for the message.
    public enum Error<Value>: LocalizedError, @unchecked Sendable {
        case failedToRetrieveDependency(AnyHashable, Value.Type)
        case failedToLoadDependency(AnyHashable, Value.Type)
        case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

        public var errorDescription: String? {
            switch self {
            case .failedToRetrieveDependency(let key, let type): "No dependency of type \(type) for key '\(key)'"
            case .failedToLoadDependency(let key, let type):
                "The dependency of type \(type) for key '\(key)' failed to load"
            case .incorrectDependencyType(let key, let type, let found):
                "The dependency for key '\(key)' is a \(found), not a \(type)"
            }
        }
    }
}

/// `@Dependency var x: T`, Apple's spelling of ``AppDependency``.
public typealias Dependency<Value: Sendable> = AppDependency<Value>

/// A dependency's key: any hashable value an app names it by (`"journal"`, an enum case), kept
/// as it is, so keys that print alike stay apart. Keys are constants the app declares.
struct DependencyKey: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
}
