/// Reads an app's declarations into ``AppMetadata`` and collects every problem found.
struct MetadataExtractor {
    let app: IntentApp
    private var problems: [String] = []

    init(app: IntentApp) { self.app = app }

    private static let maximumAppShortcuts = 10
    /// Set while extracting when App Shortcut phrases were expanded with entities read from the
    /// app's data: such metadata is not cached (see ``RegistrationCache``).
    private var readEntities = false

    /// The registered app, and whether its metadata depends on the code alone (every entity's
    /// properties learned, no phrase expanded from data), so that it may be cached.
    mutating func extract() async throws(RegistrationError) -> (app: RegisteredApp, cacheable: Bool) {
        checkName()
        let identifiers = assignIdentifiers()
        let intents = app.intents.map { describe(intent: $0) }
        var entities: [EntityMetadata] = []
        for type in app.entities { entities.append(await describe(entity: type)) }
        entities += app.transientEntities.map { describe(transient: $0) }
        let enums = app.enums.map { describe(enum: $0) }
        var shortcuts: [AppShortcutMetadata] = []
        if let provider = app.shortcuts { shortcuts = await describe(shortcuts: provider) }
        checkPreviousIdentifiers(intents)
        if !problems.isEmpty { throw RegistrationError(app: app.name, problems: problems) }

        let metadata = AppMetadata(
            name: app.name, displayName: app.displayName.localizedString, systemImageName: app.systemImageName,
            intents: intents, entities: entities, enums: enums, shortcuts: shortcuts)
        let cacheable = !readEntities && entities.allSatisfy(\.propertiesResolved)
        return (registered(metadata, identifiers: identifiers), cacheable)
    }

    /// The registered app from metadata cached by an earlier registration of the same program:
    /// only identifiers are assigned (no reflection over the declarations, no entity read). Nil
    /// when the cached metadata does not list exactly the app's types, or the app's declarations
    /// have a problem the cheap checks find; the caller then registers it in full.
    mutating func restore(_ metadata: AppMetadata) -> RegisteredApp? {
        checkName()
        let identifiers = assignIdentifiers()
        guard problems.isEmpty, metadata.name == app.name,
            Set(metadata.intents.map(\.identifier)) == Set(identifiers.intents.keys),
            Set(metadata.entities.filter { !$0.isTransient }.map(\.identifier)) == Set(identifiers.entities.keys),
            Set(metadata.entities.filter(\.isTransient).map(\.identifier)) == Set(identifiers.transients.keys),
            Set(metadata.enums.map(\.identifier)) == Set(identifiers.enums.keys)
        else { return nil }
        for (id, type) in identifiers.entities {
            guard let entity = metadata.entities.first(where: { $0.identifier == id }) else { return nil }
            rememberPropertyNames(type, entity)
        }
        return registered(metadata, identifiers: identifiers)
    }

    /// Gives a Find the names of an entity's query properties from cached metadata, which
    /// registration learned from a live entity, so the Find need not read one.
    private func rememberPropertyNames<E: AppEntity>(_ type: E.Type, _ metadata: EntityMetadata) {
        guard let query = E.defaultQuery as? any EntityPropertyQuery else { return }
        rememberPropertyNames(of: query, metadata)
    }

    private func rememberPropertyNames<Q: EntityPropertyQuery>(of query: Q, _ metadata: EntityMetadata) {
        guard metadata.propertiesResolved, metadata.queryProperties.count == Q.properties.properties.count,
            metadata.sortableProperties.count == Q.sortingOptions.sortableBy.count
        else { return }
        PropertyNames.remember(
            Q.self, .init(queryProperties: metadata.queryProperties.map(\.name), sortable: metadata.sortableProperties))
    }

    private func registered(
        _ metadata: AppMetadata,
        identifiers: (
            intents: [String: any AppIntent.Type], entities: [TypeIdentifier: any AppEntity.Type],
            transients: [TypeIdentifier: any TransientAppEntity.Type], enums: [TypeIdentifier: any AppEnum.Type]
        )
    ) -> RegisteredApp {
        RegisteredApp(
            metadata: metadata,
            intentTypes: identifiers.intents, entityTypes: identifiers.entities,
            transientTypes: identifiers.transients, enumTypes: identifiers.enums,
            shortcutsState: app.shortcuts.map {
                ShortcutExpansionState(
                    provider: $0, appName: app.name, appDisplayName: metadata.displayName, initial: metadata.shortcuts)
            })
    }

