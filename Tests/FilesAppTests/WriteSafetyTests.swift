import Foundation
import IntentKit
import Testing

@testable import FilesApp

#if canImport(Glibc)
    import Glibc
#endif

/// Rewrites keep what the file was: its mode, its links; files with other hard links are refused;
/// temporary files of killed writes are removed, those being written are not.
@Suite struct WriteSafetyTests {
    private func mode(_ url: URL) throws -> Int {
        try #require(
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    @Test func overwriteKeepsAPrivateFilePrivate() async throws {
        try await FilesFixture.with { fixture in
            try fixture.write("secret.txt", "old")
            chmod(fixture.url("secret.txt").path, 0o600)
            _ = try await fixture.run(
                WriteTextFile.self, ["path": "secret.txt", "text": "new", "mode": WriteMode.overwrite])
            #expect(fixture.text("secret.txt") == "new")
            #expect(try mode(fixture.url("secret.txt")) == 0o600)
        }
    }

    @Test func overwriteThroughALinkKeepsTheLinkAndTheTargetsMode() async throws {
        try await FilesFixture.with { fixture in
            try fixture.write("real/notes.txt", "old")
            chmod(fixture.url("real/notes.txt").path, 0o640)
            try fixture.link("notes.txt", to: "real/notes.txt")
            _ = try await fixture.run(
                WriteTextFile.self, ["path": "notes.txt", "text": "new", "mode": WriteMode.overwrite])
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: fixture.url("notes.txt").path)
                    == "real/notes.txt")
            #expect(fixture.text("real/notes.txt") == "new")
            #expect(try mode(fixture.url("real/notes.txt")) == 0o640)
            // The temporary file went beside the real file and is gone.
            #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.url("real").path) == ["notes.txt"])
        }
    }

    @Test func aFileWithAnotherHardLinkIsNeitherWrittenNorDeleted() async throws {
        try await FilesFixture.with { fixture in
            let secret = fixture.outside.appendingPathComponent("secret.txt")
            #expect(link(secret.path, fixture.url("linked.txt").path) == 0)
            for mode in [WriteMode.overwrite, .append] {
                let error = await fixture.failure(
                    WriteTextFile.self, ["path": "linked.txt", "text": "pwned", "mode": mode])
                #expect(
                    error?.description
                        == "Write Text File failed: 'linked.txt' has 2 hard links: Files does not change or delete a file that is also elsewhere; copy it first"
                )
            }
            let entity = try await fixture.entity("linked.txt")
            let delete = await fixture.failure(DeleteFile.self, ["file": entity], answers: [.confirmed(true)])
            #expect(delete?.underlying is FilesError)
            #expect(delete?.description.contains("has 2 hard links") == true)
            #expect(try String(contentsOf: secret, encoding: .utf8) == "top secret\n")
            #expect(fixture.exists("linked.txt"))
        }
    }

    @Test func createNewRefusesAnExistingNameAtTheMomentOfWriting() async throws {
        try await FilesFixture.with { fixture in
            let store = try FileStore(root: fixture.root)
            try fixture.write("taken.txt", "first")
            let place = try #require(try store.locate("taken.txt").target)
            #expect(throws: AtomicWrite.Failure.self) { try AtomicWrite.create(place, with: Array("second".utf8)) }
            #expect(fixture.text("taken.txt") == "first")
            #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root.path) == ["taken.txt"])
        }
    }

    @Test func staleTemporaryFilesAreRemovedButNotOnesBeingWritten() async throws {
        try await FilesFixture.with { fixture in
            try fixture.write(".notes.txt.shortcuts-1-2.tmp", "killed")
            try fixture.write("deep/.plan.txt.shortcuts-3-4.tmp", "killed")
            try fixture.write(".busy.txt.shortcuts-5-6.tmp", "being written")
            try fixture.write(".other.tmp", "not ours")
            let busy = open(fixture.url(".busy.txt.shortcuts-5-6.tmp").path, O_RDONLY)
            defer { close(busy) }
            #expect(flock(busy, LOCK_EX) == 0)

            // Opening the app cleans the root; the first write into a folder cleans that folder.
            _ = try FileStore(root: fixture.root)
            #expect(!fixture.exists(".notes.txt.shortcuts-1-2.tmp"))
            #expect(fixture.exists(".busy.txt.shortcuts-5-6.tmp"))
            #expect(fixture.exists(".other.tmp"))
            #expect(fixture.exists("deep/.plan.txt.shortcuts-3-4.tmp"))
            _ = try await fixture.run(WriteTextFile.self, ["path": "deep/plan.txt", "text": "x"])
            #expect(!fixture.exists("deep/.plan.txt.shortcuts-3-4.tmp"))
        }
    }

    @Test func aLinkToAFolderInsideTheRootIsFollowedButAnAbsoluteOneOutsideIsNot() async throws {
        for walker in [Sandbox.Walker.automatic, .componentByComponent] {
            try await FilesFixture.with(walker: walker) { fixture in
                try fixture.write("notes/todo.txt", "milk")
                try fixture.link("shelf", to: try fixture.realRootPath + "/notes")
                try fixture.link("up", to: "notes/..")
                try fixture.link("out", to: fixture.outside.path)
                _ = try await fixture.run(WriteTextFile.self, ["path": "shelf/new.txt", "text": "via link"])
                #expect(fixture.text("notes/new.txt") == "via link")
                #expect(try await fixture.entity("up/notes/todo.txt").kind == .file)
                let error = await fixture.failure(WriteTextFile.self, ["path": "out/new.txt", "text": "x"])
                #expect(error?.underlying as? SandboxError == SandboxError(path: "out/new.txt", reason: .leavesRoot))
            }
        }
    }

    @Test func aDanglingLinkCanBeDescribedAndDeletedButNotRead() async throws {
        try await FilesFixture.with(walker: .componentByComponent) { fixture in
            try fixture.link("later.txt", to: "missing/folder/later.txt")
            let entity = try await fixture.entity("later.txt")
            #expect(entity.kind == .symbolicLink)
            let read = await fixture.failure(ReadTextFile.self, ["file": entity])
            #expect(read?.description == "Read Text File failed: 'later.txt' does not exist in the Files root")
            _ = try await fixture.run(DeleteFile.self, ["file": entity], answers: [.confirmed(true)])
            #expect(!fixture.exists("later.txt"))
        }
    }
}
