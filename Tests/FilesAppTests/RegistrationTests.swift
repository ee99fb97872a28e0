import Foundation
import IntentKit
import Testing

@testable import FilesApp

@Suite struct RegistrationTests {
    @Test func registersWithEveryIntentEntityEnumAndShortcut() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let metadata = try await fixture.app.register().metadata
            #expect(metadata.name == "Files")
            #expect(metadata.displayName == "Files")
            #expect(metadata.systemImageName == "folder")
            #expect(
                metadata.intents.map(\.identifier) == [
                    "Files.GetFileInfo", "Files.ReadTextFile", "Files.WriteTextFile", "Files.MoveFile",
                    "Files.DeleteFile",
                    "Files.RevealInShell", "Files.GetFile", "Files.SaveFile",
                ])
            #expect(metadata.enums.map(\.identifier) == ["Files.FileKind", "Files.WriteMode"])
            #expect(metadata.enums[0].cases.map(\.value) == ["file", "folder", "symbolicLink", "other"])
            #expect(metadata.enums[1].cases.map(\.value) == ["overwrite", "append", "createNew"])
        }
    }

    @Test func everyIntentIsDescribedInTheFilesCategory() async throws {
        try await FilesFixture.with { fixture in
            let intents = try await fixture.app.register().metadata.intents
            for intent in intents {
                #expect(intent.categoryName == "Files", "\(intent.identifier)")
                #expect(intent.description?.isEmpty == false, "\(intent.identifier)")
                #expect(!intent.searchKeywords.isEmpty, "\(intent.identifier)")
                #expect(
                    intent.summary.parameterNames.isSuperset(of: Set(intent.parameters.map(\.name))),
                    "\(intent.identifier)")
            }
            let outputs = Dictionary(uniqueKeysWithValues: intents.map { ($0.identifier, $0.output?.description) })
            #expect(outputs["Files.ReadTextFile"] == "string")
            #expect(outputs["Files.RevealInShell"] == "string")
            #expect(outputs["Files.DeleteFile"] == .some(nil))
        }
    }

    @Test func entityMetadataListsPropertiesComparatorsAndSortKeys() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let metadata = try await fixture.app.register().metadata
            let entity = try #require(metadata.entities.first { $0.identifier == "Files.FileEntity" })
            #expect(entity.displayName == "File")
            #expect(entity.pluralName == "Files")
            #expect(entity.propertiesResolved)
            #expect(entity.properties.map(\.name) == ["name", "fileExtension", "kind", "size", "created", "modified"])
            #expect(entity.queryKinds == [.identifier, .string, .property])
            let comparators = Dictionary(uniqueKeysWithValues: entity.queryProperties.map { ($0.name, $0.comparators) })
            #expect(comparators["name"] == [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix])
            #expect(comparators["fileExtension"] == [.equalTo, .notEqualTo])
            #expect(comparators["kind"] == [.equalTo, .notEqualTo])
            let ordered: [ComparatorKind] = [
                .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo, .isBetween,
            ]
            #expect(comparators["size"] == ordered)
            #expect(comparators["created"] == ordered)
            #expect(comparators["modified"] == ordered)
            #expect(entity.sortableProperties == ["name", "size", "created", "modified", "kind", "fileExtension"])
            #expect(entity.findDescription?.isEmpty == false)
        }
    }

    @Test func anEmptyRootStillTeachesThePropertyNames() async throws {
        try await FilesFixture.with { fixture in
            let entity = try #require(try await fixture.app.register().metadata.entities.first)
            #expect(entity.propertiesResolved)
            #expect(entity.queryProperties.count == 6)
            #expect(try await fixture.find(limit: 1) == ["."])
        }
    }

    @Test func appShortcutsNameTheApp() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let shortcuts = try await fixture.app.register().metadata.shortcuts
            #expect((1...3).contains(shortcuts.count))
            for shortcut in shortcuts {
                #expect(shortcut.phrases.allSatisfy { $0.contains("${applicationName}") }, "\(shortcut.intent)")
            }
            #expect(shortcuts.first?.phrases.first == "Find recent files in ${applicationName}")
            let expanded = shortcuts.flatMap(\.expandedPhrases).map(\.text)
            #expect(expanded.contains("Find recent files in Files"))
            // The parameterized phrase is expanded once per suggested file.
            #expect(expanded.contains("Read today.txt in Files"))
        }
    }

    @Test func aMissingRootIsRefusedByName() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "FilesAppTests-missing-\(UUID().uuidString)")
        let error = #expect(throws: FilesError.self) {
            try Files.app(root: missing, dependencies: AppDependencyManager())
        }
        #expect(error?.description == "The Files root '\(missing.path)' does not exist")
    }

    @Test func aFileAsRootIsRefusedByName() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "FilesAppTests-file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: FilesError.self) { try Files.app(root: file, dependencies: AppDependencyManager()) }
        #expect(error?.description == "The Files root '\(file.path)' is not a folder")
    }

    @Test func theStoreIsAddedToTheGivenManager() async throws {
        try await FilesFixture.with { fixture in
            let store = try #require(fixture.manager.resolve(FileStore.self))
            #expect(store.sandbox.rootPath == (try fixture.realRootPath))
        }
    }
}
