import TerminalUI
import TerminalUITestSupport
import Testing

@Suite("Dialogs, menus and confirmations")
struct ModalTests {
    let bounds = Rect(x: 0, y: 0, width: 40, height: 12)

    @Test("A dialog is centred, wraps its message and shows its buttons")
    func dialog() {
        var message = StyledText("The shortcut uses ")
        message.appendPill("Book")
        message.append(" which no longer exists. Remove the action?")
        let dialog = Dialog(
            title: "Missing entity", message: message, buttons: ["Remove", "Keep"], selectedButton: 1, maxWidth: 34)
        let buffer = render(width: 40, height: 12) { dialog.render(in: bounds, into: &$0) }
        assertSnapshot(buffer, named: "dialog")
    }

    @Test("Dialog keys: arrows and Tab move, Enter presses, Esc cancels, a click presses")
    func dialogKeys() {
        var dialog = Dialog(title: "T", message: "m", buttons: ["A", "B", "C"])
        #expect(dialog.handle(.key(.right), in: bounds) == .moved)
        #expect(dialog.handle(.key(.tab), in: bounds) == .moved)
        #expect(dialog.selectedButton == 2)
        #expect(dialog.handle(.key(.right), in: bounds) == .moved)
        #expect(dialog.selectedButton == 0)
        #expect(dialog.handle(.key(.backTab), in: bounds) == .moved)
        #expect(dialog.handle(.key(.enter), in: bounds) == .pressed(2))
        #expect(dialog.handle(.key(.escape), in: bounds) == .cancelled)
        let rects = render(width: 40, height: 12) { dialog.render(in: bounds, into: &$0) }
        let row = try! #require(rects.lines.firstIndex { $0.contains("[ B ]") })
        let column = rects.lines[row].distance(
            from: rects.lines[row].startIndex, to: rects.lines[row].firstIndex(of: "B")!)
        #expect(
            dialog.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: row))), in: bounds) == .pressed(1))
    }

    @Test("Confirm: y and n answer, Esc says no, Enter takes the default")
    func confirm() {
        var confirm = Confirm(title: "Delete", message: "Delete “Morning routine”?")
        #expect(confirm.handle(.key(Key("y")), in: bounds) == true)
        #expect(confirm.handle(.key(Key("N")), in: bounds) == false)
        #expect(confirm.handle(.key(.escape), in: bounds) == false)
        #expect(confirm.handle(.key(.enter), in: bounds) == false)
        #expect(confirm.handle(.key(Key("x")), in: bounds) == nil)
        var yes = Confirm(title: "Run", message: "Run it?", defaultAnswer: true)
        #expect(yes.handle(.key(.enter), in: bounds) == true)
        let buffer = render(width: 40, height: 12) { confirm.render(in: bounds, into: &$0) }
        assertSnapshot(buffer, named: "confirm")
    }

    @Test("A menu skips separators, chooses by Enter or hotkey, and explains disabled items")
    func menu() {
        var menu = Menu(
            title: "Action",
            items: [
                Menu.Item("Duplicate", hotkey: "d"), .separator, Menu.Item("Move up", disabledReason: "Already first"),
                Menu.Item("Delete", hotkey: "x"),
            ])
        #expect(menu.handle(.key(.down), in: bounds) == .moved)
        #expect(menu.selected == 2)
        #expect(menu.handle(.key(.enter), in: bounds) == .disabled(reason: "Already first"))
        #expect(menu.handle(.key(.up), in: bounds) == .moved)
        #expect(menu.selected == 0)
        #expect(menu.handle(.key(Key("x")), in: bounds) == .chose(3))
        #expect(menu.handle(.key(.escape), in: bounds) == .cancelled)
        let buffer = render(width: 40, height: 12) { menu.render(in: bounds, anchor: Point(x: 30, y: 2), into: &$0) }
        assertSnapshot(buffer, named: "menu")
        let frame = menu.frame(in: bounds, anchor: Point(x: 30, y: 2))
        #expect(frame.maxX <= bounds.maxX)
        #expect(
            menu.handle(
                .mouse(MouseEvent(.press(.left), at: Point(x: frame.x + 2, y: frame.y + 1))), in: bounds,
                anchor: Point(x: 30, y: 2)) == .chose(0))
        #expect(
            menu.handle(
                .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))), in: bounds, anchor: Point(x: 30, y: 2))
                == .cancelled)
    }

    @Test("A menu taller than the screen scrolls to keep the selection in view, and clicks pick what is shown")
    func menuScrolls() {
        let small = Rect(x: 0, y: 0, width: 30, height: 8)
        var menu = Menu(title: "Books", items: (1...30).map { Menu.Item("Book \($0)") })
        for _ in 0..<20 { _ = menu.handle(.key(.down), in: small) }
        #expect(menu.selected == 20)
        let buffer = render(width: 30, height: 8) { menu.render(in: small, into: &$0) }
        let lines = buffer.lines
        // Six rows inside the box: Book 16 to Book 21, the selection on the last.
        #expect(lines.contains { $0.contains("Book 21") })
        #expect(lines.contains { $0.contains("Book 16") })
        #expect(!lines.contains { $0.contains("Book 15 ") || $0.contains("Book 1 ") })
        let row = try! #require(lines.firstIndex { $0.contains("Book 21") })
        #expect(buffer.roleLine(row).contains("ssss"))
        let frame = menu.frame(in: small)
        #expect(
            menu.handle(.mouse(MouseEvent(.press(.left), at: Point(x: frame.x + 2, y: frame.y + 1))), in: small)
                == .chose(15))
    }
}

