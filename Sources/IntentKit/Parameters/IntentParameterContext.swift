import Foundation

/// A parameter's declaration as a resolver or an options provider sees it: its title, whether it
/// is optional, and the options it was declared with (its range, control, kind of date, names
/// of a yes-or-no parameter's values).
public struct IntentParameterContext<Value: _IntentValue>: AnyIntentValue {
    public let isOptional: Bool
    public let title: LocalizedStringResource
    /// The bounds a number must be within, when declared.
    package let range: ParameterRange?
    let options: DeclaredParameterOptions

    package init(title: LocalizedStringResource, isOptional: Bool, range: ParameterRange? = nil) {
        self.init(title: title, isOptional: isOptional, range: range, options: DeclaredParameterOptions())
    }

    init(title: LocalizedStringResource, isOptional: Bool, range: ParameterRange?, options: DeclaredParameterOptions) {
        self.title = title
        self.isOptional = isOptional
        self.range = range
        self.options = options
    }

    /// The context of `parameter`, whatever its value type.
    init<Other>(of parameter: IntentParameter<Other>) {
        self.init(
            title: parameter.title, isOptional: parameter.isOptional, range: parameter.range,
            options: parameter.declaredOptions)
    }
}

extension IntentParameterContext where Value == Int {
    /// The control the parameter was declared with.
    public var controlStyle: IntControlStyle? { options.intControl }
    /// Its bounds.
    public var inclusiveRange: (lowerBound: Int, upperBound: Int)? {
        range.map { (Int($0.lowerBound), Int($0.upperBound)) }
    }
}

extension IntentParameterContext where Value == Double {
    /// The control the parameter was declared with.
    public var controlStyle: DoubleControlStyle? { options.doubleControl }
    /// Its bounds.
    public var inclusiveRange: (lowerBound: Double, upperBound: Double)? {
        range.map { ($0.lowerBound, $0.upperBound) }
    }
}

extension IntentParameterContext where Value == Bool {
    /// The names of the parameter's two values, as declared.
    public var displayName: Bool.IntentDisplayName? { options.displayName }
}

extension IntentParameterContext where Value == Date {
    /// Whether the parameter takes a day, a time, or both.
    public var dateKind: IntentParameterDateKind? { options.dateKind }
}
