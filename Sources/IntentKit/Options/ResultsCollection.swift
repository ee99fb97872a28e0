/// What an options provider's ``DynamicOptionsProvider/results()`` returns: a plain array of
/// values, or an ``IntentItemCollection`` of titled sections.
public protocol ResultsCollection<Result> {
    /// The type of each value.
    associatedtype Result: _IntentValue
    /// The label shown above the choices, if any.
    var promptLabel: LocalizedStringResource? { get }
    /// Whether a long list is indexed by initial letter (recorded; a terminal list is searched).
    var usesIndexedCollation: Bool { get }
    /// Every value, in order, across all sections.
    var items: [Result] { get }
    /// A collection with nothing in it.
    static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public var items: [Element] { self }
    public static var empty: [Element] { [] }
}

/// One choice of a parameter's options as a host shows it: the value, how it presents itself
/// and the section it belongs to.
package struct OptionItem: Sendable {
    /// The value picked with this choice.
    package var value: any Sendable
    /// How the provider asked for it to be shown; `nil` shows the value as it presents itself.
    package var display: DisplayRepresentation?
    /// The title of its section, or `nil` outside any titled section.
    package var section: String?

    package init(value: any Sendable, display: DisplayRepresentation? = nil, section: String? = nil) {
        self.value = value
        self.display = display
        self.section = section
    }
}

/// Reads the sections of any ``ResultsCollection`` without knowing its type.
protocol SectionedResults {
    var optionItems: [OptionItem] { get }
}

extension ResultsCollection {
    /// The items with their sections: an ``IntentItemCollection``'s sections, or one untitled run.
    var optionItems: [OptionItem] {
        if let sectioned = self as? any SectionedResults { return sectioned.optionItems }
        return items.map { OptionItem(value: $0, display: nil, section: nil) }
    }
}
