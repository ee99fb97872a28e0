import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// List, Filter List and Sort List (and Get Item from List on what they make): read and written
/// byte for byte, read as sentences, validated and run, empty lists included.
@Suite struct ListActionTests {
    func call(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument]) -> Action {
        Action(.builtIn(BuiltInCall(id, arguments)))
    }

    func texts(_ items: String...) -> BuiltInArgument { .value(.list(items.map(Value.string))) }

    /// Runs `actions` and gives the last output's items as text.
    func run(_ actions: [Action], in home: TestHome) async throws -> [String] {
        let (result, _, _) = try await home.run(ShortcutDocument(name: "L", actions: actions))
        return (result.output.flatMap { IntentValueConversion.elements(of: $0) } ?? []).map { ValueText.text(of: $0) }
    }

    func sort(_ list: Action, _ order: String, _ comparison: String? = nil) -> Action {
        var arguments: [SlotID: BuiltInArgument] = [
            "list": .value(.variable(VariableReference(.action(list.id)))), "order": .choice(order),
        ]
        if let comparison { arguments["comparison"] = .choice(comparison) }
        return call("sortList", arguments)
    }

    @Test func topScoresRoundTripsReadsAsSentencesAndValidates() async throws {
        let text = try String(contentsOf: examplesFolder.appendingPathComponent("top-scores.json"), encoding: .utf8)
        let document = try DocumentDecoder.decode(text)
        #expect(DocumentEncoder.encode(document) == text)
        let home = try await TestHome()
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.prefix(3).map { builder.sentence(for: $0).text } == [
                "List “42”, “7”, “105”, “19”, “88”, “9”", "Filter ⟦List⟧ where the item is greater than 10",
                "Sort ⟦Filtered List⟧ in Descending order",
            ])
        #expect(Validator(catalog: home.catalog).validate(document).isEmpty)
        let (result, _, _) = try await home.run(document)
        #expect(
            result.log.map(\.output).prefix(4) == [
                "6 items: 42, 7, 105, …", "4 items: 42, 105, 19, …", "4 items: 105, 88, 42, …", "3 items: 105, 88, 42",
            ])
    }

    @Test func textSortsNaturallyOrIgnoringCaseAndEqualItemsKeepTheirOrder() async throws {
        let home = try await TestHome()
        let list = call("list", ["items": texts("item 10", "Item 2", "b", "item 1", "B", "a")])
        #expect(
            try await run([list, sort(list, "ascending")], in: home) == ["a", "b", "B", "item 1", "Item 2", "item 10"])
        #expect(
            try await run([list, sort(list, "ascending", "caseInsensitive")], in: home) == [
                "a", "b", "B", "item 1", "item 10", "Item 2",
            ])
        #expect(
            try await run([list, sort(list, "descending")], in: home) == ["item 10", "Item 2", "item 1", "b", "B", "a"])
    }

    @Test func numbersAndDatesSortByValueBeforeText() async throws {
        let home = try await TestHome()
        let day = { (text: String) in Value.date(ISO8601DateFormatter().date(from: text)!) }
        let list = call(
            "list",
            [
                "items": .value(
                    .list([
                        .string("ten"), .number(10), day("2026-05-01T00:00:00Z"), .number(9.5),
                        day("2024-01-01T00:00:00Z"), .number(-3),
                    ]))
            ])
        let sorted = try await run([list, sort(list, "ascending")], in: home)
        #expect(sorted.prefix(3) == ["-3", "9.5", "10"] && sorted.last == "ten" && sorted.count == 6)
    }

    @Test func filterComparesAsAnIfDoes() async throws {
        let home = try await TestHome()
        let list = call("list", ["items": texts("Apple", "banana", "Cherry", "apricot", "")])
        func filter(_ condition: String, _ value: Value? = nil) -> Action {
            var arguments: [SlotID: BuiltInArgument] = [
                "list": .value(.variable(VariableReference(.action(list.id)))), "condition": .choice(condition),
            ]
            if let value { arguments["value"] = .value(value) }
            return call("filterList", arguments)
        }
        #expect(try await run([list, filter("beginsWith", .string("a"))], in: home) == ["Apple", "apricot"])
        #expect(try await run([list, filter("contains", .string("AN"))], in: home) == ["banana"])
        #expect(try await run([list, filter("hasAnyValue")], in: home) == ["Apple", "banana", "Cherry", "apricot"])
        #expect(try await run([list, filter("is", .string("cherry"))], in: home) == ["Cherry"])
    }

    @Test func emptyListsGiveEmptyListsAndNoFirstItem() async throws {
        let empty = call("list", ["items": .value(.list([]))])
        let home = try await TestHome()
        let first = Action(.getItem(list: .variable(VariableReference(.action(empty.id))), item: .first))
        let sorted = sort(empty, "ascending")
        let filtered = call(
            "filterList",
            ["list": .value(.variable(VariableReference(.action(empty.id)))), "condition": .choice("hasAnyValue")])
        let (result, _, _) = try await home.run(ShortcutDocument(name: "E", actions: [empty, sorted, filtered, first]))
        // The first item of an empty list is nothing (as Apple's), not an error.
        #expect(result.log.map(\.output) == ["0 items", "0 items", "0 items", "no output"])
    }

    @Test func problemsAreFoundBeforeTheRun() async throws {
        let home = try await TestHome()
        func problems(_ arguments: [SlotID: BuiltInArgument]) -> [String] {
            var all = arguments
            all["list"] = texts("a")
            return Validator(catalog: home.catalog).validate(
                ShortcutDocument(name: "F", actions: [call("filterList", all)])
            )
            .map(\.description)
        }
        #expect(
            problems(["condition": .choice("greaterThan")]) == [
                "error: action 1 (Filter List), parameter 'value': is missing; say what to compare each item with"
            ])
        #expect(
            problems(["condition": .choice("between"), "value": .value(.number(1))]) == [
                "error: action 1 (Filter List), parameter 'value2': is missing; 'is between' needs a second value"
            ])
        #expect(problems(["condition": .choice("hasNoValue")]).isEmpty)
    }
}
