import Testing

@testable import TerminalUI

@Suite("Keymaps")
struct KeymapTests {
    enum Command: Equatable, Sendable { case quit, save, open, help }

    func keymap(dirty: Bool) -> Keymap<Command> {
        Keymap(
            "Editor",
            [
                Binding(["q", "ctrl+c"], .quit, help: "Quit", footer: "Quit"),
                Binding(
                    ["ctrl+s"], .save, help: "Save the shortcut", footer: "Save",
                    disabledReason: dirty ? nil : "Nothing to save", group: "File"),
                Binding(["enter"], .open, help: "Open | edit", group: "File"),
                Binding(["?"], .help, help: "Show keys", footer: "Help"),
            ])
    }

    @Test("A key dispatches to its binding's message")
    func dispatch() {
        let map = keymap(dirty: true)
        #expect(map.message(for: Key("q")) == .quit)
        #expect(map.message(for: .ctrl("c")) == .quit)
        #expect(map.message(for: .ctrl("s")) == .save)
        #expect(map.message(for: Key("x")) == nil)
    }

    @Test("A disabled binding does not dispatch, and says why")
    func disabled() {
        let map = keymap(dirty: false)
        #expect(map.message(for: .ctrl("s")) == nil)
        guard case .disabled(let reason, let help) = map.resolve(.ctrl("s")) else {
            Issue.record("expected a disabled resolution")
            return
        }
        #expect(reason == "Nothing to save")
        #expect(help == "Save the shortcut")
    }

    @Test("Layered keymaps: the top one wins")
    func layered() {
        let modal = Keymap<Command>("Modal", [Binding(["q"], .help, help: "Close")])
        let map = Keymap.layered([modal, keymap(dirty: true)])
        #expect(map.message(for: Key("q")) == .help)
        #expect(map.message(for: .ctrl("c")) == .quit)
        #expect(map.title == "Modal")
    }

    @Test("The footer shows footer bindings, disabled ones marked")
    func footer() {
        let items = keymap(dirty: false).keyBarItems
        #expect(
            items == [
                KeyBar.Item(keys: "q", label: "Quit"), KeyBar.Item(keys: "^S", label: "Save", isEnabled: false),
                KeyBar.Item(keys: "?", label: "Help"),
            ])
    }

    @Test("The help overlay groups bindings and carries disabled reasons")
    func help() {
        let sections = keymap(dirty: false).helpSections
        #expect(sections.map(\.title) == ["Editor", "File"])
        #expect(sections[0].rows.map(\.keys) == ["q/^C", "?"])
        #expect(
            sections[1].rows[0]
                == HelpOverlay.Row(keys: "^S", help: "Save the shortcut", disabledReason: "Nothing to save"))
    }

    @Test("The hint line names the footer keys that work now, and only those")
    func hintLine() {
        #expect(keymap(dirty: true).hintLine == "q Quit · ^S Save · ? Help")
        #expect(keymap(dirty: false).hintLine == "q Quit · ? Help")
    }

    @Test("The docs table lists keys in config notation, pipes escaped")
    func markdown() {
        #expect(
            keymap(dirty: true).markdown() == """
                ### Editor

                | Keys | Action |
                | --- | --- |
                | `q`, `ctrl+c` | Quit |
                | `?` | Show keys |

                ### File

                | Keys | Action |
                | --- | --- |
                | `ctrl+s` | Save the shortcut |
                | `enter` | Open \\| edit |

                """)
    }
}
