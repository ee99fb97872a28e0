import Foundation

/// The one reader of numbers typed as text, which every parameter, answer, amount of money and
/// measurement goes through: the locale's grouping and decimal separators, so that what Format
/// Number writes reads back as the same number (`1,234` is 1234, `1,234.50` is 1234.5 in English;
/// `1.234,50` is 1234.5 in German).
///
/// The rules, for a number with a sign, digits and at most the two separators `.` and `,`:
/// - both present: the last one is the decimal point and the other groups digits;
/// - one of them, more than once: it groups digits;
/// - one of them once: the locale's decimal separator is the decimal point; the locale's grouping
///   separator groups when what it separates are whole groups (`1,234`), and is otherwise read as
///   a decimal point (`12,5` is 12.5 anywhere: a comma is a decimal point in most of the world);
/// - grouped digits come in threes after a first group of one to three (`12,34,567` is not a
///   number); an exponent (`1.5e3`) takes a `.` point only.
package enum NumberText {
    /// `text` as a plain number, `-1234.5`, that `Double(_:)` and `Decimal(string:)` read the same
    /// in every locale; `nil` when it is not a number.
    package static func plain(_ text: some StringProtocol, locale: Locale = .current) -> String? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var sign = ""
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            body = body.dropFirst()
        }
        guard let first = body.first, first.isASCII, first.isNumber || first == "." || first == "," else { return nil }
        if body.contains(where: { $0 == "e" || $0 == "E" }) {
            guard !body.contains(","), Double(body) != nil else { return nil }
            return sign + body
        }
        guard body.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," }) else { return nil }
        let commas = body.filter { $0 == "," }.count
        let points = body.filter { $0 == "." }.count
        let decimalPoint: Character?
        switch (commas, points) {
        case (0, 0): decimalPoint = nil
        case (_, _) where commas > 0 && points > 0:
            decimalPoint = body.last { $0 == "," || $0 == "." }
        case (_, 0) where commas > 1: decimalPoint = nil
        case (0, _) where points > 1: decimalPoint = nil
        default:
            let separator: Character = commas == 1 ? "," : "."
            // A locale that groups with a point (German, Spanish …) or else with a comma; one that
            // groups with a space or nothing (C, French) still reads an English comma as grouping.
            let groups: Character = locale.groupingSeparator == "." ? "." : ","
            if separator == groups, wholeGroups(body.split(separator: separator, omittingEmptySubsequences: false)) {
                decimalPoint = nil
            } else {
                decimalPoint = separator
            }
        }
        var integer = body
        var fraction: Substring = ""
        if let decimalPoint, let index = body.lastIndex(of: decimalPoint) {
            integer = body[..<index]
            fraction = body[body.index(after: index)...]
            guard !fraction.contains(where: { !$0.isNumber }) else { return nil }
        }
        let grouping = integer.contains { !$0.isNumber }
        if grouping {
            guard let separator = integer.first(where: { !$0.isNumber }),
                !integer.contains(where: { !$0.isNumber && $0 != separator }),
                wholeGroups(integer.split(separator: separator, omittingEmptySubsequences: false))
            else { return nil }
        }
        let digits = integer.filter(\.isNumber)
        guard !digits.isEmpty || !fraction.isEmpty else { return nil }
        return sign + (digits.isEmpty ? "0" : digits) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `text` as a finite `Double`, by ``plain(_:locale:)``.
    package static func double(_ text: some StringProtocol, locale: Locale = .current) -> Double? {
        guard let plain = plain(text, locale: locale), let value = Double(plain), value.isFinite else { return nil }
        return value
    }

    /// Groups of digits as grouping writes them: one to three, then threes.
    private static func wholeGroups(_ groups: [Substring]) -> Bool {
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 && $0.allSatisfy(\.isNumber) }
    }
}
