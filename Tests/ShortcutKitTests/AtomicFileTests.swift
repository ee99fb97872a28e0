import BlockingTestSupport
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// AtomicFile, as library saves, `format` and the editor use it: whole files under kill -9, the
/// mode and links kept, temporary files of killed writes removed.
@Suite(.serialized) struct AtomicFileTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "AtomicFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func withFolderAsync(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "AtomicFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    private func mode(_ url: URL) throws -> Int {
        try #require(
            (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    private func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(AtomicFile.isTemporaryFileName)
    }

    /// `-o /dev/null`, `/dev/stdout` or a named pipe: written in place, never replaced (a
    /// rename over /dev/null made it a regular file). Tried on a named pipe, not on the
    /// machine's /dev/null.
    @Test func aNamedPipeIsWrittenInPlaceNotReplaced() throws {
        try withFolder { folder in
            let pipe = folder.appendingPathComponent("output.fifo")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            // A reader first, so opening the pipe to write does not wait for one.
            let reader = open(pipe.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            #expect(reader >= 0)
            defer { close(reader) }
            try AtomicFile.write("through the pipe", to: pipe)
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(reader, &buffer, buffer.count)
            #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through the pipe")
            var status = stat()
            #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try temporaries(in: folder).isEmpty)
        }
    }

    @Test func aPrivateFileStaysPrivate() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("private.json")
            try AtomicFile.write("old", to: file)
            chmod(file.path, 0o600)
            try AtomicFile.write("new", to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == "new")
            #expect(try mode(file) == 0o600)
        }
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        try withFolder { folder in
            let file = folder.appendingPathComponent("new.json")
            let mask = umask(0o022)
            defer { umask(mask) }
            try AtomicFile.write("x", to: file)
            #expect(try mode(file) == 0o644)
        }
    }

    @Test func aLinkedShortcutStaysALinkAndItsTargetChanges() throws {
        try withFolder { folder in
            let elsewhere = folder.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let real = elsewhere.appendingPathComponent("morning.json")
            try AtomicFile.write("old", to: real)
            chmod(real.path, 0o640)
            let library = folder.appendingPathComponent("Shortcuts")
            try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
            let link = library.appendingPathComponent("morning.json")
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: "../dotfiles/morning.json")

            try AtomicFile.write("new", to: link)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../dotfiles/morning.json")
            #expect(try String(contentsOf: real, encoding: .utf8) == "new")
            #expect(try mode(real) == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["morning.json"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: library.path) == ["morning.json"])
        }
    }

    @Test func staleTemporaryFilesAreRemovedButNotOnesBeingWritten() throws {
        try withFolder { folder in
            try Data("killed".utf8).write(to: folder.appendingPathComponent(".a.json.shortcuts-1-2.tmp"))
            try Data("busy".utf8).write(to: folder.appendingPathComponent(".b.json.shortcuts-3-4.tmp"))
            try Data("not ours".utf8).write(to: folder.appendingPathComponent(".c.json.tmp"))
            let busy = open(folder.appendingPathComponent(".b.json.shortcuts-3-4.tmp").path, O_RDONLY)
            defer { close(busy) }
            #expect(flock(busy, LOCK_EX) == 0)
            #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == 1)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                    == [".b.json.shortcuts-3-4.tmp", ".c.json.tmp"])
        }
    }

    /// The `write-fault-harness` child saves whole records over `shortcut.json` (mode 0600) in a
    /// loop and is killed at a random moment; the file is always one whole record, still 0600,
    /// and the temporary files left are removed by the next cleanup.
    @Test func killedSavesLeaveTheOldOrTheNewFile() async throws {
        let trials = ProcessInfo.processInfo.environment["SHORTCUTS_FAULT_TRIALS"].flatMap(Int.init) ?? 50
        var leftBehind = 0
        try await withFolderAsync { folder in
            let file = folder.appendingPathComponent("shortcut.json")
            try Data("BEGIN 0 1\na\nEND 0\n".utf8).write(to: file)
            chmod(file.path, 0o600)
            for trial in 0..<trials {
                try await KilledHarness.run(["library", folder.path], maximumMilliseconds: 25)
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let header = lines.first?.split(separator: " ") ?? []
                let whole =
                    lines.count == 4 && header.count == 3 && header[0] == "BEGIN"
                    && lines[1].count == Int(header[2]) && lines[2] == "END \(header[1])" && lines[3].isEmpty
                #expect(whole, "trial \(trial): shortcut.json is not one whole record")
                #expect(try mode(file) == 0o600, "trial \(trial)")
                let left = try temporaries(in: folder)
                if !left.isEmpty { leftBehind += 1 }
                #expect(AtomicFile.removeStaleTemporaryFiles(in: folder) == left.count)
                #expect(try temporaries(in: folder).isEmpty, "trial \(trial)")
            }
        }
        print("AtomicFileTests: \(trials) kills, \(leftBehind) left a temporary file, all removed")
    }
}

/// The `write-fault-harness` child, killed with SIGKILL at a random moment.
enum KilledHarness {
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String], maximumMilliseconds: Int) async throws {
        try await offThePool {
            let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            let candidates = [
                bundle.deletingLastPathComponent(), Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ]
            .map { $0.appendingPathComponent("write-fault-harness") }
            guard let harness = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
            else {
                throw Failed(description: "write-fault-harness is not built: run `swift build --build-tests` first")
            }
            let child = try ChildProcess(harness.path, arguments, environment: ProcessInfo.processInfo.environment)
            child.waitForOutput(containing: "ready")
            usleep(useconds_t(Int.random(in: 0...maximumMilliseconds * 1000)))
            child.kill(SIGKILL)
            let status = child.wait()
            guard status == 128 + SIGKILL else {
                throw Failed(
                    description:
                        "the harness ended by itself (status \(status)): \(String(decoding: child.error, as: UTF8.self))"
                )
            }
        }
    }
}
