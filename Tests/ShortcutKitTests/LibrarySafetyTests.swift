import BlockingTestSupport
import BundledContent
import Foundation
import Glibc
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The library keeps a person's work: a save never overwrites a file changed on disk since it
/// was read, and first-use creation is whole or absent, whatever kills the process.
@Suite struct LibrarySafetyTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("library-safety-\(UUID().uuidString)")

    @Test func aSaveDoesNotOverwriteAFileChangedOnDiskSinceItWasRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let library = Library(folder: root.appendingPathComponent("shortcuts"))
        try library.prepare(examples: [])
        var mine = ShortcutDocument(name: "Shared", actions: [Action(.comment("first"))])
        let url = try library.add(mine)
        let opened = try #require(library.entries().first)
        #expect(opened.stamp == DiskStamp.of(url))

        // Another editor saves its version after this one opened the file.
        var theirs = mine
        theirs.actions = [Action(.comment("theirs"))]
        try library.save(theirs, to: url, expecting: opened.stamp)
        let theirText = try String(contentsOf: url, encoding: .utf8)

        mine.actions = [Action(.comment("mine"))]
        do {
            try library.save(mine, to: url, expecting: opened.stamp)
            Issue.record("a stale save replaced the file")
        } catch {
            guard case .changedOnDisk(let now) = error.kind else {
                Issue.record("wrong kind: \(error)")
                return
            }
            #expect(now == DiskStamp.of(url))
            #expect(error.description.contains("was changed on disk since it was opened"))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == theirText)

        // With the file's stamp now (the person chose to overwrite), it is written, and the new
        // stamp is returned for the next save.
        let stamp = try library.save(mine, to: url, expecting: DiskStamp.of(url))
        #expect(stamp == DiskStamp.of(url))
        #expect(try DocumentDecoder.decode(contentsOf: url) == mine)
    }

    @Test func aFailedCreationLeavesNoHalfLibraryAndLeftoversAreCleared() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("shortcuts")
        let library = Library(folder: folder)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // What a creation killed midway left behind.
        let stale = root.appendingPathComponent(".shortcuts.creating-999999-1")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try "{}".write(to: stale.appendingPathComponent("half.json"), atomically: false, encoding: .utf8)

        // The second example cannot be written (its folder does not exist): nothing appears.
        let examples = [(fileName: "one.json", text: "{}\n"), (fileName: "missing/two.json", text: "{}\n")]
        #expect(throws: Library.LibraryError.self) { try library.prepare(examples: examples) }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("creating") }.isEmpty)

        #expect(try library.prepare(examples: [(fileName: "one.json", text: "{}\n")]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["one.json"])
        // Once it exists it is never filled again: a deleted example stays deleted.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("one.json"))
        #expect(try !library.prepare(examples: [(fileName: "one.json", text: "{}\n")]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// First use of the real binary killed at random moments, and on a disk that fills up.
@Suite(.serialized) struct LibraryCreationFaultTests {
    /// Starts `shortcuts list` on `home` through a shell (so `prelude` can set limits first).
    static func start(home: URL, prelude: String = "") throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = FileManager.default.temporaryDirectory.path
        return try ChildProcess(
            "/bin/sh", ["-c", "\(prelude) exec \"$0\" list", ShortcutsCLI.binary.path], environment: environment)
    }

    /// Runs `shortcuts list` on `home` to its end, waiting off the cooperative pool: its exit
    /// status and what it wrote to standard error.
    static func list(home: URL, prelude: String = "") async throws -> (status: Int32, errors: String) {
        try await offThePool {
            let child = try start(home: home, prelude: prelude)
            let status = child.wait()
            return (status, String(decoding: child.error, as: UTF8.self))
        }
    }

    /// Starts `shortcuts list` on `home` and kills it after `delay` microseconds, off the pool.
    static func listKilled(home: URL, after delay: UInt32) async throws {
        try await offThePool {
            let child = try start(home: home)
            usleep(delay)
            child.kill(SIGKILL)
            _ = child.wait()
        }
    }

    /// The example shortcuts in the library folder, or nil when there is no folder.
    static func shortcutFiles(in home: URL) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("shortcuts").path))?
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    }

    @Test func killedDuringFirstUseTheLibraryIsWholeOrAbsent() async throws {
        let trials = Int(ProcessInfo.processInfo.environment["SHORTCUTS_KILL_TRIALS"] ?? "") ?? 30
        var generator = SplitMix64(seed: 11)
        var absent = 0
        var whole = 0
        for trial in 0..<trials {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent(
                "kill-\(trial)-\(UUID().uuidString.prefix(8))")
            defer { try? FileManager.default.removeItem(at: home) }
            try await Self.listKilled(home: home, after: UInt32(generator.next() % 25_000))
            switch Self.shortcutFiles(in: home)?.count {
            case nil: absent += 1
            case .some(exampleCount): whole += 1
            case let count?: Issue.record("trial \(trial): a library of \(count) shortcuts was left")
            }
            // The next start finishes the job.
            #expect(try await Self.list(home: home).status == 0)
            #expect(Self.shortcutFiles(in: home)?.count == exampleCount, "trial \(trial)")
            let leftovers =
                (try? FileManager.default.contentsOfDirectory(atPath: home.path))?.filter { $0.contains("creating") }
                ?? []
            #expect(leftovers.isEmpty, "trial \(trial): \(leftovers)")
        }
        print("killed during first use: \(absent) left no library, \(whole) a whole one, of \(trials)")
    }

    @Test func aFullDiskAtFirstUseLeavesNoHalfLibrary() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: home) }
        // A file size limit of 2 KiB makes writes past it fail (EFBIG) as a full disk would
        // (ENOSPC): some examples fit, the longer ones do not.
        let (status, message) = try await Self.list(home: home, prelude: "trap '' XFSZ; ulimit -f 4;")
        #expect(status == 70)
        #expect(message.contains("\(home.appendingPathComponent("shortcuts").path): cannot be created: "), "\(message)")
        #expect(message.contains("nothing was left half-made"), "\(message)")
        #expect(Self.shortcutFiles(in: home) == nil)

        #expect(try await Self.list(home: home).status == 0)
        #expect(Self.shortcutFiles(in: home)?.count == exampleCount)
        // An example the person deletes is not brought back by the next start.
        try FileManager.default.removeItem(at: home.appendingPathComponent("shortcuts/countdown.json"))
        _ = try await Self.list(home: home)
        #expect(Self.shortcutFiles(in: home)?.count == exampleCount - 1)
    }
}

/// Half-written saves of killed processes do not pile up in the library.
@Suite struct LibraryCleanupTests {
    @Test func preparingTheLibraryRemovesStaleTemporaryFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let library = Library(folder: root.appendingPathComponent("shortcuts"))
        try library.prepare(examples: [(fileName: "one.json", text: "{}\n")])
        let journal = RecoveryJournal(library: library)
        try FileManager.default.createDirectory(at: journal.folder, withIntermediateDirectories: true)
        // What a process killed while saving leaves: a temporary file no one holds locked.
        let stale = ".one.json.shortcuts-999999-1234.tmp"
        #expect(AtomicFile.isTemporaryFileName(stale))
        for folder in [library.folder, journal.folder] {
            try "half".write(to: folder.appendingPathComponent(stale), atomically: false, encoding: .utf8)
        }
        #expect(try !library.prepare(examples: []))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: library.folder.path).sorted() == [
                ".recovery", "one.json",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: journal.folder.path).isEmpty)
    }
}
