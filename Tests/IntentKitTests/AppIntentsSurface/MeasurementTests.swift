import Foundation
import Testing

@testable import IntentKit

/// An intent written as App Intents code declares measurement parameters (Apple's spelling).
private struct PlanRun: AppIntent {
    static let title: LocalizedStringResource = "Plan Run"
    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>
    @Parameter(title: "Time", defaultValue: 30, unit: .minutes) var time: Measurement<UnitDuration>
    @Parameter(title: "Temperature", defaultUnit: .celsius) var temperature: Measurement<UnitTemperature>?

    func perform() async throws -> some IntentResult & ReturnsValue<Measurement<UnitSpeed>> & ProvidesDialog {
        let speed = distance.converted(to: .kilometers).value / time.converted(to: .hours).value
        let warm = temperature.map { $0.converted(to: .celsius).value > 25 } ?? false
        return .result(
            value: Measurement(value: speed, unit: .kilometersPerHour),
            dialog: "\(distance.converted(to: .kilometers).value) km in \(time.value) min\(warm ? ", warm" : "")")
    }
}

private struct Runs: AppIntent {
    static let title: LocalizedStringResource = "Runs"
    @Parameter(title: "Distances") var distances: [Measurement<UnitLength>]
    func perform() async throws -> some IntentResult & ReturnsValue<[Measurement<UnitLength>]> {
        .result(value: distances.map { $0.converted(to: .meters) })
    }
}

private enum RunApp {
    static let app = IntentApp(name: "Runner", displayName: "Runner", intents: [PlanRun.self, Runs.self])
}

@Suite struct MeasurementValues {
    @Test func parametersRecordTheirDimensionUnitAndSign() async throws {
        let registered = try await RunApp.app.register()
        let intent = try #require(registered.metadata.intents.first { $0.identifier == "Runner.PlanRun" })
        let distance = try #require(intent.parameter(named: "distance"))
        #expect(distance.type == .measurement(.length))
        #expect(distance.type.description == "measurement:length")
        #expect(ValueType(text: "measurement:length") == .measurement(.length))
        #expect(ValueType(text: "measurement:width") == nil)
        #expect(distance.measurement?.unit?.rawValue == "kilometers")
        #expect(distance.measurement?.isFixed == false)
        #expect(distance.measurement?.supportsNegativeNumbers == false)
        let time = try #require(intent.parameter(named: "time"))
        #expect(time.measurement?.isFixed == true)
        let minutes = try #require(IntentMeasurementUnit(rawValue: "minutes"))
        #expect(time.defaultValue == .measurement(IntentMeasurement(value: 30, unit: minutes)))
        #expect(intent.parameter(named: "temperature")?.isOptional == true)
        #expect(intent.output == .measurement(.speed))
        #expect(PlanRun().$distance.defaultUnit == .kilometers)
        #expect(PlanRun().$time.unit == .minutes)
        #expect(PlanRun().$distance.supportsNegativeNumbers == false)

        // The registration cache reads what it wrote.
        let entry = RegistrationCache.Entry(key: "k", metadata: registered.metadata)
        let text = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(try CachedMetadataReader.read(text).metadata == registered.metadata)
    }

    @Test func numbersTakeTheDefaultUnitAndAFixedUnitConverts() async throws {
        let run = IntentInvocation(PlanRun.self)
        try run.setValue(10.0, for: "distance")
        let hours = try #require(IntentMeasurementUnit(rawValue: "hours"))
        try run.setValue(IntentMeasurement(value: 1, unit: hours), for: "time")
        let outcome = try await run.perform(prompter: NonInteractivePrompter())
        let speed = try #require(outcome.value as? IntentMeasurement)
        #expect(speed.unit.rawValue == "kilometersPerHour")
        #expect(abs(speed.value - 10) < 1e-9)
        #expect(outcome.dialog?.full.localizedString == "10 km in 60 min")

        let miles = IntentInvocation(PlanRun.self)
        try miles.setValue(IntentMeasurement.parse("6.2 mi", in: .length), for: "distance")
        try miles.setValue(Measurement(value: 86, unit: UnitTemperature.fahrenheit), for: "temperature")
        let dialog = try await miles.perform(prompter: NonInteractivePrompter()).dialog?.full.localizedString
        #expect(dialog?.hasSuffix("in 30 min, warm") == true, "\(dialog ?? "")")
    }

