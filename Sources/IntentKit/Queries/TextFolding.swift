import Foundation

/// How Find compares text: with case, accents and width folded by Unicode rules, so "garcia",
/// "GARCÍA" and "García" are the same word and "STANISŁAW" begins with "stanis".
///
/// Apps whose queries compile to SQL store the folded form of each searchable column beside it
/// (SQLite's `NOCASE` and `LIKE` fold ASCII only) and compare it with the folded operand; hosts
/// that filter entities themselves compare folded forms too, so both paths agree.
///
/// ```swift
/// TextFolding.fold("Gabriel García Márquez")  // "gabriel garcia marquez"
/// TextFolding.fold("Straße")                  // "strasse"
/// ```
public enum TextFolding {
    /// `text` with case, diacritics and character width removed, independent of the locale.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether `text` equals `other` once both are folded.
    public static func equal(_ text: String, _ other: String) -> Bool { fold(text) == fold(other) }

    /// Whether `text` contains `fragment` once both are folded.
    public static func contains(_ text: String, _ fragment: String) -> Bool {
        fragment.isEmpty || fold(text).contains(fold(fragment))
    }

    /// Whether `text` begins with `prefix` once both are folded.
    public static func hasPrefix(_ text: String, _ prefix: String) -> Bool { fold(text).hasPrefix(fold(prefix)) }

    /// Whether `text` ends with `suffix` once both are folded.
    public static func hasSuffix(_ text: String, _ suffix: String) -> Bool { fold(text).hasSuffix(fold(suffix)) }
}
