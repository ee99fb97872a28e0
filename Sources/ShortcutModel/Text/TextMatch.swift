/// One match of Match Text: a text (what the pattern matched) that also carries its capture
/// groups, so Get Group from Matched Text can read them later.
///
/// Everywhere else a match is its text: it reads as text (``ValueText``), converts as text
/// (``ValueConverter``), has the type `string` before and during a run and compares as text in
/// an If. Only Get Group from Matched Text looks at ``groups``.
package struct TextMatch: Sendable, Equatable, CustomStringConvertible {
    /// What the whole pattern matched.
    package let text: String
    /// The capture groups, group 1 first; `nil` for a group that took no part in the match
    /// (the `(b)` of `a|(b)` when `a` matched).
    package let groups: [String?]
    /// The named groups' numbers (`year` for `(?<year>\d{4})`), for a path's named group step.
    package let names: [String: Int]

    package init(text: String, groups: [String?] = [], names: [String: Int] = [:]) {
        self.text = text
        self.groups = groups
        self.names = names
    }

    /// The text of group `index` (0: the whole match); empty for a group that took no part in
    /// the match, `nil` for one the pattern does not have.
    package func group(_ index: Int) -> String? {
        if index == 0 { return text }
        guard index > 0, index <= groups.count else { return nil }
        return groups[index - 1] ?? ""
    }

    package var description: String { text }
}
