import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import Testing

/// WireGuard's corpus files as an external app (`corpus-app`, built beside the tests), driven
/// through the app protocol as the host drives any app of its own process.
@Suite struct CorpusAppProtocolTests {
    static func executable() -> String? {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        for folder in [bundle.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("corpus-app")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return nil
    }

    @Test func wireGuardRunsAsAnAppOfItsOwn() async throws {
        let executable = try #require(Self.executable(), "corpus-app was not built")
        let connection = ExternalAppConnection(
            name: "WireGuard5", command: ExternalAppCommand(executable: executable),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))
        let metadata = try await connection.metadata()
        #expect(
            metadata.intents.map(\.title) == ["Get Peers", "Update Tunnel Configuration", "Build Peer Configuration"])
        #expect(metadata.entities.first?.isTransient == true)

        let peers = try await connection.perform("WireGuard5.GetPeers", parameters: ["tunnelName": .text("home")])
        #expect(peers.value == .list([.text(Data(repeating: 2, count: 32).base64EncodedString())]))
        do {
            _ = try await connection.perform("WireGuard5.GetPeers", parameters: ["tunnelName": .text("cafe")])
            Issue.record("Get Peers found a tunnel that does not exist")
        } catch {
            #expect("\(error)".contains(#"Cannot find a tunnel with the name "cafe""#))
        }
        await connection.stop()
    }
}
