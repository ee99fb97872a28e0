// Apple's number parameters take a control style and an inclusive range.

extension IntentParameter where Value == Int {
    /// A required whole-number parameter.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper,
        inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            inclusiveRange: inclusiveRange.map {
                ParameterRange(lowerBound: Double($0.lowerBound), upperBound: Double($0.upperBound))
            },
            controlStyle: controlStyle.style, options: DeclaredParameterOptions(intControl: controlStyle))
    }
}

extension IntentParameter where Value == Int? {
    /// An optional whole-number parameter.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper,
        inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            inclusiveRange: inclusiveRange.map {
                ParameterRange(lowerBound: Double($0.lowerBound), upperBound: Double($0.upperBound))
            },
            controlStyle: controlStyle.style, options: DeclaredParameterOptions(intControl: controlStyle))
    }
}

extension IntentParameter where Value == Double {
    /// A required decimal-number parameter.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil,
        controlStyle: DoubleControlStyle = .field,
        inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            inclusiveRange: inclusiveRange.map { ParameterRange(lowerBound: $0.lowerBound, upperBound: $0.upperBound) },
            controlStyle: controlStyle.style, options: DeclaredParameterOptions(doubleControl: controlStyle))
    }
}

extension IntentParameter where Value == Double? {
    /// An optional decimal-number parameter.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil,
        controlStyle: DoubleControlStyle = .field,
        inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            inclusiveRange: inclusiveRange.map { ParameterRange(lowerBound: $0.lowerBound, upperBound: $0.upperBound) },
            controlStyle: controlStyle.style, options: DeclaredParameterOptions(doubleControl: controlStyle))
    }
}
