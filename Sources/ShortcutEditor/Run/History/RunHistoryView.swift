import Foundation
import ShortcutKit
import TerminalUI

/// Draws the run history: one line per run, newest first (how it ended, when, how many steps,
/// where it came from, how long it took, and why it failed), with the keys below.
struct RunHistoryView {
    var history: RunHistoryLayer
    var status: StatusLine

    /// Where the list goes on a screen of `size`: inside the box, above the status line and the keys.
    static func listArea(in size: Size) -> Rect {
        let (body, _) = Rect(size).splitBottom(1)
        let (boxArea, _) = body.splitBottom(1)
        return boxArea.inset(by: 1)
    }

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let (body, keys) = buffer.bounds.splitBottom(1)
        let (boxArea, statusRow) = body.splitBottom(1)
        let inner = Box(title: "Runs of \(history.shortcut.name)", style: .focusBorder).render(
            in: boxArea, into: &buffer)
        let empty: String =
            switch history.phase {
            case .loading: "Reading the run history…"
            case .failed(let message): "Could not read the run history: \(message)"
            case .loaded: "No runs of \(history.shortcut.name) are kept yet: g in the editor runs it"
            }
        ListView(items: history.items, state: history.list, emptyText: empty).render(in: inner, into: &buffer)
        var line = status
        line.left =
            history.phase == .loaded
            ? "\(history.runs.count) run\(history.runs.count == 1 ? "" : "s")"
                + (history.runs.count == RunHistoryLayer.limit ? " (the newest)" : "") : ""
        line.right = ""
        line.render(in: statusRow, now: now, into: &buffer)
        KeyBar(RunHistoryKeymap.keymap(selected: history.selectedRun).keyBarItems).render(in: keys, into: &buffer)
    }

    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    /// One run's line: "✓ 2026-12-06 14:28:59  succeeded  10 steps  editor  11 ms", and why it failed.
    static func item(_ run: RunSummary) -> ListItem {
        let mark =
            switch run.outcome {
            case .succeeded: "✓"
            case .failed, .interrupted: "✗"
            case .cancelled: "■"
            case .running: "▶"
            }
        var parts = [
            "\(mark) \(time.string(from: run.started))", run.outcome.rawValue,
            "\(run.steps) step\(run.steps == 1 ? "" : "s")",
            run.source.detail.map { "\(run.source.kind.rawValue): \($0)" } ?? run.source.kind.rawValue,
        ]
        if let ended = run.ended {
            let seconds = ended.timeIntervalSince(run.started)
            parts.append(seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds))
        }
        if run.replayOf != nil { parts.append("replay") }
        return ListItem(
            DisplayText.sanitized(parts.joined(separator: "  ")),
            detail: run.error.map { DisplayText.sanitized($0) })
    }
}
