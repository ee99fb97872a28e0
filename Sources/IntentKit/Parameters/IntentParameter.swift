import Synchronization

/// An input of an intent: `@Parameter(title: "Book") var book: BookEntity`.
///
/// A parameter whose type is optional may be left empty; any other parameter is required, and
/// IntentKit asks the person for it (with ``requestValueDialog``) before `perform()` runs.
/// Through `$book` an intent reaches the parameter itself, to ask for a value mid-run
/// (``requestValue(_:)``), to disambiguate or to confirm.
///
/// Like Apple's, the wrapper is a class, which is how IntentKit finds and fills it through
/// `Mirror`. Copies of an intent share their parameters; IntentKit makes a fresh intent per run.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: AnyIntentParameter, PropertyNamed {
    /// The title given in the declaration; `nil` titles the parameter from its property name.
    let declaredTitle: LocalizedStringResource?
    let propertyName = Mutex<String?>(nil)
    public let parameterDescription: LocalizedStringResource?
    public let isOptional: Bool
    public let requestValueDialog: IntentDialog?
    public let requestDisambiguationDialog: IntentDialog?
    public let inputConnectionBehavior: InputConnectionBehavior
    /// The bounds a number or amount must be within (`inclusiveRange:`).
    package let range: ParameterRange?
    /// How the editor offers the value: a stepper, a slider, several lines of text.
    package let control: ParameterControlStyle?
    /// Apple's options that are kept as given, for the constrained accessors that return them
    /// (`inputOptions`, `displayName`, `dateKind`, `displayStyle`, the typed `controlStyle` and
    /// `inclusiveRange`).
    let declaredOptions: DeclaredParameterOptions
    public let defaultValue: (any Sendable)?
    package let measurementOptions: MeasurementParameterOptions?
    /// Which people a person parameter offers (`mode:`); `nil` for other parameters.
    let personMode: IntentPerson.ParameterMode?
    let optionsProvider: (@Sendable () async throws -> [OptionItem])?
    let defaultResultProvider: (@Sendable () async -> (any Sendable)?)?
    private let storage: Mutex<Value?>

    init(
        title: LocalizedStringResource?,
        description: LocalizedStringResource?,
        isOptional: Bool,
        default defaultValue: Value?,
        requestValueDialog: IntentDialog?,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior,
        inclusiveRange: ParameterRange? = nil,
        controlStyle: ParameterControlStyle? = nil,
        optionsProvider: (@Sendable () async throws -> [OptionItem])? = nil,
        defaultResult: (@Sendable () async -> (any Sendable)?)? = nil,
        measurement: MeasurementParameterOptions? = nil,
        personMode: IntentPerson.ParameterMode? = nil,
        options: DeclaredParameterOptions = DeclaredParameterOptions()
    ) {
        self.declaredOptions = options
        self.measurementOptions = measurement
        self.personMode = personMode
        self.declaredTitle = title
        self.parameterDescription = description
        self.isOptional = isOptional
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.inputConnectionBehavior = inputConnectionBehavior
        self.range = inclusiveRange
        self.control = controlStyle
        self.optionsProvider = optionsProvider
        self.defaultResultProvider = defaultResult
        let flattened = flattenOptional(defaultValue)
        self.defaultValue = flattened
        self.storage = Mutex(
            flattened == nil && isOptional ? (Value.self as? any OptionalValue.Type)?.noneValue as? Value : defaultValue
        )
        ParameterCollector.current?.add(self)
    }

    // MARK: Declaring

    /// A required parameter, with an optional default value.
    @_disfavoredOverload
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// An optional parameter, empty unless it has a default.
    public convenience init<Wrapped: _IntentValue>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Wrapped? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Wrapped? {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A parameter whose default is the property's initial value: `@Parameter(title: "Copies") var copies = 1`.
    public convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: Value.self is any OptionalValue.Type,
            default: wrappedValue, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    // MARK: Reading and writing

    /// The value. Reading a required parameter that has none is a programming error, as in
    /// Apple's framework: IntentKit resolves required parameters before `perform()` runs.
    public var wrappedValue: Value {
        get {
            guard let value = storage.withLock({ $0 }) else {
                fatalError("@Parameter '\(title.key)' was read before it had a value")
            }
            return value
        }
        set { storage.withLock { $0 = newValue } }
    }

    /// The parameter's name as people read it: the declared title, or the property name in
    /// words (`bookTitle` → "Book Title") when the declaration has none, as in iOS 18.
    public var title: LocalizedStringResource {
        if let declaredTitle { return declaredTitle }
        return .verbatim(humanize(identifier: propertyName.withLock { $0 } ?? "value"))
    }

    func adoptPropertyName(_ name: String) {
        guard declaredTitle == nil else { return }
        propertyName.withLock { $0 = name }
    }

    /// The parameter itself: `$book.requestValue()`, `\.$book` in summaries.
    public var projectedValue: IntentParameter<Value> { self }

    public var valueKind: IntentValueKind { Value.intentValueKind }
    public var valueType: Any.Type { Value.self }
    public var anyValue: (any Sendable)? { flattenOptional(storage.withLock { $0 }) }
    public var hasValue: Bool { anyValue != nil }
    public var hasDynamicOptions: Bool { optionsProvider != nil }

    public func dynamicOptions() async throws -> [any Sendable]? {
        guard let optionsProvider else { return nil }
        return try await optionsProvider().map(\.value)
    }

    package func dynamicOptionItems() async throws -> [OptionItem]? {
        guard let optionsProvider else { return nil }
        return try await optionsProvider()
    }

    public func dynamicDefaultValue() async -> (any Sendable)? {
        guard let defaultResultProvider else { return nil }
        return flattenOptional(await defaultResultProvider())
    }

    package func setAnyValue(_ value: (any Sendable)?) throws(ParameterValueError) {
        guard var value = flattenOptional(value) else {
            guard isOptional, let none = (Value.self as? any OptionalValue.Type)?.noneValue as? Value else {
                storage.withLock { $0 = nil }
                return
            }
            storage.withLock { $0 = none }
            return
        }
        if let measurementOptions { value = try measurementOptions.prepare(value) }
        guard let typed = IntentValueConversion.cast(value, to: Value.self) else {
            throw .typeMismatch(expected: Value.intentValueKind, actual: type(of: value))
        }
        if let range, let number = IntentValueConversion.double(typed), !range.contains(number) {
            throw .outOfRange(range)
        }
        storage.withLock { $0 = typed }
    }
}

