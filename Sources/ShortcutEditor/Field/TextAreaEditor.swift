import Foundation
import IntentKit
import JSONCore
import ShortcutKit
import TerminalUI

/// A token's text of several lines (Run Shell Script's script, Use Model's schema) being typed
/// into a text area: Enter starts a new line, so setting the text takes a key of its own (Ctrl-S).
struct TextAreaEditor {
    /// The token's slot.
    var slot: SlotID
    var title: String
    var area: TextAreaState
    /// What is wrong with the text as it is now (`nil`: nothing): JSON that does not read, or
    /// that the member's own check refuses. Shown under the area while typing; the text cannot
    /// be set while there is one.
    private(set) var problem: String?
    /// For a JSON member: reads the text and checks it (see ``BuiltInMember/jsonCheck``).
    private let check: (@Sendable (String) -> String?)?
    /// Whether the text is an app's text value (an intent's parameter of several lines) rather
    /// than a built-in member's plain text: it is set as text, and empty text empties the slot.
    private let isTextValue: Bool

    init(slot: SlotID, title: String, text: String, member: BuiltInMember? = nil, isTextValue: Bool = false) {
        self.slot = slot
        self.title = title
        self.isTextValue = isTextValue
        area = TextAreaState(text)
        check = member.flatMap(Self.check(for:))
        recheck()
    }

    /// The check of what is typed into a JSON member: its syntax (with the line and column),
    /// that it is an object or a list, then the member's own check.
    static func check(for member: BuiltInMember) -> (@Sendable (String) -> String?)? {
        guard member.kind == .json else { return nil }
        let optional = member.isOptional
        let own = member.jsonCheck
        return { text in
            if text.allSatisfy(\.isWhitespace) { return optional ? nil : "Type JSON: an object or a list" }
            let node: JSONNode
            do throws(JSONSyntaxError) { node = try JSONParser.parse(text) } catch {
                return "Line \(error.line), column \(error.column): \(error.message)"
            }
            guard node.members != nil || node.array != nil else {
                return "Must be an object or a list, not \(node.kindName)"
            }
            return own?(node)
        }
    }

    mutating func recheck() { problem = check?(area.text) }
}

extension TextAreaEditor: Layer {
    var context: Context { .textArea }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.textArea }
    func takesText(in host: ShortcutsApp) -> Bool { true }

    /// A key for the text area: set the text (one undo step), cancel, or edit.
    mutating func update(_ input: LayerEvent<Never>, host: inout ShortcutsApp) -> LayerStep<Never> {
        switch input {
        case .command(.entry(.cancel), _): return .close()
        case .command(.entry(.accept), _):
            if let problem { return stay(saying: "\(title): \(problem)", kind: .warning, host: &host) }
            if isTextValue {
                host.editor?.session.setValue(area.text.isEmpty ? nil : .text([.literal(area.text)]), slot: slot)
            } else {
                host.editor?.session.setText(area.text, slot: slot)
            }
            return .close()
        case .command(_, let event), .event(let event):
            // The area's size on this screen: its up, down and page keys move through wrapped rows.
            let before = area.text
            _ = area.handle(event, size: Layout.textArea(in: Rect(host.screenSize)).area.size)
            if area.text != before { recheck() }
            return .stay()
        }
    }

    func render(in bounds: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        TextAreaView(editor: self).render(in: bounds, into: &buffer)
    }
}
