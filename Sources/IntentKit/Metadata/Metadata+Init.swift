// Public factories (the memberwise initializers are internal, and a public one with the same
// labels would clash with them), for hosts that describe apps without Swift types (script actions, apps in
// other processes): their metadata is built from what they declare, not by reflection.

extension AppMetadata {
    /// An app's metadata, as a host builds it for an app it did not register by reflection.
    package static func declared(
        name: String, displayName: String, systemImageName: String? = nil, intents: [IntentMetadata],
        entities: [EntityMetadata] = [], enums: [EnumMetadata] = [], shortcuts: [AppShortcutMetadata] = []
    ) -> Self {
        Self(
            name: name, displayName: displayName, systemImageName: systemImageName, intents: intents,
            entities: entities, enums: enums, shortcuts: shortcuts)
    }
}

extension IntentMetadata {
    /// An intent's metadata, as a host builds it for an app it did not register by reflection.
    package static func declared(
        identifier: String, title: String, description: String? = nil, categoryName: String? = nil,
        searchKeywords: [String] = [], parameters: [ParameterMetadata], summary: SummaryMetadata,
        output: ValueType? = nil, openAppWhenRun: Bool = false,
        authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed, isDiscoverable: Bool = true,
        sideEffects: SideEffects = .appData, previousIdentifiers: [String] = [],
        appleActions: [AppleShortcutsAction]? = nil
    ) -> Self {
        Self(
            identifier: identifier, title: title, description: description, categoryName: categoryName,
            searchKeywords: searchKeywords, parameters: parameters, summary: summary, output: output,
            openAppWhenRun: openAppWhenRun, authenticationPolicy: authenticationPolicy, isDiscoverable: isDiscoverable,
            sideEffects: sideEffects, previousIdentifiers: previousIdentifiers, appleActions: appleActions)
    }
}

extension ParameterMetadata {
    /// A parameter's metadata, as a host builds it for an app it did not register by reflection.
    package static func declared(
        name: String, title: String, description: String? = nil, type: ValueType, isOptional: Bool,
        defaultValue: MetadataValue? = nil, hasDynamicOptions: Bool = false, range: ParameterRange? = nil,
        controlStyle: ParameterControlStyle? = nil, requestValueDialog: String? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, measurement: MeasurementParameterOptions? = nil
    ) -> Self {
        Self(
            name: name, title: title, description: description, type: type, isOptional: isOptional,
            defaultValue: defaultValue, hasDynamicOptions: hasDynamicOptions, range: range, controlStyle: controlStyle,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            measurement: measurement)
    }
}

extension EnumMetadata {
    /// An enum's metadata, as a host builds it for an app it did not register by reflection.
    package static func declared(identifier: TypeIdentifier, displayName: String, cases: [EnumCaseMetadata]) -> Self {
        Self(identifier: identifier, displayName: displayName, cases: cases)
    }
}

extension EnumCaseMetadata {
    /// One case, as a host builds it for an app it did not register by reflection.
    package static func declared(value: String, title: String, subtitle: String? = nil, systemImageName: String? = nil)
        -> Self
    {
        Self(value: value, title: title, subtitle: subtitle, systemImageName: systemImageName)
    }
}
