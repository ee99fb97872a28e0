import IntentKit
import JSONCore
import ShortcutModel

/// What a built-in action does when it runs: reads its members through `execution` and returns
/// its output.
package typealias BuiltInRun =
    @Sendable (_ call: BuiltInCall, _ execution: Execution, _ ref: ActionReference) async throws -> (
        any Sendable
    )?

/// A ``BuiltInRun`` held where the model keeps a behaviour's run hook, which cannot name
/// ``Execution``.
package final class BuiltInRunBox: Sendable {
    let body: BuiltInRun

    init(_ body: @escaping BuiltInRun) { self.body = body }
}

extension BuiltInBehaviour {
    /// A built-in action's behaviour: its sentence, what it outputs, what the validator checks
    /// beyond its members' types, and what it does when it runs.
    package convenience init(
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
        run: @escaping BuiltInRun
    ) {
        self.init(
            sentence: sentence, outputType: outputType, check: check, constantOutput: constantOutput,
            matchGroups: matchGroups, outputSchema: outputSchema, outputProperties: outputProperties, isInert: isInert,
            scopeEffect: scopeEffect, effects: effects, runHook: BuiltInRunBox(run))
    }

    /// What it does when it runs. Every behaviour's hook is a ``BuiltInRunBox``: the model's
    /// initializer that takes another is only reached through the one above.
    var run: BuiltInRun { unsafeDowncast(runHook, to: BuiltInRunBox.self).body }
}
