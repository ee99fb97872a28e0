import TerminalUI

/// A small full-screen program on the toolkit: a filterable list in a box, a text field, a
/// status line with the last key and the size, a key bar, the help overlay, a confirm dialog and
/// a menu. The tmux end-to-end tests drive it through the real ncurses backend.
struct HarnessApp: App {
    enum Focus: Sendable { case list, field }

    enum Command: Sendable {
        case quit, switchFocus, help, delete, menu, toggleMouse, crash, submit
    }

    enum Message: Sendable {
        case command(Command, InputEvent)
        case input(InputEvent)
        case statusExpired
    }

    var items: [ListItem]
    var list = ListState()
    var field = TextFieldState()
    var focus = Focus.list
    var status = StatusLine()
    var lastKey = "none"
    var size = Size(width: 0, height: 0)
    var help: HelpOverlay?
    var confirm: Confirm?
    var menu: Menu?
    var mouse: Bool
    let allowCrash: Bool
    /// The loop's clock at the message being handled.
    var now = ContinuousClock.now

    init(mouse: Bool, allowCrash: Bool) {
        self.mouse = mouse
        self.allowCrash = allowCrash
        items = HarnessApp.fixture
    }

    static let fixture: [ListItem] =
        [
            ListItem("Café au lait", detail: "accents"),
            ListItem("日本語のテキスト", detail: "CJK"),
            ListItem("Books 📚 and more", detail: "emoji"),
            ListItem("naïve résumé", detail: "combining"),
            ListItem("Escape\u{1B}[31m injected", detail: "control"),
        ] + (1...40).map { ListItem(String(format: "Item %02d", $0)) }

    var minimumSize: Size { Size(width: 40, height: 10) }

    // MARK: Keymap

    var keymap: Keymap<Command> {
        let global = Keymap<Command>(
            "Global",
            [
                Binding([.ctrl("c")], .quit, help: "Quit"),
                Binding(
                    [.tab, .backTab], .switchFocus, help: "Switch between the list and the field", footer: "Focus"),
            ])
        switch focus {
        case .list:
            var bindings: [Binding<Command>] = [
                Binding(["q"], .quit, help: "Quit", footer: "Quit"),
                Binding(["?"], .help, help: "Show the keys", footer: "Help"),
                Binding(
                    ["d"], .delete, help: "Delete the selected item", footer: "Delete",
                    disabledReason: list.selected == nil ? "Nothing is selected" : nil),
                Binding(["m"], .menu, help: "Open the menu", footer: "Menu"),
                Binding(["M"], .toggleMouse, help: "Turn mouse reporting on or off"),
            ]
            if allowCrash { bindings.append(Binding(["!"], .crash, help: "Crash (to test the terminal is restored)")) }
            return .layered([Keymap("List", bindings), global], title: "List")
        case .field:
            return .layered(
                [
                    Keymap(
                        "Field",
                        [
                            Binding([.enter], .submit, help: "Use the name", footer: "Use"),
                            Binding([.escape], .switchFocus, help: "Back to the list"),
                        ]), global,
                ], title: "Field")
        }
    }

    // MARK: Update

    func message(for event: InputEvent) -> Message? {
        if help == nil, confirm == nil, menu == nil, let key = event.key, let command = keymap.message(for: key) {
            // While the filter field is open, letters type into it instead of running commands.
            if !(focus == .list && list.isFiltering && key.text != nil) { return .command(command, event) }
        }
        return .input(event)
    }

    mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
        self.now = now
        switch message {
        case .statusExpired:
            return []
        case .command(let command, let event):
            note(event)
            return run(command)
        case .input(let event):
            note(event)
            return handle(event)
        }
    }

    private mutating func note(_ event: InputEvent) {
        switch event {
        case .key(let key): lastKey = key.description
        case .paste(let text): lastKey = "paste (\(text.count) characters)"
        case .mouse(let mouse): lastKey = "mouse \(mouse.kind) at \(mouse.position.x),\(mouse.position.y)"
        case .resize(let size): lastKey = "resize \(size)"
        }
    }

    private mutating func run(_ command: Command) -> [Effect<Message>] {
        switch command {
        case .quit: return [.quit]
        case .switchFocus: focus = focus == .list ? .field : .list
        case .help: help = HelpOverlay(title: "Keys", sections: keymap.helpSections)
        case .delete:
            guard let selected = list.selected else { return [] }
            confirm = Confirm(title: "Delete", message: StyledText("Delete “\(items[selected].title)”?"))
        case .menu:
            menu = Menu(
                title: "Menu",
                items: [
                    Menu.Item("Say hello", hotkey: "h"), .separator,
                    Menu.Item("Disabled item", disabledReason: "It is only an example"),
                ])
        case .toggleMouse:
            mouse.toggle()
            return [.mouseReporting(mouse)] + post("Mouse \(mouse ? "on" : "off")")
        case .crash:
            fatalError("crash requested from the harness")
        case .submit:
            return post("Using name: \(field.text)", kind: .success)
        }
        return []
    }

    private mutating func handle(_ event: InputEvent) -> [Effect<Message>] {
        if case .resize(let newSize) = event { size = newSize }
        let bounds = Rect(size)
        if help != nil {
            if help!.handle(event, in: bounds) == .closed { help = nil }
            return []
        }
        if confirm != nil {
            guard let answer = confirm!.handle(event, in: bounds) else { return [] }
            confirm = nil
            if answer, let selected = list.selected {
                let title = items.remove(at: selected).title
                list.selected = items.isEmpty ? nil : min(selected, items.count - 1)
                return post("Deleted \(title)")
            }
            return []
        }
        if menu != nil {
            switch menu!.handle(event, in: bounds) {
            case .chose?:
                menu = nil
                return post("Hello!")
            case .disabled(let reason)?: return post(reason, kind: .warning)
            case .cancelled?: menu = nil
            default: break
            }
            return []
        }
        switch focus {
        case .list:
            if case .activated(let index)? = list.handle(event, items: items, area: layout.list) {
                return post("Opened \(items[index].title)")
            }
        case .field:
            _ = field.handle(event)
        }
        return []
    }

    private mutating func post(_ text: String, kind: StatusLine.Kind = .info) -> [Effect<Message>] {
        let duration = status.post(text, kind: kind, now: now, for: .seconds(3))
        return [.after(duration, .statusExpired)]
    }

    // MARK: View

    struct Layout {
        var box: Rect, list: Rect, field: Rect, status: Rect, keys: Rect
    }

    var layout: Layout { Self.layout(for: size) }

    static func layout(for size: Size) -> Layout {
        let (body, keys) = Rect(size).splitBottom(1)
        let (rest, statusRow) = body.splitBottom(1)
        let (boxArea, fieldRow) = rest.splitBottom(1)
        return Layout(box: boxArea, list: Box.inner(boxArea), field: fieldRow, status: statusRow, keys: keys)
    }

    func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
        let layout = Self.layout(for: buffer.size)
        Box(title: "terminal-harness", style: focus == .list ? .focusBorder : .border).render(
            in: layout.box, into: &buffer)
        ListView(items: items, state: list, isFocused: focus == .list).render(in: layout.list, into: &buffer)
        let label = "Name: "
        buffer.write(label, at: Point(x: layout.field.x + 1, y: layout.field.y), style: .title)
        var sentence = StyledText("  sends ")
        sentence.appendPill("Name")
        let fieldWidth = layout.field.width - 2 - label.count - sentence.width
        TextField(field, placeholder: "type a name", isFocused: focus == .field)
            .render(
                in: Rect(x: layout.field.x + 1 + label.count, y: layout.field.y, width: fieldWidth, height: 1),
                into: &buffer)
        buffer.write(sentence, at: Point(x: layout.field.maxX - 1 - sentence.width, y: layout.field.y))
        var status = self.status
        status.left = "key: \(lastKey)"
        status.right = "\(buffer.size.width)×\(buffer.size.height)"
        status.render(in: layout.status, now: now, into: &buffer)
        KeyBar(keymap.keyBarItems + (focus == .list ? [KeyBar.Item(keys: "/", label: "Filter")] : [])).render(
            in: layout.keys, into: &buffer)
        if let help { help.render(in: buffer.bounds, into: &buffer) }
        if let confirm { confirm.render(in: buffer.bounds, into: &buffer) }
        if let menu { menu.render(in: buffer.bounds, into: &buffer) }
    }
}