    // MARK: - Names and identifiers

    private mutating func checkName() {
        if app.name.isEmpty || !app.name.allSatisfy({ $0.isLetter || $0.isNumber }) || app.name.first!.isNumber {
            problems.append("the app name '\(app.name)' must be letters and digits, starting with a letter")
        }
    }

    private func identifier(_ type: Any.Type) -> String { "\(app.name).\(typeName(type))" }

    private mutating func assignIdentifiers() -> (
        intents: [String: any AppIntent.Type], entities: [TypeIdentifier: any AppEntity.Type],
        transients: [TypeIdentifier: any TransientAppEntity.Type], enums: [TypeIdentifier: any AppEnum.Type]
    ) {
        var seen: [String: String] = [:]
        func claim(_ type: Any.Type, as role: String) -> String {
            let id = identifier(type)
            if let other = seen[id] {
                problems.append("\(id) is listed twice (as \(other) and as \(role)); identifiers must be unique")
            }
            seen[id] = role
            return id
        }
        var intents: [String: any AppIntent.Type] = [:]
        var entities: [TypeIdentifier: any AppEntity.Type] = [:]
        var transients: [TypeIdentifier: any TransientAppEntity.Type] = [:]
        var enums: [TypeIdentifier: any AppEnum.Type] = [:]
        for type in app.intents { intents[claim(type, as: "an intent")] = type }
        for type in app.entities {
            let id = TypeIdentifier(claim(type, as: "an entity"))
            entities[id] = type
            TypeIdentifiers.assign(id, displayName: type.typeDisplayRepresentation.name.localizedString, to: type)
        }
        for type in app.transientEntities {
            let id = TypeIdentifier(claim(type, as: "a transient entity"))
            transients[id] = type
            TypeIdentifiers.assign(id, displayName: type.typeDisplayRepresentation.name.localizedString, to: type)
        }
        for type in app.enums {
            let id = TypeIdentifier(claim(type, as: "an enum"))
            enums[id] = type
            TypeIdentifiers.assign(id, displayName: type.typeDisplayRepresentation.name.localizedString, to: type)
        }
        for type in app.intents {
            TypeIdentifiers.assign(TypeIdentifier(identifier(type)), displayName: type.title.localizedString, to: type)
        }
        return (intents, entities, transients, enums)
    }

    /// A problem if `kind` names an enum or entity type no registered app lists.
    private mutating func checkRegistered(_ kind: IntentValueKind, where place: String) {
        guard let type = kind.namedType, !TypeIdentifiers.isAssigned(type) else { return }
        problems.append("\(place) uses \(String(describing: type)), which is not listed in the app's entities or enums")
    }

    // MARK: - Intents

    private mutating func describe(intent type: any AppIntent.Type) -> IntentMetadata {
        describeIntent(type)
    }

