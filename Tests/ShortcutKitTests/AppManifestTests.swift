import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Manifests of apps that run as their own programs, and the registration rules applied to
/// metadata such an app sends (MetadataCheck): every bundled app passes them, and each broken
/// member is named.
@Suite struct AppManifestTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aManifestIsWrittenCanonicallyAndReadBack() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifests = AppManifestFolder(folder)
        let manifest = AppManifest(
            name: "Bookshelf", command: "/bin/sh", arguments: ["-c", "exec cat"], environment: ["SHELF": "1"])
        try manifests.save(manifest)
        let text = try String(contentsOf: folder.appendingPathComponent("Bookshelf.json"), encoding: .utf8)
        #expect(
            text == """
                {
                  "arguments" : [
                    "-c",
                    "exec cat"
                  ],
                  "command" : "/bin/sh",
                  "environment" : {
                    "SHELF" : "1"
                  },
                  "name" : "Bookshelf"
                }

                """)
        #expect(manifests.load().manifests == [manifest])
        #expect(manifest.problems == [])
        #expect(try manifests.remove("bookshelf"))
        #expect(try !manifests.remove("Bookshelf"))
        #expect(manifests.load().manifests == [])
    }

    @Test func brokenManifestsAreReportedByFileAndMember() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"name\": \"NoCommand\"}".write(
            to: folder.appendingPathComponent("NoCommand.json"), atomically: true, encoding: .utf8)
        try "not json".write(to: folder.appendingPathComponent("Junk.json"), atomically: true, encoding: .utf8)
        try "{\"name\": \"Two\", \"command\": \"sh\"}".write(
            to: folder.appendingPathComponent("A.json"), atomically: true, encoding: .utf8)
        try "{\"name\": \"Two\", \"command\": \"sh\"}".write(
            to: folder.appendingPathComponent("B.json"), atomically: true, encoding: .utf8)
        let (manifests, problems) = AppManifestFolder(folder).load()
        #expect(manifests.map(\.name) == ["Two"])
        #expect(
            problems.map(\.description) == [
                "B.json: another manifest already declares 'Two'",
                "Junk.json: is not a manifest: it is not JSON",
                "NoCommand.json: is not a manifest: \"command\" is missing",
            ])
        let bad = AppManifest(
            name: "9 Lives", command: "no-such-program-here", workingDirectory: "/no/such/folder",
            environment: ["A=B": "x"])
        #expect(
            bad.problems == [
                "\"name\": '9 Lives' must be letters and digits, starting with a letter",
                "\"command\": 'no-such-program-here' is not found on PATH",
                "\"workingDirectory\": /no/such/folder is not a folder",
                "\"environment\": 'A=B' cannot be a variable's name",
            ])
    }

    @Test func theMetadataCacheKeyFollowsTheProgramAndTheManifest() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = folder.appendingPathComponent("app")
        try "#!/bin/sh\n".write(to: program, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        let manifest = AppManifest(name: "Cached", command: program.path)
        let cache = try #require(manifest.metadataCache(in: folder.appendingPathComponent("cache")))
        let metadata = AppMetadata.declared(name: "Cached", displayName: "Cached", intents: [])
        cache.store(metadata)
        #expect(manifest.metadataCache(in: folder.appendingPathComponent("cache"))?.load("Cached") == metadata)
        var changed = manifest
        changed.arguments = ["--other"]
        #expect(changed.metadataCache(in: folder.appendingPathComponent("cache"))?.load("Cached") == nil)
        // A rebuilt program is another file (a new inode, size or time): asked again.
        try "#!/bin/sh\n# rebuilt\n".write(to: program, atomically: true, encoding: .utf8)
        #expect(manifest.metadataCache(in: folder.appendingPathComponent("cache"))?.load("Cached") == nil)
    }

    @Test func everyBundledAppPassesTheRegistrationRulesForSentMetadata() async throws {
        let home = try await TestHome()
        for app in home.catalog.apps {
            let others = Set(
                home.catalog.apps.filter { $0.metadata.name != app.metadata.name }.flatMap {
                    MetadataCheck.identifiers(of: $0.metadata)
                })
            #expect(MetadataCheck.problems(of: app.metadata, others: others) == [], "\(app.metadata.name)")
        }
    }

    @Test func brokenMetadataIsReportedByMember() async throws {
        let home = try await TestHome()
        let books = try #require(home.catalog.apps.first { $0.metadata.name == "Books" }).metadata
        var app = books
        app.name = "Shelf"
        // Identifiers still claim Books': each is reported, as is the manifest's other name.
        let problems = MetadataCheck.problems(
            of: app, expectedName: "Bookshelf", others: MetadataCheck.identifiers(of: books))
        #expect(problems.first == "name: the app calls itself 'Shelf', but its manifest names it 'Bookshelf'")
        #expect(
            problems.contains(
                "intent 'Books.OpenBook': the identifier must be 'Shelf.' and a name of letters and digits"))
        #expect(problems.contains("intent 'Books.OpenBook': another installed app already uses it"))

        var own = AppMetadata.declared(
            name: "Mine", displayName: "Mine",
            intents: [
                .declared(
                    identifier: "Mine.Open", title: "",
                    parameters: [
                        .declared(name: "thing", title: "Thing", type: .entity("Mine.Thing"), isOptional: false),
                        .declared(
                            name: "thing", title: "Thing", type: .array(.enumeration("Mine.Kind")), isOptional: true),
                    ],
                    summary: .summary(template: [.text("Open "), .parameter("other")], more: []))
            ],
            enums: [.declared(identifier: "Mine.Mood", displayName: "Mood", cases: [])])
        own.shortcuts = []
        #expect(
            MetadataCheck.problems(of: own) == [
                "intent 'Mine.Open': the title is empty",
                "intent 'Mine.Open', parameter 'thing': its type entity:Mine.Thing is not an entity the app declares",
                "intent 'Mine.Open', parameter 'thing': the name is used twice",
                "intent 'Mine.Open', parameter 'thing': its type enum:Mine.Kind is not an enum the app declares",
                "intent 'Mine.Open', summary: it names 'other', which is not a parameter",
                "enum 'Mine.Mood': it has no cases",
            ])
    }
}
