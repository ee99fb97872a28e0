/// What changed between two frames: runs of cells to write, each on one row in one style.
///
/// A backend writes each run's text at its origin and nothing else, so an unchanged screen costs
/// nothing and a typed character costs one short run. A wide character is always written whole:
/// a run never starts on a continuation cell.
public struct FrameDiff: Hashable, Sendable {
    /// Consecutive changed cells of one row sharing one style.
    public struct Run: Hashable, Sendable {
        public var origin: Point
        /// The clusters of the run, continuations contributing nothing.
        public var text: String
        /// The columns the run covers.
        public var width: Int
        public var style: Style
        /// The cells of the run, continuations included (`width` of them).
        public var cells: ArraySlice<Cell>
    }

    public var size: Size
    public var runs: [Run]
    /// True when the previous frame was missing or of another size: the backend should clear
    /// first, and every cell is in `runs`.
    public var isFullRepaint: Bool
    /// Where the new frame wants the terminal's cursor, or nil to hide it.
    public var cursor: Point?

    /// The number of cells the runs cover.
    public var changedCells: Int { runs.reduce(0) { $0 + $1.width } }
    public var isEmpty: Bool { runs.isEmpty }
}

extension ScreenBuffer {
    /// The runs that turn `previous` into this frame; every cell when `previous` is nil or of
    /// another size.
    public func diff(from previous: ScreenBuffer?) -> FrameDiff {
        let full = previous == nil || previous!.size != size
        var runs: [FrameDiff.Run] = []
        let width = size.width
        cells.withUnsafeBufferPointer { new in
            let old = full ? nil : previous!.cells
            for y in 0..<size.height {
                let row = y * width
                var x = 0
                while x < width {
                    if let old, old[row + x] == new[row + x] {
                        x += 1
                        continue
                    }
                    // A changed continuation is written by rewriting its leading cell.
                    var start = x
                    while start > 0 && new[row + start].isContinuation { start -= 1 }
                    let style = new[row + start].style
                    var end = start
                    var text = ""
                    while end < width {
                        let cell = new[row + end]
                        if end > start {
                            if cell.style != style { break }
                            if let old, old[row + end] == cell { break }
                        }
                        text += cell.text
                        end += max(1, Int(cell.width))
                    }
                    end = min(end, width)
                    runs.append(
                        FrameDiff.Run(
                            origin: Point(x: start, y: y), text: text, width: end - start, style: style,
                            cells: cells[(row + start)..<(row + end)]
                        ))
                    x = end
                }
            }
        }
        return FrameDiff(size: size, runs: runs, isFullRepaint: full, cursor: cursor)
    }

    /// Writes `diff`'s runs into this frame, as a terminal would: how the test backend keeps its
    /// screen, and how tests prove a diff is complete.
    public mutating func apply(_ diff: FrameDiff) {
        if diff.isFullRepaint || diff.size != size { self = ScreenBuffer(size: diff.size) }
        for run in diff.runs {
            let start = run.origin.y * size.width + run.origin.x
            for (offset, cell) in run.cells.enumerated() { cells[start + offset] = cell }
        }
        cursor = diff.cursor
    }
}
