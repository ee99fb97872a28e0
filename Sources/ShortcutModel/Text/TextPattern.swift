import Foundation

/// A regular expression of Replace Text and Match Text, and how long it may run.
///
/// The engine is Foundation's `NSRegularExpression` (ICU's), not Swift's `Regex`:
/// - its syntax is the one Apple's Shortcuts uses (ICU), so patterns people copy from their
///   shortcuts mean the same here, `$1` templates included;
/// - it can be stopped: with `.reportProgress`, ICU calls back every few thousand steps of a
///   match, and the callback stops the match on the matching thread itself. Swift's `Regex`
///   engine never checks `Task.isCancelled` (measured: `(a+)+$` on 18 `a`s and a `b` ran 9.5 s
///   after its task was cancelled at 0.2 s), so a runaway match could only be abandoned on a
///   thread that keeps burning a core. docs/architecture/text-actions.md has the numbers.
///
/// ICU matches code points (UTF-16), so `.` is one scalar, not one grapheme cluster; case-
/// insensitive matching uses Unicode simple case folding, the same in every locale.
package struct TextPattern {
    /// How long one action may spend matching, for all its matches together; `run` fails past
    /// it. Task-local so a test can shorten it.
    @TaskLocal package static var timeLimit: Duration = .seconds(2)

    /// Why a pattern could not be used.
    package enum Failure: Error, Equatable {
        /// The pattern does not compile; the reason reads after "the pattern …".
        case invalid(String)
        /// Matching took longer than ``TextPattern/timeLimit``.
        case timedOut(Duration)
        /// The run was cancelled while matching.
        case cancelled
    }

    let regex: NSRegularExpression
    /// The named groups' numbers, which each match carries for a path's named group step.
    private let names: [String: Int]

    /// Compiles `pattern` (ICU syntax).
    package init(_ pattern: String, caseSensitive: Bool = true) throws(Failure) {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
        } catch {
            throw .invalid(Self.reason(pattern))
        }
        names = Self.numbers(of: Self.groups(of: pattern, regex: regex))
    }

    /// Why `pattern` does not compile ("has an unclosed group ( at 3"), `nil` when it does.
    package static func problem(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            return reason(pattern)
        }
    }

    /// Every match in `text`, with its groups.
    package func matches(in text: String) throws(Failure) -> [TextMatch] {
        let string = text as NSString
        return try results(in: string).map { result in
            TextMatch(
                text: string.substring(with: result.range),
                groups: (1..<max(result.numberOfRanges, 1)).map { group in
                    let range = result.range(at: group)
                    return range.location == NSNotFound ? nil : string.substring(with: range)
                }, names: names)
        }
    }

    /// `text` with every match replaced by `template`, where `$1` is group 1 and `\$` a dollar.
    package func replacing(in text: String, with template: String) throws(Failure) -> String {
        let string = text as NSString
        let found = try results(in: string)
        guard !found.isEmpty else { return text }
        var out = ""
        var last = 0
        for result in found {
            out += string.substring(with: NSRange(location: last, length: result.range.location - last))
            out += regex.replacementString(for: result, in: text, offset: 0, template: template)
            last = result.range.location + result.range.length
        }
        return out + string.substring(from: last)
    }

    /// The matches, stopping at the time limit or when the task is cancelled: ICU calls the
    /// block with no match every few thousand steps (`.reportProgress`), between matches too.
    private func results(in string: NSString) throws(Failure) -> [NSTextCheckingResult] {
        let limit = Self.timeLimit
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        var found: [NSTextCheckingResult] = []
        var failure: Failure?
        regex.enumerateMatches(
            in: string as String, options: [.reportProgress], range: NSRange(location: 0, length: string.length)
        ) { result, _, stop in
            if let result { found.append(result) }
            if Task.isCancelled {
                failure = .cancelled
            } else if clock.now > deadline {
                failure = .timedOut(limit)
            }
            if failure != nil { stop.pointee = true }
        }
        if let failure { throw failure }
        return found
    }

    /// Why ICU refused `pattern`. ICU's own error reaches Foundation on Linux only as "the value
    /// is invalid", so the reason comes from Swift's regex parser, whose syntax is close to
    /// ICU's and whose messages name the problem ("expected ')'").
    private static func reason(_ pattern: String) -> String {
        do {
            _ = try Regex(pattern)
            return "is not a valid regular expression"
        } catch {
            return "is not a valid regular expression: \(error)"
        }
    }
}
