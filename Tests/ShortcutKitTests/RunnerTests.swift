import BooksApp
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

@Suite struct ExampleRunTests {
    @Test func hello() async throws {
        let home = try await TestHome()
        let (_, events, prompter) = try await home.run(try example("hello.json"), answers: [.text("Ada")])
        #expect(prompter.requests.map(\.question) == ["What is your name?"])
        #expect(dialogs(events) == ["Hello, Ada!"])
        let (_, defaulted, _) = try await home.run(try example("hello.json"), answers: [.text("")])
        #expect(dialogs(defaulted) == ["Hello, friend!"])
    }

    @Test func readingNow() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("reading-now.json"))
        #expect(
            dialogs(events) == [
                "You are reading 3 books.", "1. Middlemarch by George Eliot",
                "2. The Dispossessed by Ursula K. Le Guin", "3. The Fifth Season by N. K. Jemisin",
            ])
    }

    @Test func oldFavourites() async throws {
        let home = try await TestHome()
        let (result, events, _) = try await home.run(try example("old-favourites.json"))
        #expect(dialogs(events) == ["Pride and Prejudice\nFrankenstein\nThe Hobbit"])
        #expect(ValueText.text(of: result.output) == "Pride and Prejudice\nFrankenstein\nThe Hobbit")
        #expect(result.log.map(\.title) == ["Find Books", "Combine Text", "Show Result", "Stop and Output"])
        #expect(result.log[0].output == "3 items: Pride and Prejudice, Frankenstein, The Hobbit")
    }

    @Test func readingStats() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("reading-stats.json"))
        #expect(dialogs(events) == ["You have read 20 books.\nThat is a lot of reading.\nLast finished: Piranesi."])
    }

    @Test func whatToRead() async throws {
        let home = try await TestHome()
        let (result, events, prompter) = try await home.run(try example("what-to-read.json"), answers: [.option(0)])
        #expect(prompter.requests.first?.kind == .choice)
        #expect(prompter.requests.first?.options.map(\.title) == ["Something short", "A classic", "Surprise me"])
        #expect(ValueText.text(of: result.output) == "Solaris")
        #expect(
            events.contains { if case .opens(_, let summary) = $0 { summary == "Books: Open Solaris" } else { false } })
        let (classic, _, _) = try await home.run(try example("what-to-read.json"), answers: [.text("a classic")])
        #expect(ValueText.text(of: classic.output) == "Pride and Prejudice")
    }

    @Test func buyAGift() async throws {
        let home = try await TestHome()
        let (_, events, prompter) = try await home.run(
            try example("buy-a-gift.json"), answers: [.option(0), .confirmed(true)])
        #expect(prompter.requests.map(\.kind) == [.value, .confirmation])
        #expect(prompter.requests[0].options.first?.title == "Middlemarch")
        #expect(dialogs(events).last?.hasSuffix(": 12.99 dollars") == true)
    }

    @Test func countdown() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("countdown.json"))
        #expect(dialogs(events) == ["T minus 1, T minus 2, Lift off!"])
    }

    @Test func wordTools() async throws {
        let home = try await TestHome()
        let (result, _, _) = try await home.run(try example("word-tools.json"), input: "sunny skies over the sea")
        #expect(
            ValueText.text(of: result.output)
                == "Words: 5\nSecond: skies\nFirst three: sunny\nskies\nover\nStarting with s: 3")
        let (asked, _, prompter) = try await home.run(try example("word-tools.json"), answers: [.text("a b")])
        #expect(prompter.requests.first?.question == "Some words")
        #expect(ValueText.text(of: asked.output).hasPrefix("Words: 2\n"))
    }

    @Test func addABook() async throws {
        let home = try await TestHome()
        let (_, events, prompter) = try await home.run(
            try example("add-a-book.json"), answers: [.text("Emma"), .option(1)])
        #expect(prompter.requests.map(\.question) == ["Which title?", "Which author?"])
        #expect(
            dialogs(events) == [
                "Added Emma by Alexander McCall Smith to Want to Read.", "Marked Emma as read.", "Added Emma (Read)",
            ])
    }

    @Test func openDune() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("open-dune.json"))
        // Dune's read date as the seed moved it (BooksSeed.readYearShift).
        let year = 2020 + BooksSeed.readYearShift()
        #expect(dialogs(events) == ["You finished Dune on \(year)-03-04."])
        #expect(events.contains { if case .snippet = $0 { true } else { false } })
    }
}

