import Testing

@testable import TerminalUI

@Suite("Frame diff")
struct FrameDiffTests {
    let size = Size(width: 10, height: 3)

    @Test("No previous frame: every cell, marked as a full repaint")
    func full() {
        var frame = ScreenBuffer(size: size)
        frame.write("hello", at: Point(x: 0, y: 1), style: .accent)
        let diff = frame.diff(from: nil)
        #expect(diff.isFullRepaint)
        #expect(diff.changedCells == 30)
        #expect(diff.runs.map(\.text) == ["          ", "hello", "     ", "          "])
    }

    @Test("Identical frames: nothing to write")
    func identical() {
        var frame = ScreenBuffer(size: size)
        frame.write("same", at: Point(x: 2, y: 2))
        #expect(frame.diff(from: frame).isEmpty)
    }

    @Test("One changed character: one run of one cell")
    func oneCell() {
        var old = ScreenBuffer(size: size)
        old.write("hello", at: Point(x: 0, y: 0))
        var new = old
        new.write("j", at: Point(x: 0, y: 0))
        let diff = new.diff(from: old)
        #expect(
            diff.runs == [
                FrameDiff.Run(origin: Point(x: 0, y: 0), text: "j", width: 1, style: .plain, cells: new.cells[0..<1])
            ])
        #expect(!diff.isFullRepaint)
    }

    @Test("A style change splits a run")
    func styleSplit() {
        let old = ScreenBuffer(size: size)
        var new = old
        new.write("ab", at: Point(x: 0, y: 0))
        new.write("cd", at: Point(x: 2, y: 0), style: .selection)
        let runs = new.diff(from: old).runs
        #expect(runs.map(\.text) == ["ab", "cd"])
        #expect(runs.map(\.style) == [.plain, .selection])
    }

    @Test("A wide character is written whole, from its leading cell")
    func wideWhole() {
        var old = ScreenBuffer(size: size)
        old.write("日本", at: Point(x: 0, y: 0))
        var new = old
        new.write("語", at: Point(x: 2, y: 0))
        let runs = new.diff(from: old).runs
        #expect(runs.count == 1)
        #expect(runs[0].origin == Point(x: 2, y: 0))
        #expect(runs[0].text == "語")
        #expect(runs[0].width == 2)
    }

    @Test("A change only in a continuation cell still rewrites its wide character")
    func continuationOnly() {
        var old = ScreenBuffer(size: size)
        old.write("日", at: Point(x: 0, y: 0))
        var new = old
        new.restyle(Rect(x: 1, y: 0, width: 1, height: 1), role: .accent)
        let runs = new.diff(from: old).runs
        #expect(runs.first?.origin == Point(x: 0, y: 0))
        #expect(runs.first?.text == "日")
    }

    @Test("A new size repaints in full")
    func resized() {
        let old = ScreenBuffer(size: size)
        let new = ScreenBuffer(size: Size(width: 5, height: 2))
        #expect(new.diff(from: old).isFullRepaint)
    }

    @Test("Applying the diff to the old frame gives the new one, over many random edits")
    func applyReproduces() {
        var random = SplitMix(seed: 7)
        let samples = ["a", "é", "日本", "📚", "x\u{1B}y", "  ", "Item", "語b"]
        let styles: [Style] = [.plain, .selection, .accent, Style(.muted, .dim)]
        var old = ScreenBuffer(size: Size(width: 13, height: 4))
        for _ in 0..<300 {
            var new = old
            for _ in 0..<random.next(4) {
                let text = samples[random.next(samples.count)]
                new.write(
                    text, at: Point(x: random.next(14) - 1, y: random.next(4)), style: styles[random.next(styles.count)]
                )
            }
            var terminal = old
            let diff = new.diff(from: old)
            terminal.apply(diff)
            #expect(terminal == new)
            #expect(diff.runs.allSatisfy { !new[$0.origin.x, $0.origin.y].isContinuation })
            old = new
        }
    }
}

/// A small deterministic generator, so a failing random case fails the same way every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
}
