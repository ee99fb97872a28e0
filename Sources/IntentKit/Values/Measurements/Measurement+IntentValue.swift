import Foundation

// `Measurement<UnitLength>` and the other Foundation dimensions are intent values, as in Apple's
// framework. Hosts carry them as ``IntentMeasurement`` (a number and a unit name), and IntentKit
// converts at the boundary: into a parameter (converting units), and out of a result or property.

extension Measurement: _IntentValue where UnitType: Dimension {
    /// A measurement of a dimension IntentKit lists; a `Dimension` subclass of the app's own
    /// travels as its number, in its base unit.
    public static var intentValueKind: IntentValueKind {
        IntentMeasurementDimension(unitType: UnitType.self).map { .measurement($0) } ?? .double
    }
}

/// A value that is a Foundation measurement or an optional one: what the measurement
/// `@Parameter` initializers and Apple's nested unit enums (`.Length`) are declared on.
/// The underscore follows Apple's spelling for protocols apps never conform to.
public protocol _MeasurementValue: _IntentValue {
    /// The Foundation unit class (`UnitLength`).
    associatedtype UnitType: Dimension
}

extension Measurement: _MeasurementValue where UnitType: Dimension {}

extension Optional: _MeasurementValue where Wrapped: _MeasurementValue {
    public typealias UnitType = Wrapped.UnitType
}

extension Measurement: BridgedIntentValue where UnitType: Dimension {
    static func bridged(from value: Any) -> Measurement<UnitType>? {
        if let measurement = value as? IntentMeasurement {
            guard IntentMeasurementDimension(unitType: UnitType.self) == measurement.dimension,
                let unit = measurement.unit.foundationUnit as? UnitType
            else { return nil }
            return Measurement(value: measurement.value, unit: unit)
        }
        // A dimension of the app's own takes plain numbers, in its base unit.
        if IntentMeasurementDimension(unitType: UnitType.self) == nil, let number = IntentValueConversion.double(value)
        {
            return Measurement(value: number, unit: UnitType.baseUnit())
        }
        return nil
    }

    var bridgedValue: any Sendable {
        if let measurement = IntentMeasurement(self) { return measurement }
        return converted(to: UnitType.baseUnit()).value
    }
}

extension IntentValueConversion {
    /// The amount a value holds as hosts carry it: an ``IntentMeasurement`` itself, or a
    /// Foundation `Measurement` of a dimension IntentKit lists; `nil` for anything else.
    package static func measurement(of value: Any) -> IntentMeasurement? {
        if let amount = value as? IntentMeasurement { return amount }
        return (value as? any BridgedIntentValue)?.bridgedValue as? IntentMeasurement
    }
}

/// What a measurement `@Parameter` declares besides its type: Apple's `defaultUnit:` or
/// `unit:`, `supportsNegativeNumbers:` and the locale flag. Part of the parameter's metadata.
package struct MeasurementParameterOptions: Sendable, Hashable, Codable {
    /// What the parameter measures.
    package var dimension: IntentMeasurementDimension
    /// The unit declared with `defaultUnit:` or `unit:`, if any.
    package var unit: IntentMeasurementUnit?
    /// Whether `unit` was declared with `unit:`: every value is converted to it.
    package var isFixed: Bool
    /// `defaultUnitAdjustForLocale:`; recorded only (a terminal has no measurement locale).
    package var adjustsForLocale: Bool
    /// Whether negative amounts are allowed (`supportsNegativeNumbers:`, default `true`).
    package var supportsNegativeNumbers: Bool

    package init(
        dimension: IntentMeasurementDimension, unit: IntentMeasurementUnit?, isFixed: Bool = false,
        adjustsForLocale: Bool = false, supportsNegativeNumbers: Bool = true
    ) {
        self.dimension = dimension
        self.unit = unit
        self.isFixed = isFixed
        self.adjustsForLocale = adjustsForLocale
        self.supportsNegativeNumbers = supportsNegativeNumbers
    }

    /// The generated initializers' form, with the unit by name.
    init(
        unit: String?, isFixed: Bool, adjustsForLocale: Bool, supportsNegativeNumbers: Bool,
        dimension: IntentMeasurementDimension
    ) {
        self.init(
            dimension: dimension, unit: unit.flatMap(IntentMeasurementUnit.init(rawValue:)), isFixed: isFixed,
            adjustsForLocale: adjustsForLocale, supportsNegativeNumbers: supportsNegativeNumbers)
    }

    /// The unit a number without a unit is read in.
    package var effectiveUnit: IntentMeasurementUnit { unit ?? dimension.standardUnit }

    /// `value` as the parameter takes it: a bare number in ``effectiveUnit``, an amount in
    /// another unit converted to a fixed unit. Values that are not amounts pass unchanged.
    func prepare(_ value: any Sendable) throws(ParameterValueError) -> any Sendable {
        var amount: IntentMeasurement
        if let measurement = value as? IntentMeasurement {
            amount = measurement
        } else if let bridged = value as? any BridgedIntentValue,
            let measurement = bridged.bridgedValue as? IntentMeasurement
        {
            amount = measurement
        } else if let number = IntentValueConversion.double(value) {
            amount = IntentMeasurement(value: number, unit: effectiveUnit)
        } else {
            return value
        }
        if isFixed, let unit, let converted = amount.converted(to: unit) { amount = converted }
        if !supportsNegativeNumbers, amount.value < 0 { throw .negativeNotAllowed }
        return amount
    }
}

extension IntentParameter where Value: _MeasurementValue {
    /// The measurement initializers' common part: the default amount in the declared unit.
    convenience init(
        measurement options: MeasurementParameterOptions, title: LocalizedStringResource?,
        description: LocalizedStringResource?, defaultValue: Double?, isOptional: Bool,
        requestValueDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior
    ) {
        let amount = defaultValue.map { IntentMeasurement(value: $0, unit: options.effectiveUnit) }
        self.init(
            title: title, description: description, isOptional: isOptional,
            default: amount.flatMap { IntentValueConversion.cast($0, to: Value.self) },
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            measurement: options)
    }

    /// `defaultUnitAdjustForLocale:` or `unitAdjustForLocale:` as declared.
    public var unitAdjustForLocale: Bool? { measurementOptions?.adjustsForLocale }

    /// `supportsNegativeNumbers:` as declared.
    public var supportsNegativeNumbers: Bool? { measurementOptions?.supportsNegativeNumbers }
}
