import Foundation

/// How many example shortcuts a new library is seeded with: every file of the repository's
/// `shortcuts/`, so a new example changes no test that counts the library.
let bundledExampleCount: Int = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shortcuts")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.count
}()

/// What the library's header says for the seeded examples and `extra` more ("16 shortcuts").
func bundledShortcutsLabel(_ extra: Int = 0) -> String { "\(bundledExampleCount + extra) shortcuts" }
