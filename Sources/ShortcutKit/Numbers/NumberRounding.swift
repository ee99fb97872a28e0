import Foundation

/// How Round Number rounds a half and everything else: Apple's three modes.
package enum RoundingMode: String, CaseIterable, Sendable {
    /// To the nearest; a half away from zero (2.5 → 3, −2.5 → −3), as schoolbooks round.
    case normal
    /// Towards plus infinity (2.1 → 3, −2.9 → −2).
    case up
    /// Towards minus infinity (2.9 → 2, −2.1 → −3).
    case down

    package var title: String {
        switch self {
        case .normal: "Normal"
        case .up: "Always Round Up"
        case .down: "Always Round Down"
        }
    }

    var rule: FloatingPointRoundingRule {
        switch self {
        case .normal: .toNearestOrAwayFromZero
        case .up: .up
        case .down: .down
        }
    }

    var decimalRule: NSDecimalNumber.RoundingMode {
        switch self {
        case .normal: .plain
        case .up: .up
        case .down: .down
        }
    }
}

/// Where Round Number rounds to: Apple's "Round to" menu, from decimal places to millions.
package enum RoundingPlace: String, CaseIterable, Sendable {
    case decimalPlaces, ones, tens, hundreds, thousands, tenThousands, hundredThousands, millions

    package var title: String {
        switch self {
        case .decimalPlaces: "Decimal Places"
        case .ones: "Ones Place"
        case .tens: "Tens Place"
        case .hundreds: "Hundreds Place"
        case .thousands: "Thousands"
        case .tenThousands: "Ten Thousands"
        case .hundredThousands: "Hundred Thousands"
        case .millions: "Millions"
        }
    }

    /// The power of ten it rounds to, as decimal places: ones 0, tens −1, millions −6
    /// (`nil` for decimal places, whose count is Round Number's `places`).
    package var places: Int? {
        switch self {
        case .decimalPlaces: nil
        case .ones: 0
        case .tens: -1
        case .hundreds: -2
        case .thousands: -3
        case .tenThousands: -4
        case .hundredThousands: -5
        case .millions: -6
        }
    }
}

/// Rounding in decimal, so that 2.675 to two places is 2.68 as a person expects (in binary it
/// is 2.67499999…, which a plain `(x * 100).rounded() / 100` rounds down).
package enum NumberRounding {
    /// How many decimal places Round Number and Format Number take: a `Double` holds 15 to 17
    /// significant digits, so more places would only show noise.
    package static let maximumPlaces = 15

    /// `x` rounded to `places` decimal places (negative: to tens, hundreds …) by `mode`.
    package static func round(_ x: Double, places: Int, mode: RoundingMode) -> Double {
        guard x.isFinite else { return x }
        if places <= 0 {
            // Whole numbers and powers of ten: dividing by 10^k is exact for the halves that matter.
            let scale = Foundation.pow(10, Double(-places))
            let rounded = (x / scale).rounded(mode.rule) * scale
            return rounded == 0 ? 0 : rounded // no "-0"
        }
        // A whole number, or one so large that a Double has no digits after the point, stays.
        if x == x.rounded() || Swift.abs(x) >= 1e15 { return x }
        // The shortest decimal that reads back as x ("2.675"), rounded as decimal digits.
        guard var decimal = Decimal(string: "\(x)", locale: Locale(identifier: "en_US_POSIX")) else { return x }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &decimal, min(places, maximumPlaces), mode.decimalRule)
        let result = Double("\(rounded)") ?? x
        return result == 0 ? 0 : result
    }
}