    private mutating func describeIntent<I: AppIntent>(_ type: I.Type) -> IntentMetadata {
        let id = identifier(type)
        let instance = I()
        let parameters = intentParameters(of: instance)
        if type.title.key.isEmpty { problems.append("\(id) has an empty title") }

        var parameterMetadata: [ParameterMetadata] = []
        for (name, parameter) in parameters {
            checkRegistered(parameter.valueKind, where: "\(id) parameter '\(name)'")
            parameterMetadata.append(
                ParameterMetadata(
                    name: name, title: parameter.title.localizedString,
                    description: parameter.parameterDescription?.localizedString,
                    type: ValueType(parameter.valueKind), isOptional: parameter.isOptional,
                    defaultValue: MetadataValue(parameter.defaultValue), hasDynamicOptions: parameter.hasDynamicOptions,
                    range: parameter.range, controlStyle: parameter.control,
                    requestValueDialog: parameter.requestValueDialog?.full.localizedString,
                    inputConnectionBehavior: parameter.inputConnectionBehavior,
                    measurement: parameter.measurementOptions))
        }

        var unknown = 0
        let summary = SummaryMetadata.describe(instance, unknown: &unknown)
        if unknown > 0 {
            problems.append(
                "\(id) parameter summary names \(unknown == 1 ? "a key path" : "\(unknown) key paths") that \(unknown == 1 ? "is" : "are") not @Parameter properties of the intent"
            )
        }

        let output = outputKind(of: I.PerformOutput.self)
        if let output { checkRegistered(output, where: "\(id) result") }
        let description = I.resolvedDescription
        var previous: [String] = []
        if let migrated = type as? any CustomIntentMigratedAppIntent.Type {
            previous += [migrated.intentClassName, "\(app.name).\(migrated.intentClassName)"]
        }
        if let renamed = type as? any RenamedAppIntent.Type { previous += renamed.previousIdentifiers }
        // A migrated intent often keeps its custom intent's name (the Porchlight field app's
        // `SetPorchLight` replaces the custom intent `SetPorchLight`): its own identifier
        // is then not a previous one, and not a claim on another intent's.
        previous.removeAll { $0 == id }
        // Each of Apple's parameters must go to one of this intent's.
        let claims = type.appleShortcutsActions
        for claim in claims {
            if claim.identifier.isEmpty { problems.append("\(id) claims one of Apple's actions with no identifier") }
            for (key, name) in claim.parameters.sorted(by: { $0.key < $1.key })
            where !parameterMetadata.contains(where: { $0.name == name }) {
                problems.append(
                    "\(id) maps \(claim.identifier)'s parameter \(key) to '\(name)', which is not one of its parameters"
                )
            }
        }

        return IntentMetadata(
            identifier: id, title: type.title.localizedString,
            description: description.map { $0.descriptionText.localizedString },
            categoryName: description?.categoryName?.localizedString,
            searchKeywords: description?.searchKeywords.map(\.localizedString) ?? [],
            parameters: parameterMetadata, summary: summary,
            output: output.map(ValueType.init), openAppWhenRun: type.openAppWhenRun,
            authenticationPolicy: type.authenticationPolicy, isDiscoverable: type.isDiscoverable,
            sideEffects: type.sideEffects,
            previousIdentifiers: previous, appleActions: claims.isEmpty ? nil : claims)
    }

    private mutating func checkPreviousIdentifiers(_ intents: [IntentMetadata]) {
        let current = Set(intents.map(\.identifier))
        var claimed: [String: String] = [:]
        for intent in intents {
            for old in intent.previousIdentifiers {
                if current.contains(old) {
                    problems.append(
                        "\(intent.identifier) claims the previous identifier \(old), which another intent of the app has now"
                    )
                } else if let other = claimed[old], other != intent.identifier {
                    problems.append("\(intent.identifier) and \(other) both claim the previous identifier \(old)")
                }
                claimed[old] = intent.identifier
            }
        }
    }

    // MARK: - Entities and enums

    private mutating func describe(entity type: any AppEntity.Type) async -> EntityMetadata {
        await describeEntity(type)
    }

    private mutating func describeEntity<E: AppEntity>(_ entityType: E.Type) async -> EntityMetadata {
        let id = TypeIdentifier(identifier(entityType))
        var sample: E?
        do {
            sample = try await E.sampleEntity() as? E
        } catch {
            problems.append(
                "\(id): its query failed while IntentKit read an entity to learn its properties: \(IntentRunError.message(for: error))"
            )
        }
        let properties = sample.map { entityProperties(of: $0) } ?? []
        for (name, property) in properties { checkRegistered(property.valueKind, where: "\(id) property '\(name)'") }

        var queryProperties: [QueryPropertyMetadata] = []
        var sortable: [String] = []
        var findDescription = (E.defaultQuery as? any EnumerableEntityQuery).flatMap {
            type(of: $0).findIntentDescription
        }
        if let query = E.defaultQuery as? any EntityPropertyQuery {
            (queryProperties, sortable) = describePropertyQuery(query, sample: sample, entity: id)
            findDescription = type(of: query).findIntentDescription
        } else if E.defaultQuery is any EnumerableEntityQuery {
            // Enumerable queries are filtered by the host on every property, with the
            // comparators that suit each type.
            queryProperties = properties.map {
                QueryPropertyMetadata(
                    name: $0.name, type: ValueType($0.property.valueKind),
                    comparators: Self.comparators(for: $0.property.valueKind))
            }
            sortable = properties.filter { Self.isSortable($0.property.valueKind) }.map(\.name)
        }

        let representation = E.typeDisplayRepresentation
        return EntityMetadata(
            identifier: id, displayName: representation.name.localizedString, pluralName: representation.pluralName,
            isTransient: false,
            properties: properties.map {
                EntityPropertyMetadata(
                    name: $0.name, title: $0.property.title.localizedString, type: ValueType($0.property.valueKind),
                    isOptional: $0.property.isOptional)
            },
            propertiesResolved: sample != nil, queryKinds: E.queryKinds, queryProperties: queryProperties,
            sortableProperties: sortable, findDescription: findDescription?.descriptionText.localizedString)
    }

