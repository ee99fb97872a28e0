import TerminalUI

/// The cost of one frame of the editor's rendering: drawing a full 200×60 screen into a fresh
/// buffer (a box, a scrolled list of 500 items with details and a selection, CJK and emoji rows,
/// a text field, a status line and a key bar) and diffing it against the previous frame, which
/// differs by a moved selection. The goal is under 1 ms per frame.
enum FrameBench {
    static let size = Size(width: 200, height: 60)

    static let items: [ListItem] = (0..<500).map { index in
        switch index % 5 {
        case 0: ListItem("Morning routine \(index): turn on the lights, start the coffee", detail: "12 actions")
        case 1: ListItem("日本語のショートカット \(index)", detail: "CJK")
        case 2: ListItem("Books 📚 to read next \(index)", detail: "Find Books")
        case 3: ListItem("Café au lait — naïve résumé \(index)", detail: "accents")
        default:
            ListItem(
                "Plain ASCII shortcut number \(index) with a long title that gets truncated at the edge of the list",
                detail: "3 actions")
        }
    }

    static let keys: [KeyBar.Item] = [
        KeyBar.Item(keys: "q", label: "Quit"), KeyBar.Item(keys: "Enter", label: "Open"),
        KeyBar.Item(keys: "/", label: "Filter"),
        KeyBar.Item(keys: "n", label: "New"), KeyBar.Item(keys: "d", label: "Delete"),
        KeyBar.Item(keys: "?", label: "Help"),
    ]

    /// One frame as a view would draw it, with the selection at `selected`.
    static func frame(selected: Int, field: TextFieldState, status: StatusLine, now: ContinuousClock.Instant)
        -> ScreenBuffer
    {
        var buffer = ScreenBuffer(size: size)
        let (body, footer) = buffer.bounds.splitBottom(1)
        let (main, statusRow) = body.splitBottom(1)
        let (boxArea, fieldRow) = main.splitBottom(1)
        let inner = Box(title: "Library", style: .focusBorder).render(in: boxArea, into: &buffer)
        var list = ListState(selected: selected)
        list.scroll = max(0, selected - inner.height / 2)
        ListView(items: items, state: list).render(in: inner, into: &buffer)
        buffer.write("Search: ", at: Point(x: 1, y: fieldRow.y), style: .title)
        TextField(field, placeholder: "type to search").render(
            in: Rect(x: 9, y: fieldRow.y, width: fieldRow.width - 10, height: 1), into: &buffer)
        status.render(in: statusRow, now: now, into: &buffer)
        KeyBar(keys).render(in: footer, into: &buffer)
        return buffer
    }

    static func run(rounds: Int) {
        let clock = ContinuousClock()
        let now = clock.now
        var status = StatusLine(left: "Library — 500 shortcuts", right: "200×60")
        status.post("Saved “Morning routine”", kind: .success, now: now)
        let field = TextFieldState("morning")
        var previous = frame(selected: 0, field: field, status: status, now: now)
        var renderSamples: [Duration] = []
        var totalSamples: [Duration] = []
        var changed = 0
        for round in 0..<(rounds + 1) {
            let start = clock.now
            let next = frame(selected: (round * 7) % items.count, field: field, status: status, now: now)
            let rendered = clock.now
            let diff = next.diff(from: previous)
            let end = clock.now
            if round > 0 {
                renderSamples.append(rendered - start)
                totalSamples.append(end - start)
                changed += diff.changedCells
            }
            previous = next
        }
        renderSamples.sort()
        totalSamples.sort()
        let cells = size.width * size.height
        print("frame \(size.width)×\(size.height) (\(cells) cells), \(rounds) rounds")
        print("  render into the buffer: median \(Measure.format(Measure.us(Measure.median(renderSamples)))) µs")
        print(
            "  render + diff:          median \(Measure.format(Measure.us(Measure.median(totalSamples)))) µs, "
                + "p95 \(Measure.format(Measure.us(Measure.p95(totalSamples)))) µs (goal: under 1000 µs)")
        print("  cells changed per frame: \(changed / max(1, rounds)) of \(cells)")
    }
}
