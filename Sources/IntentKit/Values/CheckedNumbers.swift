import Foundation
import JSONCore

// Numbers arrive from files, prompts and other apps as `Double`s of any size: 1e300,
// 9223372036854775807 (which a Double rounds up to 2^63), infinity and NaN. `Int(_:)` and
// `Decimal(_:)` trap on some of those, so every conversion from a value someone typed goes
// through these checked forms instead.
extension IntentValueConversion {
    /// The largest whole number a `Double` holds exactly (2^53 − 1). Whole numbers beyond it
    /// have lost digits, so they are not taken as integers.
    package static let maximumWholeNumber = 9_007_199_254_740_991

    /// `value` as an `Int` when it is finite, whole and within ±``maximumWholeNumber``;
    /// `nil` otherwise (never a trap).
    package static func wholeNumber(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= Double(maximumWholeNumber) else { return nil }
        return Int(value)
    }

    /// `value` as digits alone when it is whole and below 10^15 in size, so that it is written
    /// "3", not "3.0"; `nil` otherwise (then it is written as Swift writes a `Double`, "2.5",
    /// "1e+15"). Files, messages and fields write numbers through this one rule.
    package static func plainWholeNumber(_ value: Double) -> Int64? { JSONText.plainWholeNumber(value) }

    /// `value` as a `Decimal` when it is finite; `nil` for infinity and NaN, which `Decimal`
    /// cannot hold (`Decimal(Double.infinity)` traps).
    package static func decimal(_ value: Double) -> Decimal? {
        value.isFinite ? Decimal(value) : nil
    }
}
