// The summary builders are reached through the intent, as in Apple's framework: inside an intent
// `Summary`, `When`, `Switch`, `Case` and `DefaultCase` name them, and nothing of that name is
// global, so an app with its own `Case` or `Summary` type still compiles.

extension AppIntent {
    /// `Summary("Open \(\.$book)") { \.$more }`.
    public typealias Summary = IntentParameterSummary<Self>
    /// `When(\.$p, .hasAnyValue) { … } otherwise: { … }`.
    public typealias When = ParameterSummaryWhenCondition<Self>
    /// `Switch(\.$p) { Case(v) { … }; DefaultCase { … } }`.
    public typealias Switch = ParameterSummarySwitchCondition
    /// One case of a `Switch`.
    public typealias Case = ParameterSummaryCaseCondition
    /// The case of a `Switch` used when no other matches.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

/// A `Switch` case over a tuple of values (declared for Apple's shape; IntentKit's `Switch`
/// takes one parameter).
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue, ValueType>: Sendable {}
