import Testing

@testable import TerminalUI

@Suite("Input decoder")
struct InputDecoderTests {
    func keys(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text) + decoder.flush()
    }

    @Test("Printable ASCII and UTF-8 text become character keys")
    func text() {
        #expect(keys("aZ?") == [.key(Key("a")), .key(Key("Z")), .key(Key("?"))])
        #expect(keys("é日📚") == [.key(Key("é")), .key(Key("日")), .key(Key("📚"))])
    }

    @Test("A UTF-8 character split across reads is decoded once complete")
    func splitUTF8() {
        var decoder = InputDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.feed(bytes[0..<1]).isEmpty)
        #expect(decoder.feed(bytes[1..<2]).isEmpty)
        #expect(decoder.feed(bytes[2..<3]) == [.key(Key("日"))])
    }

    @Test(
        "Control bytes",
        arguments: [
            ("\r", Key.enter), ("\n", Key.enter), ("\t", Key.tab), ("\u{7F}", Key.backspace), ("\u{8}", Key.backspace),
            ("\u{3}", Key.ctrl("c")), ("\u{1A}", Key.ctrl("z")), ("\u{13}", Key.ctrl("s")), ("\u{1}", Key.ctrl("a")),
            ("\u{0}", Key(.character(" "), .ctrl)), ("\u{1F}", Key.ctrl("_")),
        ])
    func controls(input: String, key: Key) {
        #expect(keys(input) == [.key(key)])
    }

    @Test(
        "Cursor and editing keys in xterm, VT220, rxvt and Linux console forms",
        arguments: [
            ("\u{1B}[A", Key.up), ("\u{1B}OA", Key.up), ("\u{1B}[B", Key.down), ("\u{1B}[C", Key.right),
            ("\u{1B}[D", Key.left),
            ("\u{1B}[H", Key.home), ("\u{1B}OH", Key.home), ("\u{1B}[1~", Key.home), ("\u{1B}[7~", Key.home),
            ("\u{1B}[F", Key.end), ("\u{1B}OF", Key.end), ("\u{1B}[4~", Key.end), ("\u{1B}[8~", Key.end),
            ("\u{1B}[5~", Key.pageUp), ("\u{1B}[6~", Key.pageDown), ("\u{1B}[2~", Key.insert),
            ("\u{1B}[3~", Key.delete),
            ("\u{1B}[Z", Key.backTab), ("\u{1B}OM", Key.enter),
        ])
    func navigation(input: String, key: Key) {
        #expect(keys(input) == [.key(key)])
    }

    @Test(
        "Function keys",
        arguments: [
            ("\u{1B}OP", 1), ("\u{1B}OS", 4), ("\u{1B}[11~", 1), ("\u{1B}[15~", 5), ("\u{1B}[17~", 6),
            ("\u{1B}[21~", 10), ("\u{1B}[24~", 12), ("\u{1B}[[A", 1), ("\u{1B}[[E", 5),
        ])
    func functionKeys(input: String, number: Int) {
        #expect(keys(input) == [.key(.f(number))])
    }

    @Test("Modifiers on keys")
    func modifiers() {
        #expect(keys("\u{1B}[1;5A") == [.key(Key(.up, .ctrl))])
        #expect(keys("\u{1B}[1;2D") == [.key(Key(.left, .shift))])
        #expect(keys("\u{1B}[1;3C") == [.key(Key(.right, .alt))])
        #expect(keys("\u{1B}[3;5~") == [.key(Key(.delete, .ctrl))])
        #expect(keys("\u{1B}[1;2P") == [.key(Key(.function(1), .shift))])
        #expect(keys("\u{1B}[15;6~") == [.key(Key(.function(5), [.ctrl, .shift]))])
    }

    @Test("Alt is an ESC before a key or a whole sequence")
    func alt() {
        #expect(keys("\u{1B}x") == [.key(.alt("x"))])
        #expect(keys("\u{1B}é") == [.key(.alt("é"))])
        #expect(keys("\u{1B}\u{7F}") == [.key(Key(.backspace, .alt))])
        #expect(keys("\u{1B}\r") == [.key(Key(.enter, .alt))])
        #expect(keys("\u{1B}\u{1B}[A") == [.key(Key(.up, .alt))])
    }

    @Test("CSI u and modifyOtherKeys report keys with their modifiers")
    func csiU() {
        #expect(keys("\u{1B}[99;5u") == [.key(.ctrl("c"))])
        #expect(keys("\u{1B}[13;2u") == [.key(Key(.enter, .shift))])
        #expect(keys("\u{1B}[27;5;105~") == [.key(.ctrl("i"))])
    }

    @Test("Unknown and malformed sequences are dropped, never typed")
    func unknown() {
        #expect(keys("\u{1B}[?1;2c") == [])
        #expect(keys("\u{1B}[12;40R") == [])
        #expect(keys("\u{1B}[I\u{1B}[O") == [])
        #expect(keys("\u{1B}[99X" + "a") == [.key(Key("a"))])
    }

    @Test("A lone ESC waits for the escape delay, then is the Esc key")
    func escapeTiming() {
        var decoder = InputDecoder(escapeDelay: .milliseconds(25))
        #expect(decoder.feed([0x1B], at: .milliseconds(100)).isEmpty)
        #expect(decoder.deadline == .milliseconds(125))
        #expect(decoder.expire(at: .milliseconds(110)).isEmpty)
        #expect(decoder.expire(at: .milliseconds(125)) == [.key(.escape)])
        #expect(decoder.deadline == nil)
        #expect(!decoder.hasPending)
    }

    @Test("ESC and a key within the delay are Alt and the key; after it, two keys")
    func escapeThenKey() {
        var fast = InputDecoder(escapeDelay: .milliseconds(25))
        _ = fast.feed([0x1B], at: .zero)
        #expect(fast.feed(Array("x".utf8), at: .milliseconds(10)) == [.key(.alt("x"))])

        var slow = InputDecoder(escapeDelay: .milliseconds(25))
        _ = slow.feed([0x1B], at: .zero)
        #expect(slow.feed(Array("x".utf8), at: .milliseconds(40)) == [.key(.escape), .key(Key("x"))])
    }

    @Test("A sequence split across reads within the delay is one key")
    func splitSequence() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")], at: .zero).isEmpty)
        #expect(decoder.feed(Array("1;5".utf8), at: .milliseconds(5)).isEmpty)
        #expect(decoder.feed([UInt8(ascii: "B")], at: .milliseconds(9)) == [.key(Key(.down, .ctrl))])
    }

    @Test("ESC [ typed as Alt-[ resolves when the delay passes")
    func altBracket() {
        var decoder = InputDecoder()
        _ = decoder.feed([0x1B, UInt8(ascii: "[")], at: .zero)
        #expect(decoder.expire(at: .milliseconds(30)) == [.key(.alt("["))])
    }

    @Test("A bracketed paste is one event, escapes and line ends included, across reads")
    func paste() {
        var decoder = InputDecoder()
        #expect(decoder.feed("a\u{1B}[200~line one\r\nq\u{1B}[A") == [.key(Key("a"))])
        #expect(decoder.deadline == nil)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed("\rtwo\u{1B}[20").isEmpty)
        #expect(decoder.feed("1~b") == [.paste("line one\nq\u{1B}[A\ntwo"), .key(Key("b"))])
    }

    @Test("SGR mouse: clicks, releases, wheel and modifiers, zero-based")
    func sgrMouse() {
        #expect(keys("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press(.left), at: Point(x: 9, y: 4)))])
        #expect(keys("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 4)))])
        #expect(keys("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press(.right), at: Point(x: 0, y: 0)))])
        #expect(keys("\u{1B}[<64;3;4M") == [.mouse(MouseEvent(.scrollUp, at: Point(x: 2, y: 3)))])
        #expect(keys("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 3)))])
        #expect(
            keys("\u{1B}[<16;300;80M") == [
                .mouse(MouseEvent(.press(.left), at: Point(x: 299, y: 79), modifiers: .ctrl))
            ])
        #expect(keys("\u{1B}[<32;5;5M") == [.mouse(MouseEvent(.drag(.left), at: Point(x: 4, y: 4)))])
    }

    @Test("X10 mouse reports")
    func x10Mouse() {
        #expect(keys("\u{1B}[M !!") == [.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0)))])
        #expect(keys("\u{1B}[M#**") == [.mouse(MouseEvent(.release(.left), at: Point(x: 9, y: 9)))])
    }

    @Test("ESCDELAY sets the escape delay, in milliseconds")
    func escapeDelayEnvironment() {
        #expect(InputDecoder.escapeDelay(environment: [:]) == .milliseconds(25))
        #expect(InputDecoder.escapeDelay(environment: ["ESCDELAY": "100"]) == .milliseconds(100))
        #expect(InputDecoder.escapeDelay(environment: ["ESCDELAY": "soon"]) == .milliseconds(25))
    }
}
