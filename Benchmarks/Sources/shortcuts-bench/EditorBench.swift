import BundledApps
import Foundation
import ShortcutEditor
import ShortcutKit
import TerminalUI

/// Keypress-to-frame time in the editor on a shortcut of about 500 cards: the real app on the
/// in-memory backend, each key going through the same steps the program's loop takes (message,
/// update, effects' messages, view, diff). The goal is under 5 ms per key.
enum EditorBench {
    /// Repeat blocks of six built-in actions each (Text with a variable pill, Number, Set and Get
    /// Variable, Count, Get Item), so the editor draws nested cards, pills and constants.
    static func document(cards: Int) -> ShortcutDocument {
        let perBlock = 8 // Repeat, six actions, End Repeat
        var blocks: [Action] = []
        for block in 0..<max(1, cards / perBlock) {
            let body = RunnerBench.document(actions: 6).actions
            blocks.append(Action(.repeatCount(count: .number(Double(block % 5 + 2)), body: body)))
        }
        return ShortcutDocument(name: "Editor Benchmark", actions: blocks)
    }

    @MainActor
    static func run(cards: Int, rounds: Int, size: Size) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try await BundledApps.catalog(
            home: ShortcutsHome(root: root), filesRoot: FileManager.default.temporaryDirectory)
        let folder = root.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = Library(folder: folder)
        _ = try library.add(document(cards: cards))

        let editor = BenchEditor(catalog: catalog, library: library, size: size)
        let runtime = editor.runtime
        let press = editor.press
        press(Key("/"))
        editor.type("Editor Benchmark")
        press(.enter)
        press(.enter)
        await runtime.waitUntilIdle()
        guard let rows = runtime.app.editorSession?.document.rows.count else {
            throw BenchError.notOpened
        }

        let clock = ContinuousClock()
        /// Times `rounds` presses of the keys `keys(round)` gives, after one warm-up round.
        func measure(_ keys: (Int) -> [Key]) async -> [Duration] {
            var samples: [Duration] = []
            for round in 0...rounds {
                for key in keys(round) {
                    let start = clock.now
                    press(key)
                    if round > 0 { samples.append(clock.now - start) }
                }
                // Saves and validation run as effects; let them finish between rounds, as the
                // loop would while the user reads the screen.
                await runtime.waitUntilIdle()
            }
            return samples.sorted()
        }
        // Down through the whole shortcut and back up, so every scroll position is drawn.
        let move = await measure { round in [(round / rows) % 2 == 0 ? Key("j") : Key("k")] }
        let tab = await measure { _ in [.tab] }
        let edit = await measure { _ in [Key("D"), Key("u")] }

        print(
            "editor: \(rows) cards at \(size.width)×\(size.height), keypress to frame (update + view + diff), \(rounds) rounds"
        )
        for (name, samples) in [
            ("move the selection (j/k)", move), ("next token (Tab)   ", tab), ("duplicate / undo   ", edit),
        ] {
            print(
                "  \(name)  median \(Measure.format(Measure.ms(Measure.median(samples)))) ms, "
                    + "p95 \(Measure.format(Measure.ms(Measure.p95(samples)))) ms (goal: under 5 ms)")
        }
    }

    enum BenchError: Error { case notOpened }
}
