import ShortcutEditor
import ShortcutKit
import TerminalUI

/// The editor app on the in-memory backend, driven the way the program's loop drives it: each
/// key dispatched, the messages of finished effects delivered, the frame drawn and diffed. The
/// backend keeps no history of frames, so long runs measure the app, not the test double.
@MainActor
final class BenchEditor {
    let runtime: AppRuntime<ShortcutsApp>

    /// With `runs`, the editor's runs are kept there (the debugger reads them back).
    init(catalog: Catalog, library: Library, size: Size, runs: RunStore? = nil) {
        let backend = TestBackend(size: size)
        backend.keepsHistory = false
        runtime = AppRuntime(
            app: ShortcutsApp(environment: EditorEnvironment(catalog: catalog, library: library, runs: runs)),
            backend: backend)
        runtime.render()
    }

    var app: ShortcutsApp { runtime.app }

    /// One key as the loop takes it.
    func press(_ key: Key) {
        runtime.handle(.key(key))
        runtime.drainMailbox(budget: AppRuntime<ShortcutsApp>.messageBudget)
        runtime.render()
    }

    /// Each character of `text` as a key.
    func type(_ text: String) {
        for character in text { press(Key(character)) }
    }
}
