import Foundation
import IntentKit
import Testing

@testable import FilesApp

@Suite struct DeleteFileTests {
    @Test func asksThenDeletes() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let prompter = ScriptedPrompter([.confirmed(true)])
            let outcome = try await fixture.run(
                DeleteFile.self, ["file": try await fixture.entity("todo/today.txt")], prompter: prompter)
            #expect(!fixture.exists("todo/today.txt"))
            #expect(outcome.dialog?.full.localizedString == "Deleted 'todo/today.txt'.")
            let request = try #require(prompter.requests.first)
            #expect(prompter.requests.count == 1)
            #expect(request.kind == .confirmation)
            #expect(request.dialog?.full.localizedString == "Delete 'todo/today.txt'?")
            #expect(request.confirmationActionName == "Delete")
            #expect(request.snippet?.blocks.contains(.field(label: "Path", value: "todo/today.txt")) == true)
        }
    }

    @Test func decliningKeepsTheFileAndCancelsTheRun() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await fixture.failure(
                DeleteFile.self, ["file": try await fixture.entity("todo/today.txt")], answers: [.confirmed(false)])
            #expect(error?.isCancelled == true)
            #expect(fixture.text("todo/today.txt") == "buy milk\n")
        }
    }

    @Test func withNobodyToAskNothingIsDeleted() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let invocation = IntentInvocation(DeleteFile.self)
            try invocation.setValue(try await fixture.entity("todo/today.txt"), for: "file")
            await #expect(throws: IntentRunError.self) {
                _ = try await invocation.perform(prompter: NonInteractivePrompter())
            }
            #expect(fixture.exists("todo/today.txt"))
        }
    }

    @Test func aFolderWithContentsNeedsRecursive() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let prompter = ScriptedPrompter([.confirmed(true)])
            let error = await fixture.failure(
                DeleteFile.self, ["file": try await fixture.entity("notes")], prompter: prompter)
            #expect(
                error?.description
                    == "Delete File failed: 'notes' is a folder that is not empty: turn on Recursive to delete it with everything in it"
            )
            #expect(prompter.requests.isEmpty, "refused before asking")
            #expect(fixture.exists("notes/archive/my-todo.txt"))
        }
    }

    @Test func recursiveDeletesAFolderWithEverythingInIt() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let prompter = ScriptedPrompter([.confirmed(true)])
            _ = try await fixture.run(
                DeleteFile.self, ["file": try await fixture.entity("notes"), "recursive": true], prompter: prompter)
            #expect(!fixture.exists("notes"))
            #expect(
                prompter.requests.first?.dialog?.full.localizedString
                    == "Delete the folder 'notes' and everything in it?")
        }
    }

    @Test func anEmptyFolderNeedsNoRecursive() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.makeFolder("empty")
            let prompter = ScriptedPrompter([.confirmed(true)])
            _ = try await fixture.run(DeleteFile.self, ["file": try await fixture.entity("empty")], prompter: prompter)
            #expect(!fixture.exists("empty"))
            #expect(prompter.requests.first?.dialog?.full.localizedString == "Delete the empty folder 'empty'?")
        }
    }

    @Test func deletingALinkKeepsWhatItPointsTo() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("shelf", to: "notes")
            _ = try await fixture.run(
                DeleteFile.self, ["file": try await fixture.entity("shelf")], answers: [.confirmed(true)])
            #expect(!fixture.exists("shelf"))
            #expect(fixture.exists("notes/todo.txt"))
        }
    }

    @Test func theRootCannotBeDeleted() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let error = await fixture.failure(
                DeleteFile.self, ["file": try await fixture.entity("."), "recursive": true],
                answers: [.confirmed(true)])
            #expect(error?.description == "Delete File failed: The Files root itself cannot be deleted")
            #expect(fixture.exists("notes"))
        }
    }

    @Test func theSummaryShowsRecursiveUnderMore() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let invocation = IntentInvocation(DeleteFile.self)
            try invocation.setValue(try await fixture.entity("notes"), for: "file")
            let summary = invocation.renderedSummary
            #expect(summary.text == "Delete notes")
            #expect(summary.more.count == 1)
        }
    }
}
