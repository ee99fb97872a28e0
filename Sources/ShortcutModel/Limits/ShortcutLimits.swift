import IntentKit
import JSONCore

/// The bounds that keep reading, checking and running a shortcut finite, in one place; every
/// one is listed in docs/format.md ("Limits").
///
/// Beyond a limit, a file is broken (reading), a shortcut has an error (validating) or a run
/// stops with an error naming the action and parameter (running): never a crash or a hang.
package enum ShortcutLimits {
    /// The largest shortcut file read, in bytes (4 MiB): a real shortcut is a few kilobytes
    /// (the largest example is 3.4 KB), and a larger file is refused before it is read. A
    /// 16 MiB file of small values took 400 MB of memory to read in a debug build.
    package static let maximumFileSize = 4 * 1024 * 1024

    /// How deeply JSON values may nest in a file: arrays and objects inside each other.
    package static let maximumNesting = JSONParser.maximumNesting

    /// How deeply a Calculate Expression nests: parentheses, function calls and powers inside
    /// each other (`((1))` is 2, `2^2^2` is 2). Deeper text is a syntax error at its column, so
    /// no text, however hostile, exhausts the stack of the parser or the evaluator.
    package static let maximumExpressionNesting = 100

    /// The most times one Repeat runs. A larger constant count is a validation error; a
    /// larger count from a variable or an answer stops the run before the first pass.
    package static let maximumRepeatCount = 1_000_000

    /// The largest limit a Find may have; the same rule as a Repeat's count.
    package static let maximumFindLimit = 1_000_000

    /// The most actions one run performs, every pass of a loop counted again, before it stops
    /// with an error: nested Repeats multiply, and a run must end.
    package static let maximumActionsPerRun = 10_000_000

    /// How deeply Run Shortcut nests: a shortcut runs one that runs another, at most this many
    /// levels below the first. The validator refuses cycles; this bounds a chain that changed
    /// on disk since, or a long one, at run time.
    package static let maximumShortcutNesting = 16

    /// How many characters of a value a message or a log line quotes (then "…(+K more)").
    package static let quotedValueLength = 80

    /// The longest message an error or diagnostic prints, in characters: a backstop for
    /// messages that quote text from elsewhere.
    package static let messageLength = 2_000

    /// A run's log keeps the first `logHead` and the last `logTail` actions in full and counts
    /// the ones between, so a long loop's log stays the same size.
    package static let logHead = 500
    package static let logTail = 500
}

/// Text from a shortcut, a value or an answer as a message quotes it: at most
/// ``ShortcutLimits/quotedValueLength`` characters, then "…(+K more)".
package func quoted(_ text: String) -> String { IntentValueText.excerpt(text, limit: ShortcutLimits.quotedValueLength) }

/// 2,147,483,648: counts in messages read better grouped.
package func grouped(_ n: Int) -> String {
    var digits = String(n.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
        groups.insert(Substring(digits.suffix(3)), at: 0)
        digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (n < 0 ? "-" : "") + groups.joined(separator: ",")
}
