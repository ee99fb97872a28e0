import GRDB
import IntentKit

/// `LIKE` patterns that match a person's text literally: `%`, `_` and the escape character in
/// the text are escaped, so "100%" does not match everything that starts with "100".
public enum LikePattern {
    /// The escape character of every pattern: write `ESCAPE '\'` after a raw `LIKE`.
    public static let escape = "\\"

    /// Matches text containing `text`.
    public static func containing(_ text: String) -> String { "%\(escaped(text))%" }
    /// Matches text beginning with `text`.
    public static func prefix(_ text: String) -> String { "\(escaped(text))%" }
    /// Matches text ending with `text`.
    public static func suffix(_ text: String) -> String { "%\(escaped(text))" }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// Text comparisons as Find makes them: both sides folded (``TextFolding``), the column through
/// the connection's `fold` function (``SQLFolding/fold``).
extension Column {
    /// `fold(column)`.
    public var folded: SQLExpression { SQLFolding.fold(self) }

    /// `fold(column) = 'text'`, folded: "ÉCOLE" is "ecole".
    public func isText(_ text: String) -> SQLExpression { folded == TextFolding.fold(text) }

    /// `fold(column) <> 'text'`, folded.
    public func isNotText(_ text: String) -> SQLExpression { folded != TextFolding.fold(text) }

    /// `fold(column) LIKE '%text%'`: the column contains `text`, folded.
    public func containsText(_ text: String) -> SQLExpression {
        folded.like(LikePattern.containing(TextFolding.fold(text)), escape: LikePattern.escape)
    }

    /// `fold(column) LIKE 'text%'`: the column begins with `text`, folded.
    public func hasTextPrefix(_ text: String) -> SQLExpression {
        folded.like(LikePattern.prefix(TextFolding.fold(text)), escape: LikePattern.escape)
    }

    /// `fold(column) LIKE '%text'`: the column ends with `text`, folded.
    public func hasTextSuffix(_ text: String) -> SQLExpression {
        folded.like(LikePattern.suffix(TextFolding.fold(text)), escape: LikePattern.escape)
    }
}
