import TerminalUI
import TerminalUITestSupport
import Testing

@Suite("List")
struct ListViewTests {
    let area = Rect(x: 0, y: 0, width: 30, height: 6)

    func draw(_ state: ListState, focused: Bool = true) -> ScreenBuffer {
        render(width: 30, height: 6) {
            ListView(items: sampleItems, state: state, isFocused: focused).render(in: area, into: &$0)
        }
    }

    @Test("Rows are truncated by width, details right-aligned, the selection marked")
    func snapshot() {
        let buffer = draw(ListState())
        assertSnapshot(buffer, named: "list-top")
        #expect(buffer.roleLine(0).hasPrefix(String(repeating: "s", count: 29)))
        #expect(buffer.roleLine(1).hasPrefix("a."))
    }

    @Test("Moving down past the bottom scrolls; the scroll bar follows")
    func scrolling() {
        var state = ListState()
        for _ in 0..<8 { #expect(state.handle(.key(.down), items: sampleItems, area: area) == .moved) }
        #expect(state.selected == 8)
        let buffer = draw(state)
        assertSnapshot(buffer, named: "list-scrolled")
        #expect(buffer.lines[5].contains("Item 4"))
    }

    @Test("Home, End, page keys and vi keys move the selection")
    func navigation() {
        var state = ListState()
        _ = state.handle(.key(Key("G")), items: sampleItems, area: area)
        #expect(state.selected == sampleItems.count - 1)
        _ = state.handle(.key(.pageUp), items: sampleItems, area: area)
        #expect(state.selected == sampleItems.count - 7)
        _ = state.handle(.key(Key("g")), items: sampleItems, area: area)
        #expect(state.selected == 0)
        _ = state.handle(.key(Key("k")), items: sampleItems, area: area)
        #expect(state.selected == 0)
        _ = state.handle(.key(Key("j")), items: sampleItems, area: area)
        #expect(state.selected == 1)
        #expect(state.handle(.key(.enter), items: sampleItems, area: area) == .activated(1))
        #expect(state.handle(.key(Key("x")), items: sampleItems, area: area) == nil)
    }

    @Test("/ filters as you type, ignoring case and accents, and highlights matches")
    func filter() {
        var state = ListState()
        #expect(state.handle(.key(Key("/")), items: sampleItems, area: area) == .filterChanged)
        for character in "CAFE" { _ = state.handle(.text(character), items: sampleItems, area: area) }
        #expect(state.visibleIndices(of: sampleItems) == [0])
        #expect(state.selected == 0)
        let buffer = draw(state)
        assertSnapshot(buffer, named: "list-filtered")
        #expect(buffer.roleLine(0).dropFirst(2).hasPrefix("HHHH"))
        #expect(buffer.cursor == Point(x: 5, y: 5))
    }

    @Test("While filtering, letters type; Enter keeps the filter, Esc clears it")
    func filterKeys() {
        var state = ListState()
        _ = state.handle(.key(Key("/")), items: sampleItems, area: area)
        _ = state.handle(.text("j"), items: sampleItems, area: area)
        #expect(state.query == "j")
        _ = state.handle(.key(.backspace), items: sampleItems, area: area)
        for character in "item 1" { _ = state.handle(.text(character), items: sampleItems, area: area) }
        #expect(state.visibleIndices(of: sampleItems).count == 11)
        _ = state.handle(.key(.down), items: sampleItems, area: area)
        #expect(state.selected == sampleItems.firstIndex { $0.title == "Item 10" })
        #expect(state.handle(.key(.enter), items: sampleItems, area: area) == .filterClosed)
        #expect(!state.isFiltering && state.query == "item 1")
        #expect(state.handle(.key(.escape), items: sampleItems, area: area) == .filterClosed)
        #expect(state.query.isEmpty)
        #expect(state.selected == sampleItems.firstIndex { $0.title == "Item 10" })
        #expect(state.handle(.key(.escape), items: sampleItems, area: area) == nil)
    }

    @Test("No match says so")
    func noMatch() {
        var state = ListState()
        _ = state.handle(.key(Key("/")), items: sampleItems, area: area)
        _ = state.handle(.paste("zzz"), items: sampleItems, area: area)
        #expect(state.selected == nil)
        #expect(draw(state).lines[0].hasPrefix("No match for “zzz”"))
    }

    @Test("Clicks select, a click on the selection activates, the wheel moves by three")
    func mouse() {
        var state = ListState()
        #expect(
            state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2))), items: sampleItems, area: area)
                == .moved)
        #expect(state.selected == 2)
        #expect(
            state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2))), items: sampleItems, area: area)
                == .activated(2))
        #expect(
            state.handle(.mouse(MouseEvent(.scrollDown, at: Point(x: 3, y: 2))), items: sampleItems, area: area)
                == .moved)
        #expect(state.selected == 5)
        #expect(
            state.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 9))), items: sampleItems, area: area)
                == nil)
    }

    @Test("Without focus the selection stays visible but dimmed, and unmarked")
    func unfocused() {
        let buffer = draw(ListState(), focused: false)
        #expect(buffer[0, 0].text == " ")
        #expect(buffer[2, 0].style.role == .selection)
        #expect(buffer[2, 0].style.attributes.contains(.dim))
    }

    @Test("An empty list shows its empty text")
    func empty() {
        let buffer = render(width: 20, height: 2) {
            ListView(items: [], state: ListState(), emptyText: "No shortcuts yet").render(
                in: Rect(x: 0, y: 0, width: 20, height: 2), into: &$0)
        }
        #expect(buffer.lines[0] == "No shortcuts yet    ")
    }
}
