import Foundation
import ShortcutKit
import TerminalUI

/// Draws the automations screen: one line per automation (enabled or not, its name, its shortcut,
/// when it runs, how its last run went), the selected one's details below, and the keys.
struct AutomationsView {
    var screen: AutomationsLayer
    var status: StatusLine

    /// Rows the selected automation's details take under the list.
    static let detailRows = 5

    /// Where the list goes on a screen of `size`: inside the box, above the details.
    static func listArea(in size: Size) -> Rect { split(Box.inner(Layout.screen(in: Rect(size)).box)).list }

    private static func split(_ inner: Rect) -> (list: Rect, details: Rect?) {
        guard inner.height > detailRows + 3 else { return (inner, nil) }
        let (list, details) = inner.splitBottom(detailRows + 1)
        return (list, details)
    }

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let layout = Layout.screen(in: buffer.bounds)
        let inner = Box(title: "Automations", style: .focusBorder).render(in: layout.box, into: &buffer)
        let (listArea, detailsArea) = Self.split(inner)
        let empty =
            screen.phase == .loading
            ? "Reading the automations…" : "No automations yet: n adds one (a shortcut, and when it runs)"
        ListView(items: screen.items, state: screen.list, emptyText: empty).render(in: listArea, into: &buffer)
        if let detailsArea, let row = screen.selectedRow {
            buffer.fill(
                Rect(x: detailsArea.x, y: detailsArea.y, width: detailsArea.width, height: 1), with: "─", style: .border
            )
            for (index, line) in Self.details(row).prefix(Self.detailRows).enumerated() {
                _ = buffer.write(
                    DisplayText.sanitized(line.text), at: Point(x: detailsArea.x + 1, y: detailsArea.y + 1 + index),
                    style: line.style, limit: detailsArea.maxX - 1)
            }
        }
        var line = status
        line.left =
            screen.phase == .loaded ? "\(screen.rows.count) automation\(screen.rows.count == 1 ? "" : "s")" : ""
        line.right = ""
        line.render(in: layout.status, now: now, into: &buffer)
        KeyBar(AutomationsKeymap.keymap(selected: screen.selectedRow).keyBarItems).render(
            in: layout.keys, into: &buffer)
    }

    /// One automation's line: "● morning  'Daily Digest'  at Mon..Fri 09:00", and how its last run went.
    static func item(_ row: AutomationsLayer.Row, busy: Bool) -> ListItem {
        guard let automation = row.automation else {
            return ListItem(DisplayText.sanitized("✗ \(row.name)  (its file does not read)"))
        }
        let mark = busy ? "…" : automation.enabled ? "●" : "○"
        let shortcut = row.shortcutName.map { "'\($0)'" } ?? "(a shortcut no longer in the library)"
        let title = "\(mark) \(row.name)  \(shortcut)  \(automation.trigger.summary)"
        let last =
            row.last.map { "\(outcomeMark($0.outcome)) \($0.outcome.rawValue) \(RunText.time($0.started))" }
            ?? "never ran"
        return ListItem(DisplayText.sanitized(title), detail: DisplayText.sanitized(last))
    }

    /// The selected automation, line by line.
    static func details(_ row: AutomationsLayer.Row) -> [(text: String, style: Style)] {
        guard let automation = row.automation else {
            return [("Its file does not read: \(row.problem ?? "")", .error), ("x removes it", .muted)]
        }
        let shortcut = row.shortcutName.map { "'\($0)'" } ?? "a shortcut no longer in the library"
        var lines: [(String, Style)] = [
            (
                "Runs \(shortcut)\(automation.input.map { " with the input '\($0)'" } ?? "") \(automation.trigger.summary)",
                .plain
            )
        ]
        let failure: String
        switch automation.onFailure {
        case .notify: failure = "a failed run notifies"
        case .record: failure = "a failed run is only kept in the history"
        case .runShortcut: failure = "a failed run runs its handler shortcut"
        }
        lines.append(("Mode \(automation.mode.name); \(failure)", .muted))
        if automation.enabled {
            let by = automation.scheduler == .cron ? "from the crontab" : "by systemd"
            lines.append(("Enabled, run \(by)\(row.next.map { "; next \($0)" } ?? "")", .accent))
        } else {
            lines.append(
                ("Disabled: e enables it (its shortcut must be allowed and trusted to run unattended)", .muted))
        }
        if let last = row.last {
            var said = "Last run \(outcomeMark(last.outcome)) \(last.outcome.rawValue) \(RunText.time(last.started))"
            let took = RunText.duration(last)
            if !took.isEmpty { said += " in \(took)" }
            lines.append((said, last.outcome == .succeeded ? .plain : .error))
            if let error = last.error { lines.append(("  \(error)", .error)) }
        } else {
            lines.append(("It has not run yet", .muted))
        }
        return lines
    }

    private static func outcomeMark(_ outcome: RunOutcome) -> String {
        switch outcome {
        case .succeeded: "✓"
        case .failed, .interrupted: "✗"
        case .cancelled: "■"
        case .running: "▶"
        }
    }
}
