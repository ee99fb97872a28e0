import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

// An app of our own, written as App Intents code: a measurement parameter with Apple's
// `defaultUnit:` and a measurement `@Property` that Find filters, unit-aware.

private struct Hike: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hike"
    static let defaultQuery = HikeQuery()
    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Length") var length: Measurement<UnitLength>
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(_ id: String, _ kilometers: Double) {
        self.id = id
        name = id
        length = Measurement(value: kilometers, unit: .kilometers)
    }
}

private struct HikeQuery: EnumerableEntityQuery {
    static let hikes = [Hike("Ridge", 12), Hike("Lake", 3), Hike("Meadow", 1.5)]
    func allEntities() async throws -> [Hike] { Self.hikes }
    func entities(for identifiers: [String]) async throws -> [Hike] {
        Self.hikes.filter { identifiers.contains($0.id) }
    }
}

/// A query that maps comparators to closures, as an app with its own store would.
private struct Route: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    static let defaultQuery = RouteQuery()
    let id: String
    @Property(title: "Climb") var climb: Measurement<UnitLength>
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    init(_ id: String, meters: Double) {
        self.id = id
        climb = Measurement(value: meters, unit: .meters)
    }
}

private struct RouteQuery: EntityPropertyQuery {
    typealias Filter = @Sendable (Route) -> Bool
    static let routes = [Route("Col", meters: 900), Route("Hill", meters: 120)]
    static let properties = QueryProperties {
        Property(\Route.$climb) {
            LessThanComparator { bound in { (route: Route) in route.climb < bound } as Filter }
            GreaterThanComparator { bound in { (route: Route) in route.climb > bound } as Filter }
        }
    }
    static let sortingOptions = SortingOptions { SortableBy(\Route.$climb) }
    func entities(for identifiers: [String]) async throws -> [Route] {
        Self.routes.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Route] { Self.routes }
    func entities(
        matching filters: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<Route>], limit: Int?
    ) async throws -> [Route] {
        Self.routes.filter { route in mode == .and ? filters.allSatisfy { $0(route) } : filters.contains { $0(route) } }
    }
}

private struct PacePlan: AppIntent {
    static let title: LocalizedStringResource = "Pace Plan"
    @Parameter(title: "Distance", defaultUnit: .miles) var distance: Measurement<UnitLength>
    @Parameter(title: "Pace", defaultValue: 4, unit: .kilometersPerHour) var pace: Measurement<UnitSpeed>
    static var parameterSummary: some ParameterSummary { Summary("Walk \(\.$distance) at \(\.$pace)") }
    func perform() async throws -> some IntentResult & ReturnsValue<Measurement<UnitDuration>> {
        let hours = distance.converted(to: .kilometers).value / pace.converted(to: .kilometersPerHour).value
        return .result(value: Measurement(value: hours * 60, unit: .minutes))
    }
}

private let hikesApp = IntentApp(
    name: "Hikes", displayName: "Hikes", intents: [PacePlan.self], entities: [Hike.self, Route.self])

