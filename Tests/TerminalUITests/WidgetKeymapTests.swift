import Testing

@testable import TerminalUI

/// Each widget's keys are declared once, in its `keymap`, which its `handle` reads: every key of
/// the keymap does something, and a key the keymap does not list does nothing.
@Suite struct WidgetKeymapTests {
    static let bounds = Rect(x: 0, y: 0, width: 80, height: 24)
    static let unlisted: [Key] = [Key("x"), Key("7"), .ctrl("t"), .f(5)]

    @Test func everyHelpOverlayKeyScrollsOrCloses() {
        let sections = [
            HelpOverlay.Section(
                title: "Keys", rows: (1...60).map { HelpOverlay.Row(keys: "k\($0)", help: "Row \($0)") })
        ]
        for binding in HelpOverlay.keymap.bindings {
            for key in binding.keys {
                var overlay = HelpOverlay(sections: sections, scroll: 5)
                #expect(overlay.handle(.key(key), in: Self.bounds) != nil, "\(key) in the help overlay")
            }
        }
        for key in Self.unlisted {
            var overlay = HelpOverlay(sections: sections)
            #expect(overlay.handle(.key(key), in: Self.bounds) == nil, "\(key)")
        }
    }

    @Test func everyMenuKeyMovesChoosesOrCloses() {
        let items = [Menu.Item("Copy", hotkey: "c"), .separator, Menu.Item("Paste", hotkey: "v"), Menu.Item("Cut")]
        let keymap = Menu(items: items).keymap
        #expect(keymap.bindings.contains { $0.message == .hotkey(2) && $0.keys == [Key("v")] })
        for binding in keymap.bindings {
            for key in binding.keys {
                var menu = Menu(items: items, selected: 2)
                #expect(menu.handle(.key(key), in: Self.bounds) != nil, "\(key) in a menu")
            }
        }
        var menu = Menu(items: items)
        #expect(menu.handle(.key(Key("v")), in: Self.bounds) == .chose(2))
        for key in Self.unlisted { #expect(menu.handle(.key(key), in: Self.bounds) == nil, "\(key)") }
    }

    @Test func everyDialogKeyPressesMovesOrCloses() {
        for binding in Dialog.keymap.bindings {
            for key in binding.keys {
                var dialog = Dialog(title: "Sure?", message: StyledText("Really?"), buttons: ["Yes", "No"])
                #expect(dialog.handle(.key(key), in: Self.bounds) != nil, "\(key) in a dialog")
            }
        }
        var dialog = Dialog(title: "Sure?", message: StyledText("Really?"), buttons: ["Yes", "No"])
        for key in Self.unlisted { #expect(dialog.handle(.key(key), in: Self.bounds) == nil, "\(key)") }
    }

    @Test func everyListKeyMovesTheHighlight() {
        let area = Rect(x: 0, y: 0, width: 40, height: 8)
        for binding in ListState.keymap(letters: true, ends: true).bindings {
            for key in binding.keys {
                var list = ListState()
                list.selected = 10
                #expect(list.handle(.key(key), items: sampleItems, area: area) == .moved, "\(key) in a list")
            }
        }
        var list = ListState()
        list.selected = 3
        #expect(list.handle(.key(.enter), items: sampleItems, area: area) == .activated(3))
        for key in Self.unlisted { #expect(list.handle(.key(key), items: sampleItems, area: area) == nil, "\(key)") }
        // Without letters, k and j are not the list's: a field beside it types them.
        let plain = ListState.keymap(letters: false, ends: false).bindings.flatMap(\.keys)
        #expect(!plain.contains(Key("k")) && !plain.contains(.home))
    }
}

/// Widgets drawn as `any Widget` layers, in order, give the frame their own calls give.
@Suite struct WidgetProtocolTests {
    @Test func layersOfWidgetsDrawAsTheirOwnCallsDo() {
        var state = ListState()
        state.selected = 2
        let list = ListView(items: sampleItems, state: state)
        let dialog = Dialog(title: "Sure?", message: StyledText("Delete it?"), buttons: ["Delete", "Keep"])
        let menu = Menu(title: "Theme", items: [Menu.Item("Dark"), Menu.Item("Light")], selected: 1)
        let area = Rect(x: 0, y: 0, width: 50, height: 14)
        let layers: [any Widget] = [list, dialog, menu]
        let drawn = render(width: 50, height: 14) { buffer in
            for layer in layers { layer.render(in: area, into: &buffer) }
        }
        let direct = render(width: 50, height: 14) { buffer in
            list.render(in: area, into: &buffer)
            dialog.render(in: area, into: &buffer)
            menu.render(in: area, anchor: nil, into: &buffer)
        }
        #expect(drawn.lines == direct.lines)
        #expect(drawn.lines.joined().contains("Light"))
        #expect(drawn.lines != render(width: 50, height: 14) { list.render(in: area, into: &$0) }.lines)
    }
}
