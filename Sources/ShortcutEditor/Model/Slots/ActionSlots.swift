import Foundation
import JSONCore
import ShortcutKit

// Reading and writing an action's slots by the ids ShortcutKit's SentenceBuilder gives them:
// an intent's parameter names; `input`, `condition`, `value`, `value2` of an If (`row 2 value`
// and `match` when it has several conditions); `count`;
// `items`; `prompt` of a menu; a built-in call's members by name (`name` and `value` of the
// variable actions, `item`, `list`, `index`, `to` of Get Item, `text` of a comment …); `from`,
// `where1`, `where1b`, `limit` of a Find.

enum ActionSlots {
    /// The empty value of a slot that cannot be absent: empty text, shown as a placeholder.
    static let empty = Value.text([])

    // MARK: Values

    /// The value in a value slot, `nil` when it is empty or the slot is not a value slot.
    static func value(of action: Action, slot: SlotID) -> Value? {
        if let c = action.kind.asConditional { return value(of: c, slot: slot) }
        switch action.kind {
        case .intent(_, let parameters): return parameters[slot.rawValue]
        case .find(let find):
            if slot == "from" { return find.source }
            if slot == "limit" { return find.limit }
            guard let (row, second) = slot.findRow, find.conditions.indices.contains(row) else { return nil }
            return second ? find.conditions[row].value2 : find.conditions[row].value
        case .builtIn(let call): return call.value(slot)
        }
    }

    /// Every value slot that holds a value, with the value, in the order the card shows them.
    static func values(of action: Action) -> [(slot: SlotID, value: Value)] {
        let names: [SlotID] =
            switch action.kind {
            case .intent(_, let parameters): parameters.keys.sorted().map { SlotID($0) }
            case .find(let find):
                [.from] + find.conditions.indices.flatMap { [.findValue(row: $0), .findValue(row: $0, second: true)] }
                    + [.limit]
            // An If's include its rows' (`input`, `row 2 value`).
            case .builtIn(let call): call.values.map(\.slot)
            }
        return names.compactMap { name in value(of: action, slot: name).map { (name, $0) } }
    }

    /// The action with a value slot set; `nil` empties it (a slot that cannot be absent gets empty
    /// text, which reads as its placeholder). Returns `nil` if the action has no such value slot.
    static func setting(_ value: Value?, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        let required = value ?? empty
        if var c = action.kind.asConditional {
            guard setting(value, slot: slot, in: &c) else { return nil }
            copy.kind = .conditional(c)
            return copy
        }
        switch action.kind {
        case .intent(let identifier, var parameters):
            // An intent's parameter is absent rather than empty, so its default shows again.
            parameters[slot.rawValue] = value == empty ? nil : value
            copy.kind = .intent(identifier: identifier, parameters: parameters)
        case .find(var find):
            switch slot {
            case "from": find.source = value
            case "limit": find.limit = value
            default:
                guard let (row, second) = slot.findRow, find.conditions.indices.contains(row) else { return nil }
                if second { find.conditions[row].value2 = value } else { find.conditions[row].value = required }
            }
            copy.kind = .find(find)
        case .builtIn(var call):
            guard let member = call.descriptor?.member(slot), case .value = member.kind, member.isShown(in: call) else {
                return nil
            }
            let stored = member.isOptional ? value : required
            call[member.slot] = stored.map(BuiltInArgument.value)
            copy.kind = .builtIn(call)
        }
        return copy
    }

    // MARK: Choices and names

    /// The option chosen in a choice slot, by its id.
    static func choice(of action: Action, slot: SlotID) -> String? {
        if let c = action.kind.asConditional { return choice(of: c, slot: slot) }
        guard case .builtIn(let call) = action.kind else { return nil }
        return call.choice(slot) ?? (call.descriptor?.member(slot)?.kind == .shortcut ? call.text(slot) : nil)
    }

    /// The action with an option chosen in a choice slot; `nil` if it has no such slot or the
    /// option is not one of its options.
    static func choosing(_ option: String, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        if var c = action.kind.asConditional {
            guard choosing(option, slot: slot, in: &c) else { return nil }
            copy.kind = .conditional(c)
            return copy
        }
        switch (action.kind, slot) {
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot) else { return nil }
            if member.kind == .shortcut, UUID(uuidString: option) != nil {
                // A shortcut is chosen by id and written as one (not a choice of a fixed few).
                call[member.slot] = .text(option)
            } else {
                guard case .choice(let options) = member.kind, options.contains(where: { $0.id == option }) else {
                    return nil
                }
                // Members the option hides go, those it shows get their defaults.
                call.choose(option, in: member.slot)
            }
            copy.kind = .builtIn(call)
        default:
            return nil
        }
        return copy
    }

    /// The text of a plain-text slot: a variable's name, a comment.
    static func text(of action: Action, slot: SlotID) -> String? {
        switch (action.kind, slot) {
        case (.builtIn(let call), _):
            call.text(slot)
                // Indented, to edit line by line; no line after the last.
                ?? call.json(slot).map { JSONWriter.write($0).trimmingCharacters(in: .newlines) }
        default: nil
        }
    }

    /// The action with a plain-text slot set; `nil` if it has no such slot.
    static func settingText(_ text: String, slot: SlotID, in action: Action) -> Action? {
        var copy = action
        switch (action.kind, slot) {
        case (.builtIn(var call), _):
            guard let member = call.descriptor?.member(slot) else { return nil }
            switch member.kind {
            // Empty text leaves an optional member out (Use Model's model: the default).
            case .text: call[member.slot] = text.isEmpty && member.isOptional ? nil : .text(text)
            case .json:
                // The editor's text area lets only JSON of an object or a list be set; empty
                // text takes an optional member out.
                if text.allSatisfy(\.isWhitespace) {
                    guard member.isOptional else { return nil }
                    call[member.slot] = nil
                } else {
                    guard let node = try? JSONParser.parse(text), node.members != nil || node.array != nil else {
                        return nil
                    }
                    call[member.slot] = .json(node)
                }
            default: return nil
            }
            copy.kind = .builtIn(call)
        default: return nil
        }
        return copy
    }
}
