import Foundation

/// A measurement as hosts carry it: a number and its unit (`5 km`). Intents see Foundation's
/// `Measurement<UnitLength>`; IntentKit converts between the two where a value crosses.
public struct IntentMeasurement: Sendable, Hashable, CustomStringConvertible {
    public var value: Double
    public var unit: IntentMeasurementUnit

    public init(value: Double, unit: IntentMeasurementUnit) {
        self.value = value
        self.unit = unit
    }

    /// A Foundation measurement of a unit IntentKit knows; `nil` otherwise.
    public init?<U: Dimension>(_ measurement: Measurement<U>) {
        guard let unit = IntentMeasurementUnit(measurement.unit) else { return nil }
        self.init(value: measurement.value, unit: unit)
    }

    /// What it measures.
    public var dimension: IntentMeasurementDimension { unit.dimension }

    /// The same amount in `other`; `nil` if `other` measures something else.
    public func converted(to other: IntentMeasurementUnit) -> IntentMeasurement? {
        guard other.dimension == dimension else { return nil }
        if other == unit { return self }
        let converted = Measurement(value: value, unit: unit.foundationUnit).converted(to: other.foundationUnit)
        return IntentMeasurement(value: converted.value, unit: other)
    }

    /// Orders two amounts of one dimension whatever their units (`1 mi` is more than `1 km`);
    /// `nil` across dimensions. Amounts within a billionth of each other are the same, so a
    /// round trip through another unit still compares equal.
    public func compare(to other: IntentMeasurement) -> ComparisonResult? {
        guard let b = other.converted(to: unit)?.value else { return nil }
        let tolerance = Swift.max(Swift.abs(value), Swift.abs(b)) * 1e-9
        if Swift.abs(value - b) <= tolerance { return .orderedSame }
        return value < b ? .orderedAscending : .orderedDescending
    }

    /// `5 km`, `21.5 °C`: the number and the unit's symbol.
    public var description: String { "\(IntentValueText.format(value)) \(unit.symbol)" }

    /// Reads `5 km`, `5km`, `2.5 kilometers` or `-3 °C`; a bare number takes `defaultUnit`.
    /// `nil` if the text is not a number with a unit of `dimension` (any dimension if `nil`).
    public static func parse(
        _ text: String, in dimension: IntentMeasurementDimension?, defaultUnit: IntentMeasurementUnit? = nil
    ) -> IntentMeasurement? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var numberEnd = trimmed.startIndex
        for index in trimmed.indices {
            let c = trimmed[index]
            let isNumeric =
                c.isNumber || c == "." || c == "," || ((c == "-" || c == "+") && index == trimmed.startIndex)
            guard isNumeric else { break }
            numberEnd = trimmed.index(after: index)
        }
        guard let number = NumberText.double(trimmed[..<numberEnd]) else { return nil }
        let unitText = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        if unitText.isEmpty {
            guard let unit = defaultUnit ?? dimension?.standardUnit else { return nil }
            return IntentMeasurement(value: number, unit: unit)
        }
        guard let unit = IntentMeasurementUnit.named(unitText, in: dimension) else { return nil }
        return IntentMeasurement(value: number, unit: unit)
    }
}

extension IntentMeasurement: Codable {
    /// `{"value": 5, "unit": "kilometers"}`. The one reader and writer of the form are
    /// ``MeasurementKind``'s.
    public init(from decoder: any Decoder) throws {
        self = try LeafValueCoding.decode(MeasurementKind.self, from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try MeasurementKind.node(self).encode(to: encoder)
    }
}
