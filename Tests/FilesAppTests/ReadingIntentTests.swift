import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// Get File Info, Read Text File and Reveal in Shell: the intents that only look.
@Suite struct ReadingIntentTests {
    // MARK: Get File Info

    @Test func getFileInfoReturnsTheEntityWithASnippet() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let file = try await fixture.entity("todo/today.txt")
            let outcome = try await fixture.run(GetFileInfo.self, ["file": file])
            let entity = try #require(outcome.value as? FileEntity)
            #expect(entity.id == "todo/today.txt")
            #expect(entity.size == 9)
            #expect(
                outcome.dialog?.full.localizedString
                    == "'todo/today.txt' is a file of 9 bytes, modified 2024-03-10 12:00.")
            #expect(outcome.dialog?.supporting.localizedString == "Here is 'todo/today.txt'.")
            let snippet = try #require(outcome.snippet)
            #expect(snippet.blocks.first == .text("today.txt", style: .title))
            #expect(snippet.blocks.contains(.field(label: "Path", value: "todo/today.txt")))
            #expect(snippet.blocks.contains(.field(label: "Kind", value: "File")))
            #expect(snippet.blocks.contains(.field(label: "Extension", value: "txt")))
            #expect(snippet.blocks.contains(.field(label: "Size", value: "9 bytes")))
            #expect(snippet.blocks.contains(.field(label: "Modified", value: "2024-03-10 12:00")))
            #expect(snippet.plainText.contains("Created"))
        }
    }

    @Test func getFileInfoDescribesFoldersAndLinks() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let folder = try await fixture.run(GetFileInfo.self, ["file": try await fixture.entity("notes")])
            #expect(folder.dialog?.full.localizedString == "'notes' is a folder, modified 2024-01-01.")
            #expect(
                folder.snippet?.blocks.contains { if case .field(label: "Size", value: _) = $0 { true } else { false } }
                    == false)

            try fixture.link("latest.txt", to: "notes/todo.txt")
            let link = try await fixture.run(GetFileInfo.self, ["file": try await fixture.entity("latest.txt")])
            #expect(
                link.dialog?.full.localizedString.hasPrefix("'latest.txt' is a symbolic link to 'notes/todo.txt'")
                    == true)
            #expect(link.snippet?.blocks.contains(.field(label: "Links To", value: "notes/todo.txt")) == true)
        }
    }

    @Test func getFileInfoReadsTheDiskAgain() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let file = try await fixture.entity("todo/today.txt")
            try fixture.write("todo/today.txt", "buy milk and eggs\n")
            let outcome = try await fixture.run(GetFileInfo.self, ["file": file])
            #expect((outcome.value as? FileEntity)?.size == 18)

            try FileManager.default.removeItem(at: fixture.url("todo/today.txt"))
            let error = await fixture.failure(GetFileInfo.self, ["file": file])
            #expect(error?.description == "Get File Info failed: 'todo/today.txt' does not exist in the Files root")
        }
    }

    @Test func aMissingFileIsAskedForWithSuggestions() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let prompter = ScriptedPrompter([.option(0)])
            let outcome = try await fixture.run(GetFileInfo.self, [:], prompter: prompter)
            #expect((outcome.value as? FileEntity)?.id == "empty.txt")
            let request = try #require(prompter.requests.first)
            #expect(request.dialog?.full.localizedString == "Which file?")
            #expect(request.options.first?.title == "empty.txt")
        }
    }

    // MARK: Read Text File

    @Test func readTextFileReturnsTheText() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(ReadTextFile.self, ["file": try await fixture.entity("todo/today.txt")])
            #expect(outcome.value as? String == "buy milk\n")
            #expect(outcome.dialog?.full.localizedString == "Read 9 bytes from 'todo/today.txt'.")
        }
    }

    @Test func readTextFileReadsEmptyAndUnicodeText() async throws {
        try await FilesFixture.withSampleTree { fixture in
            #expect(
                try await fixture.run(ReadTextFile.self, ["file": try await fixture.entity("empty.txt")]).value
                    as? String == "")
            try fixture.write("ünï.txt", "\u{FEFF}Grüße, 世界 🌍")
            let outcome = try await fixture.run(ReadTextFile.self, ["file": try await fixture.entity("ünï.txt")])
            #expect(outcome.value as? String == "Grüße, 世界 🌍")
        }
    }

    @Test func readTextFileRefusesFoldersBinariesAndOtherEncodings() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.write("latin1.txt", Data([0x63, 0x61, 0x66, 0xE9]))
            let refusals = [
                ("notes", "'notes' is a folder, not a text file"),
                ("photos/cat.jpg", "'photos/cat.jpg' is not a text file: it contains binary data"),
                ("latin1.txt", "'latin1.txt' is not a text file: it is not valid UTF-8"),
            ]
            for (path, message) in refusals {
                let error = await fixture.failure(ReadTextFile.self, ["file": try await fixture.entity(path)])
                #expect(error?.description == "Read Text File failed: \(message)")
                #expect(error?.underlying is FilesError)
            }
        }
    }

    @Test(arguments: [
        (ReadTextFile.sizeLimit + 1, "'huge.log' is 10000001 bytes; Read Text File reads files up to 10 MB"),
        (12_345_678, "'huge.log' is 12.3 MB; Read Text File reads files up to 10 MB"),
    ])
    func readTextFileRefusesFilesOverTheCap(size: Int, message: String) async throws {
        try await FilesFixture.with { fixture in
            // A sparse file: big to the reader, nothing on the disk.
            #expect(FileManager.default.createFile(atPath: fixture.url("huge.log").path, contents: nil))
            let handle = try FileHandle(forWritingTo: fixture.url("huge.log"))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            let error = await fixture.failure(ReadTextFile.self, ["file": try await fixture.entity("huge.log")])
            #expect(error?.description == "Read Text File failed: \(message)")
        }
    }

    // MARK: Reveal in Shell

    @Test func revealInShellGivesTheAbsolutePath() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let outcome = try await fixture.run(
                RevealInShell.self, ["file": try await fixture.entity("notes/todo.txt")])
            let expected = try fixture.realRootPath + "/notes/todo.txt"
            #expect(outcome.value as? String == expected)
            #expect(outcome.dialog?.full.localizedString == "'notes/todo.txt' is at \(expected)")
            #expect(outcome.dialog?.supporting.localizedString == expected)

            let root = try await fixture.run(RevealInShell.self, ["file": try await fixture.entity(".")])
            #expect(root.value as? String == (try fixture.realRootPath))
        }
    }

    @Test func revealInShellShowsALinkWhereItIs() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.link("latest.txt", to: "notes/todo.txt")
            let outcome = try await fixture.run(RevealInShell.self, ["file": try await fixture.entity("latest.txt")])
            #expect(outcome.value as? String == (try fixture.realRootPath) + "/latest.txt")
        }
    }

    @Test func summariesReadAsSentences() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let todo = try await fixture.entity("notes/todo.txt")
            let cases: [(any AppIntent.Type, String)] = [
                (GetFileInfo.self, "Get info about todo.txt"),
                (ReadTextFile.self, "Read the text of todo.txt"),
                (RevealInShell.self, "Reveal todo.txt in the shell"),
            ]
            for (intent, sentence) in cases {
                let invocation = IntentInvocation(intent)
                try invocation.setValue(todo, for: "file")
                #expect(invocation.renderedSummary.text == sentence)
            }
        }
    }
}
