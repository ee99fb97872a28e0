import Foundation
import Testing

@testable import IntentKit

/// Intents made for runs find their parameters as reflection does, without reflecting each.
@Suite struct IntentParameterTableTests {
    struct Plain: AppIntent {
        static let title: LocalizedStringResource = "Plain"
        @Parameter(title: "First") var first: String
        @Parameter var secondValue: Int?
        let note = "not a parameter"
        @Parameter(title: "Third", default: 2.5) var third: Double
        func perform() async throws -> some IntentResult { .result() }
    }

    /// Makes a parameter it does not keep, so the made ones are not the declared ones.
    struct Wasteful: AppIntent {
        static let title: LocalizedStringResource = "Wasteful"
        @Parameter(title: "Kept") var kept: String
        init() { _ = IntentParameter<Int>(title: "Dropped") }
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func parametersAreTheReflectedOnesInDeclarationOrder() throws {
        for _ in 0..<3 { // the first run reflects, the others use the table
            let run = IntentInvocation(Plain.self)
            let reflected = intentParameters(of: run.intent)
            #expect(run.parameters.map(\.name) == ["first", "secondValue", "third"])
            #expect(run.parameters.map(\.name) == reflected.map(\.name))
            #expect(zip(run.parameters, reflected).allSatisfy { $0.parameter === $1.parameter })
            // A parameter without a title is named from its property.
            #expect(run.parameter(named: "secondValue")?.title.localizedString == "Second Value")
            try run.setValue("x", for: "first")
            #expect((run.intent as? Plain)?.first == "x")
        }
    }

    @Test func anInitializerThatMakesOtherParametersIsReflected() throws {
        for _ in 0..<3 {
            let run = IntentInvocation(Wasteful.self)
            #expect(run.parameters.map(\.name) == ["kept"])
            try run.setValue("y", for: "kept")
            #expect((run.intent as? Wasteful)?.kept == "y")
        }
    }

    @Test func parametersMadeOutsideAnIntentRunAreNotCollected() {
        let collector = ParameterCollector()
        _ = ParameterCollector.$current.withValue(collector) { Plain() }
        #expect(collector.parameters.count == 3)
        #expect(collector.parameters.map { $0.parameter.title.localizedString } == ["First", "Value", "Third"])
        _ = Plain()
        #expect(collector.parameters.count == 3)
    }
}
