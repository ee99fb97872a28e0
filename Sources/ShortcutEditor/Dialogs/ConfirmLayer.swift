import TerminalUI

/// A yes-or-no question (delete a block, delete a shortcut, save before quitting): `y`, `n`,
/// the buttons or a click answer it and close it; Esc closes it with no answer.
struct ConfirmLayer: Layer {
    /// What an answer does, given by whoever asked (`true`: the first button).
    typealias Answer = (_ yes: Bool, _ app: inout ShortcutsApp) -> [Effect<ShortcutsApp.Message>]

    let context: Context
    var confirm: Confirm
    let answer: Answer

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.confirm }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        // Esc cancels; the dialog alone would read it as "no".
        if case .command(.entry(.cancel), _) = input { return .close() }
        guard let event = input.event, let yes = confirm.handle(event, in: Rect(host.screenSize)) else {
            return .stay()
        }
        let effects = answer(yes, &host)
        host.request(effects)
        return .close()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        confirm.render(in: area, into: &buffer)
    }
}