    @Test func negativeAmountsAndOtherDimensionsAreRefused() throws {
        let run = IntentInvocation(PlanRun.self)
        #expect(throws: IntentRunError.self) { try run.setValue(-1.0, for: "distance") }
        #expect(throws: IntentRunError.self) {
            try run.setValue(IntentMeasurement.parse("5 kg", in: nil), for: "distance")
        }
        #expect(ParameterValueError.negativeNotAllowed.message == "must not be negative")
        try run.setValue(-5.0, for: "temperature")
    }

    @Test func listsOfAmountsLeaveAsAmounts() async throws {
        let run = IntentInvocation(Runs.self)
        let amounts = [IntentMeasurement.parse("1 km", in: .length), IntentMeasurement.parse("2 mi", in: .length)]
        try run.setValue([Measurement(value: 1, unit: UnitLength.kilometers)], for: "distances")
        try run.setValue(amounts.compactMap { $0.map(\.foundationMeasurement) } as [any Sendable], for: "distances")
        let out = try await run.perform(prompter: NonInteractivePrompter()).value
        let value = try #require(out)
        let items = try #require(IntentValueConversion.elements(of: value))
        let texts = items.map { ($0 as? IntentMeasurement)?.description ?? "" }
        #expect(texts.first == "1000 m")
        // Two miles, in Foundation's metres per mile (1609.344, or 1609.34 on Linux).
        #expect(texts.last?.hasPrefix("3218.68") == true, "\(texts)")
    }

    @Test func textReadsAsAnAmountInAnyUnitOfTheDimension() throws {
        let length = IntentMeasurementDimension.length
        #expect(IntentMeasurement.parse("5 km", in: length)?.description == "5 km")
        #expect(IntentMeasurement.parse("5km", in: length)?.unit.rawValue == "kilometers")
        #expect(IntentMeasurement.parse("2,5 Kilometers", in: length)?.value == 2.5)
        #expect(IntentMeasurement.parse("1 mile", in: length)?.unit.rawValue == "miles")
        #expect(IntentMeasurement.parse("3 m", in: length)?.unit.rawValue == "meters")
        #expect(IntentMeasurement.parse("-3 °C", in: .temperature)?.value == -3)
        #expect(IntentMeasurement.parse("7", in: length)?.unit == length.standardUnit)
        #expect(IntentMeasurement.parse("5 kg", in: length) == nil)
        #expect(IntentMeasurement.parse("km", in: length) == nil)
    }

    @Test func promptsReadAmountsAndLeaveBareNumbersToTheParameter() async throws {
        let amount = try await IntentValueParsing.parse("3 lb", as: .measurement(.mass))
        #expect((amount as? IntentMeasurement)?.unit.rawValue == "pounds")
        #expect(try await IntentValueParsing.parse("3", as: .measurement(.mass)) as? Double == 3)
        await #expect(throws: IntentValueParsing.Failure.self) {
            try await IntentValueParsing.parse("5 parsecs", as: .measurement(.mass))
        }
    }

    @Test func amountsCompareAcrossUnits() throws {
        let km = try #require(IntentMeasurement.parse("1 km", in: .length))
        let mile = try #require(IntentMeasurement.parse("1 mi", in: .length))
        #expect(km.compare(to: mile) == .orderedAscending)
        let meters = try #require(IntentMeasurement.parse("1000 m", in: .length))
        let kilogram = try #require(IntentMeasurement.parse("1 kg", in: .mass))
        #expect(km.compare(to: meters) == .orderedSame)
        #expect(km.compare(to: kilogram) == nil)
        #expect(MetadataValue.measurement(mile).compare(to: .measurement(km)) == .orderedDescending)
        let json = String(decoding: try JSONEncoder().encode(MetadataValue.measurement(km)), as: UTF8.self)
        #expect(json.contains("\"unit\":\"kilometers\""))
    }

    @Test func everyUnitHasAFoundationUnitOfItsDimension() {
        for dimension in IntentMeasurementDimension.allCases {
            #expect(dimension.units.contains(dimension.standardUnit))
            for unit in dimension.units {
                #expect(IntentMeasurementDimension(unitType: type(of: unit.foundationUnit)) == dimension, "\(unit)")
                #expect(IntentMeasurementUnit(unit.foundationUnit) == unit, "\(unit)")
                #expect(IntentMeasurementUnit(rawValue: unit.rawValue) == unit)
            }
        }
    }
}
