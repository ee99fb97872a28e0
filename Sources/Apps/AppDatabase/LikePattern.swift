import GRDB
import IntentKit

/// `LIKE` patterns that match a person's text literally: `%`, `_` and the escape character in
/// the text are escaped, so "100%" does not match everything that starts with "100".
package enum LikePattern {
    /// The escape character of every pattern: write `ESCAPE '\'` after a raw `LIKE`.
    package static let escape = "\\"

    /// Matches text containing `text`.
    package static func containing(_ text: String) -> String { "%\(escaped(text))%" }
    /// Matches text beginning with `text`.
    package static func prefix(_ text: String) -> String { "\(escaped(text))%" }
    /// Matches text ending with `text`.
    package static func suffix(_ text: String) -> String { "%\(escaped(text))" }

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
    package var folded: SQLExpression { SQLFolding.fold(self) }

    /// `fold(column) = 'text'`, folded: "ÉCOLE" is "ecole".
    package func isText(_ text: String) -> SQLExpression { folded == TextFolding.fold(text) }

    /// `fold(column) <> 'text'`, folded.
    package func isNotText(_ text: String) -> SQLExpression { folded != TextFolding.fold(text) }

    /// `fold(column) LIKE '%text%'`: the column contains `text`, folded.
    package func containsText(_ text: String) -> SQLExpression {
        folded.like(LikePattern.containing(TextFolding.fold(text)), escape: LikePattern.escape)
    }

    /// `fold(column) LIKE 'text%'`: the column begins with `text`, folded.
    package func hasTextPrefix(_ text: String) -> SQLExpression {
        folded.like(LikePattern.prefix(TextFolding.fold(text)), escape: LikePattern.escape)
    }

    /// `fold(column) LIKE '%text'`: the column ends with `text`, folded.
    package func hasTextSuffix(_ text: String) -> SQLExpression {
        folded.like(LikePattern.suffix(TextFolding.fold(text)), escape: LikePattern.escape)
    }
}
