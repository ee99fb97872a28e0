import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// Draws the run pane: each action as it starts (a spinner) and finishes (its duration and
/// output), dialogs and snippets boxed, what "Open When Run" actions open, the error, the final
/// output; the question waiting, as a modal on top.
struct RunView {
    var pane: RunPane
    var status: StatusLine

    /// Where the log's lines go on a screen of `size`: inside the box, above the status line
    /// and the keys. Scrolling in update code pages by its height.
    static func logArea(in size: Size) -> Rect { Box.inner(Layout.screen(in: Rect(size)).box) }

    func render(into buffer: inout ScreenBuffer, now: ContinuousClock.Instant) {
        let screen = Layout.screen(in: buffer.bounds)
        let (keys, statusRow) = (screen.keys, screen.status)
        let inner = Box(title: title(now: now), style: .focusBorder).render(in: screen.box, into: &buffer)
        let lines = logLines(width: inner.width, now: now)
        let end = max(0, lines.count - pane.scrollBack)
        let start = max(0, end - inner.height)
        for (offset, line) in lines[start..<end].enumerated() {
            buffer.write(line, at: Point(x: inner.x, y: inner.y + offset), limit: inner.maxX)
        }
        var line = status
        line.left = stateText
        line.right = pane.selectsSteps ? pane.replayNote : ""
        if pane.scrollBack > 0 { line.right += (line.right.isEmpty ? "" : "  ") + "↑ \(pane.scrollBack)" }
        line.render(in: statusRow, now: now, into: &buffer)
        KeyBar(RunKeymap.keymap(for: pane).keyBarItems).render(in: keys, into: &buffer)
        if let field = pane.saveField { renderSave(field, in: buffer.bounds, into: &buffer) }
        if let modal = pane.prompt { renderPrompt(modal, in: buffer.bounds, into: &buffer) }
    }

    private func title(now: ContinuousClock.Instant) -> String {
        if let recorded = pane.recorded {
            let mark = pane.phase == .finished ? "✓" : pane.phase == .failed ? "✗" : "■"
            let source =
                recorded.source.detail.map { "\(recorded.source.kind.rawValue): \($0)" }
                ?? recorded.source.kind.rawValue
            return "\(mark) \(pane.name): the run of \(RunText.time(recorded.started)) (\(source))"
        }
        return switch pane.phase {
        case .running: "▶ Running \(pane.name)"
        case .cancelling: "■ Stopping \(pane.name)…"
        case .finished: "✓ \(pane.name)"
        case .failed: "✗ \(pane.name)"
        case .cancelled: "■ \(pane.name)"
        }
    }

    private var stateText: String {
        let took = pane.duration.map { " in \(Self.format($0))" } ?? ""
        let state: String =
            switch pane.phase {
            case .running: pane.prompt == nil ? "Running… Esc stops the run" : "Waiting for your answer"
            case .cancelling: "Stopping…"
            case .finished: "Finished\(took)"
            case .failed: "Stopped with an error\(took)"
            case .cancelled: "Cancelled\(took)"
            }
        return pane.recorded == nil ? state : "Recorded · " + state
    }

    /// The log as lines of styled text, the output last.
    func logLines(width: Int, now: ContinuousClock.Instant) -> [StyledText] {
        layout(width: width, now: now).lines
    }

