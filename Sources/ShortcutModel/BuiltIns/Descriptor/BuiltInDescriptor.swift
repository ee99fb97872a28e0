import IntentKit
import JSONCore

/// Everything about one built-in action, in one place: how a file names it and writes its
/// members, how it reads as a sentence, where the action library lists it, what it outputs and,
/// for an action stored as a ``BuiltInCall``, how it is checked and run.
///
/// The decoder, the encoder, the catalog, the validator, the runner, the sentence builder,
/// `shortcuts actions`, the action library and the editor all read descriptors through
/// ``BuiltInRegistry``. Control flow (If, Repeat, Choose from Menu) declares its bodies, loops
/// and closing words in ``block``. Every built-in action is stored as a ``BuiltInCall``.
/// docs/architecture/built-in-actions.md says how to add one.
///
/// A class, and immutable: the decoder, the validator and the catalog look a descriptor up for
/// every action they read, and copying a struct of a dozen strings, arrays and closures retained
/// and released each of them (a tenth of reading and validating a file of built-in actions).
package final class BuiltInDescriptor: Sendable {
    /// The `"action"` of a file (`comment`).
    package let id: BuiltInID
    /// The title cards, messages and the library show ("Comment").
    package let title: String
    /// One sentence for the library.
    package let summary: String
    /// Words a person might search for besides the title.
    package let keywords: [String]
    /// The library's group ("Control Flow", "Variables", "Lists", "Scripting").
    package let category: String
    /// An SF Symbols name.
    package let icon: String
    /// The file's members after `id` and `action`, in the order the encoder writes them; a
    /// ``BuiltInCall`` keeps their values in this order.
    package let members: [BuiltInMember]
    /// The members' slots in the same order, side by side for ``index(of:)``'s scan (each
    /// member is a class, and reaching its slot through it is a load per member).
    private let slots: [SlotID]
    /// The sentence `shortcuts actions` prints, members in brackets ("Count [Input]").
    package let listing: String
    /// What later actions call its output ("Count"); `nil` when it has no output.
    package let outputName: String?
    /// Whether a new one takes the previous action's output in its first value member, as
    /// Shortcuts connects a new action to the one above it.
    package let takesPreviousOutput: Bool
    /// What running it may touch besides the shortcut's own values (Run Shell Script
    /// `.runsPrograms`); empty for control flow, variables, text and lists. The safety policy
    /// reads it as it reads an intent's ``IntentMetadata/sideEffects``. What depends on the
    /// members is added by ``effects(of:)``.
    package let effects: SideEffects
    /// A new action of this kind; `input` is the previous output's variable when
    /// ``takesPreviousOutput`` and there is one, else `nil`.
    let make: @Sendable (_ input: Value?) -> Action.Kind
    /// How the action reads, types, checks and runs; `nil` for none (the decoder refuses such
    /// an action).
    package let behaviour: BuiltInBehaviour?
    /// How it holds other actions (If, Repeat …); `nil` for an action that holds none.
    package let block: BuiltInBlock?
    /// Whether the action library and `shortcuts actions` offer it; `false` for an action only
    /// an import writes (an Apple action with no counterpart).
    package let isListed: Bool

    /// What `call` may touch: ``effects``, and what its members and `catalog`'s settings add (a
    /// file body, a file saved, a remote model).
    package func effects(of call: BuiltInCall, in catalog: Catalog) -> SideEffects {
        effects.union(behaviour?.effects(call, catalog) ?? [])
    }

    /// Whether the action has an output at all (Set Variable, Comment and Stop have none).
    package var hasOutput: Bool { outputName != nil }

    package init(
        id: BuiltInID, title: String, summary: String, keywords: [String], category: String, icon: String,
        members: [BuiltInMember], listing: String, outputName: String?, takesPreviousOutput: Bool = false,
        effects: SideEffects = [], make: @escaping @Sendable (_ input: Value?) -> Action.Kind,
        behaviour: BuiltInBehaviour? = nil, block: BuiltInBlock? = nil, isListed: Bool = true
    ) {
        self.isListed = isListed
        self.id = id
        self.title = title
        self.summary = summary
        self.keywords = keywords
        self.category = category
        self.icon = icon
        self.members = members
        self.slots = members.map(\.slot)
        self.listing = listing
        self.outputName = outputName
        self.takesPreviousOutput = takesPreviousOutput
        self.effects = effects
        self.make = make
        self.behaviour = behaviour
        self.block = block
    }

    /// A new action of this kind, as the action library adds it: `previousOutput` fills the member
    /// that takes the previous action's output, when this action takes it.
    package func makeAction(previousOutput: Value?) -> Action {
        Action(make(takesPreviousOutput ? previousOutput : nil))
    }

    /// The member named `slot`.
    package func member(_ slot: SlotID) -> BuiltInMember? { index(of: slot).map { members[$0.position] } }

    /// Where the member named `slot` is, `nil` when there is none. A scan, not a hash: an action
    /// has a few members, and their names are short strings that compare in a word or two.
    package func index(of slot: SlotID) -> BuiltInMemberIndex? {
        for position in slots.indices where slots[position] == slot { return BuiltInMemberIndex(position) }
        return nil
    }
}

