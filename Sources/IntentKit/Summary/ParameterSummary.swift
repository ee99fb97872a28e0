/// The sentence an action's card shows, built from the intent's parameters.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$orderType, .equalTo, .delivery) {
///         Summary("Order \(\.$quantity) \(\.$soup) to \(\.$deliveryLocation)") { \.$toppings }
///     } otherwise: {
///         Summary("Order \(\.$quantity) \(\.$soup) for pickup") { \.$toppings }
///     }
/// }
/// ```
/// Parameters in the sentence are its editable parts; those listed in the trailing closure are
/// shown under "Show More". ``When`` and ``Switch`` change the sentence as values change.
public protocol ParameterSummary: Sendable {
    /// The summary as a tree IntentKit can read.
    var summaryNode: SummaryNode { get }
}

/// A summary, read without its intent type: what metadata extraction and rendering walk.
public indirect enum SummaryNode: Sendable {
    /// A sentence and the parameters shown below it; the sentence is looked up in `table`
    /// (`nil`: `Localizable`) with `${parameter}` placeholders, as Apple's summaries are.
    case summary(segments: [SummaryTemplateSegment], additional: [AnyKeyPath & Sendable], table: String?)
    /// One of two summaries, chosen by a condition on a parameter.
    case when(parameter: AnyKeyPath & Sendable, condition: SummaryCondition, then: SummaryNode, otherwise: SummaryNode?)
    /// One summary per value of a parameter.
    case switchOn(
        parameter: AnyKeyPath & Sendable, cases: [(value: MetadataValue, node: SummaryNode)], defaultCase: SummaryNode?)
}

/// A piece of a summary sentence.
public enum SummaryTemplateSegment: Sendable {
    case text(String)
    case parameter(AnyKeyPath & Sendable)
}

/// A condition of a ``When`` summary, in a form metadata can record.
public struct SummaryCondition: Sendable, Hashable, Codable {
    /// The comparison.
    public enum Operator: String, Sendable, Hashable, Codable {
        case hasAnyValue, hasNoValue, equalTo, notEqualTo
        case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
        case oneOf, noneOf
        case contains, doesNotContain, hasPrefix, hasSuffix
    }

    public var `operator`: Operator
    /// The values compared with (none for the has-value operators, several for one-of).
    public var values: [MetadataValue]

    public init(operator: Operator, values: [MetadataValue] = []) {
        self.operator = `operator`
        self.values = values
    }

    /// Whether a parameter's current value meets the condition.
    public func isSatisfied(by value: MetadataValue?) -> Bool {
        switch `operator` {
        case .hasAnyValue: return value != nil
        case .hasNoValue: return value == nil
        case .equalTo:
            return value.map { v in values.contains { $0.compare(to: v) == .orderedSame || $0 == v } } ?? false
        case .notEqualTo: return !SummaryCondition(operator: .equalTo, values: values).isSatisfied(by: value)
        case .oneOf: return SummaryCondition(operator: .equalTo, values: values).isSatisfied(by: value)
        case .noneOf: return !SummaryCondition(operator: .equalTo, values: values).isSatisfied(by: value)
        case .contains, .doesNotContain, .hasPrefix, .hasSuffix:
            guard case .text(let text)? = value, case .text(let part)? = values.first else {
                return `operator` == .doesNotContain
            }
            switch `operator` {
            case .contains: return text.contains(part)
            case .doesNotContain: return !text.contains(part)
            case .hasPrefix: return text.hasPrefix(part)
            default: return text.hasSuffix(part)
            }
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard let value, let bound = values.first, let order = value.compare(to: bound) else { return false }
            switch `operator` {
            case .lessThan: return order == .orderedAscending
            case .lessThanOrEqualTo: return order != .orderedDescending
            case .greaterThan: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        }
    }
}

// MARK: - Summary

/// A sentence with parameters: `Summary("Open \(\.$book)") { \.$openInNewWindow }`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public let summaryNode: SummaryNode

    /// A sentence with no parameters below it.
    public init(_ template: ParameterSummaryString<Intent>) {
        summaryNode = .summary(segments: template.segments, additional: [], table: nil)
    }

    /// A sentence, and the parameters shown under "Show More".
    public init(
        _ template: ParameterSummaryString<Intent>,
        @ParameterSummaryKeyPathsBuilder<Intent> _ additional: () -> [AnyKeyPath & Sendable]
    ) {
        summaryNode = .summary(segments: template.segments, additional: additional(), table: nil)
    }

    /// A sentence looked up in a string table, with `${parameter}` placeholders in its key:
    /// `"Open ${book}" = "Ouvrir ${book}";`.
    public init(
        _ template: ParameterSummaryString<Intent>, table: String,
        @ParameterSummaryKeyPathsBuilder<Intent> _ additional: () -> [AnyKeyPath & Sendable] = { [] }
    ) {
        summaryNode = .summary(segments: template.segments, additional: additional(), table: table)
    }
}

/// The text of a summary sentence, with `\(\.$parameter)` where each parameter goes.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The sentence's pieces in order.
    public var segments: [SummaryTemplateSegment]

    public init(stringLiteral value: String) { segments = [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Collects the pieces of a summary sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [SummaryTemplateSegment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        public mutating func appendInterpolation<Value: _IntentValue>(
            _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable
        ) {
            segments.append(.parameter(parameter))
        }
    }
}

/// Collects the parameters listed under a summary: `{ \.$copies; \.$note }`.
@resultBuilder
public enum ParameterSummaryKeyPathsBuilder<Intent: AppIntent> {
    public static func buildExpression<Value: _IntentValue>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) -> AnyKeyPath & Sendable {
        parameter
    }

    public static func buildBlock(_ parameters: (AnyKeyPath & Sendable)...) -> [AnyKeyPath & Sendable] { parameters }
}

/// Builds a parameter summary: one `Summary`, `When` or `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: IntentParameterSummary<Intent>) -> IntentParameterSummary<Intent> {
        summary
    }
    public static func buildExpression(_ summary: ParameterSummaryWhenCondition<Intent>)
        -> ParameterSummaryWhenCondition<Intent>
    { summary }
    public static func buildExpression<Value: _IntentValue>(_ summary: ParameterSummarySwitchCondition<Intent, Value>)
        -> ParameterSummarySwitchCondition<Intent, Value>
    {
        summary
    }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

/// The summary of an intent that declares none: its title alone.
public struct DefaultParameterSummary<Intent: AppIntent>: ParameterSummary {
    public init() {}
    public var summaryNode: SummaryNode {
        .summary(segments: [.text(Intent.title.localizedString)], additional: [], table: nil)
    }
}

extension AppIntent {
    public static var parameterSummary: DefaultParameterSummary<Self> {
        return DefaultParameterSummary()
    }
}
