import Foundation
import ShortcutsTestSupport
import Testing

/// A name two files share (each edited by hand) runs neither (issue 29, item 4): the command exits
/// 64 naming both files, and each still runs by its path or id.
@Suite struct AmbiguousNameTests {
    @Test func aSharedNameIsRefusedListingBothFiles() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ambiguous-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await ShortcutsCLI.run(["list"], home: home).status == 0)
        let folder = home.appendingPathComponent("shortcuts")
        var files: [URL] = []
        for (file, id, text) in [
            ("twin-a.json", "00000000-0000-4000-8000-00000000a1a1", "first"),
            ("twin-b.json", "00000000-0000-4000-8000-00000000a1a2", "second"),
        ] {
            let url = folder.appendingPathComponent(file)
            try """
            {"format": 1, "id": "\(id)", "name": "Twin", "actions": [{"id": "\(id.dropLast(4))0001",
             "action": "Shortcuts.ShowResult", "parameters": {"text": {"text": ["\(text)"]}}}]}
            """.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        for name in ["Twin", "twin"] {
            let run = try await ShortcutsCLI.run(["run", name, "--no-input"], home: home)
            #expect(run.status == 64, "\(run.error)")
            #expect(run.error.contains("'\(name)' is the name of 2 shortcuts"), "\(run.error)")
            #expect(run.error.contains(files[0].path) && run.error.contains(files[1].path), "\(run.error)")
        }
        let byPath = try await ShortcutsCLI.run(["run", files[1].path, "--no-input"], home: home)
        #expect(byPath.status == 0 && byPath.output == "second\n", "\(byPath.error)")
        let byID = try await ShortcutsCLI.run(
            ["run", "00000000-0000-4000-8000-00000000a1a1", "--no-input"], home: home)
        #expect(byID.status == 0 && byID.output == "first\n", "\(byID.error)")
    }
}
