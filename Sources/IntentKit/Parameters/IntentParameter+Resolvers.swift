import Foundation

// Apple's parameters may list resolvers (`resolvers: { IntFromStringResolver() }`): conversions
// from other value types. IntentKit converts values in IntentValueConversion and the runner's
// rules, so the resolvers are accepted and not called (docs/intentkit.md); the parameter is
// otherwise the same as without them.

extension IntentParameter {
    /// A required parameter that lists resolvers.
    @_disfavoredOverload
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// An optional parameter that lists resolvers.
    public convenience init<Wrapped: _IntentValue, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Wrapped? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Wrapped> resolvers: @escaping () -> Spec
    ) where Value == Wrapped? {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A required parameter whose choices come from a provider, that lists resolvers.
    @_disfavoredOverload
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider, @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) where Provider.Result.Result == Value {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider)
    }

    /// Apple's other order: the resolvers before the provider.
    @_disfavoredOverload
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec, optionsProvider: Provider
    ) where Provider.Result.Result == Value {
        self.init(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value == String {
    /// A required text parameter with input options, that lists resolvers.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil, inputOptions: String.IntentInputOptions? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<String> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title, description: description, default: defaultValue, inputOptions: inputOptions,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A required text parameter with input options whose choices come from a provider.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Provider.Result.Result == String {
        self.init(
            title: title, description: description, isOptional: false, default: nil,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            controlStyle: inputOptions?.multiline == true ? .multiline : nil,
            optionsProvider: optionsProvider.optionItemsClosure, defaultResult: optionsProvider.defaultResultClosure,
            options: DeclaredParameterOptions(inputOptions: inputOptions))
    }

    /// The same, listing resolvers.
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
        @ResolverSpecificationBuilder<String> resolvers: @escaping () -> Spec
    ) where Provider.Result.Result == String {
        self.init(
            title: title, description: description, inputOptions: inputOptions, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value == Bool {
    /// A required yes-or-no parameter with names for its values, that lists resolvers.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Bool> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title, description: description, default: defaultValue, displayName: displayName,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value == Int {
    /// A required whole-number parameter that lists resolvers.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Int> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title, description: description, default: defaultValue, controlStyle: controlStyle,
            inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A required whole-number parameter whose choices come from a provider.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider
    ) where Provider.Result.Result == Int {
        self.init(
            title: title, description: description, isOptional: false, default: nil,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            inclusiveRange: inclusiveRange.map {
                ParameterRange(lowerBound: Double($0.lowerBound), upperBound: Double($0.upperBound))
            }, controlStyle: controlStyle.style, optionsProvider: optionsProvider.optionItemsClosure,
            defaultResult: optionsProvider.defaultResultClosure,
            options: DeclaredParameterOptions(intControl: controlStyle))
    }

    /// The same, listing resolvers.
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: Provider, @ResolverSpecificationBuilder<Int> resolvers: @escaping () -> Spec
    ) where Provider.Result.Result == Int {
        self.init(
            title: title, description: description, controlStyle: controlStyle, inclusiveRange: inclusiveRange,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider)
    }
}

extension IntentParameter where Value == Date {
    /// A required date parameter of a kind, that lists resolvers.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        kind: IntentParameterDateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Date> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title, description: description, kind: kind, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A required date parameter of a kind whose choices come from a provider.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        kind: IntentParameterDateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Provider.Result.Result == Date {
        self.init(
            title: title, description: description, isOptional: false, default: nil,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            optionsProvider: optionsProvider.optionItemsClosure, defaultResult: optionsProvider.defaultResultClosure,
            options: DeclaredParameterOptions(dateKind: kind))
    }

    /// The same, listing resolvers.
    public convenience init<Provider: DynamicOptionsProvider, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        kind: IntentParameterDateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
        @ResolverSpecificationBuilder<Date> resolvers: @escaping () -> Spec
    ) where Provider.Result.Result == Date {
        self.init(
            title: title, description: description, kind: kind, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    }
}