    private mutating func describePropertyQuery<Q: EntityPropertyQuery>(
        _ query: Q, sample: (any AppEntity)?, entity: TypeIdentifier
    )
        -> ([QueryPropertyMetadata], [String])
    {
        guard let sample = sample as? Q.Entity else { return ([], []) }
        let names = PropertyNames.resolve(Q.self, sample: sample)
        if !names.queryProperties.contains(nil), !names.sortable.contains(nil) { PropertyNames.remember(Q.self, names) }
        var out: [QueryPropertyMetadata] = []
        for (index, property) in Q.properties.properties.enumerated() {
            guard let name = names.queryProperties[index] else {
                problems.append(
                    "\(String(describing: Q.self)).properties entry \(index + 1) of \(entity) does not refer to an @Property of the entity"
                )
                continue
            }
            out.append(
                QueryPropertyMetadata(
                    name: name, type: ValueType(property.valueKind), comparators: property.comparators.map(\.kind)))
        }
        var sortable: [String] = []
        for (index, name) in names.sortable.enumerated() {
            guard let name else {
                problems.append(
                    "\(String(describing: Q.self)).sortingOptions entry \(index + 1) of \(entity) does not refer to an @Property of the entity"
                )
                continue
            }
            sortable.append(name)
        }
        return (out, sortable)
    }

    /// The comparators a host offers for a property of an enumerable entity.
    static func comparators(for kind: IntentValueKind) -> [ComparatorKind] {
        ComparatorKind.offered(for: ValueType(kind))
    }

    static func isSortable(_ kind: IntentValueKind) -> Bool {
        switch kind {
        case .string, .integer, .double, .decimal, .date, .boolean, .enumeration, .measurement, .currency: true
        default: false
        }
    }

    private mutating func describe(transient transientType: any TransientAppEntity.Type) -> EntityMetadata {
        let id = TypeIdentifier(identifier(transientType))
        let properties = entityProperties(of: transientType.init())
        for (name, property) in properties { checkRegistered(property.valueKind, where: "\(id) property '\(name)'") }
        let representation = transientType.typeDisplayRepresentation
        return EntityMetadata(
            identifier: id, displayName: representation.name.localizedString, pluralName: representation.pluralName,
            isTransient: true,
            properties: properties.map {
                EntityPropertyMetadata(
                    name: $0.name, title: $0.property.title.localizedString, type: ValueType($0.property.valueKind),
                    isOptional: $0.property.isOptional)
            },
            propertiesResolved: true, queryKinds: [], queryProperties: [], sortableProperties: [], findDescription: nil)
    }

    private func describe(enum type: any AppEnum.Type) -> EnumMetadata {
        EnumMetadata(
            identifier: TypeIdentifier(identifier(type)),
            displayName: type.typeDisplayRepresentation.name.localizedString,
            cases: type.anyCases.map { value in
                let rep = value.caseDisplayRepresentation
                return EnumCaseMetadata(
                    value: value.storedValue, title: rep.title.localizedString,
                    subtitle: rep.subtitle?.localizedString, systemImageName: rep.image?.systemName)
            })
    }

    // MARK: - App Shortcuts

    private mutating func describe(shortcuts provider: any AppShortcutsProvider.Type) async -> [AppShortcutMetadata] {
        let shortcuts = provider.appShortcuts
        let providerName = String(describing: provider)
        if shortcuts.count > Self.maximumAppShortcuts {
            problems.append(
                "\(providerName) declares \(shortcuts.count) App Shortcuts; an app may have at most \(Self.maximumAppShortcuts)"
            )
        }
        let listed = Set(app.intents.map { ObjectIdentifier($0) })
        for shortcut in shortcuts where !listed.contains(ObjectIdentifier(type(of: shortcut.intent))) {
            problems.append(
                "\(providerName) has an App Shortcut for \(String(describing: type(of: shortcut.intent))), which is not listed in the app's intents"
            )
        }
        do {
            return try await ShortcutExpansionState.describe(
                shortcuts, appName: app.name,
                appDisplayName: app.displayName.localizedString, problems: &problems,
                readEntities: &readEntities)
        } catch {
            problems.append(
                "\(providerName): a query failed while expanding parameterized phrases: \(IntentRunError.message(for: error))"
            )
            return []
        }
    }
}
