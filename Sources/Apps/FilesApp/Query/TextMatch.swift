import Foundation

/// How the Files app compares names: ignoring case and accents, as people type them
/// (`readme` finds `README.md`, `cafe` finds `Café.txt`).
enum TextMatch: Int, Comparable, Sendable {
    /// The whole text is the query.
    case exact
    /// The text begins with the query.
    case prefix
    /// The query is somewhere in the text.
    case contains

    private static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]

    /// How well `text` matches `query`, or `nil` if it does not contain it.
    static func classify(_ text: String, query: String) -> TextMatch? {
        if equals(text, query) { return .exact }
        if hasPrefix(text, query) { return .prefix }
        if contains(text, query) { return .contains }
        return nil
    }

    static func equals(_ text: String, _ other: String) -> Bool {
        text.compare(other, options: options) == .orderedSame
    }

    // An empty query is in every text, as with `String.contains`; `range(of:)` would say no.

    static func contains(_ text: String, _ query: String) -> Bool {
        query.isEmpty || text.range(of: query, options: options) != nil
    }

    static func hasPrefix(_ text: String, _ query: String) -> Bool {
        query.isEmpty || text.range(of: query, options: options.union(.anchored)) != nil
    }

    static func hasSuffix(_ text: String, _ query: String) -> Bool {
        query.isEmpty || text.range(of: query, options: options.union([.anchored, .backwards])) != nil
    }

    static func < (lhs: TextMatch, rhs: TextMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
