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

    /// Inkwell's intent that runs only in the foreground is refused when the host says nobody is
    /// there, and runs when it says someone is; its text parameter's several lines reach the host.
    @Test func theHostSaysWhetherSomeoneIsThere() async throws {
        let executable = try #require(Self.executable(), "field-app was not built")
        let connection = ExternalAppConnection(
            name: "Inkwell5", command: ExternalAppCommand(executable: executable, arguments: ["inkwell"]),
            limits: ExternalAppLimits(
                startTimeout: .seconds(600), callTimeout: .seconds(600), performTimeout: .seconds(600)))
        let metadata = try await connection.metadata()
        let write = try #require(metadata.intents.first { $0.identifier == "Inkwell5.WriteEntry" })
        #expect(write.parameters.first { $0.name == "text" }?.controlStyle == .multiline)
        let entry: [String: WireValue] = [
            "entry": .entity(WireEntity(type: "Inkwell5.EntryEntity", id: "9b2e4c1d-3f5a-4b6c-8d7e-1a2b3c4d5e6f"))
        ]
        do {
            _ = try await connection.perform("Inkwell5.ReadEntryAloud", parameters: entry, foreground: false)
            Issue.record("an intent of the foreground ran with nobody there")
        } catch {
            #expect("\(error)".contains("runs only in the foreground"), "\(error)")
        }
        let read = try await connection.perform("Inkwell5.ReadEntryAloud", parameters: entry, foreground: true)
        #expect(read.value == .text("Harbour at dawn"))
        await connection.stop()
    }
}
