import TerminalUI

/// Where each part of each screen and overlay goes on a screen of a given size: the one layout
/// both the views draw by and the update code pages and hit-tests by, so a page moves by the
/// rows on screen and a click lands on the row drawn under it.
enum Layout {
    /// The body of a full screen (library, editor, run pane): its box, the status row and the key bar.
    struct Screen {
        var box: Rect
        var status: Rect
        var keys: Rect
    }

    /// A dialog with a list in it: its frame and the rows the list is drawn in.
    struct ListDialog {
        var frame: Rect
        var list: Rect
    }

    static func screen(in bounds: Rect) -> Screen {
        let (body, keys) = bounds.splitBottom(1)
        let (box, status) = body.splitBottom(1)
        return Screen(box: box, status: status, keys: keys)
    }

    /// The library's list, above the filter row when the filter shows.
    static func libraryList(in bounds: Rect, showsFilter: Bool) -> (list: Rect, filter: Rect?) {
        let inner = Box.inner(screen(in: bounds).box)
        guard showsFilter else { return (inner, nil) }
        let (list, filter) = inner.splitBottom(1)
        return (list, filter)
    }

    /// The rows under a search panel's field (``SearchPanel``).
    static func underSearchField(_ frame: Rect) -> Rect {
        Box.inner(frame).splitTop(1).1
    }

    /// The action library ("Add Action").
    static func actionSearch(in bounds: Rect) -> ListDialog {
        let frame = bounds.centered(Size(width: min(bounds.width - 4, 70), height: max(6, bounds.height - 4)))
        return ListDialog(frame: frame, list: underSearchField(frame))
    }

    /// The command palette, near the top; its last row is the hint.
    static func palette(in bounds: Rect) -> ListDialog {
        let width = min(bounds.width - 4, 76)
        let frame = Rect(
            x: bounds.x + (bounds.width - width) / 2, y: bounds.y + 1, width: width,
            height: max(6, min(bounds.height - 3, 18)))
        return ListDialog(frame: frame, list: underSearchField(frame).splitBottom(1).0)
    }

    /// The entity picker; its last row is the hint.
    static func picker(in bounds: Rect) -> ListDialog {
        let frame = bounds.centered(Size(width: min(bounds.width - 4, 70), height: max(7, min(bounds.height - 4, 18))))
        return ListDialog(frame: frame, list: underSearchField(frame).splitBottom(1).0)
    }

    /// The variable picker; its last row is the hint.
    static func variables(in bounds: Rect) -> ListDialog {
        let frame = bounds.centered(Size(width: min(bounds.width - 4, 60), height: max(6, min(bounds.height - 4, 16))))
        return ListDialog(frame: frame, list: Box.inner(frame).splitBottom(1).0)
    }

    /// A token's multi-line text area (a script): a box nearly the size of the screen, the text
    /// in all of it but the last two rows, a blank row, and the hint.
    static func textArea(in bounds: Rect) -> (frame: Rect, area: Rect, hint: Rect) {
        let frame = bounds.centered(Size(width: max(10, min(bounds.width - 4, 100)), height: max(6, bounds.height - 4)))
        let (body, hint) = Box.inner(frame).splitBottom(1)
        return (frame, body.splitBottom(1).0, hint)
    }

    /// A list parameter's items: the list, the field row (two rows) and the hint under it.
    static func listEditor(in bounds: Rect, itemCount: Int) -> (dialog: ListDialog, field: Rect, hint: Rect) {
        let frame = bounds.centered(
            Size(width: min(bounds.width - 4, 60), height: max(7, min(bounds.height - 4, itemCount + 6))))
        let (body, hint) = Box.inner(frame).splitBottom(1)
        let (list, field) = body.splitBottom(2)
        return (ListDialog(frame: frame, list: list), field, hint)
    }

    /// A run's question: the box, and (when it offers options) the rows of its list.
    static func prompt(_ modal: PromptModal, in bounds: Rect) -> (frame: Rect, list: Rect?, question: [String]) {
        let snippetRows = modal.request.snippet.map { TextLayout.boxed($0.plainText, width: 56).count } ?? 0
        let optionRows = modal.search != nil ? 8 : min(modal.optionTitles.count, 8)
        let rest = 3 + snippetRows + (modal.takesText ? 2 : 0) + (optionRows > 0 ? optionRows + 1 : 0)
        let width = min(bounds.width - 4, 64)
        let question = questionLines(modal.request.question, in: bounds, besides: rest)
        let questionRows = question.count
        let frame = bounds.centered(Size(width: width, height: min(bounds.height - 2, rest + questionRows)))
        guard optionRows > 0 else { return (frame, nil, question) }
        let inner = Box.inner(frame)
        // The question, the snippet (as much as fits), a blank row and the field, a blank row,
        // then the options.
        let y =
            inner.y + questionRows + min(snippetRows, max(0, inner.height - 1)) + (modal.takesText ? 2 : 0) + 1
        return (
            frame, Rect(x: inner.x, y: y, width: inner.width, height: max(1, min(optionRows, inner.maxY - y - 1))),
            question
        )
    }

    /// A question's lines in a prompt on `bounds`: its own lines wrapped to the box, as many as
    /// leave room for the `besides` rows of the rest; past that its first lines, an ellipsis and
    /// its last line (which says what is asked: a model's reply above "Follow up").
    static func questionLines(_ question: String, in bounds: Rect, besides rest: Int) -> [String] {
        let width = max(10, min(bounds.width - 4, 64) - 2)
        let lines = question.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.isEmpty ? [""] : TextLayout.wrap(String(line), width: width)
        }
        let room = max(1, bounds.height - 2 - rest)
        guard lines.count > room else { return lines }
        guard room >= 3 else { return Array(lines.suffix(room)) }
        return Array(lines.prefix(room - 2)) + ["…", lines[lines.count - 1]]
    }
}
