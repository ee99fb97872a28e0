import GRDB

/// `LIKE` patterns that match a person's text literally: `%`, `_` and the escape character in
/// the text are escaped, so "100%" does not match everything that starts with "100".
enum LikePattern {
    /// The escape character of every pattern: write `ESCAPE '\'` after a raw `LIKE`.
    static let escape = "\\"

    /// Matches text containing `text`.
    static func containing(_ text: String) -> String { "%\(escaped(text))%" }
    /// Matches text beginning with `text`.
    static func prefix(_ text: String) -> String { "\(escaped(text))%" }
    /// Matches text ending with `text`.
    static func suffix(_ text: String) -> String { "%\(escaped(text))" }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

extension Column {
    /// `column LIKE '%text%'`: the column contains `text`, ignoring ASCII case.
    func containsText(_ text: String) -> SQLExpression {
        like(LikePattern.containing(text), escape: LikePattern.escape)
    }

    /// `column LIKE 'text%'`: the column begins with `text`, ignoring ASCII case.
    func hasTextPrefix(_ text: String) -> SQLExpression {
        like(LikePattern.prefix(text), escape: LikePattern.escape)
    }

    /// `column LIKE '%text'`: the column ends with `text`, ignoring ASCII case.
    func hasTextSuffix(_ text: String) -> SQLExpression {
        like(LikePattern.suffix(text), escape: LikePattern.escape)
    }
}
