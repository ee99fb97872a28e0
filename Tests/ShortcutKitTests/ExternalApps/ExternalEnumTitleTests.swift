import AppProtocol
import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// An external app's enum cases arrive as their stored values (`{"enum": "trailRunning"}`); the
/// host shows them with the titles the app's metadata gives ("Trail Running"), as a bundled
/// app's cases show their display representation, and still compares and sends them by value.
@Suite struct ExternalEnumTitleTests {
    static let activity: TypeIdentifier = "Trails.Activity"
    /// The Trails app served out of process, built beside the tests.
    static let trailsProgram = ShortcutsCLI.binary.deletingLastPathComponent().appendingPathComponent("trails-app")

    /// Trails through the protocol, as the only app (the bundled Trails would take its name).
    func withTrails(_ body: (ExternalAppBackend, Catalog) async throws -> Void) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ext-enum-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = AppManifestFolder(home.appendingPathComponent("apps"))
        try folder.save(
            AppManifest(
                name: "Trails", command: Self.trailsProgram.path,
                arguments: ["--data-directory", home.appendingPathComponent("data").path]))
        let loaded = await ExternalApps.load(
            manifests: folder, cache: home.appendingPathComponent("cache"), alongside: [], limits: .generousForTests)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let backend = try #require(loaded.backends.first)
        do {
            try await body(backend, Catalog(backends: loaded.backends))
        } catch {
            await backend.connection.stop()
            throw error
        }
        await backend.connection.stop()
    }

    @Test func anEntitysEnumPropertyShowsTheCaseTitles() async throws {
        try await withTrails { backend, _ in
            let found = try await backend.searchEntities(of: "Trails.TrailEntity", matching: "Ewoldsen") ?? []
            let trail = try #require(found.first)
            let activities = try #require(trail.entityPropertyValue(named: "activities")?.value)
            let cases = try #require(
                IntentValueConversion.elements(of: activities)?.compactMap { $0 as? RemoteEnumCase })
            #expect(cases.map(\.storedValue) == ["hiking", "trailRunning"])
            #expect(ValueText.text(of: activities) == "Hiking\nTrail Running")
            #expect(ValueText.summary(of: activities) == "2 items: Hiking, Trail Running")
            // Recorded and sent back as stored values.
            #expect(MetadataValue(cases[1]) == .text("trailRunning"))
            #expect(WireValue(intentValue: cases[1]) == .enumeration("trailRunning"))
            #expect(TypeRules.valueType(of: cases[1]) == .enumeration(Self.activity))
        }
    }

    @Test func aValueTypedAsTheEnumGetsItsTitleAndConvertsToItsStoredValue() async throws {
        try await withTrails { backend, catalog in
            let value = backend.hostValue(
                .list([.enumeration("mountainBiking")]), as: .array(.enumeration(Self.activity)))
            let first = try #require((value as? [any Sendable])?.first as? RemoteEnumCase)
            #expect(first.title == "Mountain Biking")
            // A case the metadata does not list keeps its stored value as its title.
            let unknown = backend.hostValue(.enumeration("paragliding"), as: .enumeration(Self.activity))
            #expect((unknown as? RemoteEnumCase)?.title == "paragliding")
            // Untyped, it stays text, as before.
            #expect(backend.hostValue(.enumeration("hiking"), as: nil) as? String == "hiking")

            let converter = ValueConverter(catalog: catalog)
            #expect(try await converter.convert(first, to: .enumeration(Self.activity)) as? String == "mountainBiking")
            #expect(try await converter.convert(first, to: .string) as? String == "Mountain Biking")
        }
    }
}
