import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import Testing

/// Meshline as an external app (`field-app`, built beside the tests), driven through the app
/// protocol as the host drives any app of its own process.
@Suite struct FieldAppProtocolTests {
    static func executable() -> String? {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for folder in [bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("field-app")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return nil
    }

    @Test func meshlineRunsAsAnAppOfItsOwn() async throws {
        let executable = try #require(Self.executable(), "field-app was not built")
        let connection = ExternalAppConnection(
            name: "Meshline5", command: ExternalAppCommand(executable: executable),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))
        let metadata = try await connection.metadata()
        #expect(metadata.intents.map(\.title) == ["List Members", "Join Members", "Draft Member"])
        #expect(metadata.entities.first?.isTransient == true)

        let members = try await connection.perform(
            "Meshline5.ListMembers", parameters: ["linkName": .text("harbor")])
        #expect(members.value == .list([.text("osprey-7"), .text("tern-4")]))
        do {
            _ = try await connection.perform("Meshline5.ListMembers", parameters: ["linkName": .text("quarry")])
            Issue.record("List Members found a link that does not exist")
        } catch {
            #expect("\(error)".contains(#"Meshline has no link named "quarry"."#), "\(error)")
        }
        await connection.stop()
    }
}
