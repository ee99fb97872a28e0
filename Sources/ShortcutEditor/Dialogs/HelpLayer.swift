import TerminalUI

/// The `?` overlay of a screen: its keys by group, scrolled with the arrows, closed with Esc or `?`.
struct HelpLayer: Layer {
    let context: Context
    var overlay: HelpOverlay

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { Keymap("Keys", WidgetKeys.help) }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let event = input.event else { return .stay() }
        return overlay.handle(event, in: Rect(host.screenSize)) == .closed ? .close() : .stay()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        overlay.render(in: area, into: &buffer)
    }
}

extension ComponentInput {
    /// The key, click or paste the input came from, whatever a keymap made of it.
    var event: InputEvent? {
        switch self {
        case .command(_, let event), .event(let event): event
        case .message: nil
        }
    }
}
