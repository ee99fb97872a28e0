import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Interactions {
        init() async throws {
            try await SeedApps.registerAll()
            Database.shared.reset()
            Navigator.shared.reset()
            SoupStore.shared.reset()
        }

        // MARK: Required parameters

        @Test func emptyRequiredParametersAreAskedForWithTheirOptions() async throws {
            let (_, prompter) = try await run(OpenShelf.self, answers: [.option(2)], identifier: "Books.OpenShelf")
            let request = try #require(prompter.requests.first)
            #expect(request.kind == .value)
            #expect(request.intentIdentifier == "Books.OpenShelf")
            #expect(
                request.parameter
                    == PromptParameter(
                        name: "shelf", title: "Shelf", type: .enumeration("Books.Shelf"), isOptional: false))
            #expect(request.options.map(\.title) == ["Currently Reading", "Want to Read", "Read"])
            #expect(request.question == "Enter Shelf")
            #expect(Navigator.shared.opened == ["shelf:read"])
        }

        @Test func entityParametersOfferTheQuerysSuggestions() async throws {
            let (outcome, prompter) = try await run(WeighGadget.self, answers: [.option(1)])
            #expect(prompter.requests.first?.options.map(\.title) == ["Sprocket", "Gizmo"])
            #expect(prompter.requests.first?.options.first?.subtitle == "1.5 kg")
            #expect(prompter.requests.first?.options.first?.systemImageName == "gearshape")
            #expect(outcome.value as? Double == 0.5)
        }

        @Test func typedAnswersAreReadAsTheParametersType() async throws {
            let soup = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
            // Quantity has a default; soup is asked, typed as its title, then the order is confirmed.
            let (outcome, prompter) = try await run(
                OrderSoup.self, ["quantity": 3], answers: [.text("tomato soup"), .confirmed(true)])
            #expect(prompter.requests.map(\.kind) == [.value, .confirmation])
            #expect(prompter.requests[0].dialog?.full.localizedString == "Which soup do you want?")
            #expect((outcome.value as? OrderDetails)?.soupName == soup.name)
            let (gadget, _) = try await run(WeighGadget.self, answers: [.text("widget")])
            #expect(gadget.value as? Double == 2.0)
        }

        @Test func typedAnswersThatDoNotFitAreRefusedNamingTheParameter() async {
            let (error, _) = await runFailing(ConfigureGadget.self, ["name": "X"], answers: [.text("purple")])
            #expect(
                error?.description
                    == "Configure Gadget: the answer for 'colour' 'purple' is not one of: Red, Green, Blue")
            let (entity, _) = await runFailing(WeighGadget.self, answers: [.text("zeppelin")])
            #expect(entity?.description == "Weigh Gadget: the answer for 'gadget' matches no Gadget")
            let (option, _) = await runFailing(OpenShelf.self, answers: [.option(7)])
            #expect(option?.description == "Open Shelf: the answer for 'shelf' picks option 8 of 3")
        }

        @Test func textParsesEveryValueKind() async throws {
            #expect(try await IntentValueParsing.parse(" 42 ", as: .integer) as? Int == 42)
            #expect(try await IntentValueParsing.parse("2,5", as: .double) as? Double == 2.5)
            #expect(try await IntentValueParsing.parse("yes", as: .boolean) as? Bool == true)
            #expect(try await IntentValueParsing.parse("off", as: .boolean) as? Bool == false)
            #expect(
                try await IntentValueParsing.parse("https://example.org", as: .url) as? URL
                    == URL(string: "https://example.org"))
            #expect(try await IntentValueParsing.parse("1.25", as: .decimal) as? Decimal == Decimal(string: "1.25"))
            #expect(try await IntentValueParsing.parse("a, b", as: .array(.string)) as? [String] == ["a", " b"])
            let date = try #require(try await IntentValueParsing.parse("2024-05-01 09:30", as: .date) as? Date)
            #expect(IntentValueText.format(date) == "2024-05-01 09:30")
            let tomorrow = try #require(IntentValueParsing.parseDate("tomorrow", now: Date(timeIntervalSince1970: 0)))
            #expect(tomorrow.timeIntervalSince1970 > 0)
            await #expect(throws: IntentValueParsing.Failure.self) {
                _ = try await IntentValueParsing.parse("example.org", as: .url)
            }
        }

        @Test func aRunWithNobodyToAskFailsNamingTheParameter() async {
            let (error, _) = await runFailing(OpenShelf.self, prompter: NonInteractivePrompter())
            #expect(
                error?.description
                    == "Open Shelf: parameter 'shelf' needs a value, but no one is there to answer (the run is not interactive)"
            )
        }

        @Test func cancellingAPromptCancelsTheRun() async {
            let (error, _) = await runFailing(OpenShelf.self, answers: [.cancelled])
            guard case .cancelled(let intent)? = error else {
                Issue.record("expected cancelled, got \(String(describing: error))")
                return
            }
            #expect(intent == "Open Shelf")
        }

        // MARK: Requests inside perform()

        @Test func thrownRequestValueAsksAndRunsAgain() async throws {
            let (_, prompter) = try await run(
                AddBookRequestingValue.AddBook.self, ["title": "Emma"], answers: [.text("Jane Austen")])
            #expect(prompter.requests.count == 1)
            #expect(prompter.requests[0].question == "Who wrote the book?")
            #expect(prompter.requests[0].parameter?.name == "authorName")
        }

        @Test func requestValueReturnsTheAnswer() async throws {
            struct Rename: AppIntent {
                static let title: LocalizedStringResource = "Rename"
                @Parameter(title: "New Name") var newName: String?
                func perform() async throws -> some IntentResult & ReturnsValue<String> {
                    // Apple's `requestValue` gives an optional parameter's value unwrapped.
                    let name: String = try await $newName.requestValue("What should it be called?")
                    return .result(value: name + "!")
                }
            }
            let (outcome, prompter) = try await run(Rename.self, answers: [.text("Zed")])
            #expect(outcome.value as? String == "Zed!")
            #expect(prompter.requests.map(\.question) == ["What should it be called?"])
        }

        @Test func disambiguationOffersTheValuesAndStoresTheChoice() async throws {
            let (_, prompter) = try await run(
                AddBookDisambiguating.AddBook.self, ["title": "Emma"], answers: [.option(1)])
            let request = try #require(prompter.requests.first)
            #expect(request.kind == .disambiguation)
            #expect(request.question == "Which author?")
            #expect(request.options.map(\.title) == ["Jane Austen", "Alexander McCall Smith"])
        }

        @Test func entityDisambiguationWhenNoSessionWasGiven() async throws {
            let (outcome, prompter) = try await run(StartMeditationIntent.self, answers: [.option(1)])
            #expect(prompter.requests.first?.options.map(\.title) == ["Calm", "Focus", "Sleep"])
            #expect(outcome.dialog?.full.localizedString == "Okay, starting a Focus meditation session.")
            #expect(MeditationService.started.last == "Focus")
        }

        @Test func needsDisambiguationErrorAsksAndRunsAgain() async throws {
            let outcome = try await SeedApps.withTrails {
                let (outcome, prompter) = try await run(
                    SuggestTrails.self, ["location": "Sierra"], answers: [.option(1)])
                #expect(
                    prompter.requests.first?.question
                        == "Multiple locations match Sierra. Did you mean one of these locations?")
                #expect(prompter.requests.first?.options.map(\.title) == ["Sierra Madre", "Sierra Nevada"])
                return outcome
            }
            #expect(
                (outcome.value as? [TrailEntity])?.map(\.name) == ["Cascade Falls", "Rainbow Falls", "Granite Ridge"])
        }

        @Test func needsValueErrorOffersTheOptionsProvidersResults() async throws {
            let soup = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
            let (outcome, prompter) = try await run(
                OrderSoup.self, ["soup": soup, "orderType": OrderType.delivery],
                answers: [.option(1), .confirmed(true)])
            #expect(prompter.requests[0].question == "Where should we deliver your soup?")
            #expect(prompter.requests[0].options.map(\.title) == ["Home", "Office", "Studio"])
            #expect((outcome.value as? OrderDetails)?.total == Decimal(7.5))
        }

        @Test func askingForeverStopsAfterTheRetryLimit() async {
            let (error, _) = await runFailing(NeverSatisfied.self, answers: Array(repeating: .text("again"), count: 20))
            #expect(error?.description == "Never Satisfied asked for values 8 times without finishing")
            let (done, _) = await runFailing(NeverSatisfied.self, answers: [.text("never")])
            #expect(done == nil)
        }

        // MARK: Confirmations and choices

        @Test func parameterConfirmationReturnsTheAnswer() async throws {
            let book = try #require(Database.shared.books.first)
            _ = try await run(OpenBook.self, ["book": book], answers: [.confirmed(false)])
            #expect(Navigator.shared.opened.isEmpty)
            let (_, prompter) = try await run(OpenBook.self, ["book": book], answers: [.confirmed(true)])
            #expect(Navigator.shared.opened == ["book:Dune"])
            #expect(prompter.requests[0].question == "Are you sure you want to clear read state for Dune?")
            #expect(prompter.requests[0].options.map(\.title) == ["Dune"])
        }

        @Test func valueConfirmationOnATextParameter() async throws {
            let (outcome, prompter) = try await run(
                AddBookConfirming.AddBook.self, ["title": "kindred"], answers: [.confirmed(true)])
            #expect(prompter.requests[0].kind == .confirmation)
            #expect(prompter.requests[0].question == "Did you mean Kindred?")
            #expect((outcome.value as? BookEntity)?.title == "Kindred")
        }

        @Test func resultConfirmationShowsTheResultAndItsButton() async throws {
            let book = try #require(Database.shared.books.first)
            let (outcome, prompter) = try await run(
                BuyBook.self, ["book": book, "count": 2], answers: [.confirmed(true)])
            let request = try #require(prompter.requests.first)
            #expect(request.question == "Are you ready to order?")
            #expect(request.snippet?.plainText == "Order\nBook    Dune\nCopies  2")
            #expect(request.confirmationActionName == "Continue")
            #expect(outcome.dialog?.full.localizedString == "Thank you for your order!")
            #expect(outcome.snippet?.plainText == "Ordered 2 × Dune")
        }

        @Test func decliningAConfirmationCancelsTheRun() async {
            let soup = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
            let (error, prompter) = await runFailing(OrderSoup.self, ["soup": soup], answers: [.confirmed(false)])
            #expect(prompter.requests.first?.confirmationActionName == "Order")
            #expect(prompter.requests.first?.question == "Ready to order 1 Tomato Soup?")
            guard case .cancelled? = error else {
                Issue.record("expected cancelled")
                return
            }
            #expect(SoupStore.shared.orders.isEmpty)
        }

        @Test func intentConfirmationWithActionNameAndSnippet() async throws {
            let (outcome, prompter) = try await run(
                ShipGadget.self, ["gadget": GadgetStore.all[2]], answers: [.confirmed(true)])
            #expect(prompter.requests[0].confirmationActionName == "Send")
            #expect(prompter.requests[0].question == "Ship Widget?")
            #expect(prompter.requests[0].snippet?.plainText == "Weight  2")
            #expect(outcome.opensIntent is PackGadget)
        }

        @Test func choicesReturnThePickedOptionAndCancelOnCancel() async throws {
            let (outcome, prompter) = try await run(PackGadget.self, answers: [.option(1)])
            #expect(prompter.requests[0].kind == .choice)
            #expect(prompter.requests[0].options.map(\.title) == ["Gift Wrap", "Plain Box", "Cancel"])
            #expect(prompter.requests[0].options[1].subtitle == "Cheaper")
            #expect(outcome.dialog?.full.localizedString == "Packed: Plain Box")
            let (byTitle, _) = try await run(PackGadget.self, answers: [.text("gift wrap")])
            #expect(byTitle.dialog?.full.localizedString == "Packed: Gift Wrap")
            let (error, _) = await runFailing(PackGadget.self, answers: [.option(2)])
            guard case .cancelled? = error else {
                Issue.record("expected cancelled")
                return
            }
        }

        @Test func aScriptWithoutAnswersFailsClearly() async {
            let (error, _) = await runFailing(PackGadget.self)
            #expect(
                error?.description
                    == "Pack Gadget asked \"How should it be packed?\", but the script has no answer left for \"How should it be packed?\""
            )
        }

        @Test func cancellingTheTaskCancelsTheRun() async {
            struct Slow: AppIntent {
                static let title: LocalizedStringResource = "Slow"
                func perform() async throws -> some IntentResult {
                    try await Task.sleep(for: .seconds(30))
                    return .result()
                }
            }
            let task = Task { try await IntentInvocation(Slow.self).perform(prompter: NonInteractivePrompter()) }
            try? await Task.sleep(for: .milliseconds(20))
            task.cancel()
            let result = await task.result
            guard case .failure(let error) = result, case .cancelled(let intent)? = error as? IntentRunError else {
                Issue.record("expected cancelled, got \(result)")
                return
            }
            #expect(intent == "Slow")
        }
    }
}
