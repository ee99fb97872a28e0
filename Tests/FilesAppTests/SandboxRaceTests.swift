import CSafeFS
import Foundation
import IntentKit
import Synchronization
import Testing

@testable import FilesApp

#if canImport(Glibc)
    import Glibc
#endif

/// A folder inside the root swapped for a link to an outside folder, over and over, while Files
/// actions run: nothing outside is read, listed, created, changed or deleted.
@Suite(.serialized) struct SandboxRaceTests {
    /// Swaps `root/box` for a link to `outside` and back in a tight loop until stopped, each swap
    /// one `renameat2(RENAME_EXCHANGE)`, so that `box` always exists (else a write could make
    /// a new folder there and end the game).
    final class Swapper: Sendable {
        let stop = Atomic<Bool>(false)
        let swaps = Atomic<Int>(0)

        func start(box: String, outside: String) -> Thread {
            let thread = Thread { [self] in
                let link = box + ".link"
                symlink(outside, link)
                while !stop.load(ordering: .relaxed) {
                    guard safefs_rename_exchange(AT_FDCWD, box, AT_FDCWD, link) == 0 else { continue }
                    // Random pauses, so that actions meet the link at every step of their work
                    // and some run while the folder is back.
                    usleep(UInt32.random(in: 0...50))
                    safefs_rename_exchange(AT_FDCWD, box, AT_FDCWD, link)
                    usleep(UInt32.random(in: 0...100))
                    swaps.add(1, ordering: .relaxed)
                }
            }
            thread.start()
            return thread
        }
    }

    /// Every file below `folder` with its bytes and mode, links as their destinations.
    private func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
            let data = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } ?? "folder"
            result[name] = "\(mode) \(data)"
        }
        return result
    }

    private func entity(_ path: String) -> FileEntity {
        FileEntity(
            FileInfo(
                relativePath: path, name: (path as NSString).lastPathComponent, kind: .file, size: 0,
                created: .now, modified: .now))
    }

    private func race(walker: Sandbox.Walker) async throws {
        try await FilesFixture.with(walker: walker) { fixture in
            let operations = FaultInjection.trials(default: 300)
            try fixture.write("box/file.txt", "inside\n")
            for index in 0..<operations {
                try fixture.write("box/del-\(index).txt", "inside\n")
                try fixture.write("box/mv-\(index).txt", "inside\n")
                // No decoy for new-N.txt: a create that escaped would add it outside.
                for name in ["del-\(index).txt", "mv-\(index).txt"] {
                    try Data("OUTSIDE \(name)\n".utf8).write(to: fixture.outside.appendingPathComponent(name))
                }
            }
            try Data("OUTSIDE file\n".utf8).write(to: fixture.outside.appendingPathComponent("file.txt"))
            try Data("OUTSIDE only\n".utf8).write(to: fixture.outside.appendingPathComponent("only-outside.txt"))
            let before = try snapshot(fixture.outside)

            let swapper = Swapper()
            let thread = swapper.start(box: fixture.url("box").path, outside: fixture.outside.path)
            var succeeded = 0
            for index in 0..<operations {
                let outcome: IntentOutcome?
                switch index % 6 {
                case 0: outcome = try? await fixture.run(ReadTextFile.self, ["file": entity("box/file.txt")])
                case 1:
                    outcome = try? await fixture.run(
                        WriteTextFile.self,
                        ["path": "box/file.txt", "text": "changed \(index)\n", "mode": WriteMode.overwrite])
                case 2:
                    outcome = try? await fixture.run(
                        WriteTextFile.self, ["path": "box/new-\(index).txt", "text": "new\n"])
                case 3:
                    outcome = try? await fixture.run(
                        DeleteFile.self, ["file": entity("box/del-\(index).txt")], answers: [.confirmed(true)])
                case 4:
                    outcome = try? await fixture.run(
                        MoveFile.self, ["file": entity("box/mv-\(index).txt"), "destination": "moved-\(index).txt"])
                default:
                    let listed = (try? await fixture.find()) ?? []
                    #expect(!listed.contains { $0.hasSuffix("only-outside.txt") }, "an outside file was listed")
                    outcome = nil
                }
                if let text = outcome?.value as? String { #expect(!text.contains("OUTSIDE"), "read outside: \(text)") }
                if outcome != nil { succeeded += 1 }
            }
            swapper.stop.store(true, ordering: .relaxed)
            while !thread.isFinished { usleep(1000) }
            let after = try snapshot(fixture.outside)
            #expect(
                after == before,
                "outside changed: \(Set(after.keys).symmetricDifference(before.keys).sorted().prefix(10))")
            print(
                "SandboxRaceTests \(walker): \(operations) operations, \(succeeded) succeeded, \(swapper.swaps.load(ordering: .relaxed)) swaps"
            )
        }
    }

    @Test func swappingAFolderForALinkNeverLeadsOut() async throws {
        try await race(walker: .automatic)
    }

    @Test func swappingAFolderForALinkNeverLeadsOutWithoutOpenat2() async throws {
        try await race(walker: .componentByComponent)
    }
}
