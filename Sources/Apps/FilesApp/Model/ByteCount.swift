import Foundation

/// File sizes as people read them: `1 byte`, `532 bytes`, `12.3 KB`, `10 MB`.
///
/// Decimal units, as file managers show them. Written here rather than with
/// `ByteCountFormatter` so that dialogs and snippets read the same on every platform and locale.
enum ByteCount {
    private static let units = ["KB", "MB", "GB", "TB", "PB"]

    /// `bytes` in the largest unit that keeps the number at 1 or more.
    static func format(_ bytes: Int) -> String {
        if bytes == 1 { return "1 byte" }
        if abs(bytes) < 1000 { return "\(bytes) bytes" }
        var value = Double(bytes) / 1000
        var unit = 0
        // Rounding can carry into the next unit (999.96 KB shows as 1 MB, not 1000 KB).
        while abs(shown(value)) >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let rounded = shown(value)
        let number = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        return "\(number) \(units[unit])"
    }

    /// One decimal below 100 (12.3 KB), none above (532 KB).
    private static func shown(_ value: Double) -> Double {
        abs(value) < 100 ? (value * 10).rounded() / 10 : value.rounded()
    }
}