@Suite("Bars, boxes and overlays")
struct ChromeTests {
    @Test("The key bar drops what does not fit and dims disabled items")
    func keyBar() {
        let items = [
            KeyBar.Item(keys: "q", label: "Quit"), KeyBar.Item(keys: "^S", label: "Save", isEnabled: false),
            KeyBar.Item(keys: "?", label: "Help"),
        ]
        let buffer = render(width: 20, height: 1) {
            KeyBar(items).render(in: Rect(x: 0, y: 0, width: 20, height: 1), into: &$0)
        }
        #expect(buffer.lines == [" q Quit  ^S Save    "])
        #expect(buffer[1, 0].style == .keyHint)
        #expect(buffer[9, 0].style == Style(.statusBar, .dim))
        #expect(buffer[19, 0].style == .statusBar)
    }

    @Test("The status line shows a message until it expires, by the clock it is given")
    func statusLine() {
        let start = ContinuousClock.now
        var status = StatusLine(left: "Library", right: "80×24")
        #expect(status.post("Saved “Morning”", kind: .success, now: start, for: .seconds(3)) == .seconds(3))
        let draw = { (now: ContinuousClock.Instant) in
            render(width: 30, height: 1) {
                status.render(in: Rect(x: 0, y: 0, width: 30, height: 1), now: now, into: &$0)
            }
        }
        let during = draw(start + .seconds(2))
        #expect(during.lines == [" Saved “Morning”        80×24 "])
        #expect(during[1, 0].style == Style(.success, .bold))
        #expect(draw(start + .seconds(3)).lines == [" Library                80×24 "])
        #expect(status.visibleMessage(at: start + .seconds(3)) == nil)
    }

    @Test("Boxes in every border style, with titles truncated to fit")
    func boxes() {
        let buffer = render(width: 36, height: 4) { buffer in
            for (index, border) in Box.Border.allCases.enumerated() {
                Box(title: "Title \(index)", border: border).render(
                    in: Rect(x: index * 7, y: 0, width: 7, height: 3), into: &buffer)
            }
            Separator(label: "Section").render(in: Rect(x: 0, y: 3, width: 36, height: 1), into: &buffer)
        }
        assertSnapshot(buffer, named: "boxes")
        #expect(buffer[0, 0].style == .border)
        #expect(buffer[2, 0].style == .title)
    }

    @Test("Box returns its inside, and draws nothing when too small")
    func boxInside() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 5))
        #expect(
            Box().render(in: Rect(x: 0, y: 0, width: 5, height: 4), into: &buffer)
                == Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(Box().render(in: Rect(x: 0, y: 0, width: 1, height: 4), into: &buffer).isEmpty)
    }

    @Test("The help overlay lists groups, marks disabled keys and scrolls")
    func helpOverlay() {
        var overlay = HelpOverlay(sections: [
            HelpOverlay.Section(
                title: "Library",
                rows: [
                    HelpOverlay.Row(keys: "↑/k", help: "Move up"), HelpOverlay.Row(keys: "↓/j", help: "Move down"),
                    HelpOverlay.Row(keys: "d", help: "Delete", disabledReason: "Nothing selected"),
                ]),
            HelpOverlay.Section(
                title: "Global",
                rows: [HelpOverlay.Row(keys: "q/^C", help: "Quit"), HelpOverlay.Row(keys: "?", help: "Keys")]),
        ])
        let bounds = Rect(x: 0, y: 0, width: 44, height: 8)
        let buffer = render(width: 44, height: 8) { overlay.render(in: bounds, into: &$0) }
        assertSnapshot(buffer, named: "help-overlay")
        #expect(overlay.handle(.key(.down), in: bounds) == .scrolled)
        #expect(overlay.scroll == 1)
        #expect(overlay.handle(.key(.end), in: bounds) == .scrolled)
        #expect(overlay.scroll == 4)
        #expect(overlay.handle(.key(.down), in: bounds) == .scrolled)
        #expect(overlay.scroll == 4)
        #expect(overlay.handle(.key(Key("?")), in: bounds) == .closed)
        #expect(overlay.handle(.key(Key("x")), in: bounds) == nil)
    }

    @Test("The too-small notice fits whatever room there is")
    func tooSmall() {
        for size in [Size(width: 30, height: 6), Size(width: 12, height: 3), Size(width: 1, height: 1)] {
            var buffer = ScreenBuffer(size: size)
            TooSmallNotice(minimum: Size(width: 60, height: 20)).render(into: &buffer)
            #expect(buffer.lines.allSatisfy { TextWidth.width(of: $0) == size.width })
            if size.width >= 12 { #expect(buffer.text.contains("small")) }
        }
        var buffer = ScreenBuffer(size: Size(width: 30, height: 6))
        TooSmallNotice(minimum: Size(width: 60, height: 20)).render(into: &buffer)
        assertSnapshot(buffer, named: "too-small")
    }
}
