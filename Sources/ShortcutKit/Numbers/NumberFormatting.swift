import Foundation

/// Format Number's text: a fixed number of decimal places and, optionally, grouping separators.
///
/// The separators are fixed, not taken from the system's locale: "." before the decimals and ","
/// between groups of three digits ("1,234.50"), so a shortcut gives the same text on every
/// machine, as the project's dates ("2024-05-01") do.
package enum NumberFormatting {
    /// `x` with exactly `places` decimals (rounded as Round Number's Normal mode rounds) and,
    /// when `grouping`, a "," between each group of three digits of its whole part.
    package static func text(_ x: Double, places: Int, grouping: Bool) -> String {
        let places = max(0, min(places, NumberRounding.maximumPlaces))
        var rounded = NumberRounding.round(x, places: places, mode: .normal)
        if rounded == 0 { rounded = 0 } // "-0.00" reads as a mistake
        // The rounded value is the Double nearest a decimal with `places` digits, so printing it
        // with that many digits gives that decimal back.
        let plain = String(format: "%.\(places)f", rounded)
        guard grouping else { return plain }
        let negative = plain.hasPrefix("-")
        let unsigned = negative ? plain.dropFirst() : Substring(plain)
        let whole = unsigned.prefix { $0 != "." }
        let rest = unsigned.dropFirst(whole.count)
        var grouped = ""
        for (offset, digit) in whole.enumerated() {
            if offset > 0 && (whole.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (negative ? "-" : "") + grouped + rest
    }
}
