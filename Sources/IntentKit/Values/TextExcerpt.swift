extension IntentValueText {
    /// How many characters of a value a message quotes, unless it says otherwise.
    public static let excerptLength = 80

    /// `text` cut to `limit` characters followed by `…(+K more)`, where K counts the characters
    /// left out; `text` itself when it is no longer than `limit`.
    ///
    /// Every message and log line that quotes a value goes through this, so a 50 MB text in a
    /// failed conversion gives a line, not 50 MB:
    /// ```swift
    /// IntentValueText.excerpt("abcdefgh", limit: 3)   // "abc…(+5 more)"
    /// ```
    public static func excerpt(_ text: String, limit: Int = excerptLength) -> String {
        let limit = max(1, limit)
        // A character is at least one UTF-8 byte, so a short UTF-8 length proves the text fits
        // without walking it.
        if text.utf8.count <= limit { return text }
        guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), cut < text.endIndex
        else {
            return text
        }
        let rest = text[cut...].count
        return "\(text[..<cut])…(+\(rest) more)"
    }
}
