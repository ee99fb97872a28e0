import Foundation
import IntentKit
import Testing

@testable import FilesApp

@Suite struct WriteTextFileTests {
    @Test func createsTheFileAndItsFolders() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                WriteTextFile.self, ["path": "drafts/2024/plan.txt", "text": "Step one\n"])
            let entity = try #require(outcome.value as? FileEntity)
            #expect(entity.id == "drafts/2024/plan.txt")
            #expect(entity.kind == .file)
            #expect(entity.size == 9)
            #expect(fixture.text("drafts/2024/plan.txt") == "Step one\n")
            #expect(outcome.dialog?.full.localizedString == "Saved 'drafts/2024/plan.txt' (9 bytes).")
        }
    }

    @Test func createNewIsTheDefaultAndNeverReplaces() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await fixture.failure(WriteTextFile.self, ["path": "todo/today.txt", "text": "oops"])
            #expect(
                error?.description
                    == "Write Text File failed: 'todo/today.txt' already exists: choose the mode Overwrite or Append to change it"
            )
            #expect(fixture.text("todo/today.txt") == "buy milk\n")
        }
    }

    @Test func overwriteReplacesTheText() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                WriteTextFile.self, ["path": "todo/today.txt", "text": "nothing", "mode": WriteMode.overwrite])
            #expect(fixture.text("todo/today.txt") == "nothing")
            #expect((outcome.value as? FileEntity)?.size == 7)
            #expect(outcome.dialog?.full.localizedString == "Replaced the text of 'todo/today.txt' (7 bytes).")
        }
    }

    @Test func appendAddsToTheEndOrCreates() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                WriteTextFile.self, ["path": "todo/today.txt", "text": "and eggs\n", "mode": WriteMode.append])
            #expect(fixture.text("todo/today.txt") == "buy milk\nand eggs\n")
            #expect(outcome.dialog?.full.localizedString == "Appended 9 bytes to 'todo/today.txt'.")

            _ = try await fixture.run(
                WriteTextFile.self, ["path": "log/new.txt", "text": "first", "mode": WriteMode.append])
            #expect(fixture.text("log/new.txt") == "first")
        }
    }

    @Test func writingThroughALinkInsideTheRootChangesItsTarget() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("latest.txt", to: "todo/today.txt")
            let outcome = try await fixture.run(
                WriteTextFile.self, ["path": "latest.txt", "text": "new", "mode": WriteMode.overwrite])
            #expect(fixture.text("todo/today.txt") == "new")
            #expect((outcome.value as? FileEntity)?.kind == .symbolicLink)
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: fixture.url("latest.txt").path)
                    == "todo/today.txt")
        }
    }

    @Test func foldersAreNotWrittenTo() async throws {
        try await FilesFixture.withSampleTree { fixture in
            for path in ["notes", ".", "./"] {
                let error = await fixture.failure(
                    WriteTextFile.self, ["path": path, "text": "x", "mode": WriteMode.overwrite])
                #expect(error?.underlying is FilesError, "\(path)")
                #expect(error?.description.hasSuffix("is a folder, not a text file") == true, "\(path)")
            }
            let blocked = await fixture.failure(WriteTextFile.self, ["path": "README.md/inside.txt", "text": "x"])
            #expect(
                blocked?.description.hasPrefix("Write Text File failed: Could not create the folder 'README.md'")
                    == true)
        }
    }

    @Test func pathsAreCheckedByTheSandbox() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await fixture.failure(WriteTextFile.self, ["path": "../escape.txt", "text": "x"])
            #expect(
                error?.description
                    == "Write Text File failed: '../escape.txt' is outside the Files root: a path may not contain '..'")
            #expect(
                !FileManager.default.fileExists(
                    atPath: fixture.root.deletingLastPathComponent().appendingPathComponent("escape.txt").path))
            let empty = await fixture.failure(WriteTextFile.self, ["path": "", "text": "x"])
            #expect(empty?.underlying as? SandboxError == SandboxError(path: "", reason: .empty))
        }
    }

    @Test func theSummaryFollowsTheMode() async throws {
        try await FilesFixture.with { _ in
            let invocation = IntentInvocation(WriteTextFile.self)
            try invocation.setValue("notes/todo.txt", for: "path")
            try invocation.setValue("milk", for: "text")
            #expect(invocation.renderedSummary.text == "Write milk to notes/todo.txt")
            try invocation.setValue(WriteMode.append, for: "mode")
            #expect(invocation.renderedSummary.text == "Append milk to notes/todo.txt")
        }
    }
}
