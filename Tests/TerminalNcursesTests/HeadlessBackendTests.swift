import CNcursesw
import TerminalUI
import Testing

@testable import TerminalNcurses

/// The real ncurses backend on a headless screen (`newterm` onto /dev/null): what it hands to
/// ncurses is read back from ncurses' own screen. ncurses' state is global, so these run one at a
/// time, each freeing its screen.
@Suite("ncurses backend, headless", .serialized)
@MainActor
struct HeadlessBackendTests {
    func withBackend(
        _ size: Size = Size(width: 30, height: 4), term: String = "xterm-256color",
        environment: [String: String]? = nil,
        theme: Theme = .default, _ body: (NcursesBackend) throws -> Void
    ) throws {
        let backend = try NcursesBackend(
            headless: size, terminalType: term, theme: theme, environment: environment ?? ["TERM": term])
        defer { backend.shutdown() }
        try body(backend)
    }

    func frame(_ size: Size = Size(width: 30, height: 4), _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        draw(&buffer)
        return buffer
    }

    @Test("ASCII, accents, CJK and emoji land in the columns the buffer put them in")
    func text() throws {
        try withBackend { backend in
            #expect(backend.size == Size(width: 30, height: 4))
            let buffer = frame { buffer in
                buffer.write("Café naïve", at: Point(x: 0, y: 0))
                buffer.write("日本語|", at: Point(x: 2, y: 1))
                buffer.write("📚 Books|", at: Point(x: 0, y: 2))
                buffer.write("e\u{301}t\u{E9}", at: Point(x: 26, y: 3))
            }
            backend.present(buffer.diff(from: nil))
            #expect(backend.lines == buffer.lines)
            #expect(backend.cell(x: 8, y: 1).text == "|")
            #expect(backend.cell(x: 8, y: 2).text == "|")
        }
    }

    @Test("After a diff, ncurses' screen equals the new frame")
    func diff() throws {
        try withBackend { backend in
            var old = frame { $0.write("日本 one two", at: Point(x: 0, y: 0)) }
            backend.present(old.diff(from: nil))
            var random = UInt64(11)
            for step in 0..<40 {
                var new = old
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let x = Int(random >> 33) % 30
                let y = Int(random >> 13) % 4
                new.write(
                    ["語", "ab", "📚", "é", "x\u{1B}"][step % 5], at: Point(x: x, y: y),
                    style: step % 2 == 0 ? .plain : .accent)
                backend.present(new.diff(from: old))
                #expect(backend.lines == new.lines)
                old = new
            }
        }
    }

    @Test("Box-drawing characters go through ncurses' line set and read back as lines")
    func lineDrawing() throws {
        try withBackend { backend in
            let buffer = frame { Box(title: "T").render(in: Rect(x: 0, y: 0, width: 6, height: 3), into: &$0) }
            backend.present(buffer.diff(from: nil))
            #expect(Array(backend.lines.prefix(3)).map { String($0.prefix(6)) } == ["┌ T ─┐", "│    │", "└────┘"])
            #expect(backend.cell(x: 0, y: 0).foreground == 8)
        }
    }

    @Test("Styles become attributes and colour pairs from the theme")
    func colours() throws {
        try withBackend { backend in
            #expect(backend.colorCapability == .indexed256)
            let buffer = frame {
                $0.write("sel", at: Point(x: 0, y: 0), style: .selection)
                $0.write("err", at: Point(x: 0, y: 1), style: Style(.error, .underline))
                $0.write("txt", at: Point(x: 0, y: 2))
            }
            backend.present(buffer.diff(from: nil))
            let selection = backend.cell(x: 0, y: 0)
            #expect(selection.foreground == 15 && selection.background == 4)
            #expect(selection.attributes & cnc_a_bold() != 0)
            let error = backend.cell(x: 1, y: 1)
            #expect(error.foreground == 1 && error.background == -1)
            #expect(error.attributes & cnc_a_underline() != 0)
            let text = backend.cell(x: 0, y: 2)
            #expect(text.foreground == -1 && text.attributes == cnc_a_normal())
        }
    }

    @Test("24-bit theme colours are brought down to the terminal's 256")
    func rgbDegraded() throws {
        let theme = Theme(name: "rgb", roles: [.accent: RoleStyle(foreground: .rgb(0x5F, 0xAF, 0xD7))])
        try withBackend(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], theme: theme) { backend in
            #expect(backend.colorCapability == .indexed256)
            backend.present(frame { $0.write("x", at: Point(x: 0, y: 0), style: .accent) }.diff(from: nil))
            #expect(backend.cell(x: 0, y: 0).foreground == 74)
        }
    }

    @Test("NO_COLOR: no colour pairs, and the selection is reverse video")
    func noColor() throws {
        try withBackend(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) { backend in
            #expect(backend.colorCapability == .none)
            backend.present(frame { $0.write("sel", at: Point(x: 0, y: 0), style: .selection) }.diff(from: nil))
            let cell = backend.cell(x: 0, y: 0)
            #expect(cell.foreground == -1 && cell.background == -1)
            #expect(cell.attributes & cnc_a_reverse() != 0)
        }
    }

    @Test("On an 8-colour terminal, bright colours become bold normal ones")
    func eightColours() throws {
        try withBackend(term: "xterm") { backend in
            #expect(backend.colorCapability == .ansi16)
            backend.present(frame { $0.write("sel", at: Point(x: 0, y: 0), style: .selection) }.diff(from: nil))
            let cell = backend.cell(x: 0, y: 0)
            #expect(cell.foreground == 7 && cell.background == 4)
            #expect(cell.attributes & cnc_a_bold() != 0)
        }
    }

    @Test("Controls never reach ncurses: they arrive escaped")
    func controls() throws {
        try withBackend { backend in
            backend.present(frame { $0.write("a\u{1B}[2Jb\u{7}", at: Point(x: 0, y: 0)) }.diff(from: nil))
            #expect(backend.lines[0].hasPrefix("a^[[2Jb^G"))
        }
    }

    @Test("The cursor goes where the frame asks")
    func cursor() throws {
        try withBackend { backend in
            var buffer = frame { $0.write("name", at: Point(x: 0, y: 0)) }
            buffer.cursor = Point(x: 4, y: 1)
            backend.present(buffer.diff(from: nil))
            #expect(getcury(backend.window) == 1 && getcurx(backend.window) == 4)
        }
    }

    @Test("A wake from an effect ends the wait at once; without one the wait lasts until the deadline")
    func loopWakes() throws {
        try withBackend { backend in
            let wake = backend.wake
            wake()
            #expect(backend.nextEvents(until: ContinuousClock.now + .seconds(5)).isEmpty)
            let start = ContinuousClock.now
            #expect(backend.nextEvents(until: start + .milliseconds(30)).isEmpty)
            #expect(ContinuousClock.now - start >= .milliseconds(30))
        }
    }
}