@Suite struct OtherAppExampleTests {
    @Test func waterfallWalks() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("waterfall-walks.json"))
        #expect(
            dialogs(events) == [
                "McWay Falls Overlook (0.8 km, Big Sur)", "Cascade Falls (0.8 km, Sierra Nevada)",
                "Pfeiffer Falls (2.4 km, Big Sur)", "Here are 5 trails near Big Sur.",
                "Short walks in Big Sur: Pfeiffer Falls, Coastal Bluffs, McWay Falls Overlook",
            ])
    }

    @Test func soupForTwoRunsUnderItsOldIntentName() async throws {
        let home = try await TestHome()
        let document = try example("soup-for-two.json")
        guard case .intent(let identifier, _) = document.actions[0].kind else {
            Issue.record("expected an intent")
            return
        }
        #expect(identifier == "SoupChef.OrderSoupIntent")
        #expect(home.catalog.intent(identifier)?.metadata.identifier == "SoupChef.OrderSoup")
        let (_, events, prompter) = try await home.run(document, answers: [.confirmed(true)])
        #expect(prompter.requests.first?.confirmationActionName == "Order")
        #expect(dialogs(events).last == "Ordered 2 × Tomato Soup; 1 recent orders.")
    }

    @Test func quickCalm() async throws {
        let home = try await TestHome()
        let (_, events, _) = try await home.run(try example("quick-calm.json"))
        #expect(dialogs(events) == ["Okay, starting a Calm meditation session."])
    }

    @Test func notesDigest() async throws {
        let home = try await TestHome()
        let (result, events, _) = try await home.run(try example("notes-digest.json"))
        let digest = try String(contentsOf: home.files.appendingPathComponent("notes-digest.md"), encoding: .utf8)
        #expect(digest == "## notes.txt\n\nRemember the milk\n")
        #expect(
            ValueText.text(of: result.output)
                == home.files.appendingPathComponent("notes-digest.md").resolvingSymlinksInPath().path)
        #expect(dialogs(events).last?.hasPrefix("'notes-digest.md' is at ") == true)
    }
}

@Suite struct RunnerBehaviourTests {
    @Test func aDeletedEntityStopsTheRunNamingTheActionParameterAndID() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T",
            actions: [
                Action(.comment("first")),
                Action(
                    .intent(
                        identifier: "Books.OpenBook",
                        parameters: [
                            "book": .entity(type: "Books.BookEntity", id: "B00C0000-0000-4000-8000-999999999999")
                        ])),
            ])
        do {
            _ = try await home.run(document)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .missingEntity)
            #expect(
                error.description
                    == "action 2 (Open Book), parameter 'book': the Book with ID 'B00C0000-0000-4000-8000-999999999999' no longer exists"
            )
        }
    }

    @Test func nonInteractiveRunsFailOnAPromptNamingTheParameter() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T", actions: [Action(.intent(identifier: "Books.OpenShelf", parameters: [:]))])
        let runner = ShortcutRunner(catalog: home.catalog)
        do {
            _ = try await home.run { try await runner.run(document, prompter: NonInteractivePrompter()) }
            Issue.record("expected an error")
        } catch let error as RunError {
            #expect(
                error.description
                    == "action 1 (Open Shelf), parameter 'shelf': needs a value, but no one is there to answer (the run is not interactive)"
            )
        }
    }

    @Test func cancellingStopsARunBetweenActions() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "Long",
            actions: [
                Action(
                    .repeatCount(
                        count: .number(1_000_000),
                        body: [Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("x")]))]))
            ])
        let runner = ShortcutRunner(catalog: home.catalog)
        let manager = home.manager
        let task = Task {
            try await AppDependencyManager.withScope(manager) {
                try await runner.run(document, prompter: NonInteractivePrompter())
            }
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        let outcome = await task.result
        guard case .failure(let error as RunError) = outcome else {
            Issue.record("expected cancellation, got \(outcome)")
            return
        }
        #expect(error.kind == .cancelled)
        // The run checks before each action, the loop's next pass included: under load the
        // check that sees the cancellation may be the Repeat's as well as the Text's.
        #expect(["Text", "Repeat"].contains(error.action?.title ?? ""), "\(String(describing: error.action))")
    }

    @Test func streamedEventsReportEveryActionWithItsDuration() async throws {
        let home = try await TestHome()
        let document = try example("countdown.json")
        let runner = ShortcutRunner(catalog: home.catalog)
        let (events, result) = await home.run { runner.start(document, prompter: NonInteractivePrompter()) }
        var started = 0
        var finished = 0
        for await event in events {
            if case .actionStarted = event { started += 1 }
            if case .actionFinished(_, let duration, _) = event {
                finished += 1
                #expect(duration >= .zero)
            }
        }
        _ = try await result.value
        #expect(started == finished)
        #expect(started == 2 + 3 * 2 + 2) // Number, Repeat; per pass If and one Text; Combine, Show
    }

    @Test func conversionsFollowTheDocumentedRules() async throws {
        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        #expect(try await converter.convert("2,5", to: .double) as? Double == 2.5)
        #expect(try await converter.convert(3.0, to: .integer) as? Int == 3)
        #expect(try await converter.convert([1, 2] as [any Sendable], to: .integer) as? Int == 1)
        #expect(try await converter.convert("a", to: .array(.string)) as? [any Sendable] != nil)
        #expect(try await converter.convert(true, to: .string) as? String == "Yes")
        #expect(try await converter.convert("read", to: .enumeration("Books.Shelf")) as? any AppEnum != nil)
        await #expect(throws: ConversionError.self) { _ = try await converter.convert("abc", to: .integer) }
        await #expect(throws: ConversionError.self) {
            _ = try await converter.convert(3, to: .entity("Books.BookEntity"))
        }
        #expect(TypeRules.canConvert(.array(.entity("A.B")), to: .entity("A.B")))
        #expect(!TypeRules.canConvert(.integer, to: .entity("A.B")))
    }

    @Test func theSameRunnerServesEveryExampleAtOnce() async throws {
        let home = try await TestHome()
        async let a = home.run(try example("countdown.json"))
        async let b = home.run(try example("reading-stats.json"))
        let (first, second) = try await (a, b)
        #expect(dialogs(first.events) == ["T minus 1, T minus 2, Lift off!"])
        #expect(dialogs(second.events).count == 1)
    }
}
