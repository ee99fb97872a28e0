import Foundation
import IntentKit
import Testing

@testable import FilesApp

@Suite struct MoveFileTests {
    @Test func movesIntoAnExistingFolder() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let todo = try await fixture.entity("notes/todo.txt")
            let outcome = try await fixture.run(MoveFile.self, ["file": todo, "destination": "todo"])
            #expect((outcome.value as? FileEntity)?.id == "todo/todo.txt")
            #expect(!fixture.exists("notes/todo.txt"))
            #expect(fixture.text("todo/todo.txt")?.count == 30)
            #expect(outcome.dialog?.full.localizedString == "Moved 'notes/todo.txt' to 'todo/todo.txt'.")
        }
    }

    @Test func renamesToANewPath() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                MoveFile.self, ["file": try await fixture.entity("notes/todo.txt"), "destination": "notes/done.txt"])
            let moved = try #require(outcome.value as? FileEntity)
            #expect(moved.id == "notes/done.txt")
            #expect(moved.name == "done.txt")
            #expect(fixture.exists("notes/done.txt"))
        }
    }

    @Test func movesIntoTheRootAndIntoNewFolders() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let toRoot = try await fixture.run(
                MoveFile.self, ["file": try await fixture.entity("notes/todo.txt"), "destination": "."])
            #expect((toRoot.value as? FileEntity)?.id == "todo.txt")
            let toNew = try await fixture.run(
                MoveFile.self, ["file": try await fixture.entity("todo.txt"), "destination": "later/"])
            #expect((toNew.value as? FileEntity)?.id == "later/todo.txt")
            #expect(fixture.exists("later/todo.txt"))
        }
    }

    @Test func movesFoldersWithTheirContents() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                MoveFile.self, ["file": try await fixture.entity("notes/archive"), "destination": "photos"])
            #expect((outcome.value as? FileEntity)?.id == "photos/archive")
            #expect(fixture.exists("photos/archive/my-todo.txt"))
        }
    }

    @Test func neverReplacesAnExistingItem() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.write("todo/todo.txt", "already here")
            for destination in ["README.md", "todo"] {
                let error = await fixture.failure(
                    MoveFile.self, ["file": try await fixture.entity("notes/todo.txt"), "destination": destination])
                #expect(error?.underlying is FilesError)
                #expect(
                    error?.description.hasSuffix("already exists: Move File never replaces a file") == true,
                    "\(destination)")
            }
            #expect(fixture.exists("notes/todo.txt"))
            #expect(fixture.text("todo/todo.txt") == "already here")
            #expect(fixture.text("README.md")?.count == 120)
        }
    }

    @Test func aFolderCannotMoveIntoItself() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let notes = try await fixture.entity("notes")
            let error = await fixture.failure(MoveFile.self, ["file": notes, "destination": "notes/archive"])
            #expect(
                error?.description
                    == "Move File failed: 'notes' cannot be moved to 'notes/archive/notes', inside itself")
            #expect(fixture.exists("notes/todo.txt"))
        }
    }

    @Test func theRootCannotMove() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await fixture.failure(
                MoveFile.self, ["file": try await fixture.entity("."), "destination": "elsewhere"])
            #expect(error?.description == "Move File failed: The Files root itself cannot be moved")
        }
    }

    @Test func aLinkMovesAsALink() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("shelf", to: "notes")
            let outcome = try await fixture.run(
                MoveFile.self, ["file": try await fixture.entity("shelf"), "destination": "todo"])
            #expect((outcome.value as? FileEntity)?.kind == .symbolicLink)
            #expect(fixture.exists("notes/todo.txt"))
            #expect(fixture.exists("todo/shelf"))
        }
    }

    @Test func aMissingSourceIsReported() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let todo = try await fixture.entity("notes/todo.txt")
            try FileManager.default.removeItem(at: fixture.url("notes/todo.txt"))
            let error = await fixture.failure(MoveFile.self, ["file": todo, "destination": "todo"])
            #expect(error?.description == "Move File failed: 'notes/todo.txt' does not exist in the Files root")
        }
    }
}
