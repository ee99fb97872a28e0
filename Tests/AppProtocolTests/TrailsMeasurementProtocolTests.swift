import AppProtocol
import AppProtocolClient
import AppTestSupport
import Foundation
import IntentKit
import Testing

/// Measurements and sectioned options across the app protocol: Trails' Estimate Hike Time run
/// out of process (`trails-app`) takes and gives amounts in any unit.
@Suite struct TrailsMeasurementProtocolTests {
    static let minutes = IntentMeasurementUnit(rawValue: "minutes")!

    @Test func amountsCrossTheProtocolAndConvert() async throws {
        let executable = try #require(TestApps.executable(named: "trails-app"), "trails-app was not built")
        let data = try TestApps.folder("trails-measurements")
        defer { try? FileManager.default.removeItem(at: data) }
        let connection = ExternalAppConnection(
            name: "Trails",
            command: ExternalAppCommand(executable: executable, arguments: ["--data-directory", data.path]),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))
        let handshake = try await connection.start()
        let intent = try #require(handshake.app.intents.first { $0.identifier == "Trails.EstimateHikeTime" })
        #expect(intent.parameter(named: "distance")?.type == .measurement(.length))
        #expect(intent.parameter(named: "distance")?.measurement?.unit?.rawValue == "kilometers")
        #expect(intent.parameter(named: "pace")?.measurement?.isFixed == true)

        let feet = try #require(IntentMeasurementUnit(rawValue: "feet"))
        let kilometers = try #require(IntentMeasurementUnit(rawValue: "kilometers"))
        let remote = try await connection.perform(
            "Trails.EstimateHikeTime",
            parameters: [
                "distance": .measurement(IntentMeasurement(value: 12, unit: kilometers)),
                "climb": .measurement(IntentMeasurement(value: 2000, unit: feet)),
            ])
        #expect(remote.value == .measurement(IntentMeasurement(value: 241, unit: Self.minutes)))
        #expect(remote.dialog?.full == "About 4 h 1 min.")
        // A bare number is the parameter's default unit (kilometres).
        let bare = try await connection.perform("Trails.EstimateHikeTime", parameters: ["distance": .double(8)])
        #expect(bare.value == .measurement(IntentMeasurement(value: 120, unit: Self.minutes)))
        await connection.stop()
    }

    @Test func valuesAndOptionsKeepTheirFormOnTheWire() throws {
        let amount = WireValue.measurement(
            IntentMeasurement(value: 2.5, unit: IntentMeasurementUnit(rawValue: "miles")!))
        let text = String(decoding: try JSONEncoder().encode(amount), as: UTF8.self)
        #expect(
            text == #"{"measurement":{"unit":"miles","value":2.5}}"#
                || text == #"{"measurement":{"value":2.5,"unit":"miles"}}"#)
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(text.utf8)) == amount)
        let option = WirePromptOption(title: "Home", value: .text("home"), section: "Nearby")
        #expect(try JSONDecoder().decode(WirePromptOption.self, from: JSONEncoder().encode(option)) == option)
    }

    @Test func theHostsPrompterSeesEachOptionsSection() async throws {
        let prompter = ScriptedPrompter([.option(1)])
        let params = PromptParams(
            requestId: .number(1), kind: .disambiguation, intent: "Shop.Pick", intentTitle: "Pick", question: "Which?",
            options: [
                WirePromptOption(title: "Home", value: .text("home"), section: "Nearby"),
                WirePromptOption(title: "Office", value: .text("office"), section: "Work"),
            ])
        let answer = try await ExternalAppConnection.interaction(prompter)(params)
        #expect(answer == .option(1))
        #expect(prompter.requests.first?.options.map(\.section) == ["Nearby", "Work"])
    }
}
