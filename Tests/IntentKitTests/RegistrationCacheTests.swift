import Foundation
import JSONCore
import Testing

@testable import IntentKit

/// The registration metadata cache: used when written by the same program for the same
/// languages, and ignored (then rewritten) when missing, corrupt, stale or for other types.
@Suite struct RegistrationCacheTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registration-\(UUID().uuidString)")

    func cache(key: String = "program-1|en") -> RegistrationCache { RegistrationCache(folder: folder, key: key) }
    var file: URL { folder.appendingPathComponent("Gadgets.json") }

    func storedEntry() throws -> RegistrationCache.Entry {
        let read = try CachedMetadataReader.read(String(decoding: try Data(contentsOf: file), as: UTF8.self))
        return RegistrationCache.Entry(key: read.key, metadata: read.metadata)
    }

    @Test func aRegistrationIsStoredAndTheNextOneUsesIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try await GadgetApps.gadgets.register()
        let first = try await GadgetApps.gadgets.register(cache: cache())
        #expect(first.metadata == full.metadata)
        #expect(try storedEntry().key == "program-1|en")
        #expect(try storedEntry().metadata == full.metadata)

        // What the cache says is what the next registration has (here told apart by a changed
        // display name), and the types still resolve by identifier.
        var entry = try storedEntry()
        entry.metadata.displayName = "Cached Gadgets"
        try JSONEncoder().encode(entry).write(to: file)
        let second = try await GadgetApps.gadgets.register(cache: cache())
        #expect(second.metadata.displayName == "Cached Gadgets")
        #expect(second.intentType(for: "Gadgets.ConfigureGadget") != nil)
        #expect(second.intentType(for: "Gadgets.MeasureGadget") != nil)
        #expect(second.entityType(for: "Gadgets.Gadget") != nil)
        #expect(second.enumType(for: "Gadgets.Colour") != nil)
    }

    @Test func aStaleCorruptOrForeignFileIsIgnoredAndRewritten() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try await GadgetApps.gadgets.register()
        _ = try await GadgetApps.gadgets.register(cache: cache(key: "program-0|en"))
        var entry = try storedEntry()
        entry.metadata.displayName = "Stale"
        try JSONEncoder().encode(entry).write(to: file)

        // Another program (or another language): not used, and replaced.
        let fresh = try await GadgetApps.gadgets.register(cache: cache())
        #expect(fresh.metadata == full.metadata)
        #expect(try storedEntry().key == "program-1|en")
        #expect(try storedEntry().metadata == full.metadata)

        // Half a file.
        try Data("{\"key\": \"program-1|en\", \"metad".utf8).write(to: file)
        #expect(try await GadgetApps.gadgets.register(cache: cache()).metadata == full.metadata)
        #expect(try storedEntry().metadata == full.metadata)

        // Right key, but it does not list the app's types (an intent is missing).
        entry = try storedEntry()
        entry.metadata.intents.removeFirst()
        entry.metadata.displayName = "Incomplete"
        try JSONEncoder().encode(entry).write(to: file)
        #expect(try await GadgetApps.gadgets.register(cache: cache()).metadata == full.metadata)
        #expect(try storedEntry().metadata == full.metadata)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Gadgets.json"])
    }

    @Test func theKeyNamesTheProgramFileAndTheLanguages() throws {
        let english = try #require(RegistrationCache.forRunningProgram(in: folder, languages: ["en"]))
        let french = try #require(RegistrationCache.forRunningProgram(in: folder, languages: ["fr", "en"]))
        #expect(english.key != french.key)
        #expect(english.key.hasSuffix("|en"))
        #expect(RegistrationCache.forRunningProgram(in: folder, languages: ["en"])?.key == english.key)
    }

    /// The cache is written with `JSONEncoder` and read by hand: every app's metadata (here the
    /// seed apps', which use every kind of summary, parameter and value) reads back equal.
    @Test func everyAppsMetadataReadsBackAsWritten() async throws {
        let registered = try await SeedApps.registerAll()
        #expect(registered.count == 6)
        for app in registered {
            let written = try JSONEncoder().encode(RegistrationCache.Entry(key: "k", metadata: app.metadata))
            let read = try CachedMetadataReader.read(String(decoding: written, as: UTF8.self))
            #expect(read.key == "k")
            #expect(read.metadata == app.metadata, "\(app.metadata.name)")
        }
    }

    /// Every kind of metadata value, including the ones no seed app declares as a default.
    @Test func everyKindOfValueReadsBack() throws {
        let values: [MetadataValue] = [
            .text("a \"quoted\" / text"), .integer(-42), .double(2.5), .double(1e300), .boolean(true),
            .date(Date(timeIntervalSince1970: 1_714_550_400)), .url(URL(string: "https://example.com/a?b=1")!),
            .enumeration("read"), .entity(type: "Books.BookEntity", id: "x"), .list([.integer(1), .list([])]),
        ]
        for value in values {
            let node = try JSONParser.parse(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            #expect(try CachedMetadataReader.value(node) == value)
        }
    }

    @Test func malformedMetadataIsRefusedNotGuessed() {
        for text in [
            #"{"key": "k"}"#, #"{"key": 1, "metadata": {}}"#, #"[]"#,
            #"{"key": "k", "metadata": {"name": "A", "displayName": "A", "intents": [{}], "entities": [], "enums": [], "shortcuts": []}}"#,
        ] {
            #expect(throws: CachedMetadataReader.Unreadable.self) { try CachedMetadataReader.read(text) }
        }
        #expect(throws: JSONSyntaxError.self) { try CachedMetadataReader.read("{") }
    }
}
