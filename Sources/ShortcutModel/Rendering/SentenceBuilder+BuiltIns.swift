import Foundation
import IntentKit
import JSONCore

extension SentenceBuilder {
    /// The sentence of an action stored as a ``BuiltInCall``, from its descriptor's parts: a
    /// value member shows its value, a text member its text, a choice member its option's title.
    func sentence(for call: BuiltInCall, reader: Action) -> ActionSentence {
        guard let descriptor = call.descriptor, let behaviour = descriptor.behaviour else {
            return ActionSentence(pieces: [.text("Unknown action \(call.id)")], more: [])
        }
        func piece(_ slot: SlotID, titled placeholder: String? = nil) -> ActionSentence.Piece {
            let member = descriptor.member(slot)
            let title = placeholder ?? member?.title ?? slot.rawValue
            switch (member?.kind, call[slot]) {
            case (.value?, .value(let value)?):
                let type = member?.valueType(in: call)
                // Empty text is an empty slot: the editor shows its placeholder, not a pair of quotes.
                return .slot(
                    name: slot, title: title, value: value == .text([]) ? nil : show(value, type: type, reader: reader))
            case (.text?, .text(let text)?):
                // One line, as text values show: a script's or a comment's line breaks as ⏎.
                return .slot(
                    name: slot, title: title,
                    value: text.isEmpty ? nil : .constant(text.replacingOccurrences(of: "\n", with: "⏎")))
            case (.shortcut?, .text(let text)?):
                let name = UUID(uuidString: text).flatMap { catalog.shortcuts.name(of: $0) }
                return .slot(name: slot, title: title, value: .constant(name ?? "a missing shortcut"))
            case (.json?, .json(let node)?):
                // On one line, cut short: the text area shows it whole.
                return .slot(
                    name: slot, title: title,
                    value: .constant(JSONText.excerpt(JSONWriter.writeCompact(node), limit: 40)))
            case (.choice(let options)?, .choice(let option)?):
                return .slot(
                    name: slot, title: title, value: .constant(options.first { $0.id == option }?.title ?? option))
            default:
                return .slot(name: slot, title: title, value: nil)
            }
        }
        var more: [ActionSentence.Piece] = []
        var rows: [[ActionSentence.Piece]] = []
        func pieces(_ parts: [BuiltInSentencePart]) -> [ActionSentence.Piece] {
            parts.flatMap { part -> [ActionSentence.Piece] in
                switch part {
                case .text(let text): return [.text(text)]
                case .computed(let words): return [.text(words(call))]
                case .conditions(let slot):
                    guard case .conditions(let conditionRows, let matchAll)? = call[slot] else { return [] }
                    let sentence = conditions(
                        Conditional(rows: conditionRows, matchAll: matchAll, then: []), reader: reader)
                    rows += sentence.rows
                    return sentence.pieces
                case .slot(let slot): return [piece(slot)]
                case .titled(let slot, let title): return [piece(slot, titled: title)]
                case .whenSet(let slot, let inner, let otherwise):
                    if call[slot] != nil { return pieces(inner) }
                    more.append(piece(slot))
                    return pieces(otherwise)
                case .more(let slot):
                    more.append(piece(slot))
                    return []
                case .whenChoice(let slot, let options, let inner, let otherwise):
                    return pieces(call.choice(slot).map(options.contains) == true ? inner : otherwise)
                }
            }
        }
        let shown = pieces(behaviour.sentence)
        return ActionSentence(pieces: shown, more: more, rows: rows)
    }
}
