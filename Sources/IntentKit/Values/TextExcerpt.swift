import JSONCore

extension IntentValueText {
    /// How many characters of a value a message quotes, unless it says otherwise.
    public static let excerptLength = JSONText.excerptLength

    /// `text` cut to `limit` characters followed by `…(+K more)`, where K counts the characters
    /// left out; `text` itself when it is no longer than `limit`.
    ///
    /// Every message and log line that quotes a value goes through this, so a 50 MB text in a
    /// failed conversion gives a line, not 50 MB:
    /// ```swift
    /// IntentValueText.excerpt("abcdefgh", limit: 3)   // "abc…(+5 more)"
    /// ```
    public static func excerpt(_ text: String, limit: Int = excerptLength) -> String {
        JSONText.excerpt(text, limit: limit)
    }
}
