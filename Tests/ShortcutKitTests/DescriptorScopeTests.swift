import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// What a descriptor declares for the actions that had cases of their own: members shown by a
/// choice (Get Item from List), a member's type and the output's that follow another member (Ask
/// for Input), and a scope effect on the named variables (Set, Add to and Get Variable), applied
/// by the one scope walk.
@Suite struct DescriptorScopeTests {
    func document(_ actions: String) -> String {
        #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "D", "actions": [\#(actions)]}"#
    }

    func action(_ n: Int, _ body: String) -> String {
        #"{"id": "00000000-0000-4000-8000-00000000010\#(n)", "action": \#(body)}"#
    }

    func call(_ kind: Action.Kind) -> BuiltInCall? {
        if case .builtIn(let call) = kind { return call }
        return nil
    }

    // MARK: Get Item from List

    @Test func aMemberItsChoiceHidesIsNoPartOfTheAction() throws {
        let list = #""list": {"list": [{"text": "a"}, {"text": "b"}]}"#
        let first = try DocumentDecoder.decode(
            document(action(1, #""getItem", \#(list), "item": "first", "index": {"number": 2}, "to": {"number": 3}"#)))
        #expect(try #require(call(first.actions[0].kind)).arguments.keys.sorted() == ["item", "list"])
        let range = try DocumentDecoder.decode(
            document(action(1, #""getItem", \#(list), "item": "range", "index": {"number": 1}, "to": {"number": 2}"#)))
        #expect(
            range.actions[0].kind
                == .getItem(list: .list([.string("a"), .string("b")]), item: .range(from: .number(1), to: .number(2))))
        // A choice that hides members drops them; one that shows them again gives their defaults.
        var chosen = try #require(call(range.actions[0].kind))
        chosen.choose("index", in: "item")
        #expect(chosen.value("index") == .number(1) && chosen.value("to") == nil)
        chosen.choose("last", in: "item")
        #expect(chosen.arguments.keys.sorted() == ["item", "list"])
        chosen.choose("range", in: "item")
        #expect(chosen.value("index") == .number(1) && chosen.value("to") == .number(2))
    }

    @Test func getItemsOutputIsAnItemOrAListOfThem() async throws {
        let home = try await TestHome()
        let words: Value = .list([.string("a"), .string("b"), .string("c")])
        func outputType(_ item: ItemSpecifier) -> ValueType? {
            let get = Action(.getItem(list: words, item: item))
            return Scope(catalog: home.catalog, document: ShortcutDocument(name: "G", actions: [get]))
                .outputType(of: get).type
        }
        #expect(outputType(.first) == .string)
        #expect(outputType(.index(.number(2))) == .string)
        #expect(outputType(.range(from: .number(1), to: .number(2))) == .array(.string))

        let range = Action(.getItem(list: words, item: .range(from: .number(2), to: .number(3))))
        let shown = SentenceBuilder(catalog: home.catalog, document: ShortcutDocument(name: "G", actions: [range]))
        #expect(shown.sentence(for: range).text == "Get Items in Range 2 to 3 from “a”, “b”, “c”")
        let (result, _, _) = try await home.run(ShortcutDocument(name: "G", actions: [range]))
        #expect(result.output as? [String] == ["b", "c"])

        let wrong = Action(.getItem(list: words, item: .index(.boolean(true))))
        let problems = Validator(catalog: home.catalog).validate(ShortcutDocument(name: "G", actions: [wrong]))
        #expect(problems.map(\.parameter) == ["index"])
    }

    // MARK: Ask for Input

    @Test func askForInputsDefaultAndOutputFollowItsType() async throws {
        let home = try await TestHome()
        // A file without a type asks for text, and is written with it.
        let read = try DocumentDecoder.decode(document(action(1, #""askForInput", "prompt": {"text": "Age?"}"#)))
        #expect(read.actions[0].kind == .askForInput(prompt: .string("Age?"), type: .text, defaultAnswer: nil))
        #expect(DocumentEncoder.encode(read).contains(#""type": "text""#))

        let ask = Action(.askForInput(prompt: .string("Age?"), type: .number, defaultAnswer: .boolean(true)))
        let doc = ShortcutDocument(name: "A", actions: [ask])
        #expect(Scope(catalog: home.catalog, document: doc).outputType(of: ask).type == .double)
        let problems = Validator(catalog: home.catalog).validate(doc)
        #expect(problems.count == 1 && problems.first?.parameter == "default")
        let fine = Action(.askForInput(prompt: .string("Age?"), type: .number, defaultAnswer: .number(40)))
        #expect(Validator(catalog: home.catalog).validate(ShortcutDocument(name: "A", actions: [fine])).isEmpty)
        let shown = SentenceBuilder(catalog: home.catalog, document: ShortcutDocument(name: "A", actions: [fine]))
        #expect(shown.sentence(for: fine).text == "Ask for Number with “Age?”, default 40")
    }

    // MARK: Variables

    @Test func theScopeWalkAppliesEachVariableActionsEffect() async throws {
        let home = try await TestHome()
        let set = Action(.setVariable(name: "Total", value: .number(3)))
        let add = Action(.addToVariable(name: "Names", value: .string("Ann")))
        let get = Action(.getVariable(name: "Total"))
        let doc = ShortcutDocument(name: "V", actions: [set, add, get])
        let before = Scope(before: ActionPath(2), in: doc, catalog: home.catalog)
        #expect(before.namedOrder == ["Total", "Names"])
        #expect(before.named["Total"] == .some(.integer))
        #expect(before.named["Names"] == .some(.array(.string)))
        #expect(before.outputType(of: get).type == .integer)
        #expect(SentenceBuilder(catalog: home.catalog, document: doc).outputName(of: get) == "Total")
        #expect(Validator(catalog: home.catalog).validate(doc).isEmpty)

        let (result, _, _) = try await home.run(doc)
        #expect(result.output as? Double == 3)
    }

    @Test func aVariableNeedsANameAndShouldBeSetBeforeItIsRead() async throws {
        let home = try await TestHome()
        let doc = ShortcutDocument(
            name: "V",
            actions: [Action(.getVariable(name: "Later")), Action(.setVariable(name: " ", value: .number(1)))])
        let problems = Validator(catalog: home.catalog).validate(doc).map(\.description)
        #expect(
            problems == [
                "warning: action 1 (Get Variable), parameter 'name': no action before this one sets the variable 'Later'",
                "error: action 2 (Set Variable), parameter 'name': a variable needs a name",
            ])
    }
}
