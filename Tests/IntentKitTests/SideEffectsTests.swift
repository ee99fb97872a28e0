import Foundation
import Testing

@testable import IntentKit

/// What an intent declares it may touch: the default, a declaration, and how it is written in
/// metadata and the registration cache.
@Suite struct SideEffectsTests {
    struct SaysNothing: AppIntent {
        static let title: LocalizedStringResource = "Says Nothing"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Pure: AppIntent {
        static let title: LocalizedStringResource = "Pure"
        static let sideEffects: SideEffects = []
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Wipe: AppIntent {
        static let title: LocalizedStringResource = "Wipe"
        static let sideEffects: SideEffects = [.files, .deletes]
        func perform() async throws -> some IntentResult { .result() }
    }

    static let app = IntentApp(name: "Effects", intents: [SaysNothing.self, Pure.self, Wipe.self])

    @Test func anIntentThatSaysNothingChangesItsAppsData() {
        #expect(SaysNothing.sideEffects == .appData)
        #expect(Pure.sideEffects.isEmpty)
        #expect(Wipe.sideEffects == [.files, .deletes])
    }

    @Test func metadataCarriesTheDeclaration() async throws {
        let metadata = try await Self.app.register().metadata
        let effects = Dictionary(uniqueKeysWithValues: metadata.intents.map { ($0.identifier, $0.sideEffects) })
        #expect(effects == ["Effects.SaysNothing": .appData, "Effects.Pure": [], "Effects.Wipe": [.files, .deletes]])
    }

    @Test func theRegistrationCacheKeepsIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("effects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = RegistrationCache(folder: folder, key: "k")
        let full = try await Self.app.register(cache: cache).metadata
        let text = try String(contentsOf: cache.file(for: "Effects"), encoding: .utf8)
        #expect(text.contains(#""sideEffects":["files","deletes"]"#))
        #expect(try CachedMetadataReader.read(text).metadata == full)
        let again = try await Self.app.register(cache: cache).metadata
        #expect(again.intents.map(\.sideEffects) == [.appData, [], [.files, .deletes]])
    }

    @Test func namesAndPhrases() throws {
        let all: SideEffects = [.deletes, .appData, .runsPrograms, .network, .files]
        #expect(all.names == ["appData", "files", "network", "runsPrograms", "deletes"])
        #expect(SideEffects(names: all.names) == all)
        #expect(SideEffects(names: ["teleports"]) == nil)
        #expect(SideEffects([]).phrase == "touches nothing outside the shortcut")
        #expect(SideEffects([.network]).phrase == "uses the network")
        #expect(SideEffects([.network, .runsPrograms]).phrase == "runs programs and uses the network")
        #expect(
            all.phrase == "runs programs, uses the network, deletes things, reads or writes files and uses apps' data")
        let encoded = try JSONEncoder().encode(SideEffects([.runsPrograms, .appData]))
        #expect(String(decoding: encoded, as: UTF8.self) == #"["appData","runsPrograms"]"#)
        #expect(try JSONDecoder().decode(SideEffects.self, from: encoded) == [.runsPrograms, .appData])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SideEffects.self, from: Data(#"["x"]"#.utf8)) }
    }
}
