import Foundation

/// A unit of a measurement value, by Foundation's name for it (`kilometers`, `celsius`): what
/// shortcut files, metadata and the app protocol write. Its dimension follows from the name.
public struct IntentMeasurementUnit: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Foundation's name of the unit (`UnitLength.kilometers` is `kilometers`).
    public let rawValue: String
    /// What the unit measures.
    public let dimension: IntentMeasurementDimension

    /// The unit with this name; `nil` if IntentKit does not know it.
    public init?(rawValue: String) {
        guard let dimension = Self.dimensions[rawValue] else { return nil }
        self.rawValue = rawValue
        self.dimension = dimension
    }

    /// A unit of the generated table, whose name is known to be right.
    init(known name: String, _ dimension: IntentMeasurementDimension) {
        self.rawValue = name
        self.dimension = dimension
    }

    /// The unit of a Foundation unit of a known dimension (`UnitLength.kilometers`), matched by
    /// symbol and conversion; `nil` for a unit IntentKit does not list.
    public init?(_ unit: Dimension) {
        guard let dimension = IntentMeasurementDimension(unitType: type(of: unit)),
            let match = dimension.units.first(where: { $0.foundationUnit.isEqual(unit) })
                ?? dimension.units.first(where: { $0.foundationUnit.symbol == unit.symbol })
        else { return nil }
        self = match
    }

    /// The short symbol people read (`km`, `°C`): Foundation's, except where Foundation on
    /// Linux differs from Apple's (its minutes are `m`, which reads as metres).
    public var symbol: String { Self.appleSymbols[rawValue] ?? foundationUnit.symbol }

    /// Apple's symbols where swift-corelibs-foundation has others.
    private static let appleSymbols = ["minutes": "min", "hours": "hr"]

    /// The name in words, for pickers: `kilometers` → "Kilometers".
    public var title: String { humanize(identifier: rawValue) }

    public var description: String { rawValue }

    /// The unit that text names, within `dimension` if given: the name (`kilometers`, any case,
    /// also singular: `kilometer`) or the symbol (`km`). Symbols are matched exactly first, so
    /// `m` is meters and `M` is not.
    public static func named(_ text: String, in dimension: IntentMeasurementDimension? = nil) -> IntentMeasurementUnit?
    {
        let word = text.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty else { return nil }
        let candidates = dimension.map(\.units) ?? IntentMeasurementDimension.allCases.flatMap(\.units)
        if let exact = candidates.first(where: { $0.symbol == word }) { return exact }
        let folded = word.lowercased()
        return candidates.first { unit in
            let name = unit.rawValue.lowercased()
            return name == folded || name == folded + "s" || unit.symbol.lowercased() == folded
                || unit.title.lowercased() == folded
        }
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let unit = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(name)' is not a unit"))
        }
        self = unit
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
