/// Replace Text without a regular expression.
package enum TextReplacing {
    /// `text` with every `find` replaced by `replacement`, taken literally (`$1` is two
    /// characters). Compares characters (grapheme clusters), so `e` does not match the `e` of a
    /// decomposed `é`; without case sensitivity, by Unicode case folding in every locale alike.
    /// An empty `find` changes nothing.
    package static func plain(_ find: String, with replacement: String, in text: String, caseSensitive: Bool)
        -> String
    {
        guard !find.isEmpty else { return text }
        if caseSensitive { return text.replacing(find, with: replacement) }
        return text.replacing(Regex<Substring>(verbatim: find).ignoresCase(), with: replacement)
    }
}
