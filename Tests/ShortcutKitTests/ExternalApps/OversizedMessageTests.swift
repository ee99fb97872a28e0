import AppProtocol
import AppProtocolClient
import Foundation
import ShortcutsTestSupport
import Testing

/// The host never sends an app a line past the documented 16 MiB cap (issue 29, item 21: a
/// 40 MiB one reached it): the call fails before anything is written, naming both sizes, and
/// the app goes on answering. Against the example Tasks app, a second process.
@Suite struct OversizedMessageTests {
    @Test func aRequestPastTheCapFailsAndTheAppGoesOn() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("oversized-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let connection = ExternalAppConnection(
            name: "Tasks",
            command: ExternalAppCommand(
                executable: "python3", arguments: ["-u", ExternalProgressTests.tasksScript.path],
                environment: ["TASKS_DATA_DIRECTORY": data.path]),
            // Generous limits but the line's: a loaded machine starts python slowly.
            limits: ExternalAppLimits(
                startTimeout: .seconds(120), callTimeout: .seconds(120), performTimeout: .seconds(120),
                maximumLineLength: 1 << 20))
        let huge = String(repeating: "x", count: 3 << 20)
        do {
            _ = try await connection.perform("Tasks.AddTask", parameters: ["title": .text(huge)])
            Issue.record("a 3 MiB request went to an app whose limit is 1 MiB")
        } catch {
            #expect("\(error)".contains("it is 3 MiB, more than the 1 MiB a message may be"), "\(error)")
        }
        let added = try await connection.perform("Tasks.AddTask", parameters: ["title": .text("small")])
        #expect(added.value != nil)
        await connection.stop()
    }
}