/// One member of a built-in action in a file, and the slot it fills on the card.
///
/// A class, and immutable, for the reason ``BuiltInDescriptor`` is one: the decoder and the
/// validator walk an action's members for every action they read, and each copy of a struct of
/// strings, an enum and a closure retained and released each of them.
package final class BuiltInMember: Sendable {
    /// What the member holds.
    package enum Kind: Sendable, Equatable {
        /// A value object (`{"text": …}`, a variable …) of this type; `nil` takes any type.
        case value(ValueType?)
        /// A plain string (a comment, a variable's name).
        case text
        /// One of a few words (`first`, `last` …).
        case choice([BuiltInChoice])
        /// JSON written as it is, an object or a list (Use Model's JSON Schema): the file keeps
        /// it as JSON rather than text in a string, and the editor edits it as JSON text.
        case json
        /// A shortcut of the library, by its id (a string in the file): the card shows its name
        /// and the editor offers the library's shortcuts (``Catalog/shortcuts``).
        case shortcut
        /// Nested actions (`then`, `do`).
        case actions
        /// Titled items, each with a body of nested actions: Choose from Menu's `items`, written
        /// `[{"title": …, "do": [...]}]`. A block declares them as its bodies
        /// (``BuiltInBlock/Bodies/items(_:)``).
        case items
        /// An If's conditions: rows of an input, a comparison and its operands, joined by All or
        /// Any. One member, which a file writes in two forms (``BuiltInMember/writtenAs``): one
        /// row as its own members beside the others, several as `match` and `conditions`.
        case conditions
        /// Anything else, described for `shortcuts actions` (`[{title, do}]`).
        case other(String)
    }

    /// The member's name in a file, which is also its slot's name.
    package let slot: SlotID
    /// Its title in `shortcuts actions` and, for a ``BuiltInCall``, its placeholder on the card.
    package let title: String
    package let kind: Kind
    /// Whether a file may leave it out.
    package let isOptional: Bool
    /// What is wrong with a value of this member that can be told without running it (an
    /// expression's syntax error, with its column); `nil` when nothing is. The validator reports
    /// it as an error of the member, and the editor's field shows it while the value is typed.
    package let check: (@Sendable (Value) -> String?)?
    /// A yes/no member that must be on for ``check`` to apply: Replace Text's Find is a regular
    /// expression only with Regular Expression on. `nil`: the check always applies.
    package let checkedWhen: SlotID?
    /// What is wrong with the JSON of a ``Kind/json`` member (a schema that cannot be used),
    /// told as the check of a value is: by the validator, and by the editor while it is typed.
    package let jsonCheck: (@Sendable (JSONNode) -> String?)?
    /// For a ``Kind/text`` member: texts to pick from (Use Model's models, from the config
    /// file), which the editor offers in a menu beside typing one; a choice whose id is empty
    /// leaves the member out (for its default). `nil`: typed only.
    package let suggestions: (@Sendable (Catalog) -> [BuiltInChoice])?
    /// A ``Kind/text`` member whose text has several lines (a script): the editor edits it in
    /// a multi-line text area rather than a one-line field.
    package let isMultiline: Bool
    /// The choice that shows this member (Get Item from List's `to` only for `range`); `nil`:
    /// always shown. A hidden member is no part of the action: the decoder passes over it, the
    /// validator does not ask for it, and choosing an option that hides it drops it.
    package let shownWhen: BuiltInShownWhen?
    /// What the member holds when a file leaves it out, or when a choice brings it into view in
    /// the editor (Get Item from List's `index` is 1); `nil`: nothing.
    package let defaultArgument: BuiltInArgument?
    /// The member's type when it follows the other members (Ask for Input's `default` has the
    /// type of the chosen `type`); `nil`: the type ``kind`` declares.
    let typeRule: (@Sendable (BuiltInCall) -> ValueType?)?
    /// The members a file writes for this one when they are not the member itself (an If's
    /// conditions: `input` … `value2`, or `match` and `conditions`); empty when the file writes
    /// the member under its own name. `shortcuts actions` lists them, and the decoder allows them.
    package let writtenAs: [BuiltInMember]

    /// The members a file writes for this one, as `shortcuts actions` lists them.
    package var written: [BuiltInMember] { writtenAs.isEmpty ? [self] : writtenAs }

    package init(
        _ slot: SlotID, _ title: String, _ kind: Kind, optional: Bool = false,
        check: (@Sendable (Value) -> String?)? = nil, checkedWhen: SlotID? = nil,
        jsonCheck: (@Sendable (JSONNode) -> String?)? = nil,
        suggestions: (@Sendable (Catalog) -> [BuiltInChoice])? = nil, multiline: Bool = false,
        shownWhen: BuiltInShownWhen? = nil, default defaultArgument: BuiltInArgument? = nil,
        type typeRule: (@Sendable (BuiltInCall) -> ValueType?)? = nil, writtenAs: [BuiltInMember] = []
    ) {
        self.slot = slot
        self.title = title
        self.kind = kind
        self.isOptional = optional
        self.check = check
        self.checkedWhen = checkedWhen
        self.jsonCheck = jsonCheck
        self.suggestions = suggestions
        // JSON is edited as text of several lines.
        self.isMultiline = multiline || kind == .json
        self.shownWhen = shownWhen
        self.defaultArgument = defaultArgument
        self.typeRule = typeRule
        self.writtenAs = writtenAs
    }

    /// The type of the member's value in `call`: the one its rule gives from the other members,
    /// else the declared one; `nil` for any type (or a member that holds no value).
    package func valueType(in call: BuiltInCall) -> ValueType? {
        if let typeRule { return typeRule(call) }
        if case .value(let type) = kind { return type }
        return nil
    }

    /// Whether the member is part of `call` as its choices stand.
    package func isShown(in call: BuiltInCall) -> Bool {
        guard let shownWhen else { return true }
        return call.choice(shownWhen.choice).map(shownWhen.options.contains) ?? false
    }

    /// The check that applies to this member in `call` (``checkedWhen`` read from it), for the
    /// validator and for the editor's field while the value is typed; `nil` when none does.
    package func activeCheck(in call: BuiltInCall) -> (@Sendable (Value) -> String?)? {
        if let flag = checkedWhen, call.value(flag) != .boolean(true) { return nil }
        return check
    }

    /// The type `shortcuts actions --json` gives it: a value type (`integer`), `value` for any
    /// value, `string`, `choice`, `actions`.
    package var typeName: String {
        switch kind {
        case .value(let type?): type.description
        case .value(nil): "value"
        case .text: "string"
        case .choice: "choice"
        case .json: "json"
        case .shortcut: "shortcut"
        case .actions: "actions"
        case .items: "[{title, do}]"
        case .conditions: "conditions"
        case .other(let text): text
        }
    }
}

/// The options of a choice member that show a member (see ``BuiltInMember/shownWhen``). The
/// choice comes before the members it shows in the descriptor's list, so the decoder has read
/// it when it meets them.
package struct BuiltInShownWhen: Sendable, Equatable {
    package let choice: SlotID
    package let options: [String]

    package init(_ choice: SlotID, _ options: [String]) {
        self.choice = choice
        self.options = options
    }
}

/// One option of a choice member: the word a file writes and the title a card shows.
package struct BuiltInChoice: Sendable, Equatable {
    package let id: String
    package let title: String

    package init(_ id: String, _ title: String) {
        self.id = id
        self.title = title
    }
}
