import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// File values in shortcuts: a path in the Files root or inline data, carried by the format and
/// the runner to Files' Save File.
@Suite struct FileValueRunTests {
    func saveFile(_ file: Value, to path: String) -> ShortcutDocument {
        ShortcutDocument(
            name: "Save",
            actions: [
                Action(.intent(identifier: "Files.SaveFile", parameters: ["file": file, "path": .string(path)]))
            ])
    }

    @Test func inlineAndPathFilesRoundTripThroughTheFormat() throws {
        let inline = saveFile(
            .file(.inline(name: "a.txt", type: "public.plain-text", data: Data("hi\n".utf8))), to: "b.txt")
        let text = DocumentEncoder.encode(inline)
        #expect(text.contains(#""data": "aGkK""#), "\(text)")
        #expect(try DocumentDecoder.decode(text, file: "s.json") == inline)
        let path = saveFile(.file(.path("notes.txt")), to: "b.txt")
        #expect(try DocumentDecoder.decode(DocumentEncoder.encode(path), file: "s.json") == path)
        let bad = text.replacingOccurrences(of: "aGkK", with: "not base64!")
        #expect(throws: DocumentError.self) { try DocumentDecoder.decode(bad, file: "s.json") }
    }

    @Test func theRunnerGivesInlineDataAndFilesOfTheRootToAFileParameter() async throws {
        let home = try await TestHome()
        _ = try await home.run(
            saveFile(.file(.inline(name: "a.txt", type: nil, data: Data("hi\n".utf8))), to: "in/a.txt"))
        #expect(try String(contentsOf: home.files.appendingPathComponent("in/a.txt"), encoding: .utf8) == "hi\n")
        _ = try await home.run(saveFile(.file(.path("notes.txt")), to: "copy.txt"))
        #expect(
            try String(contentsOf: home.files.appendingPathComponent("copy.txt"), encoding: .utf8)
                == "Remember the milk\n")
        await #expect(throws: RunError.self) {
            _ = try await home.run(saveFile(.file(.path("../outside.txt")), to: "x.txt"))
        }
    }

    @Test func getFileThenSaveFileCopiesAFile() async throws {
        let home = try await TestHome()
        let get = Action(
            .intent(
                identifier: "Files.GetFile", parameters: ["file": .entity(type: "Files.FileEntity", id: "notes.txt")]))
        let save = Action(
            .intent(
                identifier: "Files.SaveFile",
                parameters: ["file": .variable(VariableReference(.action(get.id))), "path": .string("again.txt")]))
        let (result, _, _) = try await home.run(ShortcutDocument(name: "Copy", actions: [get, save]))
        #expect(ValueText.text(of: result.output) == "again.txt")
        #expect(
            try String(contentsOf: home.files.appendingPathComponent("again.txt"), encoding: .utf8)
                == "Remember the milk\n")
    }
}
