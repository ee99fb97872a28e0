import Foundation
import Testing

@testable import FilesApp

#if canImport(Glibc)
    import Glibc
#endif

/// Write Text File killed with SIGKILL at random moments leaves every file whole, and the
/// temporary files of killed writes are removed by the next cleanup.
@Suite(.serialized) struct WriteFaultTests {
    /// A fresh folder for one test's trials, removed afterwards.
    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("WriteFaultTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try await body(base)
    }

    private func bytes(_ url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }

    /// Temporary files and append journals in `folder`.
    private func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { TemporaryFiles.isTemporary($0) || AppendJournal.isJournal($0) }
    }

    /// Kills the harness in `trials` fresh roots made by `prepare`; then opens each root as the
    /// app does (which removes temporary files of killed writes and rolls back cut appends),
    /// checks that nothing is left over and checks the files with `check`.
    ///
    /// - Returns: How many trials left a temporary file or journal behind.
    @discardableResult
    private func run(
        mode: String, trials: Int, prepare: (URL) throws -> Void,
        cutBeforeCleanup: (URL) throws -> Bool = { _ in false }, check: (URL) throws -> Void
    ) async throws -> Int {
        var leftBehind = 0
        var cut = 0
        try await withFolder { base in
            for trial in 0..<trials {
                let root = base.appendingPathComponent("trial-\(trial)")
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                try prepare(root)
                try await FaultInjection.runAndKill(["files", root.path, mode], maximumMilliseconds: 25)
                let left = try leftovers(in: root)
                if !left.isEmpty { leftBehind += 1 }
                if try cutBeforeCleanup(root) { cut += 1 }
                _ = try FileStore(root: root)
                #expect(try leftovers(in: root).isEmpty, "trial \(trial): \(left) not removed")
                try check(root)
            }
        }
        print(
            "WriteFaultTests \(mode): \(trials) kills, \(leftBehind) left a temporary file or journal, all removed;"
                + " \(cut) left a cut file before the cleanup")
        return leftBehind
    }

    @Test func createNewPublishesWholeFilesOrNone() async throws {
        try await run(mode: "createNew", trials: FaultInjection.trials(default: 34), prepare: { _ in }) { root in
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path)
            where !TemporaryFiles.isTemporary(name) {
                let contents = try bytes(root.appendingPathComponent(name))
                let ids = FaultRecord.ids(in: contents)
                #expect(ids?.count == 1 && "new-\(ids![0]).txt" == name, "\(name) is not whole")
            }
        }
    }

    @Test func overwriteLeavesTheOldOrTheNewTextAndTheMode() async throws {
        try await run(
            mode: "overwrite", trials: FaultInjection.trials(default: 33),
            prepare: { root in
                let doc = root.appendingPathComponent("doc.txt")
                try Data(FaultRecord.make(0).utf8).write(to: doc)
                chmod(doc.path, 0o600)
            }
        ) { root in
            let doc = root.appendingPathComponent("doc.txt")
            let ids = FaultRecord.ids(in: try bytes(doc))
            let mode = try FileManager.default.attributesOfItem(atPath: doc.path)[.posixPermissions] as? NSNumber
            #expect(ids?.count == 1, "doc.txt is not one whole record")
            #expect(mode?.intValue == 0o600)
        }
    }

    /// Checked after the next start: a kill between two pages of the one `write` can cut the
    /// text, and the journal rolls that back.
    @Test func appendLeavesTheOldTextOrTheOldPlusWholeRecords() async throws {
        try await run(
            mode: "append", trials: FaultInjection.trials(default: 33),
            prepare: { root in
                try Data(FaultRecord.make(0).utf8).write(to: root.appendingPathComponent("log.txt"))
            },
            cutBeforeCleanup: { root in
                FaultRecord.ids(in: try bytes(root.appendingPathComponent("log.txt"))) == nil
            }
        ) { root in
            let contents = try bytes(root.appendingPathComponent("log.txt"))
            let ids = FaultRecord.ids(in: contents)
            #expect(ids != nil, "log.txt has a cut record")
            if let ids { #expect(ids == Array(0..<ids.count), "records out of order: \(ids.prefix(10))") }
        }
    }
}
