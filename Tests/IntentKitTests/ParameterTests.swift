import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Parameters {
        @Test func requiredAndOptionalAreToldApartByType() {
            let run = IntentInvocation(ConfigureGadget.self)
            let optional = Dictionary(uniqueKeysWithValues: run.parameters.map { ($0.name, $0.parameter.isOptional) })
            #expect(
                optional == [
                    "name": false, "count": false, "weight": true, "enabled": false, "starts": true, "manual": true,
                    "price": true, "colour": false, "gadget": true, "tags": true, "parts": true,
                ])
            #expect(
                run.parameters.map(\.name) == [
                    "name", "count", "weight", "enabled", "starts", "manual", "price", "colour", "gadget", "tags",
                    "parts",
                ])
        }

        @Test func defaultsComeFromDefaultArgumentsAndInitialValues() {
            let run = IntentInvocation(ConfigureGadget.self)
            #expect(run.parameter(named: "count")?.anyValue as? Int == 2)
            #expect(run.parameter(named: "enabled")?.anyValue as? Bool == true)
            #expect(run.parameter(named: "name")?.hasValue == false)
            #expect(run.parameter(named: "weight")?.hasValue == false)
            #expect(run.parameter(named: "count")?.range == ParameterRange(lowerBound: 1, upperBound: 5))
            #expect(run.parameter(named: "count")?.control == .field)
            #expect(run.parameter(named: "gadget")?.inputConnectionBehavior == .connectToPreviousIntentResult)
            #expect(run.parameter(named: "colour")?.requestValueDialog?.full.localizedString == "Which colour?")
            #expect(run.parameter(named: "name")?.parameterDescription?.localizedString == "What to call it")
        }

        @Test func valuesSetByNameAreWhatPerformReads() async throws {
            let (outcome, prompter) = try await run(
                ConfigureGadget.self, ["name": "Sprocket", "count": 3, "colour": Colour.blue, "weight": 1.25])
            #expect(outcome.value as? String == "3× Sprocket blue 1.25kg")
            #expect(prompter.requests.isEmpty)
        }

        @Test func numbersConvertBetweenIntegerDoubleAndDecimal() throws {
            let run = IntentInvocation(ConfigureGadget.self)
            try run.setValue(2, for: "weight") // Int into Double?
            #expect(run.parameter(named: "weight")?.anyValue as? Double == 2.0)
            try run.setValue(4.0, for: "count") // whole Double into Int
            #expect(run.parameter(named: "count")?.anyValue as? Int == 4)
            try run.setValue(7, for: "price") // Int into Decimal?
            #expect(run.parameter(named: "price")?.anyValue as? Decimal == Decimal(7))
            #expect(throws: IntentRunError.self) { try run.setValue(2.5, for: "count") }
        }

        @Test func listsConvertElementByElementAndOptionalsClear() throws {
            let run = IntentInvocation(ConfigureGadget.self)
            let tags: [any Sendable] = ["a", "b"]
            try run.setValue(tags, for: "tags")
            #expect(run.parameter(named: "tags")?.anyValue as? [String] == ["a", "b"])
            try run.setValue(nil, for: "tags")
            #expect(run.parameter(named: "tags")?.hasValue == false)
        }

        @Test func valuesOfTheWrongTypeAreRefusedWithTheParameterNamed() {
            let run = IntentInvocation(ConfigureGadget.self)
            let error = #expect(throws: IntentRunError.self) { try run.setValue("three", for: "count") }
            #expect(error?.description == "Configure Gadget: parameter 'count' expects a whole number, not String")
            let colour = #expect(throws: IntentRunError.self) { try run.setValue("red", for: "colour") }
            #expect(colour?.description == "Configure Gadget: parameter 'colour' expects Colour, not String")
        }

        @Test func numbersOutsideTheRangeAreRefused() {
            let run = IntentInvocation(ConfigureGadget.self)
            let error = #expect(throws: IntentRunError.self) { try run.setValue(9, for: "count") }
            #expect(error?.description == "Configure Gadget: parameter 'count' must be between 1 and 5")
            let weight = #expect(throws: IntentRunError.self) { try run.setValue(0.1, for: "weight") }
            #expect(weight?.description == "Configure Gadget: parameter 'weight' must be between 0.5 and 2.5")
        }

        @Test func unknownParametersAreNamedWithTheKnownOnes() {
            let run = IntentInvocation(OpenShelf.self)
            let error = #expect(throws: IntentRunError.self) { try run.setValue(Shelf.read, for: "shelve") }
            #expect(error?.description == "Open Shelf has no parameter 'shelve' (it has: shelf)")
        }

        @Test func eachRunHasItsOwnParameters() throws {
            let first = IntentInvocation(OpenShelf.self)
            let second = IntentInvocation(OpenShelf.self)
            try first.setValue(Shelf.read, for: "shelf")
            #expect(second.parameter(named: "shelf")?.hasValue == false)
        }

        @Test func seedInitializersSetParametersThroughTheWrapper() {
            let book = BookEntity(id: UUID(), title: "Dune")
            let intent = OpenBook(book: book)
            #expect(intent.book.title == "Dune")
            #expect(intentParameters(of: intent).first?.parameter.anyValue as? BookEntity != nil)
        }

        @Test func dependenciesResolveInTheirScope() async {
            let manager = AppDependencyManager()
            manager.add(dependency: TrailDataManager.shared)
            let count = await AppDependencyManager.withScope(manager) {
                TrailEntityQuery().trailManager.trails.count
            }
            #expect(count == 5)
            #expect(AppDependencyManager.shared.resolve(TrailDataManager.self) == nil)
        }

        @Test func keyedDependenciesAreDistinct() {
            let manager = AppDependencyManager()
            manager.add(key: "home") { "Home" }
            manager.add(key: "work", dependency: "Office")
            #expect(manager.resolve(String.self, key: "home") == "Home")
            #expect(manager.resolve(String.self, key: "work") == "Office")
            #expect(manager.resolve(String.self) == nil)
        }
    }
}
