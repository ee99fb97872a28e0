import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The card list: rows of every kind, their depth, and what each card shows.
@Suite struct CardTests {
    @Test func anIfShowsItsBranchesBetweenOtherwiseAndEndIf() async throws {
        let home = try await TestHome()
        let session = try home.session("reading-stats.json")
        #expect(
            session.outline == [
                "Find Books where Shelf is Read",
                "Count ⟦Found Books⟧",
                "Set variable Summary to “You have read ⟦Count⟧ books.”",
                "If ⟦Count⟧ is greater than 10",
                "  Add “That is a lot of reading.” to variable Notes",
                "Otherwise",
                "  Add “Time for another book!” to variable Notes",
                "End If",
                "Find Books where Shelf is Read, sorted by Date Read (Latest First), limit 1",
                "Add “Last finished: ⟦Found Books › First Item › Title⟧.” to variable Notes",
                "Get variable Notes",
                "Combine ⟦Summary⟧, ⟦Notes⟧ with “\\n”",
                "Show ⟦Combine Text⟧",
            ])
        let rows = session.document.rows
        #expect(rows[3].kind == .action && rows[3].block == "if")
        #expect(rows[5].kind == .between(1) && rows[5].actionID == exampleID(0x404))
        #expect(rows[7].kind == .end && rows[7].path == ActionPath(3))
        #expect(rows[4].path == ActionPath(3, (body: 0, index: 0)))
        #expect(rows[6].path == ActionPath(3, (body: 1, index: 0)))
        #expect(session.card(at: 5)?.title == "Otherwise")
        #expect(session.card(at: 7)?.title == "End If")
        #expect(session.card(at: 7)?.sentence == nil)
    }

    @Test func aMenuHasAHeaderRowPerItem() async throws {
        let home = try await TestHome()
        let session = try home.session("what-to-read.json")
        let rows = session.document.rows
        #expect(
            rows.map(\.kind) == [
                .action, .menuItem(0), .action, .menuItem(1), .action, .menuItem(2), .action, .action, .end, .action,
                .action,
            ])
        #expect(rows.map(\.depth) == [0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0])
        #expect(session.card(at: 1)?.title == "Something short")
        #expect(session.card(at: 5)?.title == "Surprise me")
        #expect(session.card(at: 8)?.title == "End Menu")
        // A menu item's title is a token of its header row.
        #expect(session.card(at: 3)?.tokens.map(\.slot) == ["title"])
        #expect(session.card(at: 3)?.tokens.first?.display == "A classic")
        #expect(
            session.card(at: 0)?.sentence?.text
                == "Choose from Menu with “What are you in the mood for?” (Something short, A classic, Surprise me)")
    }

    @Test func blocksNestInsideLoops() async throws {
        let home = try await TestHome()
        let session = try home.session("word-tools.json")
        #expect(
            Array(session.outline[1...6]) == [
                "Repeat with each item in ⟦Split Text⟧",
                "  If ⟦Repeat Item⟧ begins with “s”",
                "    Add ⟦Repeat Item⟧ to variable S Words",
                "  Otherwise",
                "  End If",
                "End Repeat",
            ])
        #expect(session.document.rows[3].depth == 2)
        #expect(session.document.rows[3].path == ActionPath(1, (body: 0, index: 0), (body: 0, index: 0)))
        #expect(session.card(at: 6)?.title == "End Repeat")
        #expect(session.card(at: 6)?.icon == "repeat.circle")
    }

    @Test func cardsShowTheAppIconTitleAndOutputName() async throws {
        let home = try await TestHome()
        let session = try home.session("open-dune.json")
        let open = try #require(session.card(at: 0))
        #expect(open.title == "Open Book")
        #expect(open.appName == "Books")
        #expect(open.icon == "books.vertical")
        #expect(open.outputName == "Book")
        let ifCard = try #require(session.card(at: 1))
        #expect(ifCard.icon == "arrow.triangle.branch")
        #expect(ifCard.appName == nil)
        let show = try #require(session.card(at: 2))
        #expect(show.appName == "Shortcuts")
        #expect(show.outputName == nil) // Show Result has no output
    }

    @Test func tokensTakeTheirKindFromTheParameterType() async throws {
        let home = try await TestHome()
        let open = try #require(try home.session("open-dune.json").card(at: 0))
        #expect(open.sentence?.text == "Open Book B00C0000-0000-4000-8000-000000000001")
        #expect(open.tokens.map(\.slot) == ["book", "readAgain"])
        #expect(open.token("book")?.kind == .entity("Books.BookEntity"))
        #expect(open.token("book")?.isInSentence == true)
        // Read Again is not in the sentence: it is under Show More, with its default.
        #expect(open.token("readAgain")?.kind == .boolean)
        #expect(open.token("readAgain")?.isInSentence == false)
        #expect(open.token("readAgain")?.display == "Off")
        #expect(open.hasMore)

        let soup = try #require(try home.session("soup-for-two.json").card(at: 0))
        #expect(soup.token("quantity")?.kind == .number)
        #expect(soup.token("orderType")?.kind == .enumeration("SoupChef.OrderType"))
        #expect(soup.token("toppings")?.kind == .list(.entity("SoupChef.Topping")))
        #expect(soup.moreTokens.map(\.slot) == ["toppings", "deliveryLocation"])

        let gift = try #require(try home.session("buy-a-gift.json").card(at: 0))
        #expect(gift.token("book")?.state == .ask)
        #expect(gift.token("book")?.display == "Which book is the gift?")

        let stats = try home.session("reading-stats.json")
        let find = try #require(stats.card(at: 0))
        #expect(find.token("where1")?.kind == .enumeration("Books.Shelf"))
        #expect(find.moreTokens.map(\.slot) == ["from", "limit"])
        let condition = try #require(stats.card(at: 3)?.token("condition"))
        guard case .choice(let choices) = condition.kind else {
            Issue.record("expected a choice")
            return
        }
        // The input is a number, so the conditions are the number ones.
        #expect(choices.map(\.id).contains("greaterThan"))
        #expect(!choices.map(\.id).contains("beginsWith"))
        #expect(stats.card(at: 3)?.token("value")?.kind == .number)
        #expect(stats.card(at: 2)?.token("name")?.kind == .plainText(suggestions: []))
        // Names set earlier are suggested.
        #expect(stats.card(at: 10)?.token("name")?.kind == .plainText(suggestions: ["Summary", "Notes"]))
        #expect(stats.card(at: 3)?.token("input")?.kind == .any)
        #expect(condition.choice == "greaterThan")
        #expect(condition.display == "is greater than")
        #expect(stats.card(at: 2)?.token("name")?.text == "Summary")

        let hello = try home.session("hello.json")
        #expect(hello.card(at: 0)?.token("text")?.kind == .plainText(suggestions: []))
        #expect(hello.card(at: 1)?.tokens.map(\.slot) == ["type", "prompt", "default"])
        #expect(hello.card(at: 1)?.token("default")?.kind == .text)
    }

    @Test func variablesShowAsPills() async throws {
        let home = try await TestHome()
        let session = try home.session("what-to-read.json")
        let open = try #require(session.card(at: 10))
        #expect(open.sentence?.text == "Open ⟦Item from List⟧")
        #expect(open.token("book")?.state == .variable(broken: false))
        #expect(open.token("book")?.display == "Item from List")
        #expect(open.token("book")?.value == .variable(VariableReference(.action(exampleID(0x506)))))
        #expect(open.brokenVariables.isEmpty)
        #expect(open.severity == nil)
    }

    @Test func whenSummariesChangeTheSentenceAsValuesChange() async throws {
        let home = try await TestHome()
        var session = try home.session("open-dune.json")
        session.select(0)
        expectChange(session.setValue(.boolean(true), slot: "readAgain"))
        let open = try #require(session.card(at: 0))
        #expect(open.sentence?.text == "Open Book B00C0000-0000-4000-8000-000000000001 and read it again")
        // The switch that changed the sentence is still reachable, under Show More.
        #expect(open.token("readAgain")?.isInSentence == false)
        #expect(open.token("readAgain")?.display == "On")

        var words = try home.session("word-tools.json")
        words.select(0)
        #expect(words.selectedCard?.sentence?.text == "Split ⟦Shortcut Input⟧ by Spaces")
        #expect(words.selectedCard?.moreTokens.map(\.slot) == ["custom"])
        expectChange(words.setValue(.enumCase("custom"), slot: "separator"))
        #expect(words.selectedCard?.sentence?.text == "Split ⟦Shortcut Input⟧ by [Custom Separator]")
        #expect(words.selectedCard?.moreTokens.map(\.slot) == ["separator"])
        #expect(words.selectedCard?.token("custom")?.isEmpty == true)
    }

    @Test func everyTokenOfEveryExampleReadsItsSlot() async throws {
        let home = try await TestHome()
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(names.count >= 10)
        for name in names {
            let session = try home.session(name)
            #expect(session.validation.isValid, "\(name): \(session.validation.diagnostics)")
            for card in session.deck.cards where card.row.kind == .action {
                #expect(card.brokenVariables.isEmpty, "\(name): \(card.title)")
                for token in card.tokens where token.acceptsVariables && !token.isEmpty {
                    let action = try #require(session.shortcut.action(at: card.row.path))
                    // A value token that shows a value holds it, or shows the parameter's default.
                    if token.value == nil, case .intent(let id, _) = action.kind {
                        #expect(
                            home.catalog.intent(id)?.metadata.parameter(named: token.slot.rawValue)?.defaultValue
                                != nil, "\(name): \(token.slot)")
                    } else {
                        #expect(token.value != nil, "\(name): \(card.title) \(token.slot)")
                    }
                }
            }
        }
    }

    @Test func entityTitlesLookedUpByTheHostReplaceIds() async throws {
        let home = try await TestHome()
        var session = try home.session("open-dune.json")
        let id = "B00C0000-0000-4000-8000-000000000001"
        #expect(session.entityReferences == ["Books.BookEntity": [id]])
        session.entityTitles = ["Books.BookEntity": [id: "Dune"]]
        #expect(session.card(at: 0)?.sentence?.text == "Open Dune")
        #expect(session.card(at: 0)?.token("book")?.display == "Dune")
    }
}
