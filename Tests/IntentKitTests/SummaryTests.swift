import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Summaries {
        @Test func emptyParametersShowTheirTitleAsPlaceholder() {
            let run = IntentInvocation(OpenShelf.self)
            #expect(run.renderedSummary.text == "Open [Shelf]")
            #expect(
                run.renderedSummary.pieces == [.text("Open "), .parameter(name: "shelf", title: "Shelf", value: nil)])
        }

        @Test func setParametersShowTheirValueTitle() throws {
            let run = IntentInvocation(OpenShelf.self)
            try run.setValue(Shelf.currentlyReading, for: "shelf")
            #expect(run.renderedSummary.text == "Open Currently Reading")
        }

        @Test func entitiesShowTheirDisplayTitle() throws {
            let run = IntentInvocation(OpenBook.self)
            try run.setValue(BookEntity(id: UUID(), title: "Neuromancer"), for: "book")
            #expect(run.renderedSummary.text == "Open Neuromancer")
        }

        @Test func intentsWithoutASummaryShowTheirTitle() {
            #expect(IntentInvocation(OpenCurrentlyReading.self).renderedSummary.text == "Open Currently Reading")
        }

        @Test func whenChoosesTheSentenceByWhetherAParameterHasAValue() throws {
            let run = IntentInvocation(SuggestTrails.self)
            #expect(run.renderedSummary.text == "Suggest trails near [Location]")
            #expect(run.renderedSummary.more == [.parameter(name: "collection", title: "Collection", value: nil)])
            try run.setValue("Big Sur", for: "location")
            let trails: [any Sendable] = [TrailEntity(trail: TrailDataManager.shared.trails[3])]
            try run.setValue(trails, for: "trails")
            #expect(run.renderedSummary.text == "Suggest Coastal Bluffs near Big Sur")
            #expect(run.renderedSummary.more.isEmpty)
        }

        @Test func switchChoosesTheSentenceByAnEnumValue() throws {
            let run = IntentInvocation(OrderSoup.self)
            #expect(run.renderedSummary.text == "Order 1 [Soup] for Pickup")
            try run.setValue(OrderType.delivery, for: "orderType")
            try run.setValue(Soup(id: "tomato", name: "Tomato Soup", price: 5), for: "soup")
            #expect(run.renderedSummary.text == "Order 1 Tomato Soup for delivery to [Delivery Location]")
            #expect(
                run.renderedSummary.more.map { if case .parameter(let name, _, _) = $0 { name } else { "" } } == [
                    "toppings", "orderType",
                ])
        }

        @Test func whenComparesValuesWithEveryOperatorFamily() {
            let three = MetadataValue.integer(3)
            #expect(SummaryCondition(operator: .equalTo, values: [.integer(3)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .equalTo, values: [.double(3)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .notEqualTo, values: [.integer(4)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .lessThan, values: [.integer(4)]).isSatisfied(by: three))
            #expect(!SummaryCondition(operator: .greaterThan, values: [.integer(4)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .greaterThanOrEqualTo, values: [.integer(3)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .lessThanOrEqualTo, values: [.integer(3)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .oneOf, values: [.integer(1), .integer(3)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .noneOf, values: [.integer(1), .integer(2)]).isSatisfied(by: three))
            #expect(SummaryCondition(operator: .hasNoValue).isSatisfied(by: nil))
            #expect(!SummaryCondition(operator: .hasAnyValue).isSatisfied(by: nil))
            #expect(!SummaryCondition(operator: .lessThan, values: [.text("a")]).isSatisfied(by: three))
        }

        @Test func configureGadgetSummaryFollowsItsWhen() throws {
            let run = IntentInvocation(ConfigureGadget.self)
            try run.setValue("Bob", for: "name")
            try run.setValue(Colour.green, for: "colour")
            #expect(run.renderedSummary.text == "Configure 2 Green gadgets named Bob")
            try run.setValue(GadgetStore.all[0], for: "gadget")
            #expect(run.renderedSummary.text == "Configure Sprocket as Bob in Green")
            #expect(
                run.renderedSummary.more == [
                    .parameter(name: "count", title: "Count", value: "2"),
                    .parameter(name: "enabled", title: "Enabled", value: "true"),
                ])
        }

        @Test func sentencesAreTranslatedThroughTheirTableAndMayReorderParameters() throws {
            LocalizationCatalog.shared.add(
                ["Label ${gadget} as ${label}": "Call it ${label}: ${gadget}"], table: "GadgetSummaries", language: "en"
            )
            let run = IntentInvocation(LabelGadget.self)
            try run.setValue("Spare", for: "label")
            #expect(run.renderedSummary.text == "Call it Spare: [Gadget]")
            #expect(run.renderedSummary.pieces.last == .parameter(name: "gadget", title: "Gadget", value: nil))
        }
    }
}
