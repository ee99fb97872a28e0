import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Takes one shortcut file through everything that reads it — decoding, the library list,
/// the validator, the sentences `view` prints, the editor's cards, saving, and (when asked) a
/// run — and records a test issue for any promise broken on the way. A crash needs no check:
/// it ends the test process.
struct InputPipeline {
    let home: TestHome
    /// A library folder of its own, for the library stage.
    let libraryFolder: URL
    /// How long a run may take before it is cancelled.
    let runTimeout: Duration

    /// What happened to one file, for the summary.
    enum Outcome {
        case unreadable
        case read(diagnostics: Int, ran: RunEnd?)
    }

    enum RunEnd { case finished, failed, timedOut }

    func check(_ bytes: [UInt8], name: String, listInLibrary: Bool, run: Bool) async -> Outcome {
        let data = Data(bytes)
        let document: ShortcutDocument
        do {
            document = try DocumentDecoder.decode(data, file: name)
        } catch {
            expectShort(error.description, "decode error")
            #expect(!error.message.isEmpty)
            if listInLibrary { listed(data, expected: nil) }
            return .unreadable
        }
        if listInLibrary { listed(data, expected: document) }

        // The validator, as `validate` and the editor run it.
        let diagnostics = Validator(catalog: home.catalog).validate(document)
        for diagnostic in diagnostics { expectShort(diagnostic.description, "diagnostic") }

        // The sentences, as `view` prints them, with every variable's name.
        let sentences = SentenceBuilder(catalog: home.catalog, document: document)
        for (action, _) in document.flattened {
            _ = sentences.sentence(for: action).text
            _ = sentences.outputName(of: action)
            for value in action.values {
                for reference in value.variables { _ = sentences.variableName(reference, reader: action) }
            }
        }

        // The editor's model, as opening the shortcut builds it.
        let session = EditorSession(catalog: home.catalog, shortcut: document)
        for index in 0..<session.deck.count { _ = session.card(at: index) }

        // Saving writes what was read: nothing is changed or lost on the way.
        let saved = DocumentEncoder.encode(document)
        let reread = try? DocumentDecoder.decode(saved, file: name)
        #expect(reread == document, "saving \(name) did not give back the same shortcut")

        guard run else { return .read(diagnostics: diagnostics.count, ran: nil) }
        return .read(diagnostics: diagnostics.count, ran: await self.run(document))
    }

    /// A run with no one to answer, cancelled after `runTimeout`.
    func run(_ document: ShortcutDocument) async -> RunEnd {
        let runner = ShortcutRunner(catalog: home.catalog)
        let manager = home.manager
        let task = Task {
            try await AppDependencyManager.withScope(manager) {
                try await runner.run(document, prompter: NonInteractivePrompter())
            }
        }
        let timeout = runTimeout
        let timer = Task {
            try await Task.sleep(for: timeout)
            task.cancel()
        }
        let result = await task.result
        // Only the timer cancels the run.
        let timedOut = task.isCancelled
        timer.cancel()
        switch result {
        case .success: return .finished
        case .failure(let error):
            expectShort("\(error)", "run error")
            return timedOut ? .timedOut : .failed
        }
    }

    /// The file in a library folder lists as one row: the shortcut, or a broken row saying why.
    func listed(_ data: Data, expected: ShortcutDocument?) {
        let url = libraryFolder.appendingPathComponent("case.json")
        do { try data.write(to: url) } catch {
            Issue.record("cannot write \(url.path): \(error)")
            return
        }
        defer { try? FileManager.default.removeItem(at: url) }
        let entries = Library(folder: libraryFolder).entries()
        #expect(entries.count == 1)
        guard let entry = entries.first else { return }
        #expect(entry.document == expected)
        if case .failure(let error) = entry.content {
            expectShort(error.description, "library row")
            #expect(error.file == url.path)
        }
        _ = LibraryScreenModel(entries: entries)
    }

    /// Messages stay short whatever the input holds: the longest message plus the file's path.
    func expectShort(_ text: String, _ what: String) {
        #expect(text.count <= ShortcutLimits.messageLength + 400, "\(what) is \(text.count) characters long")
    }
}
