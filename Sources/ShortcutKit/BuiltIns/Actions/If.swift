import IntentKit

extension BuiltInDescriptor {
    /// If: runs `then` or `else`. Its conditions are one member (``BuiltInMember/Kind/conditions``)
    /// that a file writes in one of two forms: one condition as `input` … `value2` beside the
    /// branches, several as `match` and `conditions` (docs/architecture/if-conditions.md).
    static let `if` = BuiltInDescriptor(
        id: "if", title: "If", summary: "Runs some actions when a condition is true, and others when it is not.",
        keywords: ["condition", "otherwise", "else", "branch", "compare"], category: "Control Flow",
        icon: "arrow.triangle.branch",
        members: [
            BuiltInMember(
                "conditions", "Conditions", .conditions,
                writtenAs: [
                    BuiltInMember("input", "Input", .value(nil)),
                    BuiltInMember(
                        "condition", "Condition",
                        .choice(Conditional.Condition.allCases.map { BuiltInChoice($0.rawValue, $0.phrase) })),
                    BuiltInMember("value", "Value", .value(nil), optional: true),
                    BuiltInMember("value2", "Second Value", .value(nil), optional: true),
                    // Several conditions: rows of the four members above, joined by All or Any.
                    BuiltInMember(
                        "match", "Match", .choice([BuiltInChoice("all", "All"), BuiltInChoice("any", "Any")]),
                        optional: true),
                    BuiltInMember(
                        "conditions", "Conditions", .other("[{input, condition, value, value2}]"), optional: true),
                ]),
            BuiltInMember("then", "Then", .actions),
            BuiltInMember("else", "Otherwise", .actions, optional: true),
        ],
        listing: "If [Input] [condition] [Value]", outputName: "If", takesPreviousOutput: true,
        make: { input in .conditional(Conditional(input: input ?? .text([]), condition: .is, then: [], otherwise: []))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("If "), .conditions("conditions")],
            run: { call, execution, ref in
                guard let c = call.conditional else { return nil }
                let holds = try await execution.holds(c, ref)
                let before = execution.lastOutput
                try await execution.run(holds ? c.then : c.otherwise)
                // A branch that gives no output passes on what came before the If.
                return execution.lastOutput ?? before
            }),
        block: BuiltInBlock(bodies: .members(["then", "else"]), closing: "End If"))
}

extension BuiltInCall {
    /// An If's conditions and branches as one value, `nil` for any other call. Setting it on an
    /// If replaces them (an empty `else` is left out, as a file leaves it out).
    package var conditional: Conditional? {
        get {
            guard case .conditions(let rows, let matchAll)? = self["conditions"], !rows.isEmpty else { return nil }
            return Conditional(
                rows: rows, matchAll: matchAll, then: actions("then") ?? [], otherwise: actions("else") ?? [])
        }
        set {
            guard let newValue, id == "if" else { return }
            self["conditions"] = .conditions(rows: newValue.rows, matchAll: newValue.matchAll)
            self["then"] = .actions(newValue.then)
            self["else"] = newValue.otherwise.isEmpty ? nil : .actions(newValue.otherwise)
        }
    }
}

extension Action.Kind {
    /// An If of `c`'s conditions and branches.
    package static func conditional(_ c: Conditional) -> Action.Kind {
        var call = BuiltInCall("if")
        call.conditional = c
        return .builtIn(call)
    }

    /// An If's conditions and branches; `nil` for any other action.
    package var asConditional: Conditional? {
        guard case .builtIn(let call) = self else { return nil }
        return call.conditional
    }
}
