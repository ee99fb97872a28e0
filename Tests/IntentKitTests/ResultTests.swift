import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Results {
        init() async throws {
            try await SeedApps.registerAll()
            Database.shared.reset()
            Navigator.shared.reset()
            SoupStore.shared.reset()
        }

        @Test func anEmptyResultCarriesNothing() async throws {
            let outcome = try await run(OpenCurrentlyReading.self).outcome
            #expect(
                outcome.value == nil && outcome.dialog == nil && outcome.snippet == nil && outcome.opensIntent == nil)
            #expect(Navigator.shared.opened == ["shelf:currentlyReading"])
        }

        @Test func aValueAndAnIntentToOpen() async throws {
            let outcome = try await run(AddBook.self, ["title": "Kindred", "recommendedBy": "Sam"]).outcome
            let book = try #require(outcome.value as? BookEntity)
            #expect(book.title == "Kindred" && book.recommendedBy == "Sam")
            let opens = try #require(outcome.opensIntent as? OpenBook)
            #expect(opens.book.title == "Kindred")
            #expect(Database.shared.storedBooks.contains { $0.title == "Kindred" })
        }

        @Test func aValueWithASnippetBuiltInAClosure() async throws {
            let outcome = try await run(AddBookWithSnippet.AddBook.self, ["title": "Dune"]).outcome
            #expect((outcome.value as? BookEntity)?.title == "Dune")
            #expect(outcome.snippet?.plainText == "DUNE\nAuthor     Frank Herbert\nPublished  1965-08-01")
        }

        @Test func aValueADialogWithSupportingTextAndASnippet() async throws {
            let outcome = try await SeedApps.withTrails {
                try await run(GetTrailInfo.self, ["trail": TrailEntity(trail: TrailDataManager.shared.trails[0])])
                    .outcome
            }
            #expect((outcome.value as? TrailEntity)?.name == "Cascade Falls")
            #expect(
                outcome.dialog?.full.localizedString
                    == "The latest conditions reported for Cascade Falls indicate: Dry and clear.")
            #expect(outcome.dialog?.supporting.localizedString == "Here's the latest information on trail conditions.")
            #expect(
                outcome.snippet?.plainText
                    == "CASCADE FALLS\nRegion      Sierra Nevada\nDistance    0.8 km\nConditions  Dry and clear")
        }

        @Test func aDialogAndASnippetWithoutValue() async throws {
            let outcome = try await run(MeditationStepThree.StartMeditationIntent.self).outcome
            #expect(outcome.value == nil)
            #expect(outcome.dialog?.full.localizedString == "Okay, starting a meditation session.")
            #expect(
                outcome.snippet?.blocks == [
                    .text("Breathe in… and out.", style: .bold), .field(label: "Duration", value: "10 minutes"),
                ])
        }

        @Test func aTransientEntityAsValue() async throws {
            let soup = Soup(id: "tomato", name: "Tomato Soup", price: 5.5)
            let outcome = try await run(
                OrderSoup.self, ["soup": soup, "quantity": 2, "orderType": OrderType.pickup],
                answers: [.confirmed(true)]
            ).outcome
            let details = try #require(outcome.value as? OrderDetails)
            #expect(details.quantity == 2 && details.total == Decimal(11))
            #expect(outcome.dialog?.supporting.localizedString == "Your order is placed.")
            #expect(outcome.snippet?.plainText == "Tomato Soup\nQuantity  2\nTotal     $11")
        }

        @Test func snippetsLayOutTablesAndDividers() {
            let snippet = Snippet(blocks: [
                .table(headers: ["Soup", "Qty"], rows: [["Tomato", "2"], ["Clam Chowder", "10"]]), .divider,
            ])
            #expect(
                snippet.plainText
                    == "Soup          Qty\n------------  ---\nTomato        2\nClam Chowder  10\n--------------------")
            #expect(Table(headers: ["A"], rows: [["b"]]).snippet.blocks == [.table(headers: ["A"], rows: [["b"]])])
            #expect(Divider().snippet.blocks == [.divider])
        }

        @Test func errorsSurfaceTheirLocalizedMessage() async {
            let (error, _) = await runFailing(AddBook.self, ["title": "No Such Book"])
            #expect(error?.description == "Add Book failed: Book Not Found")
            let soup = Soup(id: "chowder", name: "Clam Chowder", price: 7)
            let (stock, _) = await runFailing(OrderSoup.self, ["soup": soup, "quantity": 5])
            #expect(stock?.description == "Order Soup failed: Sorry, there isn't enough Clam Chowder in stock.")
        }

        @Test func outputTypesAreReadFromThePerformSignature() {
            #expect(outputKind(of: ConfigureGadget.PerformOutput.self).map(ValueType.init) == .string)
            #expect(outputKind(of: OpenShelf.PerformOutput.self) == nil)
            #expect(
                outputKind(of: SuggestTrails.PerformOutput.self).map(ValueType.init)
                    == .array(.entity("Trails.TrailEntity")))
        }
    }
}
