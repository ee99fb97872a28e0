import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite("Screen buffer")
struct ScreenBufferTests {
    @Test("A new frame is blank")
    func blank() {
        let buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        #expect(buffer.lines == ["    ", "    "])
        #expect(buffer.cursor == nil)
    }

    @Test("Writing clips at the limit and at the edge, and reports the columns used")
    func clipping() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        #expect(buffer.write("abcdef", at: Point(x: 0, y: 0), limit: 3) == 3)
        #expect(buffer.write("XYZW", at: Point(x: 6, y: 0)) == 2)
        #expect(buffer.lines == ["abc   XY"])
        #expect(buffer.write("no", at: Point(x: 0, y: 5)) == 0)
    }

    @Test("A wide character takes its cell and a continuation")
    func wide() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        #expect(buffer.write("a日b", at: Point(x: 0, y: 0)) == 4)
        #expect(buffer[1, 0] == Cell("日", width: 2))
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].text == "b")
        #expect(buffer.lines == ["a日b  "])
    }

    @Test("A wide character that would cross the edge becomes a blank")
    func wideAtEdge() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.write("ab日", at: Point(x: 0, y: 0))
        #expect(buffer.lines == ["ab "])
        #expect(!buffer[2, 0].isContinuation)
    }

    @Test("Overwriting either half of a wide character blanks the other half")
    func overwriteHalves() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.write("日本", at: Point(x: 0, y: 0))
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(buffer.lines == [" x本"])
        buffer.write("y", at: Point(x: 2, y: 0))
        #expect(buffer.lines == [" xy "])
        #expect(buffer.cells.allSatisfy { !$0.isContinuation })
    }

    @Test("Placing a wide character over another wide character's tail leaves no half behind")
    func wideOverWide() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        buffer.write("日本", at: Point(x: 0, y: 0))
        buffer.write("語", at: Point(x: 1, y: 0))
        #expect(buffer.lines == [" 語  "])
    }

    @Test("Controls in drawn text are escaped: no cell holds anything a terminal acts on")
    func controlsEscaped() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))
        buffer.write("a\u{1B}[2Jb\nc", at: Point(x: 0, y: 0), style: .muted)
        #expect(buffer.lines == ["a^[[2Jb^Jc          "])
        #expect(
            buffer.cells.allSatisfy { cell in !cell.text.unicodeScalars.contains { DisplayText.isControl($0.value) } })
        #expect(buffer[1, 0].style == Style(.muted, .dim))
    }

    @Test("Fill and restyle change a rectangle and nothing else")
    func fillAndRestyle() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 3))
        buffer.fill(Rect(x: 0, y: 0, width: 4, height: 3), with: "x", style: .border)
        buffer.fill(Rect(x: 1, y: 1, width: 2, height: 1), style: .selection)
        buffer.restyle(Rect(x: 0, y: 2, width: 2, height: 5), role: .accent, adding: .bold)
        #expect(buffer.lines == ["xxxx", "x  x", "xxxx"])
        #expect(buffer[1, 1].style == .selection)
        #expect(buffer[0, 2].style == Style(.accent, .bold))
        #expect(buffer[2, 2].style == .border)
    }

    @Test("Styled text writes each span in its style")
    func styledText() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        var text = StyledText("Hi ")
        text.appendPill("Name")
        buffer.write(text, at: Point(x: 0, y: 0))
        #expect(buffer.lines == ["Hi  Name    "])
        #expect(buffer.roleLine(0) == "...vvvvvv...")
    }
}