    /// The log's lines, and the line of the step the cursor is on.
    func layout(width: Int, now: ContinuousClock.Instant) -> (lines: [StyledText], cursorLine: Int?) {
        var lines: [StyledText] = []
        var cursorLine: Int?
        // Asked once, not for each line: it looks through every entry.
        let selectsSteps = pane.selectsSteps
        let frame = Spinner.frame(since: pane.started, now: now)
        // The actions of each Run Shortcut's nested run, by the top-level action that ran it.
        var nestedCounts: [UUID: Int] = [:]
        for case .nested(let caller, let inner) in pane.entries {
            if case .action = inner.innermost { nestedCounts[caller, default: 0] += 1 }
        }
        // Which of the pane's buttons the next one drawn is (``RunPane/buttons``' order).
        var buttonNumber = 0
        for (index, entry) in pane.entries.enumerated() {
            var entry = entry
            if case .nested(_, let inner) = entry {
                // Folded: the nested run's actions are counted on its caller's line; what it
                // says and shows stays in view.
                if !pane.showsNestedRuns, case .action = inner.innermost { continue }
                entry = inner.innermost
            }
            switch entry {
            case .action(let ref, let duration, let output):
                var text = StyledText()
                text.append(String(repeating: "  ", count: ref.depth))
                let nested = nestedCounts[ref.id].map { count in
                    pane.showsNestedRuns
                        ? "  ▾ its run below (Tab folds)"
                        : "  ▸ \(count) action\(count == 1 ? "" : "s") of its run (Tab unfolds)"
                }
                if let duration {
                    text.append("✓ ", style: .success)
                    text.append("\(ref.position) \(ref.title)")
                    text.append("  \(Self.format(duration))", style: .muted)
                    if let output, !output.isEmpty { text.append("  → \(output)", style: .accent) }
                    if let nested { text.append(nested, style: .muted) }
                } else if pane.isRunning {
                    text.append("\(frame) ", style: .accent)
                    text.append("\(ref.position) \(ref.title)")
                    if let report = pane.progress[ref.id] {
                        text.append("  " + ProgressBar.text(report, width: 20), style: .accent)
                        if let message = report.message {
                            text.append("  " + DisplayText.sanitized(message), style: .muted)
                        }
                    }
                } else {
                    text.append("· ", style: .muted)
                    text.append("\(ref.position) \(ref.title)", style: .muted)
                }
                if index == pane.stepCursor, selectsSteps {
                    cursorLine = lines.count
                    text = (StyledText("▸ ", style: .accent) + text).withRole(.selection)
                } else if selectsSteps {
                    text = StyledText("  ") + text
                }
                lines.append(text)
            case .dialog(let words):
                lines += TextLayout.boxed(words, width: width - 2).map { StyledText("  " + $0, style: .info) }
            case .snippet(let snippet, _, _):
                var shown = snippet
                shown.blocks.removeAll { if case .button = $0 { true } else { false } }
                if !shown.blocks.isEmpty {
                    lines += TextLayout.boxed(shown.plainText, width: width - 2).map {
                        StyledText("  " + $0, style: .info)
                    }
                }
                // Its buttons under it, the highlighted one reversed (← → choose, Enter presses).
                var row = StyledText("  ")
                for button in snippet.buttons {
                    let focused = pane.buttonFocus == buttonNumber && !pane.isRunning
                    let label = "[ \(DisplayText.sanitized(button.title)) ]"
                    row.append(label, style: focused ? Style.accent.adding([.reverse, .bold]) : .accent)
                    row.append(" ")
                    buttonNumber += 1
                }
                if !snippet.buttons.isEmpty { lines.append(row) }
            case .opens(let summary):
                lines.append(StyledText("  ↗ \(summary)", style: .accent))
            case .log(let line):
                for piece in TextLayout.wrap(line, width: max(10, width - 4)) {
                    lines.append(StyledText("  · " + piece, style: .muted))
                }
            case .error(let message):
                for piece in TextLayout.wrap(message, width: max(10, width - 2)) {
                    lines.append(StyledText("✗ " + piece, style: .error))
                }
            case .elided(let count):
                lines.append(StyledText("… \(count) earlier lines", style: .muted))
            case .nested:
                break
            }
        }
        if let output = pane.output {
            lines.append(
                StyledText(
                    String(repeating: "─", count: 2) + " Output " + String(repeating: "─", count: max(0, width - 10)),
                    style: .border))
            for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
                for piece in TextLayout.wrap(String(raw), width: max(10, width)) { lines.append(StyledText(piece)) }
            }
        }
        return (lines, cursorLine)
    }

    private func renderPrompt(_ modal: PromptModal, in bounds: Rect, into buffer: inout ScreenBuffer) {
        if let confirm = modal.confirm { return confirm.render(in: bounds, into: &buffer) }
        let request = modal.request
        let snippet = request.snippet.map { TextLayout.boxed($0.plainText, width: 56) } ?? []
        let titles = modal.optionTitles
        let (frame, listArea, question) = Layout.prompt(modal, in: bounds)
        let inner = Box(title: request.intentTitle, style: .focusBorder, fill: .dialog).render(in: frame, into: &buffer)
        var y = inner.y
        // The question over as many lines as it has (a model's reply above a follow-up).
        for line in question where y < inner.maxY {
            buffer.write(line, at: Point(x: inner.x, y: y), style: .title, limit: inner.maxX)
            y += 1
        }
        for line in snippet where y < inner.maxY {
            buffer.write(line, at: Point(x: inner.x, y: y), style: .info, limit: inner.maxX)
            y += 1
        }
        if modal.takesText {
            y += 1
            TextField(modal.field, placeholder: modal.placeholder, isFocused: true)
                .render(in: Rect(x: inner.x, y: y, width: inner.width, height: 1), into: &buffer)
            y += 1
        }
        if let listArea {
            let items = titles.enumerated().map { index, title in
                ListItem(
                    (request.allowsMultiple ? (modal.marked.contains(index) ? "✓ " : "  ") : "") + title,
                    detail: modal.choices.isEmpty ? Self.detail(of: modal.options[index]) : nil)
            }
            let empty: String =
                switch modal.search?.phase {
                case .searching?: "Searching…"
                case .failed(let message)?: "Could not search: \(message)"
                default:
                    modal.search == nil ? "" : "No results for “\(modal.field.text)”: Enter tries the text as it is"
                }
            ListView(
                items: items, state: modal.list, isFocused: modal.search != nil || modal.field.text.isEmpty,
                emptyText: empty
            )
            .render(in: listArea, into: &buffer)
        }
        let keys = ContextKeymaps.question(modal).hintLine
        buffer.write(
            modal.error ?? keys, at: Point(x: inner.x, y: inner.maxY - 1), style: modal.error == nil ? .muted : .error,
            limit: inner.maxX)
    }

    private func renderSave(_ field: TextFieldState, in bounds: Rect, into buffer: inout ScreenBuffer) {
        let frame = bounds.centered(Size(width: min(bounds.width - 4, 60), height: 5))
        let inner = Box(title: "Save the output to", style: .focusBorder, fill: .dialog).render(
            in: frame, into: &buffer)
        TextField(field, placeholder: "file name", isFocused: true).render(in: inner.row(0), into: &buffer)
        let hint = pane.saveError ?? ContextKeymaps.saveOutput.hintLine
        buffer.write(
            hint, at: Point(x: inner.x, y: inner.y + 2), style: pane.saveError == nil ? .muted : .error,
            limit: inner.maxX)
    }

    static func format(_ duration: Duration) -> String {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        if ms < 1 { return String(format: "%.2f ms", ms) }
        if ms < 1000 { return String(format: "%.0f ms", ms) }
        return String(format: "%.1f s", ms / 1000)
    }

    /// An option's detail column: its section (an options provider's `IntentItemSection`) and its
    /// subtitle, so sectioned choices stay one list the keys move through.
    static func detail(of option: PromptOption) -> String? {
        let parts = [option.section, option.subtitle].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
