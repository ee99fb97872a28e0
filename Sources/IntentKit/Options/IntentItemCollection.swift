/// A value offered as a choice, with how it is shown: `IntentItem(book, title: "Emma")`.
public struct IntentItem<Value: _IntentValue>: Sendable {
    /// The value picked with this item.
    public var value: Value
    /// How the item is shown; `nil` shows the value as it presents itself.
    public var description: DisplayRepresentation

    /// An item shown with its own title, subtitle and image.
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        self.hasOwnDescription = true
    }

    /// An item shown as the value presents itself.
    public init(_ value: Value) {
        self.value = value
        self.description = DisplayRepresentation(title: .verbatim(IntentValueText.title(of: value)))
        self.hasOwnDescription = false
    }

    let hasOwnDescription: Bool

    /// Builds a section's items from values and items.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ expression: Value) -> [IntentItem<Value>] { [IntentItem(expression)] }
        public static func buildExpression(_ expression: IntentItem<Value>) -> [IntentItem<Value>] { [expression] }
        public static func buildExpression(_ expression: [IntentItem<Value>]) -> [IntentItem<Value>] { expression }
        public static func buildBlock(_ items: [IntentItem<Value>]...) -> [IntentItem<Value>] { items.flatMap { $0 } }
        public static func buildArray(_ components: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
            components.flatMap { $0 }
        }
        public static func buildOptional(_ component: [IntentItem<Value>]?) -> [IntentItem<Value>] { component ?? [] }
        public static func buildEither(first component: [IntentItem<Value>]) -> [IntentItem<Value>] { component }
        public static func buildEither(second component: [IntentItem<Value>]) -> [IntentItem<Value>] { component }
    }
}

/// A titled group of choices in an ``IntentItemCollection``.
public struct IntentItemSection<Result: _IntentValue>: Sendable {
    /// The section's heading; `nil` for an untitled section.
    public var description: DisplayRepresentation?
    /// The section's choices.
    public var items: [IntentItem<Result>]

    /// An untitled section.
    public init(items: [IntentItem<Result>]) {
        self.description = nil
        self.items = items
    }

    /// A titled section of items.
    @available(*, deprecated, renamed: "init(_:items:)")
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, items: items)
    }

    /// A titled section of items.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.description = DisplayRepresentation(title: title)
        self.items = items
    }

    /// A titled section of values, each shown as it presents itself.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// A section built from values and items, titled or not.
    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.description = title.map { DisplayRepresentation(title: $0) }
        self.items = itemsBuilder()
    }

    /// A section with a heading that has a subtitle or image.
    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        self.items = itemsBuilder()
    }

    /// Builds a collection's sections; bare items form one untitled section.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ expression: IntentItemSection<Result>) -> [IntentItemSection<Result>] {
            [expression]
        }
        public static func buildExpression(_ expression: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
            expression
        }
        public static func buildExpression(_ expression: IntentItem<Result>) -> [IntentItemSection<Result>] {
            [IntentItemSection(items: [expression])]
        }
        public static func buildBlock(_ sections: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            sections.flatMap { $0 }
        }
        public static func buildArray(_ components: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
            components.flatMap { $0 }
        }
        public static func buildOptional(_ component: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] {
            component ?? []
        }
        public static func buildEither(first component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
            component
        }
        public static func buildEither(second component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
            component
        }
    }
}

/// Choices in titled sections, as an options provider or an entity query may return them:
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection {
///         ItemSection("Nearby") { "Home"; "Office" }
///         ItemSection("Recent", items: recentPlaces)
///     }
/// }
/// ```
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection, Sendable {
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    /// A collection built from sections (or bare items, which form one untitled section).
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// One untitled section of values.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    /// A collection of these sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }

    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

extension IntentItemCollection: SectionedResults {
    var optionItems: [OptionItem] {
        sections.flatMap { section in
            section.items.map { item in
                OptionItem(
                    value: item.value, display: item.hasOwnDescription ? item.description : nil,
                    section: section.description?.title.localizedString)
            }
        }
    }
}
