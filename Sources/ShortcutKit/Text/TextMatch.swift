/// One match of Match Text: a text (what the pattern matched) that also carries its capture
/// groups, so Get Group from Matched Text can read them later.
///
/// Everywhere else a match is its text: it reads as text (``ValueText``), converts as text
/// (``ValueConverter``), has the type `string` before and during a run and compares as text in
/// an If. Only Get Group from Matched Text looks at ``groups``.
public struct TextMatch: Sendable, Equatable, CustomStringConvertible {
    /// What the whole pattern matched.
    public let text: String
    /// The capture groups, group 1 first; `nil` for a group that took no part in the match
    /// (the `(b)` of `a|(b)` when `a` matched).
    public let groups: [String?]

    public init(text: String, groups: [String?] = []) {
        self.text = text
        self.groups = groups
    }

    public var description: String { text }
}
