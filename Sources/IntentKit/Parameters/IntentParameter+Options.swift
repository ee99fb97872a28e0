import Foundation

// Apple's options for parameters of one type: a text parameter's input options, a yes-or-no
// parameter's names for its two values, a date parameter's kind, a place's display style. Each is
// declared where Apple declares it and read back through the accessor Apple gives; the ones a
// host can act on reach the parameter's metadata (several lines of text: a text area).

/// The options of one parameter as its declaration gave them.
struct DeclaredParameterOptions: Sendable {
    var inputOptions: String.IntentInputOptions?
    var displayName: Bool.IntentDisplayName?
    var dateKind: IntentParameterDateKind?
    var placemarkStyle: IntentParameterPlacemarkDisplayStyle?
    var intControl: IntControlStyle?
    var doubleControl: DoubleControlStyle?
}

extension String {
    /// How a text parameter is typed: the keyboard, capitals, corrections, and whether it takes
    /// several lines (which the editor offers as a text area).
    public struct IntentInputOptions: Sendable, Hashable {
        /// The keyboard a phone shows; a terminal has one, and keeps the choice as given.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // `URL` is Apple's spelling of the case, which ported code names.
        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad
        }

        /// Which letters a phone capitalizes as the person types; kept as given.
        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        /// Whether the text may have several lines.
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(
            keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

extension Bool {
    /// What a yes-or-no parameter calls its two values ("Show" and "Hide" rather than on and off).
    public struct IntentDisplayName: Sendable, Hashable {
        public let `true`: LocalizedStringResource
        public let `false`: LocalizedStringResource

        public init(true: LocalizedStringResource, false: LocalizedStringResource) {
            self.true = `true`
            self.false = `false`
        }
    }
}

/// Whether a date parameter takes a day, a time of day, or both (Apple's
/// `IntentParameter.DateKind`).
public enum IntentParameterDateKind: Sendable, Hashable {
    case date, time, dateTime
}

/// How a place parameter is shown (Apple's `IntentParameter.PlacemarkDisplayStyle`).
public enum IntentParameterPlacemarkDisplayStyle: Sendable, Hashable {
    case name, address, city
}

extension IntentParameter {
    /// Apple's name for the kinds of date, nested in the parameter.
    public typealias DateKind = IntentParameterDateKind
    /// Apple's name for how a place is shown, nested in the parameter.
    public typealias PlacemarkDisplayStyle = IntentParameterPlacemarkDisplayStyle
    /// Apple's name for the controls of a whole-number parameter, nested in the parameter.
    public typealias IntControlStyle = IntentKit.IntControlStyle
    /// Apple's name for the controls of a decimal parameter, nested in the parameter.
    public typealias DoubleControlStyle = IntentKit.DoubleControlStyle
    /// The bounds of a number parameter, as Apple spells them.
    public typealias InclusiveRange<Bound: Comparable> = (lowerBound: Bound, upperBound: Bound)

    /// A text or yes-or-no parameter, with its options; the initializers below say which.
    fileprivate convenience init(
        title: LocalizedStringResource?, description: LocalizedStringResource?, isOptional: Bool, default value: Value?,
        requestValueDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior,
        options: DeclaredParameterOptions
    ) {
        self.init(
            title: title, description: description, isOptional: isOptional, default: value,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            controlStyle: options.inputOptions?.multiline == true ? .multiline : nil, options: options)
    }
}

extension IntentParameter where Value == String {
    /// A required text parameter with input options (`multiline: true` for several lines).
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil, inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(inputOptions: inputOptions))
    }

    /// The input options it was declared with.
    public var inputOptions: String.IntentInputOptions? { declaredOptions.inputOptions }
}

extension IntentParameter where Value == String? {
    /// An optional text parameter with input options.
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil, inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(inputOptions: inputOptions))
    }

    /// The input options it was declared with.
    public var inputOptions: String.IntentInputOptions? { declaredOptions.inputOptions }
}

extension IntentParameter where Value == Bool {
    /// A required yes-or-no parameter whose values have names of their own.
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(displayName: displayName))
    }

    /// The names of its two values, as declared.
    public var displayName: Bool.IntentDisplayName? { declaredOptions.displayName }
}

extension IntentParameter where Value == Bool? {
    /// An optional yes-or-no parameter whose values have names of their own.
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(displayName: displayName))
    }

    /// The names of its two values, as declared.
    public var displayName: Bool.IntentDisplayName? { declaredOptions.displayName }
}

extension IntentParameter where Value == Date {
    /// A required date parameter that takes a day, a time, or both.
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        kind: IntentParameterDateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: nil,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(dateKind: kind))
    }

    /// Whether it takes a day, a time, or both, when declared.
    public var dateKind: IntentParameterDateKind? { declaredOptions.dateKind }
}

extension IntentParameter where Value == Date? {
    /// An optional date parameter that takes a day, a time, or both.
    public convenience init(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        kind: IntentParameterDateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(nil),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            options: DeclaredParameterOptions(dateKind: kind))
    }

    /// Whether it takes a day, a time, or both, when declared.
    public var dateKind: IntentParameterDateKind? { declaredOptions.dateKind }
}

extension IntentParameter where Value == Int {
    /// The control it was declared with.
    public var controlStyle: IntControlStyle? { declaredOptions.intControl }
    /// The bounds it was declared with.
    public var inclusiveRange: InclusiveRange<Int>? {
        range.map { (Int($0.lowerBound), Int($0.upperBound)) }
    }
}

extension IntentParameter where Value == Int? {
    /// The control it was declared with.
    public var controlStyle: IntControlStyle? { declaredOptions.intControl }
    /// The bounds it was declared with.
    public var inclusiveRange: InclusiveRange<Int>? {
        range.map { (Int($0.lowerBound), Int($0.upperBound)) }
    }
}

extension IntentParameter where Value == Double {
    /// The control it was declared with.
    public var controlStyle: DoubleControlStyle? { declaredOptions.doubleControl }
    /// The bounds it was declared with.
    public var inclusiveRange: InclusiveRange<Double>? { range.map { ($0.lowerBound, $0.upperBound) } }
}

extension IntentParameter where Value == Double? {
    /// The control it was declared with.
    public var controlStyle: DoubleControlStyle? { declaredOptions.doubleControl }
    /// The bounds it was declared with.
    public var inclusiveRange: InclusiveRange<Double>? { range.map { ($0.lowerBound, $0.upperBound) } }
}
