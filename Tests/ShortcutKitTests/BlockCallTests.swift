import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// If and Choose from Menu as calls of their descriptors (a conditions member read from either
/// of its two forms, a member of titled items), and a call's members kept by position.
@Suite struct BlockCallTests {
    func document(_ action: String) -> String {
        #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "B", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": \#(action)}]}"#
    }

    func call(_ kind: Action.Kind) -> BuiltInCall? {
        if case .builtIn(let call) = kind { return call }
        return nil
    }

    @Test func anIfIsACallWhoseConditionsAreOneMemberInEitherForm() throws {
        let one = try DocumentDecoder.decode(
            document(#""if", "input": {"number": 3}, "condition": "greaterThan", "value": {"number": 2}, "then": []"#))
        let oneCall = try #require(call(one.actions[0].kind))
        #expect(oneCall.id == "if" && oneCall.arguments.keys.sorted() == ["conditions", "then"])
        #expect(oneCall.values.map(\.slot) == ["input", "value"])
        let several = try DocumentDecoder.decode(
            document(
                #""if", "match": "any", "conditions": [{"input": {"number": 3}, "condition": "is", "value": {"number": 2}}, {"input": {"number": 1}, "condition": "hasAnyValue"}], "then": [], "else": []"#
            ))
        let c = try #require(several.actions[0].kind.asConditional)
        #expect(c.rows.count == 2 && !c.matchAll)
        #expect(
            try #require(call(several.actions[0].kind)).values.map(\.slot) == [
                "row 1 input", "row 1 value", "row 2 input",
            ])
        // `"else": []` reads as no else, and is written so.
        #expect(several.actions[0].kind == .conditional(c))
        #expect(!DocumentEncoder.encode(several).contains("\"else\""))
        #expect(DocumentEncoder.encode(several).contains(#""match": "any""#))
    }

    @Test func anEmptiedElseIsLeftOutAndAMenusItemsAreItsBodies() throws {
        var ifAction = Action(
            .conditional(
                Conditional(
                    input: .number(1), condition: .is, value: .number(1), then: [], otherwise: [Action(.comment("x"))]))
        )
        ifAction.setBody(1, to: [])
        #expect(try #require(call(ifAction.kind)).arguments["else"] == nil)
        #expect(ifAction.kind.asConditional?.otherwise == [])

        var menu = Action(
            .menu(prompt: .string("Which?"), items: [MenuItem(title: "A", body: []), MenuItem(title: "B", body: [])]))
        let inside = Action(.comment("in B"))
        menu.setBody(1, to: [inside])
        #expect(menu.bodyTitles == ["A", "B"] && menu.bodies == [[], [inside]])
        #expect(menu.kind.asMenu?.prompt == .string("Which?"))
        let renamed = menu.withBlockItems([MenuItem(title: "C", body: [inside])])
        #expect(renamed.bodyTitles == ["C"] && renamed.id == menu.id)
        // Not a menu: unchanged.
        #expect(ifAction.withBlockItems([]) == ifAction)
    }

    @Test func aCallKeepsItsMembersInItsDescriptorsOrder() throws {
        let descriptor = try #require(BuiltInRegistry.descriptor("setVariable"))
        #expect(descriptor.index(of: "name") == BuiltInMemberIndex(0))
        #expect(descriptor.index(of: "value") == BuiltInMemberIndex(1))
        #expect(descriptor.index(of: "nope") == nil)
        var call = BuiltInCall("setVariable", ["value": .value(.number(1)), "name": .text("x")])
        #expect(call[BuiltInMemberIndex(0)] == .text("x") && call[BuiltInMemberIndex(1)] == .value(.number(1)))
        // A slot the descriptor has no member for is no part of the call.
        call["nope"] = .text("y")
        #expect(
            call == BuiltInCall("setVariable", ["name": .text("x"), "value": .value(.number(1)), "other": .text("z")]))
        call["name"] = nil
        #expect(call.arguments.keys.sorted() == ["value"] && call.text("name") == nil)
    }
}
