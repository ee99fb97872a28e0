import Foundation

/// The capture groups of a pattern, known without matching: how many, and the names of named
/// groups (`(?<year>\d{4})`). The type engine reads them from a constant pattern, so the
/// variable picker offers "Matches › First Item › Group 1" and the validator knows group 3 of
/// a two-group pattern does not exist.
///
/// ICU does not list a pattern's group names (Foundation has only `range(withName:)` on a
/// match), so they come from reading the pattern; the count is checked against ICU's
/// `numberOfCaptureGroups`, and where the two disagree (a construct the reader does not know)
/// the groups are kept unnamed rather than misnumbered.
extension TextPattern {
    /// Each group of `pattern`, group 1 first: its name, or `nil` for a group without one;
    /// `nil` when the pattern does not compile.
    package static func groups(of pattern: String) -> [String?]? {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        return groups(of: pattern, regex: regex)
    }

    static func groups(of pattern: String, regex: NSRegularExpression) -> [String?] {
        let read = readGroups(pattern)
        let count = regex.numberOfCaptureGroups
        return read.count == count ? read : Array(repeating: nil, count: count)
    }

    /// The named groups' numbers (group 1 is the first group).
    static func numbers(of groups: [String?]) -> [String: Int] {
        var names: [String: Int] = [:]
        for (index, name) in groups.enumerated() { if let name, names[name] == nil { names[name] = index + 1 } }
        return names
    }

    /// Whether `name` can name a group in ICU: an ASCII letter, then ASCII letters and digits.
    package static func isGroupName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }

    /// The capturing groups in the order their `(` appear: `(…)` and `(?<name>…)` capture;
    /// `(?:…)`, lookarounds `(?=`, `(?!`, `(?<=`, `(?<!`, flags `(?i)`, atomic `(?>…)` and
    /// comments `(?#…)` do not. Escapes, `\Q…\E` and character classes (nested, as ICU allows)
    /// are skipped.
    static func readGroups(_ pattern: String) -> [String?] {
        let s = Array(pattern.unicodeScalars)
        var groups: [String?] = []
        var i = 0
        var classDepth = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        while i < s.count {
            let c = s[i]
            if c == "\\" {
                if at(i + 1) == "Q" {
                    i += 2
                    while i < s.count, !(s[i] == "\\" && at(i + 1) == "E") { i += 1 }
                }
                i += 2
                continue
            }
            if classDepth > 0 {
                if c == "[" { classDepth += 1 } else if c == "]" { classDepth -= 1 }
                i += 1
                continue
            }
            if c == "[" {
                classDepth = 1
                i += 1
                if at(i) == "^" { i += 1 }
                // A `]` first in a class is a literal.
                if at(i) == "]" { i += 1 }
                continue
            }
            if c == "(" {
                if at(i + 1) != "?" {
                    groups.append(nil)
                } else if at(i + 2) == "<", let next = at(i + 3), next != "=", next != "!" {
                    var j = i + 3
                    var name = ""
                    while j < s.count, s[j] != ">" {
                        name.unicodeScalars.append(s[j])
                        j += 1
                    }
                    groups.append(name)
                    i = j + 1
                    continue
                } else if at(i + 2) == "#" {
                    while i < s.count, s[i] != ")" { i += 1 }
                }
            }
            i += 1
        }
        return groups
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
