import Foundation
import IntentKit

/// How the Files app compares names: as Find compares text everywhere (``TextFolding``), ignoring
/// case and accents as people type them (`readme` finds `README.md`, `cafe` finds `Café.txt`,
/// `lodz` finds `Łódź.txt`).
enum TextMatch: Int, Comparable, Sendable {
    /// The whole text is the query.
    case exact
    /// The text begins with the query.
    case prefix
    /// The query is somewhere in the text.
    case contains

    /// How well `text` matches `query`, or `nil` if it does not contain it.
    static func classify(_ text: String, query: String) -> TextMatch? {
        if equals(text, query) { return .exact }
        if hasPrefix(text, query) { return .prefix }
        if contains(text, query) { return .contains }
        return nil
    }

    static func equals(_ text: String, _ other: String) -> Bool { TextFolding.equal(text, other) }

    static func contains(_ text: String, _ query: String) -> Bool { TextFolding.contains(text, query) }

    static func hasPrefix(_ text: String, _ query: String) -> Bool { TextFolding.hasPrefix(text, query) }

    static func hasSuffix(_ text: String, _ query: String) -> Bool { TextFolding.hasSuffix(text, query) }

    static func < (lhs: TextMatch, rhs: TextMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
