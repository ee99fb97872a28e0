import IntentKit

/// Which kinds of values convert to which: the one table the validator reads before a run
/// (``TypeRules/canConvert(_:to:)``), that the variable picker and the action library filter
/// by, and that ``ValueConverter`` follows during one (a test converts a sample value for every
/// pair the table allows, and finds none it refuses that the converter makes).
///
/// A value converts to its own type, and to text or a match of Match Text (every value has a
/// text form, and text is a match without groups). Lists are
/// structural: a list converts item by item, one value becomes a list of one, and a list given
/// where one value is expected gives its first item; a match of Match Text is text wherever it
/// goes. Everything else is a row of ``rules``.
package enum ConversionTable {
    /// A kind of value, without what it is of (an enum's or entity's identifier, a
    /// measurement's dimension): those must be equal for a value to be of the type at all.
    package enum Kind: String, CaseIterable, Sendable {
        case string, integer, double, decimal, boolean, date, url, enumeration, entity, dictionary, match
        case measurement, currency, person

        /// The kind of a type that is not a list.
        package init?(_ type: ValueType) {
            switch type {
            case .string: self = .string
            case .integer: self = .integer
            case .double: self = .double
            case .decimal: self = .decimal
            case .boolean: self = .boolean
            case .date: self = .date
            case .url: self = .url
            case .enumeration: self = .enumeration
            case .entity: self = .entity
            case .dictionary: self = .dictionary
            case .match: self = .match
            case .measurement: self = .measurement
            case .currency: self = .currency
            case .person: self = .person
            case .array: return nil
            }
        }
    }

    /// One row: values of `from` convert to each of `to`, for the reason given.
    package struct Rule: Sendable {
        package let from: Kind
        package let to: [Kind]
        package let why: String
    }

    /// The conversions between different kinds, besides every kind to text and to a match.
    package static let rules: [Rule] = [
        Rule(from: .integer, to: [.double, .decimal], why: "a whole number is a number"),
        Rule(from: .double, to: [.integer, .decimal], why: "a number is whole when it has no fraction"),
        Rule(from: .decimal, to: [.integer, .double], why: "a decimal is a number"),
        Rule(
            from: .string,
            to: [.integer, .double, .decimal, .boolean, .date, .url, .enumeration, .dictionary],
            why: "text is read as the value it writes: 12, yes, 2026-01-02, a URL, a case's title, JSON"),
        Rule(
            from: .string, to: [.measurement, .currency, .person],
            why: "text is read as an amount (5 km), money (12.50 EUR) or a person (Ada <ada@example.com>)"),
        Rule(
            from: .integer, to: [.measurement],
            why: "a number is an amount in the parameter's default unit"),
        Rule(from: .double, to: [.measurement], why: "a number is an amount in the parameter's default unit"),
        Rule(from: .decimal, to: [.measurement], why: "a number is an amount in the parameter's default unit"),
        Rule(from: .measurement, to: [.integer, .double, .decimal], why: "an amount's number, in its own unit"),
        Rule(from: .currency, to: [.double, .decimal], why: "money's amount, without its currency"),
    ]

    private static let allowed: Set<[Kind]> = Set(rules.flatMap { rule in rule.to.map { [rule.from, $0] } })

    /// Whether a value of kind `from` converts to kind `to` by a row of ``rules`` (not counting a
    /// kind to itself, which needs its identifier or dimension to match, or to text or a match).
    package static func allows(_ from: Kind, _ to: Kind) -> Bool { allowed.contains([from, to]) }
}
