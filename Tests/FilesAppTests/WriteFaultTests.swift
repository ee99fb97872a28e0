import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import FilesApp

/// Write Text File killed with SIGKILL at random moments leaves every file whole, and the
/// temporary files of killed writes are removed by the next cleanup.
@Suite(.serialized) struct WriteFaultTests {
    /// A fresh folder for one test's trials, removed afterwards.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("WriteFaultTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try body(base)
    }

    private func bytes(_ url: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: url))
    }

    private func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(TemporaryFiles.isTemporary)
    }

    /// Kills the harness in `trials` fresh roots made by `prepare`, checks each with `check`,
    /// then checks that opening the root as the app does removes every temporary file left.
    private func run(mode: String, trials: Int, prepare: (URL) throws -> Void, check: (URL) throws -> Void) throws {
        try withFolder { base in
            var leftBehind = 0
            for trial in 0..<trials {
                let root = base.appendingPathComponent("trial-\(trial)")
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                try prepare(root)
                try FaultInjection.runAndKill(["files", root.path, mode], maximumMilliseconds: 25)
                try check(root)
                let left = try temporaries(in: root)
                leftBehind += left.count
                _ = try FileStore(root: root)
                #expect(try temporaries(in: root).isEmpty, "trial \(trial): \(left) not removed")
            }
            print("WriteFaultTests \(mode): \(trials) kills, \(leftBehind) temporary files left by killed writes, all removed")
        }
    }

    @Test func createNewPublishesWholeFilesOrNone() throws {
        try run(mode: "createNew", trials: FaultInjection.trials(default: 34), prepare: { _ in }) { root in
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where !TemporaryFiles.isTemporary(name) {
                let contents = try bytes(root.appendingPathComponent(name))
                let ids = FaultRecord.ids(in: contents)
                #expect(ids?.count == 1 && "new-\(ids![0]).txt" == name, "\(name) is not whole")
            }
        }
    }

    @Test func overwriteLeavesTheOldOrTheNewTextAndTheMode() throws {
        try run(mode: "overwrite", trials: FaultInjection.trials(default: 33), prepare: { root in
            let doc = root.appendingPathComponent("doc.txt")
            try Data(FaultRecord.make(0).utf8).write(to: doc)
            chmod(doc.path, 0o600)
        }) { root in
            let doc = root.appendingPathComponent("doc.txt")
            let ids = FaultRecord.ids(in: try bytes(doc))
            let mode = try FileManager.default.attributesOfItem(atPath: doc.path)[.posixPermissions] as? NSNumber
            #expect(ids?.count == 1, "doc.txt is not one whole record")
            #expect(mode?.intValue == 0o600)
        }
    }

    @Test func appendLeavesTheOldTextOrTheOldPlusWholeRecords() throws {
        try run(mode: "append", trials: FaultInjection.trials(default: 33), prepare: { root in
            try Data(FaultRecord.make(0).utf8).write(to: root.appendingPathComponent("log.txt"))
        }) { root in
            let contents = try bytes(root.appendingPathComponent("log.txt"))
            let ids = FaultRecord.ids(in: contents)
            #expect(ids != nil, "log.txt has a cut record")
            if let ids { #expect(ids == Array(0..<ids.count), "records out of order: \(ids.prefix(10))") }
        }
    }
}
