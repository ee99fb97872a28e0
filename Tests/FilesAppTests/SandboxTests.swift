import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// Nothing outside the root is reachable: not by path, not through a link, not by any intent.
@Suite struct SandboxTests {
    /// The sandbox error a query answers `path` with.
    private func refusal(of path: String) async -> SandboxError? {
        do {
            _ = try await FileQuery().entities(for: [path])
            return nil
        } catch {
            return error as? SandboxError
        }
    }

    @Test func parentComponentsAreRefusedWithThePathNamed() async throws {
        try await FilesFixture.withSampleTree { _ in
            let error = await refusal(of: "../etc/passwd")
            #expect(error?.reason == .parentComponent)
            #expect(error?.description.hasPrefix("'../etc/passwd' is outside the Files root") == true)
            // Even one that would come back inside: a path reads the same wherever it is used.
            #expect(await refusal(of: "notes/../notes/todo.txt")?.reason == .parentComponent)
            #expect(await refusal(of: "notes/..")?.reason == .parentComponent)
        }
    }

    @Test func absolutePathsAreRefused() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await refusal(of: "/etc/passwd")
            #expect(error?.reason == .absolute)
            #expect(error?.description.hasPrefix("'/etc/passwd' is outside the Files root") == true)
            // Not even the root's own absolute path.
            #expect(await refusal(of: fixture.url("notes/todo.txt").path)?.reason == .absolute)
        }
    }

    @Test func emptyPathsAreRefused() async throws {
        try await FilesFixture.withSampleTree { _ in
            #expect(await refusal(of: "")?.reason == .empty)
            #expect(await refusal(of: "   ")?.reason == .empty)
            #expect(await refusal(of: "nul\0byte")?.reason == .nulCharacter)
        }
    }

    @Test func aLinkLeadingOutIsNeitherListedNorFollowed() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("escape", to: fixture.outside.path)
            try fixture.link("notes/up", to: "../..")
            try fixture.link("secret.txt", to: fixture.outside.appendingPathComponent("secret.txt").path)

            for path in ["escape", "escape/secret.txt", "notes/up", "notes/up/outside/secret.txt", "secret.txt"] {
                let error = await refusal(of: path)
                #expect(error?.reason == .leavesRoot, "\(path)")
                #expect(
                    error?.description
                        == "'\(path)' is outside the Files root: a symbolic link on the way leads out of it")
            }
            let everything = try await fixture.find()
            #expect(Set(everything) == FilesFixture.sampleItems)
            #expect(try await FileQuery().entities(matching: "secret").isEmpty)
            #expect(try await FileQuery().entities(matching: "escape").isEmpty)
        }
    }

    @Test func linksInsideTheRootAreListedAsLinksAndFollowed() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("latest.txt", to: "notes/todo.txt")
            try fixture.link("shelf", to: "notes")

            let latest = try await fixture.entity("latest.txt")
            #expect(latest.kind == .symbolicLink)
            #expect(latest.displayRepresentation.image?.systemName == "link")
            #expect(
                try await fixture.find([
                    FindCondition(property: "kind", comparator: .equalTo, value: FileKind.symbolicLink)
                ])
                    == ["latest.txt", "shelf"])
            // Walks do not enter linked folders, so nothing is listed twice.
            #expect(
                try await fixture.find([FindCondition(property: "name", comparator: .equalTo, value: "Ideas.MD")])
                    == ["notes/Ideas.MD"])
            // Named by path, a linked folder's items are reachable.
            #expect(try await fixture.entity("shelf/Ideas.MD").kind == .file)

            let outcome = try await fixture.run(ReadTextFile.self, ["file": latest])
            #expect(outcome.value as? String == fixture.text("notes/todo.txt"))
        }
    }

    @Test func linkLoopsAreReportedNotFollowedForever() async throws {
        try await FilesFixture.with { fixture in
            try fixture.link("ping", to: "pong")
            try fixture.link("pong", to: "ping")
            let error = await refusal(of: "ping")
            #expect(error?.reason == .linkLoop)
            #expect(error?.description == "'ping' cannot be opened: its symbolic links lead in a loop")
            #expect(try await fixture.find() == ["."])
        }
    }

    @Test func everyIntentRefusesPathsOutsideTheRoot() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("escape", to: fixture.outside.path)
            try fixture.link("dangling-out", to: fixture.outside.appendingPathComponent("new.txt").path)
            let todo = try await fixture.entity("notes/todo.txt")

            for path in ["../x.txt", "/x.txt", "escape/new.txt", "dangling-out", "escape"] {
                for mode in WriteMode.allCases {
                    let error = await fixture.failure(
                        WriteTextFile.self, ["path": path, "text": "pwned", "mode": mode])
                    #expect(error?.underlying is SandboxError, "write \(path) \(mode)")
                }
                let move = await fixture.failure(MoveFile.self, ["file": todo, "destination": path])
                #expect(move?.underlying is SandboxError, "move to \(path)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.outside.path) == ["secret.txt"])
            #expect(fixture.exists("notes/todo.txt"))
        }
    }

    @Test func anEntityMadeUpOutsideTheRootIsCheckedAgain() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("escape", to: fixture.outside.path)
            // An entity can be built by anyone, with any ID; intents must not trust it.
            let secret = fixture.outside.appendingPathComponent("secret.txt")
            let info = FileInfo(
                relativePath: "escape/secret.txt", name: "secret.txt", kind: .file, size: 11,
                created: .now, modified: .now)
            let forged = FileEntity(info)
            for intent: any AppIntent.Type in [
                GetFileInfo.self, ReadTextFile.self, RevealInShell.self, DeleteFile.self,
            ] {
                let error = await fixture.failure(intent, ["file": forged], answers: [.confirmed(true)])
                #expect(error?.underlying is SandboxError, "\(intent)")
                #expect(error?.description.contains("'escape/secret.txt' is outside the Files root") == true)
            }
            let move = await fixture.failure(MoveFile.self, ["file": forged, "destination": "stolen.txt"])
            #expect(move?.underlying is SandboxError)
            #expect(FileManager.default.fileExists(atPath: secret.path))
            #expect(!fixture.exists("stolen.txt"))
        }
    }

    @Test func deletingAFolderLeavesWhatItsLinksPointToAlone() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.makeFolder("doomed")
            try fixture.link("doomed/out", to: fixture.outside.path)
            let doomed = try await fixture.entity("doomed")
            _ = try await fixture.run(
                DeleteFile.self, ["file": doomed, "recursive": true], answers: [.confirmed(true)])
            #expect(!fixture.exists("doomed"))
            #expect(FileManager.default.fileExists(atPath: fixture.outside.appendingPathComponent("secret.txt").path))
        }
    }

    @Test func aLinkedRootIsFollowedOnce() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let alias = fixture.root.deletingLastPathComponent().appendingPathComponent("alias")
            try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: fixture.root)
            let manager = AppDependencyManager()
            _ = try Files.app(root: alias, dependencies: manager)
            try await AppDependencyManager.withScope(manager) {
                let store = try #require(AppDependencyManager.current.resolve(FileStore.self))
                #expect(store.sandbox.rootPath == (try fixture.realRootPath))
                #expect(try await FileQuery().entities(for: ["notes/todo.txt"]).count == 1)
            }
        }
    }
}
