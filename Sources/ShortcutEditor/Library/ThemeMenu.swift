import TerminalUI

/// The colour theme menu (`t` in the library): choosing a theme draws with it at once and
/// remembers it for next time.
struct ThemeMenu: Layer {
    var menu: Menu

    var context: Context { .themeMenu }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { Keymap("Theme", WidgetKeys.menu(menu)) }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let event = input.event else { return .stay() }
        switch menu.handle(event, in: Rect(host.screenSize)) {
        case .chose(let index)?:
            let effects = host.chooseTheme(at: index)
            host.request(effects)
            return .close()
        case .cancelled?: return .close()
        case .disabled(let reason)?:
            host.notify(reason, kind: .warning)
            return .stay()
        case .moved?, nil: return .stay()
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        menu.render(in: area, into: &buffer)
    }
}
