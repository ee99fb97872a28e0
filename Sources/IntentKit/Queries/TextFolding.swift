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
/// TextFolding.fold("Stanisław Lem")           // "stanislaw lem"
/// ```
///
/// Unicode's diacritic folding removes only marks that decompose (é = e + ´). Letters such as
/// ł, ø, đ and æ are letters of their own in Unicode, yet a person typing without them on the
/// keyboard writes l, o, d and ae — so they are folded too, as search engines and ICU's
/// "Latin-ASCII" transliteration do. An app that stores folded text must refold it when this
/// table changes (Books does it in a migration).
public enum TextFolding {
    /// `text` with case, diacritics and character width removed, independent of the locale.
    public static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        // Almost all text is ASCII once folded: only then is the table worth consulting.
        guard folded.utf8.contains(where: { $0 >= 0x80 }) else { return folded }
        var out = String.UnicodeScalarView()
        var changed = false
        for scalar in folded.unicodeScalars {
            if let replacement = letters[scalar] {
                out.append(contentsOf: replacement.unicodeScalars)
                changed = true
            } else {
                out.append(scalar)
            }
        }
        return changed ? String(out) : folded
    }

    /// Lowercase letters (case is folded first) that have no decomposition, and what a person
    /// types for them.
    private static let letters: [Unicode.Scalar: String] = [
        "ł": "l", "ŀ": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i",
        "æ": "ae", "œ": "oe", "þ": "th", "ß": "ss", "ĸ": "k", "ŋ": "n",
    ]

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
