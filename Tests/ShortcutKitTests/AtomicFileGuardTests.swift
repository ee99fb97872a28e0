import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A read-change-write gives up when another program changed the file in between (issue 29,
/// item 8: the editor's theme write lost another program's key in 50 of 100 tight races): the
/// new text does not replace the file, no temporary file is left, and the caller can try again
/// from what is there now.
@Suite struct AtomicFileGuardTests {
    @Test func aChangedFileIsNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.json")
        try #"{"theme": "dark"}"#.write(to: file, atomically: false, encoding: .utf8)
        let read = DiskStamp.of(file)
        // Another program's change lands between the read and the write.
        try #"{"theme": "dark", "allowRunningScripts": false}"#.write(to: file, atomically: true, encoding: .utf8)
        do {
            try AtomicFile.write(#"{"theme": "light"}"#, to: file) { DiskStamp.of(file) == read }
            Issue.record("a changed file was replaced")
        } catch {
            #expect(error.changedMeanwhile)
        }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("allowRunningScripts"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["config.json"])
        // Unchanged since read: written.
        let now = DiskStamp.of(file)
        try AtomicFile.write(#"{"theme": "light", "allowRunningScripts": false}"#, to: file) {
            DiskStamp.of(file) == now
        }
        #expect(try String(contentsOf: file, encoding: .utf8).contains("light"))
    }
}
