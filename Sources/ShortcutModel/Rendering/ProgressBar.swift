import IntentKit

/// A running action's progress as one line of text, for the run pane and the command line.
package enum ProgressBar {
    /// `▕██████░░░░▏ 60%` in `width` cells of bar; `3 done` while the total is unknown.
    package static func text(_ report: IntentProgressReport, width: Int) -> String {
        guard let fraction = report.fraction else { return report.text }
        let filled = Int((fraction * Double(width)).rounded(.down))
        return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "▏ "
            + report.text
    }
}
