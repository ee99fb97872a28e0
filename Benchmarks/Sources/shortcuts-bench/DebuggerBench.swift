import BundledApps
import Foundation
import ShortcutEditor
import ShortcutKit
import TerminalUI

/// Keypress-to-frame time in the editor's debugger (docs/debugging.md), next to the plain editor
/// on the same shortcut in the same session: the real app on the in-memory backend, its runs
/// kept, each key going through the loop's steps (update, the messages ready, view, diff).
///
/// Each round debugs a shortcut of a Text, a Repeat of `passes` passes, a Run Shortcut and a
/// Text: stopped before the Repeat, `n` steps over it (the key is answered while the loop runs,
/// and so are the keys pressed during it), `s` steps into Run Shortcut, `o` out again, `[` back
/// a step. The goal is a frame within 16 ms of each key.
enum DebuggerBench {
    static let called = ShortcutDocument(
        name: "Debug Called",
        actions: [
            Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("called")])),
            Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("again")])),
        ])

    static func document(passes: Int) -> ShortcutDocument {
        let body = [Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("pass")]))]
        let call = BuiltInCall(.runShortcut, [.shortcut: .text(called.id.uuidString)])
        return ShortcutDocument(
            name: "Debug Benchmark",
            actions: [
                Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("start")])),
                Action(.repeatCount(count: .number(Double(passes)), body: body)),
                Action(.builtIn(call)),
                Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("end")])),
            ])
    }

    @MainActor
    static func run(passes: Int, rounds: Int, size: Size) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = ShortcutsHome(root: root)
        let catalog = try await BundledApps.catalog(home: home, filesRoot: FileManager.default.temporaryDirectory)
        let folder = root.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = Library(folder: folder)
        _ = try library.add(called)
        _ = try library.add(document(passes: passes))

        let editor = BenchEditor(catalog: catalog, library: library, size: size, runs: RunStore(home: home))
        let runtime = editor.runtime
        let press = editor.press
        press(Key("/"))
        editor.type("Debug Benchmark")
        press(.enter)
        press(.enter)
        await runtime.waitUntilIdle()
        guard runtime.app.editorSession != nil else { throw EditorBench.BenchError.notOpened }

        let clock = ContinuousClock()
        func timed(_ key: Key) -> Duration {
            let start = clock.now
            press(key)
            return clock.now - start
        }
        /// Waits for the debugger to stop (or the run to end), as the person would.
        func settle() async { await runtime.waitUntilIdle() }

        var editorMove: [Duration] = []
        var stepOver: [Duration] = []
        var duringLoop: [Duration] = []
        var stepInto: [Duration] = []
        var stepOut: [Duration] = []
        var back: [Duration] = []
        var loopTime: [Duration] = []
        for round in 0...rounds {
            // The plain editor, the baseline: down and up the four cards.
            let moves = (0..<4).map { _ in timed(Key("j")) } + (0..<4).map { _ in timed(Key("k")) }
            press(Key("d"))
            await settle() // stopped before the Text (no breakpoints: the first action)
            press(Key("n"))
            await settle() // before the Repeat
            let loopStart = clock.now
            let over = timed(Key("n"))
            // Keys while the loop runs: the pane between cards and values, and back.
            var during: [Duration] = []
            for _ in 0..<6 { during.append(timed(.tab)) }
            await settle() // before Run Shortcut
            let loop = clock.now - loopStart
            let into = timed(Key("s"))
            await settle() // inside Debug Called
            let out = timed(Key("o"))
            await settle() // before the last Text
            let backKey = timed(Key("["))
            press(Key("c"))
            await settle()
            press(.escape)
            await settle()
            guard runtime.app.topContext == .editor else { throw BenchError.lost(runtime.app.topContext) }
            if round > 0 {
                editorMove += moves
                stepOver.append(over)
                duringLoop += during
                stepInto.append(into)
                stepOut.append(out)
                back.append(backKey)
                loopTime.append(loop)
            }
        }
        print(
            "debugger: \(passes)-pass loop and Run Shortcut at \(size.width)×\(size.height), keypress to frame (update + view + diff), \(rounds) rounds"
        )
        let baseline = Measure.median(editorMove.sorted())
        for (name, samples) in [
            ("editor: move the selection (baseline)", editorMove), ("step over the loop (n)", stepOver),
            ("a key while the loop runs (Tab)", duringLoop), ("step into Run Shortcut (s)", stepInto),
            ("step out of it (o)", stepOut), ("back a step ([)", back),
        ] {
            let sorted = samples.sorted()
            let ratio = Measure.ms(Measure.median(sorted)) / max(Measure.ms(baseline), 0.000_001)
            print(
                "  \(name.padding(toLength: 38, withPad: " ", startingAt: 0)) median \(Measure.format(Measure.ms(Measure.median(sorted)))) ms, "
                    + "p95 \(Measure.format(Measure.ms(Measure.p95(sorted)))) ms, \(String(format: "%.1f", ratio))× the editor's (goal: under 16 ms)"
            )
        }
        print(
            "  the loop itself, run in the background:  median \(Measure.format(Measure.ms(Measure.median(loopTime.sorted())))) ms"
        )
    }

    enum BenchError: Error { case lost(Context) }
}
