/// The two rules JSON shares with the rest of the program, defined here because this module is
/// at the bottom: IntentKit's `IntentValueText.excerpt` and `IntentValueConversion.plainWholeNumber`
/// are these.
package enum JSONText {
    /// `text` cut to `limit` characters followed by `…(+K more)`, where K counts the characters
    /// left out; `text` itself when it is no longer than `limit`.
    package static func excerpt(_ text: String, limit: Int) -> String {
        let limit = max(1, limit)
        // A character is at least one UTF-8 byte, so a short UTF-8 length proves the text fits
        // without walking it.
        if text.utf8.count <= limit { return text }
        // ASCII without a carriage return (which joins a line feed into one character) has one
        // character per byte: cut and count by bytes instead of by grapheme clusters.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 13 }) {
            let cut = text.utf8.index(text.utf8.startIndex, offsetBy: limit)
            return "\(text[..<cut])…(+\(text.utf8.count - limit) more)"
        }
        guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), cut < text.endIndex
        else {
            return text
        }
        let rest = text[cut...].count
        return "\(text[..<cut])…(+\(rest) more)"
    }

    /// How many characters of a value a message quotes, unless it says otherwise.
    package static let excerptLength = 80

    /// `value` as digits alone when it is whole and below 10^15 in size, so that it is written
    /// "3", not "3.0"; `nil` otherwise.
    package static func plainWholeNumber(_ value: Double) -> Int64? {
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int64(value)
    }
}
