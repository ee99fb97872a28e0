/// An intent that is kept for saved shortcuts but should no longer be added: hosts list it as
/// deprecated and name its replacement.
public protocol DeprecatedAppIntent: AppIntent {
    /// The intent that replaces this one (`Never` for none).
    associatedtype ReplacementIntent: AppIntent = Never
    /// Why it is deprecated and what replaces it.
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// Why an intent is deprecated, and what replaces it.
public struct IntentDeprecation<ReplacementIntent: AppIntent>: Sendable {
    /// The explanation shown to people.
    public var message: LocalizedStringResource
    /// The intent to use instead.
    public var replacedBy: ReplacementIntent.Type?

    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    public init(message: LocalizedStringResource) where ReplacementIntent == Never {
        self.init(message: message, replacedBy: nil)
    }

    public init(replacedBy: ReplacementIntent.Type) {
        self.init(message: "This action is deprecated.", replacedBy: replacedBy)
    }
}

/// `Never` stands for "no replacement" in ``DeprecatedAppIntent``, as in Apple's framework.
extension Never: AppIntent {
    public static var title: LocalizedStringResource { "Never" }
    public init() { fatalError("Never has no values") }
    public func perform() async throws -> IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, snippet: nil, opensIntent: nil)
    }
}
