import TerminalUI

/// A frame of `width`×`height` with `draw` applied: how widget tests render.
func render(width: Int, height: Int, _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    draw(&buffer)
    return buffer
}

extension InputEvent {
    static func text(_ character: Character) -> InputEvent { .key(Key(character)) }
}

/// Items with accents, CJK, emoji and a control character, for widgets that show text.
let sampleItems: [ListItem] =
    [
        ListItem("Café au lait", detail: "accents"),
        ListItem("日本語のテキスト", detail: "CJK"),
        ListItem("Books 📚 and more", detail: "emoji"),
        ListItem("naïve résumé"),
        ListItem("Escape\u{1B}[31m injected"),
    ] + (1...20).map { ListItem("Item \($0)") }
