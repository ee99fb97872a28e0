import Foundation
import Glibc
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// A script still held open for writing by someone fails to start with ETXTBSY; the start is
/// tried again until the writer lets go (this failed a CI run: a parallel test forked while a
/// script file was being written, and "Text file busy" ended the run).
struct TextFileBusyTests {
    @Test func aScriptHeldOpenForWritingStartsOnceItIsClosed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hello.sh")
        try "#!/bin/sh\necho started\n".write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o755)
        // Held open for writing, as by a writer that has not closed it yet; close-on-exec, so
        // that no child another test starts meanwhile holds it too (and for longer than the tries).
        let writer = open(file.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        try #require(writer >= 0)
        let process = ScriptProcess(shell: .sh, script: "", timeout: .seconds(600), executableFile: file.path)
        // Let the first tries meet the busy file, then let go: from a thread of its own, which a
        // busy concurrency pool cannot hold back past the tries.
        let letGo = Thread {
            usleep(100_000)
            close(writer)
        }
        letGo.start()
        let outcome = try await process.run()
        #expect(outcome.succeeded)
        #expect(outcome.standardOutput == "started\n")
    }

    @Test func aFileThatStaysBusyFailsSayingSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hello.sh")
        try "#!/bin/sh\necho started\n".write(to: file, atomically: false, encoding: .utf8)
        chmod(file.path, 0o755)
        let writer = open(file.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        try #require(writer >= 0)
        defer { close(writer) }
        let process = ScriptProcess(shell: .sh, script: "", timeout: .seconds(600), executableFile: file.path)
        do {
            _ = try await process.run()
            Issue.record("a busy file started")
        } catch {
            guard case .cannotStart(let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.localizedCaseInsensitiveContains("busy"), "\(reason)")
        }
    }
}
