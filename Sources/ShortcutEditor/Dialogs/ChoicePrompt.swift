import Foundation
import ShortcutKit
import TerminalUI

/// A question with lettered answers, as a dialog whose buttons start with their key
/// ("r Reload"): the letter answers at once, Enter the selected button, Esc puts it off.
struct ChoicePrompt: Layer {
    /// What the question is about, for the answer to act on.
    enum Purpose {
        /// The open shortcut's file changed on disk since it was read: reload, overwrite or keep
        /// both.
        case conflict(URL)
        /// Unsaved changes from an earlier session were found: restore or discard them.
        case recovery(RecoveryJournal.Copy)
    }

    /// An answer: its key and the button's words.
    struct Answer {
        var key: Character
        var label: String
    }

    var purpose: Purpose
    var answers: [Answer]
    var dialog: Dialog

    init(_ purpose: Purpose, title: String, message: String, answers: [Answer]) {
        self.purpose = purpose
        self.answers = answers
        dialog = Dialog(
            title: title, message: StyledText(message), buttons: answers.map { "\($0.key) \($0.label)" }, maxWidth: 64)
    }

    var context: Context { .choicePrompt }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.choicePrompt(self) }

    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        guard let event = input.event, let answer = handle(event, in: Rect(host.screenSize)) else { return .stay() }
        let effects = host.answer(purpose, with: answer)
        host.request(effects)
        return .close()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        dialog.render(in: area, into: &buffer)
    }

    /// What the event answers: `.some(index)` for an answer, `.some(nil)` for Esc (decide later),
    /// `nil` while there is no answer.
    private mutating func handle(_ event: InputEvent, in bounds: Rect) -> Int?? {
        if case .key(let key) = event, let character = key.text,
            let index = answers.firstIndex(where: { $0.key == character })
        {
            return .some(index)
        }
        switch dialog.handle(event, in: bounds) {
        case .pressed(let index)?: return .some(index)
        case .cancelled?: return .some(nil)
        default: return nil
        }
    }
}
