import Foundation
import IntentKit
import ShortcutsTestSupport
import Synchronization
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// An external app's intent that asks to open another intent (Books' Add Book opens Open Book,
/// served by `books-app`) gives the run the same "opens" line as the app in process.
@Suite struct ExternalOpensIntentTests {
    static let booksProgram = ShortcutsCLI.binary.deletingLastPathComponent().appendingPathComponent("books-app")

    @Test func addBookThroughTheProtocolOpensTheBook() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ext-opens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = AppManifestFolder(home.appendingPathComponent("apps"))
        try folder.save(
            AppManifest(
                name: "Books", command: Self.booksProgram.path,
                arguments: ["--data-directory", home.appendingPathComponent("data").path]))
        let loaded = await ExternalApps.load(
            manifests: folder, cache: home.appendingPathComponent("cache"), alongside: [], limits: .generousForTests)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let document = ShortcutDocument(
            name: "Add Dracula",
            actions: [
                Action(.intent(identifier: "Books.AddBook", parameters: ["title": .text([.literal("Dracula")])]))
            ])
        let opened = Mutex<[String]>([])
        _ = try await ShortcutRunner(catalog: Catalog(backends: loaded.backends)).run(
            document, prompter: NonInteractivePrompter()
        ) { event in
            if case .opens(_, let summary) = event { opened.withLock { $0.append(summary) } }
        }
        for backend in loaded.backends { await backend.connection.stop() }
        #expect(opened.withLock { $0 } == ["Books: Open Dracula"])
    }
}