@Suite struct MeasurementRunTests {
    let document = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Walk", "actions": [
          {"id": "00000000-0000-4000-8000-000000000002", "action": "Hikes.PacePlan",
           "parameters": {"distance": {"measurement": {"value": 6, "unit": "kilometers"}}}}
        ]}
        """#

    @Test func aMeasurementValueRoundTripsThroughTheFormat() throws {
        let decoded = try DocumentDecoder.decode(document, file: "walk.json")
        guard case .intent(_, let parameters) = decoded.actions[0].kind else {
            Issue.record("expected an intent")
            return
        }
        #expect(
            parameters["distance"]
                == .measurement(IntentMeasurement(value: 6, unit: IntentMeasurementUnit(rawValue: "kilometers")!)))
        let again = try DocumentDecoder.decode(DocumentEncoder.encode(decoded), file: "again.json")
        #expect(again == decoded)
        #expect(throws: DocumentError.self) {
            try DocumentDecoder.decode(document.replacingOccurrences(of: "kilometers", with: "furlong"), file: "w.json")
        }
    }

    @Test func theRunnerConvertsUnitsAndNumbersTakeTheDefaultUnit() async throws {
        let catalog = try await Catalog.load([hikesApp])
        let runner = ShortcutRunner(catalog: catalog)
        let walk = try DocumentDecoder.decode(document, file: "walk.json")
        let result = try await runner.run(walk, prompter: NonInteractivePrompter())
        let minutes = try #require(result.output as? IntentMeasurement)
        #expect(minutes.description == "90 min")

        var miles = walk
        miles.actions[0].kind = .intent(identifier: "Hikes.PacePlan", parameters: ["distance": .number(1)])
        let mile = try #require(
            try await runner.run(miles, prompter: NonInteractivePrompter()).output as? IntentMeasurement)
        // A mile at 4 km/h: 24.14 minutes (Foundation's mile is 1.609344 km, 1.60934 on Linux).
        #expect(abs(mile.value - 24.14016) < 1e-3)

        var text = walk
        text.actions[0].kind = .intent(identifier: "Hikes.PacePlan", parameters: ["distance": .string("2 km")])
        #expect(ValueText.text(of: try await runner.run(text, prompter: NonInteractivePrompter()).output) == "30 min")

        var wrong = walk
        wrong.actions[0].kind = .intent(identifier: "Hikes.PacePlan", parameters: ["distance": .string("2 kg")])
        await #expect(throws: RunError.self) { try await runner.run(wrong, prompter: NonInteractivePrompter()) }
    }

    @Test func typesAndSentencesShowTheUnit() async throws {
        let catalog = try await Catalog.load([hikesApp])
        #expect(TypeRules.canConvert(.double, to: .measurement(.length)))
        #expect(TypeRules.canConvert(.measurement(.length), to: .double))
        #expect(!TypeRules.canConvert(.measurement(.mass), to: .measurement(.length)))
        #expect(TypeRules.valueType(of: IntentMeasurement.parse("1 kg", in: nil)) == .measurement(.mass))
        let walk = try DocumentDecoder.decode(document, file: "walk.json")
        let sentence = SentenceBuilder(catalog: catalog, document: walk).sentence(for: walk.actions[0]).text
        #expect(sentence.contains("Walk 6 km at"), "\(sentence)")
        let problems = Validator(catalog: catalog).validate(walk)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func findComparesAmountsInAnyUnit() async throws {
        let catalog = try await Catalog.load([hikesApp])
        let runner = ShortcutRunner(catalog: catalog)
        func names(_ find: FindAction) async throws -> [String] {
            let document = ShortcutDocument(name: "F", actions: [Action(.find(find))])
            let output = try await runner.run(document, prompter: NonInteractivePrompter()).output
            return (output.flatMap { IntentValueConversion.elements(of: $0) } ?? []).map { ValueText.text(of: $0) }
        }
        let mile = Value.measurement(IntentMeasurement(value: 1, unit: IntentMeasurementUnit(rawValue: "miles")!))
        // The host filters an enumerable query's entities itself.
        #expect(
            try await names(
                FindAction(
                    entity: "Hikes.Hike",
                    conditions: [.init(property: "length", comparator: .greaterThan, value: mile)],
                    sort: [.init(property: "length")])) == ["Lake", "Ridge"])
        #expect(
            try await names(
                FindAction(
                    entity: "Hikes.Hike",
                    conditions: [.init(property: "length", comparator: .equalTo, value: .string("1500 m"))]))
                == ["Meadow"])
        // A property query's comparators receive the amount as the property's own type.
        let halfKilometre = Value.measurement(
            IntentMeasurement(value: 0.5, unit: IntentMeasurementUnit(rawValue: "kilometers")!))
        #expect(
            try await names(
                FindAction(
                    entity: "Hikes.Route",
                    conditions: [.init(property: "climb", comparator: .greaterThan, value: halfKilometre)])) == ["Col"])
    }
}
