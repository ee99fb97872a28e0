import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@Suite struct ValidatorTests {
    func check(_ actions: [Action], input: InputSpec? = nil) async throws -> [String] {
        let home = try await TestHome()
        return Validator(catalog: home.catalog).validate(ShortcutDocument(name: "T", input: input, actions: actions))
            .map(\.description)
    }

    @Test(arguments: [
        "hello.json", "reading-now.json", "old-favourites.json", "reading-stats.json", "what-to-read.json",
        "buy-a-gift.json", "countdown.json", "word-tools.json", "add-a-book.json", "open-dune.json",
        "waterfall-walks.json", "soup-for-two.json", "quick-calm.json", "notes-digest.json",
    ])
    func examplesHaveNoErrors(file: String) async throws {
        let home = try await TestHome()
        let diagnostics = Validator(catalog: home.catalog).validate(try example(file))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    }

    @Test func unknownActionsAndParameters() async throws {
        #expect(
            try await check([Action(.intent(identifier: "Foo.Bar", parameters: [:]))])
                == ["error: action 1 (Foo.Bar): 'Foo.Bar' is not an action of any installed app"])
        #expect(
            try await check([Action(.intent(identifier: "Books.OpenShelf", parameters: ["shelve": .enumCase("read")]))])
                == [
                    "error: action 1 (Open Shelf), parameter 'shelve': Open Shelf has no parameter 'shelve' (it has: shelf)",
                    "warning: action 1 (Open Shelf), parameter 'shelf': has no value; it will be asked each time the shortcut runs",
                ])
    }

    @Test func valuesOfTheWrongType() async throws {
        #expect(
            try await check([Action(.intent(identifier: "Books.OpenBook", parameters: ["book": .number(3)]))])
                == ["error: action 1 (Open Book), parameter 'book': is a whole number, which cannot be used as Book"])
        #expect(
            try await check([Action(.intent(identifier: "Books.OpenShelf", parameters: ["shelf": .enumCase("unread")]))]
            )
                == [
                    "error: action 1 (Open Shelf), parameter 'shelf': 'unread' is not a Shelf (it is one of: currentlyReading, wantToRead, read)"
                ])
        #expect(
            try await check([
                Action(
                    .intent(
                        identifier: "Books.BuyBook",
                        parameters: [
                            "book": .entity(type: "Books.BookEntity", id: "x"), "count": .number(20),
                        ]))
            ])
                == ["error: action 1 (Buy Book), parameter 'count': 20 is outside 1…10"])
        #expect(
            try await check([
                Action(
                    .intent(identifier: "Books.OpenBook", parameters: ["book": .entity(type: "Books.Novel", id: "x")]))
            ]) == [
                "error: action 1 (Open Book), parameter 'book': 'Books.Novel' is not an entity type of any installed app",
                "error: action 1 (Open Book), parameter 'book': is Books.Novel, which cannot be used as Book",
            ])
        // Text may become a number when it runs, so it is not an error.
        #expect(
            try await check([Action(.intent(identifier: "Shortcuts.Number", parameters: ["number": .string("3")]))])
                .isEmpty)
    }

    @Test func variablesMustPointToEarlierActions() async throws {
        let later = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("later")]))
        let reader = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: ["text": .variable(VariableReference(.action(later.id)))]))
        #expect(
            try await check([reader, later])
                == [
                    "error: action 1 (Show Result), parameter 'text': uses the output of action 2, which has not run yet at this point"
                ])
        let gone = Action(
            .intent(
                identifier: "Shortcuts.ShowResult", parameters: ["text": .variable(VariableReference(.action(UUID())))])
        )
        #expect(
            try await check([gone])
                == [
                    "error: action 1 (Show Result), parameter 'text': uses the output of an action that is not in the shortcut (it was deleted)"
                ])
        let item = Action(.count(.variable(VariableReference(.repeatItem))))
        #expect(
            try await check([item]) == [
                "error: action 1 (Count), parameter 'input': uses Repeat Item outside a Repeat with Each"
            ])
        let counted = Action(.repeatCount(count: .number(2), body: [item]))
        #expect(
            try await check([counted]) == [
                "error: action 2 (Count), parameter 'input': uses Repeat Item inside a counted Repeat; use Repeat Index"
            ])
        #expect(
            try await check([Action(.getVariable(name: "Total"))]) == [
                "warning: action 1 (Get Variable), parameter 'name': no action before this one sets the variable 'Total'"
            ])
        #expect(
            try await check([Action(.count(.variable(VariableReference(.shortcutInput))))])
                == [
                    "warning: action 1 (Count), parameter 'input': uses Shortcut Input, but the shortcut takes no input"
                ])
    }

    @Test func propertyPathsAreCheckedAgainstTheEntity() async throws {
        let find = Action(.find(FindAction(entity: "Books.BookEntity")))
        let good = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: [
                    "text": .variable(VariableReference(.action(find.id), path: [.first, .property("author")]))
                ]))
        #expect(try await check([find, good]).isEmpty)
        let bad = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: ["text": .variable(VariableReference(.action(find.id), path: [.property("colour")]))]))
        #expect(
            try await check([find, bad]).first?.hasPrefix(
                "error: action 2 (Show Result), parameter 'text': asks for 'colour', which Book does not have (it has: title, author,"
            ) == true)
        let text = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("x")]))
        let onText = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: ["text": .variable(VariableReference(.action(text.id), path: [.property("title")]))]))
        #expect(
            try await check([text, onText]) == [
                "error: action 2 (Show Result), parameter 'text': asks for 'title' of text, which has no properties"
            ])
    }

    @Test func findRowsAreCheckedAgainstTheQuery() async throws {
        let find = FindAction(
            entity: "Books.BookEntity",
            conditions: [
                .init(property: "colour", comparator: .equalTo, value: .string("red")),
                .init(property: "shelf", comparator: .contains, value: .enumCase("read")),
                .init(property: "datePublished", comparator: .isBetween, value: .date(Date())),
                .init(property: "pageCount", comparator: .greaterThan, value: .string("many")),
            ], sort: [.init(property: "shelf")], limit: .number(0))
        let problems = try await check([Action(.find(find))])
        #expect(problems.count == 5)
        #expect(
            problems[0].hasPrefix(
                "error: action 1 (Find Books), parameter 'where row 1': Books cannot be filtered by 'colour' (they can by: title, author, datePublished"
            ))
        #expect(
            problems[1]
                == "error: action 1 (Find Books), parameter 'where row 2': 'shelf' does not support 'contains' (it supports: is, is not)"
        )
        #expect(
            problems[2]
                == "error: action 1 (Find Books), parameter 'where row 3': 'is between' needs a second value ('value2')"
        )
        #expect(
            problems[3]
                == "error: action 1 (Find Books), parameter 'sort': Books cannot be sorted by 'shelf' (they can by: title, author, datePublished, dateRead, pageCount, rating)"
        )
        #expect(problems[4] == "error: action 1 (Find Books), parameter 'limit': must be at least 1")
        #expect(
            try await check([Action(.find(FindAction(entity: "Books.Shelf")))]) == [
                "error: action 1 (Find Books.Shelf), parameter 'entity': 'Books.Shelf' is not an entity type of any installed app"
            ])
    }

    @Test func relativeDateRowsTakeACountOnADateProperty() async throws {
        func problems(_ rows: [FindAction.FindCondition]) async throws -> [String] {
            try await check([Action(.find(FindAction(entity: "Books.BookEntity", conditions: rows)))])
        }
        #expect(
            try await problems([
                .init(property: "dateRead", comparator: .isInTheLast(.months), value: .number(3)),
                .init(property: "datePublished", comparator: .isNotInTheLast(.years), value: .string("50")),
            ]).isEmpty)
        let wrong = try await problems([
            .init(property: "title", comparator: .isInTheLast(.days), value: .number(3)),
            .init(property: "dateRead", comparator: .isInTheLast(.days), value: .number(0)),
            .init(property: "dateRead", comparator: .isNotInTheLast(.years), value: .number(200_000)),
            .init(property: "dateRead", comparator: .isInTheLast(.weeks), value: .date(Date())),
        ])
        #expect(wrong.count == 4, "\(wrong)")
        #expect(
            wrong.first?.hasPrefix(
                "error: action 1 (Find Books), parameter 'where row 1': 'title' does not support 'is in the last' (it supports: "
            ) == true, "\(wrong)")
        #expect(
            wrong.dropFirst().first
                == "error: action 1 (Find Books), parameter 'where row 2': the number of days must be at least 1")
        #expect(
            wrong.dropFirst(2).first
                == "error: action 1 (Find Books), parameter 'where row 3': 200,000 is too many: 'is not in the last' counts at most 100,000 years"
        )
        #expect(wrong.last?.contains("parameter 'where row 4'") == true, "\(wrong)")
    }

    @Test func conditionsMustSuitTheInput() async throws {
        let number = Action(.intent(identifier: "Shortcuts.Number", parameters: ["number": .number(3)]))
        let check1 = Action(
            .conditional(
                Conditional(
                    input: .variable(VariableReference(.action(number.id))), condition: .beginsWith,
                    value: .string("3"), then: [])))
        #expect(
            try await check([number, check1]) == [
                "error: action 2 (If), parameter 'condition': 'begins with' does not apply to a number (use: is, is not, is less than, is less than or equal to, is greater than, is greater than or equal to, is between, has any value, does not have any value)"
            ])
        let missing = Action(.conditional(Conditional(input: .string("a"), condition: .is, then: [])))
        #expect(
            try await check([missing]) == [
                "error: action 1 (If), parameter 'value': 'is' needs a value to compare with"
            ])
    }

    @Test func duplicateIDsAreReported() async throws {
        let id = UUID()
        #expect(
            try await check([Action(id: id, .comment("a")), Action(id: id, .comment("b"))])
                == ["error: action 2 (Comment): has the same id as action 1; every action needs its own id"])
    }
}
