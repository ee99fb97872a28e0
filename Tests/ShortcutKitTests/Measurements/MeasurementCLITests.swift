import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts view` and `shortcuts run` with a measurement value (Trails' Estimate Hike Time).
@Suite(.serialized) struct MeasurementCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")

    static let hike = #"""
        {"format": 1, "id": "00000000-0000-4000-8000-00000000a000", "name": "Hike Time", "actions": [
          {"id": "00000000-0000-4000-8000-00000000a001", "action": "Trails.EstimateHikeTime",
           "parameters": {"distance": {"measurement": {"value": 12, "unit": "kilometers"}},
                          "climb": {"measurement": {"value": 2000, "unit": "feet"}}}}
        ]}
        """#

    @Test func viewShowsAmountsWithTheirUnitsAndRunConvertsThem() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("hike.json")
        try Self.hike.write(to: file, atomically: true, encoding: .utf8)
        let view = try await ShortcutsCLI.run(["view", file.path], home: home)
        #expect(view.status == 0, "\(view.error)")
        #expect(view.output.contains("Estimate walking 12 km at 4 km/h"), "\(view.output)")
        let run = try await ShortcutsCLI.run(["run", file.path, "-o", "-"], home: home)
        #expect(run.status == 0, "\(run.error)")
        // 12 km at 4 km/h, and 609.6 m of climb at 600 m an hour: 241 minutes.
        #expect(run.output == "241 min\n", "\(run.output)")
        #expect(run.error.contains("About 4 h 1 min."), "\(run.error)")
        #expect(!run.error.contains("\u{1B}"), "no control characters when standard error is not a terminal")
    }
}
