import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// The query's other answers: IDs, searches and suggestions.
@Suite struct QueryTests {
    // MARK: Identifiers

    @Test func identifiersResolveAndMissingOnesAreLeftOut() async throws {
        try await FilesFixture.withSampleTree { _ in
            let found = try await FileQuery().entities(for: [
                "notes/todo.txt", "missing.txt", "notes/none/deeper.txt", ".",
            ])
            #expect(found.map(\.id) == ["notes/todo.txt", "."])
        }
    }

    @Test func identifiersAreNormalized() async throws {
        try await FilesFixture.withSampleTree { _ in
            let found = try await FileQuery().entities(for: ["./notes//todo.txt/", "notes/./archive"])
            #expect(found.map(\.id) == ["notes/todo.txt", "notes/archive"])
        }
    }

    @Test func hiddenItemsResolveByPathThoughWalksSkipThem() async throws {
        try await FilesFixture.withSampleTree { _ in
            let byPath = try await FileQuery().entities(for: [".hidden"])
            let bySearch = try await FileQuery().entities(matching: "hidden")
            #expect(byPath.map(\.id) == [".hidden"])
            #expect(bySearch.isEmpty)
        }
    }

    @Test func theRootIsAFolderNamedAfterItself() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let root = try await fixture.entity(".")
            #expect(root.name == "root")
            #expect(root.kind == .folder)
            #expect(root.size == 0)
            #expect(root.fileExtension == "")
            #expect(root.displayRepresentation.subtitle?.localizedString == "Files root")
            #expect(root.displayRepresentation.image?.systemName == "folder")
        }
    }

    @Test func entitiesDisplayTheirNameWhereAndWhat() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let todo = try await fixture.entity("notes/todo.txt")
            #expect(todo.displayRepresentation.title.localizedString == "todo.txt")
            #expect(todo.displayRepresentation.subtitle?.localizedString == "notes · 30 bytes")
            #expect(todo.displayRepresentation.image?.systemName == "doc")
            let readme = try await fixture.entity("README.md")
            #expect(readme.displayRepresentation.subtitle?.localizedString == "120 bytes")
            let archive = try await fixture.entity("notes/archive")
            #expect(archive.displayRepresentation.subtitle?.localizedString == "notes · Folder")
            #expect(archive.displayRepresentation.image?.systemName == "folder")
        }
    }

    @Test func extensionsFollowTheLastDot() {
        #expect(FileInfo.fileExtension(of: "archive.tar.gz") == "gz")
        #expect(FileInfo.fileExtension(of: "Makefile") == "")
        #expect(FileInfo.fileExtension(of: ".profile") == "")
        #expect(FileInfo.fileExtension(of: "notes.") == "")
    }

    @Test func sizesReadLikeAFileManagers() {
        #expect(ByteCount.format(0) == "0 bytes")
        #expect(ByteCount.format(1) == "1 byte")
        #expect(ByteCount.format(999) == "999 bytes")
        #expect(ByteCount.format(12_345) == "12.3 KB")
        #expect(ByteCount.format(532_000) == "532 KB")
        #expect(ByteCount.format(999_960) == "1 MB")
        #expect(ByteCount.format(10_000_000) == "10 MB")
    }

    // MARK: Search

    @Test func searchRanksExactNamesThenPrefixesThenTheRest() async throws {
        try await FilesFixture.withSampleTree { _ in
            let found = try await FileQuery().entities(matching: "TODO")
            #expect(found.map(\.id) == ["todo", "notes/todo.txt", "notes/archive/my-todo.txt"])
        }
    }

    @Test func searchPrefersShorterNamesAndShallowerItemsWithinARank() async throws {
        try await FilesFixture.with { fixture in
            for path in ["deep/er/plan.txt", "plan.txt", "plans-2024.txt", "a/plan.txt"] { try fixture.write(path, "") }
            let found = try await FileQuery().entities(matching: "plan")
            #expect(found.map(\.id) == ["plan.txt", "a/plan.txt", "deep/er/plan.txt", "plans-2024.txt"])
        }
    }

    @Test func searchIgnoresAccents() async throws {
        try await FilesFixture.with { fixture in
            try fixture.write("Café notes.txt", "")
            #expect(try await FileQuery().entities(matching: "cafe").map(\.id) == ["Café notes.txt"])
        }
    }

    @Test func aSearchWithASlashMatchesThePath() async throws {
        try await FilesFixture.withSampleTree { _ in
            let found = try await FileQuery().entities(matching: "notes/to")
            #expect(found.map(\.id) == ["notes/todo.txt"])
        }
    }

    @Test func searchResultsAreBounded() async throws {
        try await FilesFixture.with { fixture in
            for index in 0..<60 { try fixture.write("file-\(index < 10 ? "0" : "")\(index).txt", "") }
            let found = try await FileQuery().entities(matching: "file")
            #expect(found.count == FileQuery.searchLimit)
            #expect(found.first?.id == "file-00.txt")
        }
    }

    @Test func anEmptySearchGivesTheSuggestions() async throws {
        try await FilesFixture.withSampleTree { _ in
            let search = try await FileQuery().entities(matching: "  ")
            let suggestions = try await FileQuery().suggestedEntities()
            #expect(search.map(\.id) == suggestions.map(\.id))
        }
    }

    // MARK: Suggestions

    @Test func suggestionsAreTheNewestFilesNearTheTop() async throws {
        try await FilesFixture.withSampleTree { _ in
            let suggestions = try await FileQuery().suggestedEntities()
            // my-todo.txt is three levels down; folders are not suggested.
            #expect(
                suggestions.map(\.id) == [
                    "empty.txt", "todo/today.txt", "notes/todo.txt", "README.md", "photos/cat.jpg", "notes/Ideas.MD",
                ])
        }
    }

    @Test func suggestionsAreFewEvenInABigFolder() async throws {
        try await FilesFixture.with { fixture in
            for index in 0..<25 { try fixture.write("log-\(index).txt", "", modified: day(2024, 1, 1 + index)) }
            let suggestions = try await FileQuery().suggestedEntities()
            #expect(suggestions.count == FileQuery.suggestionCount)
            #expect(suggestions.first?.id == "log-24.txt")
        }
    }

    @Test func anEmptyRootSuggestsNothing() async throws {
        try await FilesFixture.with { _ in
            let suggestions = try await FileQuery().suggestedEntities()
            #expect(suggestions.isEmpty)
        }
    }
}
