/// Operators that test whether a parameter has a value.
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue
}

/// Operators that compare a parameter with one value for equality.
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// Operators that order a parameter against one value.
public enum ComparableComparisonOperator: Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// Operators that test a text parameter against a piece of text.
public enum StringComparisonOperator: Sendable {
    case doesNotContain, contains, hasPrefix, hasSuffix
}

/// Operators that test a parameter against a list of values.
public enum OneOfComparisonOperator: Sendable {
    case oneOf, noneOf
}

/// A summary that depends on a parameter's value:
/// `When(\.$limit, .hasAnyValue) { Summary(…) } otherwise: { Summary(…) }`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary {
    public let summaryNode: SummaryNode

    init(_ parameter: AnyKeyPath & Sendable, _ condition: SummaryCondition, then: SummaryNode, otherwise: SummaryNode?)
    {
        summaryNode = .when(parameter: parameter, condition: condition, then: then, otherwise: otherwise)
    }

    /// Chooses by whether the parameter has a value.
    public init<Value: _IntentValue, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            parameter, SummaryCondition(operator: comparisonOperator == .hasAnyValue ? .hasAnyValue : .hasNoValue),
            then: then().summaryNode, otherwise: otherwise().summaryNode)
    }

    /// Shows the summary only when the parameter has (or lacks) a value.
    public init<Value: _IntentValue, Then: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(
            parameter, SummaryCondition(operator: comparisonOperator == .hasAnyValue ? .hasAnyValue : .hasNoValue),
            then: then().summaryNode, otherwise: nil)
    }

    /// Chooses by whether the parameter equals a value.
    public init<Value: _IntentValue & Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            parameter,
            SummaryCondition(
                operator: comparisonOperator == .equalTo ? .equalTo : .notEqualTo,
                values: MetadataValue(value).map { [$0] } ?? []),
            then: then().summaryNode, otherwise: otherwise().summaryNode)
    }

    /// Shows the summary only when the parameter equals (or differs from) a value.
    public init<Value: _IntentValue & Equatable, Then: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        self.init(
            parameter,
            SummaryCondition(
                operator: comparisonOperator == .equalTo ? .equalTo : .notEqualTo,
                values: MetadataValue(value).map { [$0] } ?? []),
            then: then().summaryNode, otherwise: nil)
    }

    /// Chooses by how the parameter orders against a value.
    public init<Value: _IntentValue & Comparable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        let op: SummaryCondition.Operator =
            switch comparisonOperator {
            case .lessThan: .lessThan
            case .lessThanOrEqualTo: .lessThanOrEqualTo
            case .greaterThan: .greaterThan
            case .greaterThanOrEqualTo: .greaterThanOrEqualTo
            }
        self.init(
            parameter, SummaryCondition(operator: op, values: MetadataValue(value).map { [$0] } ?? []),
            then: then().summaryNode, otherwise: otherwise().summaryNode)
    }

    /// Chooses by how a text parameter compares with a piece of text.
    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<String>> & Sendable,
        _ comparisonOperator: StringComparisonOperator,
        _ value: String,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        let op: SummaryCondition.Operator =
            switch comparisonOperator {
            case .contains: .contains
            case .doesNotContain: .doesNotContain
            case .hasPrefix: .hasPrefix
            case .hasSuffix: .hasSuffix
            }
        self.init(
            parameter, SummaryCondition(operator: op, values: [.text(value)]), then: then().summaryNode,
            otherwise: otherwise().summaryNode)
    }

    /// Chooses by whether the parameter is one of several values.
    public init<Value: _IntentValue & Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        _ comparisonOperator: OneOfComparisonOperator,
        _ values: [Value],
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            parameter,
            SummaryCondition(
                operator: comparisonOperator == .oneOf ? .oneOf : .noneOf,
                values: values.compactMap { MetadataValue($0) }),
            then: then().summaryNode, otherwise: otherwise().summaryNode)
    }
}

/// A summary per value of an enum parameter:
/// `Switch(\.$orderType) { Case(.pickup) { … }; Case(.delivery) { … }; DefaultCase { … } }`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue>: ParameterSummary {
    public let summaryNode: SummaryNode

    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [SwitchCaseEntry]
    ) {
        let entries = cases()
        summaryNode = .switchOn(
            parameter: parameter,
            cases: entries.compactMap { entry in entry.value.map { ($0, entry.node) } },
            defaultCase: entries.first { $0.value == nil }?.node
        )
    }
}

/// One case of a ``Switch``.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue>: Sendable {
    let entry: SwitchCaseEntry

    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        entry = SwitchCaseEntry(value: MetadataValue(value), node: content().summaryNode)
    }
}

/// The case of a ``Switch`` used when no other matches.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent>: Sendable {
    let entry: SwitchCaseEntry

    public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        entry = SwitchCaseEntry(value: nil, node: content().summaryNode)
    }
}

/// A case of a switch summary, type-erased.
public struct SwitchCaseEntry: Sendable {
    let value: MetadataValue?
    let node: SummaryNode
}

/// Collects the cases of a ``Switch``.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
    public static func buildExpression(_ c: ParameterSummaryCaseCondition<Intent, Value>) -> [SwitchCaseEntry] {
        [c.entry]
    }
    public static func buildExpression(_ c: ParameterSummaryDefaultCaseCondition<Intent>) -> [SwitchCaseEntry] {
        [c.entry]
    }
    public static func buildBlock(_ parts: [SwitchCaseEntry]...) -> [SwitchCaseEntry] { parts.flatMap { $0 } }
}
