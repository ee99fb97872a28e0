import CNcursesw
import TerminalUI

extension NcursesBackend {
    /// Writes one run: its text with the wide-character API in one call, except box-drawing
    /// characters, which go through ncurses' line-drawing set so they show on terminals whose
    /// Unicode lines are broken.
    func draw(_ run: FrameDiff.Run) {
        let (attributes, pair) = colorPairs.attributes(for: run.style)
        _ = cnc_wattr_set(window, attributes, pair)
        var segment: [wchar_t] = []
        var segmentStart = run.origin.x
        var x = run.origin.x
        let y = Int32(run.origin.y)
        func flush() {
            guard !segment.isEmpty else { return }
            segment.append(0)
            _ = segment.withUnsafeBufferPointer {
                mvwaddnwstr(window, y, Int32(segmentStart), $0.baseAddress!, Int32($0.count - 1))
            }
            segment.removeAll(keepingCapacity: true)
        }
        for cell in run.cells where !cell.isContinuation {
            let scalars = cell.text.unicodeScalars
            if scalars.count == 1, let line = cnc_wacs_for(scalars.first!.value) {
                flush()
                var text = [wchar_t](repeating: 0, count: Int(cnc_ccharw_max()) + 1)
                var lineAttributes: attr_t = 0
                var linePair: Int32 = 0
                _ = cnc_getcchar(line, &text, &lineAttributes, &linePair)
                var cchar = cchar_t()
                _ = cnc_setcchar(&cchar, text, (lineAttributes & ~cnc_a_color()) | attributes, pair)
                _ = mvwadd_wch(window, y, Int32(x), &cchar)
            } else {
                if segment.isEmpty { segmentStart = x }
                for scalar in scalars { segment.append(wchar_t(bitPattern: scalar.value)) }
            }
            x += Int(cell.width)
        }
        flush()
    }

    // MARK: - Reading back (tests)

    /// What ncurses' screen holds, row by row: the text of every cell, wide characters once.
    package var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            var x = 0
            while x < size.width {
                let text = cell(x: x, y: y).text
                line += text
                // ncurses repeats a wide character in the column it covers; skip that column.
                x += max(1, TextWidth.width(of: text))
            }
            return line
        }
    }

    /// The text, attributes and colours ncurses holds for a cell.
    package func cell(x: Int, y: Int) -> (text: String, attributes: attr_t, foreground: Int32, background: Int32) {
        var cchar = cchar_t()
        _ = mvwin_wch(window, Int32(y), Int32(x), &cchar)
        var text = [wchar_t](repeating: 0, count: Int(cnc_ccharw_max()) + 1)
        var attributes: attr_t = 0
        var pair: Int32 = 0
        _ = cnc_getcchar(&cchar, &text, &attributes, &pair)
        var foreground: Int32 = -1
        var background: Int32 = -1
        if pair > 0 { _ = extended_pair_content(pair, &foreground, &background) }
        let string = String(
            String.UnicodeScalarView(text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
        return (string, attributes & ~cnc_a_color(), foreground, background)
    }
}
