import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// Get File and Save File: files as `IntentFile` values, in and out of the Files root.
@Suite struct FileValueIntentTests {
    @Test func getFileReadsAnyFileAsAnIntentFile() async throws {
        try await FilesFixture.withSampleTree { fixture in
            try fixture.write("photos/dot.png", Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]))
            let outcome = try await fixture.run(GetFile.self, ["file": try await fixture.entity("photos/dot.png")])
            let file = try #require(outcome.value as? IntentFile)
            #expect(file.filename == "dot.png")
            #expect(file.data == Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]))
            #expect(file.type == .png)
            #expect(file.fileURL == nil)
            #expect(outcome.dialog?.full.localizedString == "Read 7 bytes from 'photos/dot.png'.")
        }
    }

    @Test func saveFileWritesInlineDataUnderItsNameOrAPath() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let report = IntentFile(data: Data("total: 3\n".utf8), filename: "report.txt")
            let outcome = try await fixture.run(SaveFile.self, ["file": report])
            #expect((outcome.value as? FileEntity)?.id == "report.txt")
            #expect(fixture.text("report.txt") == "total: 3\n")
            #expect(outcome.dialog?.full.localizedString == "Saved 'report.txt' (9 bytes).")

            _ = try await fixture.run(SaveFile.self, ["file": report, "path": "archive/2024/r.txt"])
            #expect(fixture.text("archive/2024/r.txt") == "total: 3\n")

            let again = await fixture.failure(SaveFile.self, ["file": report])
            #expect(again?.description.contains("already exists") == true, "\(String(describing: again))")
            let replaced = try await fixture.run(SaveFile.self, ["file": report, "mode": WriteMode.overwrite])
            #expect(replaced.dialog?.full.localizedString == "Replaced 'report.txt' (9 bytes).")
        }
    }

    @Test func aFileReadByGetFileSavesUnchanged() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let bytes = Data((0..<256).map { UInt8($0) })
            try fixture.write("bin/all.bin", bytes)
            let read = try await fixture.run(GetFile.self, ["file": try await fixture.entity("bin/all.bin")])
            _ = try await fixture.run(SaveFile.self, ["file": try #require(read.value), "path": "copy/all.bin"])
            let copied = try Data(contentsOf: fixture.root.appendingPathComponent("copy/all.bin"))
            #expect(copied == bytes)
        }
    }

    @Test func savingStaysInsideTheRoot() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let file = IntentFile(data: Data("x".utf8), filename: "x.txt")
            let error = await fixture.failure(SaveFile.self, ["file": file, "path": "../outside.txt"])
            #expect(error != nil)
            #expect(
                !FileManager.default.fileExists(
                    atPath: fixture.root.deletingLastPathComponent().appendingPathComponent("outside.txt").path))
        }
    }

    @Test func bothDeclareFileEffects() async throws {
        try await FilesFixture.with { fixture in
            let intents = try await fixture.app.register().metadata.intents
            for id in ["Files.GetFile", "Files.SaveFile"] {
                let intent = try #require(intents.first { $0.identifier == id })
                #expect(intent.sideEffects == [.files], "\(id)")
            }
            #expect(intents.first { $0.identifier == "Files.GetFile" }?.output == .url)
        }
    }
}