/// What IntentKit reads and writes of any ``IntentParameter`` without knowing its value type.
package protocol AnyIntentParameter: AnyObject, Sendable {
    /// The parameter's name as people read it.
    var title: LocalizedStringResource { get }
    /// Help text for the parameter.
    var parameterDescription: LocalizedStringResource? { get }
    /// Whether the parameter may be left empty.
    var isOptional: Bool { get }
    /// The kind of value it takes.
    var valueKind: IntentValueKind { get }
    /// The Swift type of its value (optional types included).
    var valueType: Any.Type { get }
    /// The current value, or `nil` if it has none.
    var anyValue: (any Sendable)? { get }
    /// Whether it has a value.
    var hasValue: Bool { get }
    /// The declared default value, if any.
    var defaultValue: (any Sendable)? { get }
    /// The question asked when the parameter needs a value.
    var requestValueDialog: IntentDialog? { get }
    /// The question asked when choosing among several values.
    var requestDisambiguationDialog: IntentDialog? { get }
    /// Whether it takes the previous action's output automatically.
    var inputConnectionBehavior: InputConnectionBehavior { get }
    /// The allowed range of a number parameter.
    var range: ParameterRange? { get }
    /// The control a number parameter prefers.
    var control: ParameterControlStyle? { get }
    /// Whether choices come from a ``DynamicOptionsProvider``.
    var hasDynamicOptions: Bool { get }
    /// A measurement parameter's declared unit and sign rule; `nil` for other parameters.
    var measurementOptions: MeasurementParameterOptions? { get }
    /// The choices from the parameter's ``DynamicOptionsProvider``, or `nil` if it has none.
    func dynamicOptions() async throws -> [any Sendable]?
    /// The choices with their display and section, or `nil` if the parameter has no provider.
    func dynamicOptionItems() async throws -> [OptionItem]?
    /// The provider's ``DynamicOptionsProvider/defaultResult()``, or `nil`.
    func dynamicDefaultValue() async -> (any Sendable)?
    /// Sets the value, converting numbers and wrapping optionals; `nil` empties the parameter.
    func setAnyValue(_ value: (any Sendable)?) throws(ParameterValueError)
}

/// Why a value could not be given to a parameter.
package enum ParameterValueError: Error, Sendable, Equatable {
    /// The value is not of the parameter's type.
    case typeMismatch(expected: IntentValueKind, actual: Any.Type)
    /// The number lies outside the parameter's range.
    case outOfRange(ParameterRange)
    /// A measurement parameter declared `supportsNegativeNumbers: false` was given a negative amount.
    case negativeNotAllowed

    package static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.typeMismatch(let e1, let a1), .typeMismatch(let e2, let a2)): ValueType(e1) == ValueType(e2) && a1 == a2
        case (.outOfRange(let r1), .outOfRange(let r2)): r1 == r2
        case (.negativeNotAllowed, .negativeNotAllowed): true
        default: false
        }
    }

    /// A sentence naming what was wrong, without the parameter (the caller names it).
    package var message: String {
        switch self {
        case .typeMismatch(let expected, let actual):
            "expects \(ValueType(expected).readableName), not \(humanize(typeName: String(describing: actual)))"
        case .outOfRange(let range):
            "must be between \(IntentValueText.format(range.lowerBound)) and \(IntentValueText.format(range.upperBound))"
        case .negativeNotAllowed:
            "must not be negative"
        }
    }
}

/// The inclusive bounds of a number parameter.
package struct ParameterRange: Sendable, Hashable, Codable {
    package var lowerBound: Double
    package var upperBound: Double

    package init(lowerBound: Double, upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    package func contains(_ value: Double) -> Bool { value >= lowerBound && value <= upperBound }
}

/// How a parameter takes the output of the action before it.
public enum InputConnectionBehavior: String, Sendable, Codable {
    /// The host decides (IntentKit's runner: never automatically).
    case `default`
    /// Never connect automatically.
    case never
    /// Use the previous action's output when the parameter is empty.
    case connectToPreviousIntentResult
}

/// The control a number parameter prefers in the editor.
package enum ParameterControlStyle: String, Sendable, Codable {
    case field, stepper, slider
    /// Several lines of text (`inputOptions: .init(multiline: true)`): a text area.
    case multiline
}

/// Integer parameter controls, in Apple's spelling.
public enum IntControlStyle: Sendable {
    case field, stepper
    var style: ParameterControlStyle { self == .field ? .field : .stepper }
}

/// Decimal parameter controls, in Apple's spelling.
public enum DoubleControlStyle: Sendable {
    case field, slider, stepper
    var style: ParameterControlStyle {
        switch self {
        case .field: .field
        case .slider: .slider
        case .stepper: .stepper
        }
    }
}
