import AppProtocolClient
import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// What loading remembers of an app's handshake (issue 29, item 21): the metadata of
/// `python3 app.py` is asked again once the script changes (it was kept until python3 changed),
/// and a handshake that failed is not tried again by every command until the script changes.
@Suite struct HandshakeMemoryTests {
    /// An app answering `initialize` with `displayName`, or, `hanging`, never answering.
    static func app(displayName: String, hanging: Bool = false) -> String {
        ProbeApp.script(displayName: displayName, prelude: hanging ? "time.sleep(600)" : "")
    }

    struct Home {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("handshake-\(UUID().uuidString)")
        var script: URL { root.appendingPathComponent("probe.py") }
        var manifests: AppManifestFolder { AppManifestFolder(root.appendingPathComponent("apps")) }

        func write(_ text: String) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try text.write(to: script, atomically: true, encoding: .utf8)
        }

        func load(startTimeout: Duration = .seconds(60)) async -> ExternalApps.Loaded {
            await ExternalApps.load(
                manifests: manifests, cache: root.appendingPathComponent("cache"), alongside: [],
                limits: ExternalAppLimits(startTimeout: startTimeout))
        }
    }

    @Test func anEditedScriptIsAskedAgain() async throws {
        let home = Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.write(Self.app(displayName: "Probe One"))
        try home.manifests.save(AppManifest(name: "Probe", command: "python3", arguments: [home.script.path]))
        let first = await home.load()
        #expect(first.backends.first?.metadata.displayName == "Probe One", "\(first.warnings)")
        try home.write(Self.app(displayName: "Probe Two"))
        let second = await home.load()
        #expect(second.backends.first?.metadata.displayName == "Probe Two", "\(second.warnings)")
    }

    @Test func aFailedHandshakeIsRememberedUntilTheScriptChanges() async throws {
        let home = Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.write(Self.app(displayName: "Probe", hanging: true))
        try home.manifests.save(AppManifest(name: "Probe", command: "python3", arguments: [home.script.path]))
        let first = await home.load(startTimeout: .seconds(2))
        #expect(first.backends.isEmpty)
        #expect(first.warnings.count == 1 && !first.warnings[0].contains("remembered"), "\(first.warnings)")
        // Not tried again: the warning says it is the remembered failure.
        let second = await home.load(startTimeout: .seconds(2))
        #expect(second.backends.isEmpty)
        #expect(second.warnings.first?.contains("it is left out (remembered") == true, "\(second.warnings)")
        // Mended: tried at once, and it answers.
        try home.write(Self.app(displayName: "Probe Mended"))
        let third = await home.load()
        #expect(third.backends.first?.metadata.displayName == "Probe Mended", "\(third.warnings)")
    }
}
