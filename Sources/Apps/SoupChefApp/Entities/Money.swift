import Foundation

/// Prices: stored as whole cents so sums are exact, shown and compared as `Decimal` dollars.
enum Money {
    /// The dollars of `cents`: 550 → 5.5.
    static func decimal(cents: Int) -> Decimal {
        Decimal(cents) / 100
    }

    /// `amount` in cents, unrounded, for comparing with the `priceCents` columns: 5.554 → 555.4,
    /// so "price is 5.554" matches nothing rather than $5.55.
    static func centsValue(_ amount: Decimal) -> Double {
        NSDecimalNumber(decimal: amount * 100).doubleValue
    }

    /// `$5.50`.
    static func format(cents: Int) -> String {
        String(format: "%@$%d.%02d", cents < 0 ? "-" : "", abs(cents) / 100, abs(cents) % 100)
    }

    /// `$5.50`, rounding to the cent.
    static func format(_ amount: Decimal) -> String {
        format(cents: Int(centsValue(amount).rounded()))
    }
}
