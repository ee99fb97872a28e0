import IntentKit
import JSONCore

/// How an action stored as a ``BuiltInCall`` reads as a sentence, what it outputs, what the
/// validator checks beyond its members' types, and what it does when it runs.
///
/// A class, and immutable, for the reason ``BuiltInDescriptor`` is one: the runner, the
/// validator and the scope walk take it from the descriptor for every action, and a copy of a
/// struct of eight closures and two arrays retained and released each of them.
package final class BuiltInBehaviour: Sendable {
    /// The sentence, its slots by member.
    package let sentence: [BuiltInSentencePart]
    /// The output's type before a run (`nil`: none, or known only when it runs); `typeOf` gives
    /// a value's type where the action reads it, when it can be known.
    package let outputType: @Sendable (_ call: BuiltInCall, _ typeOf: (Value) -> ValueType?) -> ValueType?
    /// Checks beyond the members' declared types, which the validator has checked already.
    package let check: @Sendable (_ call: BuiltInCall, _ checks: inout BuiltInChecks) -> Void
    /// Whether it has a ``check`` of its own: the validator builds what a check reads only then
    /// (the variables and Get Item have none, and a file has thousands of them).
    package let hasCheck: Bool
    /// The output when it is a constant known before the run (a Dictionary's items), so that the
    /// type engine and the variable picker know a dictionary's keys and their types.
    package let constantOutput: @Sendable (_ call: BuiltInCall) -> Value?
    /// For an output of matches: the capture groups each has when the pattern is known before
    /// the run (each group's name, `nil` for a group without one), so that the type engine and
    /// the variable picker know them ("Matches › First Item › Group 1").
    package let matchGroups: @Sendable (_ call: BuiltInCall) -> [String?]?
    /// For an output whose shape a JSON Schema of the call gives (Use Model's): the schema, so
    /// that the variable picker knows its keys and their types ("Response › title").
    package let outputSchema: @Sendable (_ call: BuiltInCall) -> JSONSchema?
    /// Values it gives besides its output, reached as property steps of the output's variable
    /// (see ``BuiltInOutputProperty``); its run hook returns them in a ``BuiltInOutput``.
    package let outputProperties: [BuiltInOutputProperty]
    /// Whether it does nothing when run: the runner skips it without an event (a comment).
    package let isInert: Bool
    /// What it does to the named variables, which the scope walk applies (Set Variable).
    package let scopeEffect: BuiltInScopeEffect?
    /// What this call touches besides the descriptor's ``BuiltInDescriptor/effects``, by its
    /// members (Get Contents of URL with a file body or saved to a file also touches `.files`)
    /// and the catalog's settings (Use Model's provider: the network when it is remote).
    package let effects: @Sendable (_ call: BuiltInCall, _ catalog: Catalog) -> SideEffects
    /// Runs it. Opaque here, where the runner's types are not seen: the engine's
    /// `BuiltInRunBox`, which the engine's `init(…, run:)` makes and its `run` reads.
    package let runHook: any AnyObject & Sendable

    /// A behaviour whose run hook the engine made (`init(…, run:)` is the one to call).
    package init(
        sentence: [BuiltInSentencePart],
        outputType: @escaping @Sendable (_ call: BuiltInCall, _ typeOf: (Value) -> ValueType?) -> ValueType? = { _, _ in
            nil
        },
        check: (@Sendable (_ call: BuiltInCall, _ checks: inout BuiltInChecks) -> Void)? = nil,
        constantOutput: @escaping @Sendable (_ call: BuiltInCall) -> Value? = { _ in nil },
        matchGroups: @escaping @Sendable (_ call: BuiltInCall) -> [String?]? = { _ in nil },
        outputSchema: @escaping @Sendable (_ call: BuiltInCall) -> JSONSchema? = { _ in nil },
        outputProperties: [BuiltInOutputProperty] = [],
        isInert: Bool = false,
        scopeEffect: BuiltInScopeEffect? = nil,
        effects: @escaping @Sendable (_ call: BuiltInCall, _ catalog: Catalog) -> SideEffects = { _, _ in [] },
        runHook: any AnyObject & Sendable
    ) {
        self.sentence = sentence
        self.outputType = outputType
        self.check = check ?? { _, _ in }
        self.hasCheck = check != nil
        self.constantOutput = constantOutput
        self.matchGroups = matchGroups
        self.outputSchema = outputSchema
        self.outputProperties = outputProperties
        self.isInert = isInert
        self.scopeEffect = scopeEffect
        self.effects = effects
        self.runHook = runHook
    }
}

/// One piece of a built-in action's sentence.
package enum BuiltInSentencePart: Sendable {
    /// Words as they are.
    case text(String)
    /// Words made from the call (a menu's item titles, " (One, Two)").
    case computed(@Sendable (BuiltInCall) -> String)
    /// A conditions member: one row's input, condition and operands as slots, or for several
    /// "Any of 3 conditions are true" with a line of its own per row (``ActionSentence/rows``).
    case conditions(SlotID)
    /// A member's slot: its value, its text or its chosen option's title.
    case slot(SlotID)
    /// A member's slot whose placeholder here is `title` rather than the member's title (Get
    /// Item from List's `index` is the range's Start).
    case titled(SlotID, String)
    /// Pieces shown when the member is set; when it is not, `otherwise`, and the member's slot
    /// is under "Show More".
    case whenSet(SlotID, [BuiltInSentencePart], otherwise: [BuiltInSentencePart] = [])
    /// A member that is always under "Show More", never in the sentence (a setting such as Case
    /// Sensitive).
    case more(SlotID)
    /// Pieces shown when the choice member's option is one of `options`; otherwise `otherwise`.
    /// A sentence whose shape follows a menu ("Calculate √x of 16", "Calculate 5 + 3"): slots
    /// in the pieces not shown are neither on the card nor under "Show More".
    case whenChoice(SlotID, [String], [BuiltInSentencePart], otherwise: [BuiltInSentencePart] = [])
}

/// What a built-in action's ``BuiltInBehaviour/check`` reads and reports.
package struct BuiltInChecks {
    package let call: BuiltInCall
    /// The types of its value members, where known before a run.
    package var types: [SlotID: ValueType] { Dictionary(typeList, uniquingKeysWith: { first, _ in first }) }
    /// The same as a list, which the validator builds for every action without hashing a slot:
    /// few checks read it.
    let typeList: [(slot: SlotID, type: ValueType)]
    /// What the shortcut can use (the apps, the library's shortcuts), and the shortcut itself.
    package let catalog: Catalog
    package let document: ShortcutDocument
    private(set) var issues: [(severity: Diagnostic.Severity, slot: SlotID?, message: String)] = []

    init(
        call: BuiltInCall, typeList: [(slot: SlotID, type: ValueType)], catalog: Catalog, document: ShortcutDocument
    ) {
        self.call = call
        self.typeList = typeList
        self.catalog = catalog
        self.document = document
    }

    package mutating func error(_ slot: SlotID?, _ message: String) { issues.append((.error, slot, message)) }
    package mutating func warning(_ slot: SlotID?, _ message: String) { issues.append((.warning, slot, message)) }
}
