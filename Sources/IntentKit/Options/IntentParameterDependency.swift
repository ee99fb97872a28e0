import Synchronization

/// Lets an options provider read other parameters of the intent it serves:
///
/// ```swift
/// struct SizeOptions: DynamicOptionsProvider {
///     @IntentParameterDependency<OrderCoffee>(\.$drink) var order
///     func results() async throws -> [String] { order?.drink.sizes ?? [] }
/// }
/// ```
///
/// While IntentKit asks a provider for a running intent's options, `wrappedValue` projects that
/// intent; anywhere else it is `nil`.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// The intent whose options are being asked for, if it is an `Intent`.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentExecutionContext.current?.intent as? Intent else { return nil }
        return IntentProjection(intent: intent)
    }

    /// A dependency on one or more parameters of `Intent`.
    public init<each V: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each V>>) {}

    public var debugDescription: String { "IntentParameterDependency<\(Intent.self)>" }
}

/// An intent's parameter values, read by key path: `order.drink`.
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    let intent: Intent

    init(intent: Intent) { self.intent = intent }

    /// The value of a parameter (through `\.drink`).
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        intent[keyPath: keyPath]
    }
}

extension DynamicOptionsProvider {
    /// `@ParameterDependency<MyIntent>(\.$x) var intent` inside a provider.
    public typealias ParameterDependency = IntentParameterDependency
}
