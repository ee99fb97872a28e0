import Foundation
import ShortcutKit
import TerminalUI

/// Draws the run history: one line per run, newest first (how it ended, when, how many steps,
/// where it came from, how long it took, and why it failed), with the keys below.
struct RunHistoryView {
    var history: RunHistoryLayer
    var status: StatusLine

    /// Where the list goes on a screen of `size`: inside the box, above the status line and the keys.
    static func listArea(in size: Size) -> Rect { Box.inner(Layout.screen(in: Rect(size)).box) }

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let screen = Layout.screen(in: buffer.bounds)
        let title =
            history.automation.map { "Runs of the automation \($0) ('\(history.shortcut.name)')" }
            ?? "Runs of \(history.shortcut.name)"
        let inner = Box(title: DisplayText.sanitized(title), style: .focusBorder).render(
            in: screen.box, into: &buffer)
        let empty: String =
            switch history.phase {
            case .loading: "Reading the run history…"
            case .failed(let message): "Could not read the run history: \(message)"
            case .loaded:
                history.automation == nil
                    ? "No runs of \(history.shortcut.name) are kept yet: g in the editor runs it"
                    : "The automation has not run yet (or its runs are no longer kept)"
            }
        ListView(items: history.items, state: history.list, emptyText: empty).render(in: inner, into: &buffer)
        var line = status
        line.left =
            history.phase == .loaded
            ? "\(history.runs.count) run\(history.runs.count == 1 ? "" : "s")"
                + (history.runs.count == RunHistoryLayer.limit ? " (the newest)" : "") : ""
        line.right = ""
        line.render(in: screen.status, now: now, into: &buffer)
        KeyBar(RunHistoryKeymap.keymap(selected: history.selectedRun).keyBarItems).render(
            in: screen.keys, into: &buffer)
    }

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
            "\(mark) \(RunText.time(run.started))", run.outcome.rawValue,
            "\(run.steps) step\(run.steps == 1 ? "" : "s")", RunText.source(run.source),
        ]
        let took = RunText.duration(run)
        if !took.isEmpty { parts.append(took) }
        if run.replayOf != nil { parts.append("replay") }
        return ListItem(
            DisplayText.sanitized(parts.joined(separator: "  ")),
            detail: run.error.map { DisplayText.sanitized($0) })
    }
}
