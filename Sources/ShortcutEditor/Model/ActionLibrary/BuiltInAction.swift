import Foundation
import IntentKit
import ShortcutKit

/// The built-in control flow, variable and list actions the library offers, each with what a
/// new one holds.
public enum BuiltInAction: String, Sendable, CaseIterable {
    case `if`, `repeat`, repeatEach, menu, setVariable, addToVariable, getVariable, getItem, count, askForInput, comment, stop

    /// The title in the library: the one its cards and messages use.
    public var title: String { makeKind(input: nil).builtInTitle ?? rawValue }

    var summary: String {
        switch self {
        case .if: "Runs some actions when a condition is true, and others when it is not."
        case .repeat: "Runs the actions inside it a number of times."
        case .repeatEach: "Runs the actions inside it once for each item of a list."
        case .menu: "Asks which item to pick from a menu, and runs that item's actions."
        case .setVariable: "Stores a value in a named variable, to use it later."
        case .addToVariable: "Adds a value to a named variable, making it a list."
        case .getVariable: "Passes the value of a named variable to the next action."
        case .getItem: "Gets the first, last, a random or an indexed item of a list."
        case .count: "Counts the items of a list."
        case .askForInput: "Asks for text, a number, a date or a URL while the shortcut runs."
        case .comment: "A note for whoever reads the shortcut; does nothing."
        case .stop: "Stops the shortcut, optionally with an output."
        }
    }

    var keywords: [String] {
        switch self {
        case .if: ["condition", "otherwise", "else", "branch", "compare"]
        case .repeat: ["loop", "times"]
        case .repeatEach: ["loop", "for each", "iterate"]
        case .menu: ["choose", "pick", "options"]
        case .setVariable: ["store", "save", "assign"]
        case .addToVariable: ["append", "list"]
        case .getVariable: ["read", "use"]
        case .getItem: ["first", "last", "random", "index", "range"]
        case .count: ["number", "how many", "length"]
        case .askForInput: ["prompt", "question", "type"]
        case .comment: ["note", "explain"]
        case .stop: ["exit", "end", "return", "output"]
        }
    }

    var category: String {
        switch self {
        case .if, .repeat, .repeatEach, .menu, .stop: "Control Flow"
        case .setVariable, .addToVariable, .getVariable: "Variables"
        case .getItem, .count: "Lists"
        case .askForInput, .comment: "Scripting"
        }
    }

    /// A new action of this kind. `input` fills the slot that usually takes the previous
    /// action's output (an If's input, the list of Repeat with Each, Count, Get Item, the value
    /// of Set and Add to Variable), as Shortcuts connects a new action to the one above it.
    func makeKind(input: Value?) -> Action.Kind {
        let input = input ?? ActionSlots.empty
        return switch self {
        case .if: .conditional(Conditional(input: input, condition: .is, then: [], otherwise: []))
        case .repeat: .repeatCount(count: .number(1), body: [])
        case .repeatEach: .repeatEach(items: input, body: [])
        case .menu: .menu(prompt: nil, items: [MenuItem(title: "One", body: []), MenuItem(title: "Two", body: [])])
        case .setVariable: .setVariable(name: "", value: input)
        case .addToVariable: .addToVariable(name: "", value: input)
        case .getVariable: .getVariable(name: "")
        case .getItem: .getItem(list: input, item: .first)
        case .count: .count(input)
        case .askForInput: .askForInput(prompt: ActionSlots.empty, type: .text, defaultAnswer: nil)
        case .comment: .comment("")
        case .stop: .stop(output: nil)
        }
    }

    /// Whether a new one takes the previous action's output (see ``makeKind(input:)``).
    var takesPreviousOutput: Bool {
        switch self {
        case .if, .repeatEach, .setVariable, .addToVariable, .getItem, .count: true
        default: false
        }
    }

    var icon: String {
        ActionIcons.builtInIcon(for: makeKind(input: nil))
    }
}

extension Value {
    /// A value as metadata records it (an App Shortcut's preset, a parameter's default).
    init(metadata: MetadataValue) {
        switch metadata {
        case .text(let s): self = .string(s)
        case .integer(let i): self = .number(Double(i))
        case .double(let d): self = .number(d)
        case .boolean(let b): self = .boolean(b)
        case .date(let d): self = .date(d)
        case .url(let u): self = .url(u)
        case .enumeration(let raw): self = .enumCase(raw)
        case let .entity(type, id): self = .entity(type: type, id: id)
        case .list(let items): self = .list(items.map(Value.init(metadata:)))
        }
    }
}
