/// A yes/no question before something that cannot be undone: `y` answers yes, `n` or Esc answer
/// no, Enter takes the default (no, unless said otherwise), ←/→ move between the answers.
public struct Confirm: Hashable, Sendable {
    public var dialog: Dialog
    public var defaultAnswer: Bool

    public init(title: String, message: StyledText, yes: String = "Yes", no: String = "No", defaultAnswer: Bool = false)
    {
        dialog = Dialog(
            title: title, message: message, buttons: ["y \(yes)", "n \(no)"], selectedButton: defaultAnswer ? 0 : 1,
            maxWidth: 56)
        self.defaultAnswer = defaultAnswer
    }

    /// The answer, or nil while there is none yet (or the event is not for the dialog).
    public mutating func handle(_ event: InputEvent, in bounds: Rect) -> Bool? {
        switch event.key {
        case Key("y")?, Key("Y")?: return true
        case Key("n")?, Key("N")?, .escape?: return false
        default: break
        }
        switch dialog.handle(event, in: bounds) {
        case .pressed(let index)?: return index == 0
        case .cancelled?: return false
        default: return nil
        }
    }

    public func render(in bounds: Rect, into buffer: inout ScreenBuffer) {
        dialog.render(in: bounds, into: &buffer)
    }
}
