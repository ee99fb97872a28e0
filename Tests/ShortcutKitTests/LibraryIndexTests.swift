import BundledContent
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The library's index (`.shortcuts.index` beside the folder): lookups and lists come from it, and it follows every
/// change made to the folder behind its back.
@Suite struct LibraryIndexTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")

    func makeLibrary() throws -> Library {
        let library = Library(folder: folder)
        try library.prepare(examples: [])
        return library
    }

    func document(_ name: String, actions: Int = 1) -> ShortcutDocument {
        ShortcutDocument(name: name, actions: (0..<actions).map { Action(.comment("\($0)")) })
    }

    @Test func theIndexIsWrittenAndFollowsAddChangeDeleteAndRename() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        let morning = document("Morning", actions: 2)
        let morningURL = try library.add(morning)
        let evening = document("Evening")
        let eveningURL = try library.add(evening)

        #expect(library.summaries().map(\.name) == ["Evening", "Morning"])
        #expect(FileManager.default.fileExists(atPath: library.indexFile.path))
        #expect(library.summaries().first { $0.name == "Morning" }?.actionCount == 2)

        // Added behind its back.
        try DocumentEncoder.encode(document("Noon", actions: 3)).write(
            to: folder.appendingPathComponent("noon.json"), atomically: true, encoding: .utf8)
        #expect(library.find("noon")?.document?.actions.count == 3)
        // Changed: renamed inside, and more actions.
        var renamed = morning
        renamed.name = "Dawn"
        renamed.actions.append(Action(.comment("more")))
        try DocumentEncoder.encode(renamed).write(to: morningURL, atomically: true, encoding: .utf8)
        #expect(library.find("Morning") == nil)
        #expect(library.find("dawn")?.document?.id == morning.id)
        #expect(library.summaries().first { $0.name == "Dawn" }?.actionCount == 3)
        // Deleted.
        try FileManager.default.removeItem(at: eveningURL)
        #expect(library.find("Evening") == nil)
        #expect(library.find(evening.id.uuidString) == nil)
        // File renamed: same content under another file name.
        let moved = folder.appendingPathComponent("elsewhere.json")
        try FileManager.default.moveItem(at: morningURL, to: moved)
        #expect(library.find("Dawn")?.url.lastPathComponent == "elsewhere.json")
        #expect(library.find(morning.id.uuidString)?.url.lastPathComponent == "elsewhere.json")
        #expect(library.summaries().map(\.name) == ["Dawn", "Noon"])
    }

    @Test func aCorruptIndexIsIgnoredAndRebuilt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        try library.add(document("Alpha"))
        _ = library.summaries()
        try "{ half an ind".write(to: library.indexFile, atomically: true, encoding: .utf8)
        #expect(library.find("alpha")?.name == "Alpha")
        let rebuilt = try String(contentsOf: library.indexFile, encoding: .utf8)
        #expect(rebuilt.contains("Alpha"))
        // An index that lies (wrong names under stamps the files do not have) is not believed.
        try
            "shortcuts-library-index 3\t1\t1\t2\t3\t4\nalpha.json\t1\t2\t3\t\\N\tBeta\t\\N\t1\t\\N\t\\N\t\\N\t\\N\t\\N\n"
            .write(to: library.indexFile, atomically: true, encoding: .utf8)
        #expect(library.find("Beta") == nil)
        #expect(library.find("Alpha")?.name == "Alpha")
        // Nor one whose count does not match its lines (cut short).
        let whole = try String(contentsOf: library.indexFile, encoding: .utf8)
        #expect(whole.hasPrefix("shortcuts-library-index 3\t1\t"))
        try whole.replacingOccurrences(of: "shortcuts-library-index 3\t1\t", with: "shortcuts-library-index 3\t2\t")
            .write(to: library.indexFile, atomically: true, encoding: .utf8)
        #expect(library.summaries().map(\.name) == ["Alpha"])
        #expect(try String(contentsOf: library.indexFile, encoding: .utf8).hasPrefix("shortcuts-library-index 3\t1\t"))
    }

    @Test func theIndexOfEarlierVersionsIsRemoved() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        try library.add(document("Alpha"))
        let old = folder.appendingPathComponent(".index.json")
        try #"{"version": 1, "files": {}}"#.write(to: old, atomically: true, encoding: .utf8)
        #expect(library.summaries().map(\.name) == ["Alpha"])
        #expect(!FileManager.default.fileExists(atPath: old.path))
        // The index lives beside the folder, not in it.
        #expect(
            library.indexFile.deletingLastPathComponent().standardizedFileURL
                == folder.deletingLastPathComponent().standardizedFileURL)
    }

    @Test func textWithTabsNewlinesAndBackslashesSurvivesTheIndex() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // No racy window: the second pass and the lookups read the index as it is.
        var library = try makeLibrary()
        library.racyWindow = 0
        let names = ["Tab\there", "Two\nlines\r", #"Back\slash"#, #"\N"#, "Ünïcode ✓", "Item 10", "item 9"]
        for name in names {
            var shortcut = document(name)
            shortcut.description = name == "\\N" ? "" : "about \(name)"
            shortcut.icon = name == "\\N" ? nil : "star"
            try library.add(shortcut)
        }
        for _ in 0..<2 { // built, then read from the index
            let summaries = library.summaries()
            // In the library's order, whether listed now or read from the index as it is.
            #expect(summaries.map(\.name) == names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
            for summary in summaries {
                #expect(summary.description == (summary.name == "\\N" ? "" : "about \(summary.name)"))
                #expect(summary.icon == (summary.name == "\\N" ? nil : "star"))
            }
        }
        for name in names {
            #expect(library.find(name)?.name == name)
            #expect(library.find(name.uppercased())?.name == name)
        }
    }

    @Test func aFreshlyChangedFolderIsCheckedFileByFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The default window: the folder changed just now, so the index is not trusted as is
        // and an edit made in place (no change to the folder) is seen.
        let library = try makeLibrary()
        let url = try library.add(document("Alpha", actions: 1))
        #expect(library.summaries().first?.actionCount == 1)
        try DocumentEncoder.encode(document("Alpha", actions: 3)).write(to: url, atomically: false, encoding: .utf8)
        #expect(library.summaries().first?.actionCount == 3)
    }

    @Test func anUnchangedFolderIsTrustedAndLookupsStillFindEditsMadeInPlace() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var library = try makeLibrary()
        library.racyWindow = 0
        let alpha = document("Alpha", actions: 1)
        let url = try library.add(alpha)
        try library.add(document("Beta"))
        #expect(library.summaries().map(\.name) == ["Alpha", "Beta"])
        // Edited in place, so the folder's stamp stays: the list keeps what the index says
        // (the documented gap), but a lookup reads the file it returns...
        var edited = alpha
        edited.actions.append(Action(.comment("more")))
        try DocumentEncoder.encode(edited).write(to: url, atomically: false, encoding: .utf8)
        #expect(library.summaries().first { $0.name == "Alpha" }?.actionCount == 1)
        #expect(library.find("Alpha")?.document?.actions.count == 2)
        // ...and a name the index does not know is looked for again, file by file.
        edited.name = "Gamma"
        try DocumentEncoder.encode(edited).write(to: url, atomically: false, encoding: .utf8)
        #expect(library.find("Gamma")?.document?.id == alpha.id)
        #expect(library.find("Alpha") == nil)
        // A file added, removed or renamed changes the folder: seen at once.
        try DocumentEncoder.encode(document("Delta")).write(
            to: folder.appendingPathComponent("delta.json"), atomically: true, encoding: .utf8)
        #expect(library.summaries().map(\.name) == ["Beta", "Delta", "Gamma"])
        try FileManager.default.moveItem(at: url, to: folder.appendingPathComponent("moved.json"))
        #expect(library.find("Gamma")?.url.lastPathComponent == "moved.json")
    }

    @Test func aStaleEntryIsNotTrustedWhenAFileIsReplacedUnderTheSameName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        let url = try library.add(document("First"))
        #expect(library.find("First") != nil)
        // Same file name, same size, other shortcut: the stamp (a new inode) tells them apart.
        let other = document("Fir2t")
        try DocumentEncoder.encode(other).write(to: url, atomically: true, encoding: .utf8)
        #expect(library.find("First") == nil)
        #expect(library.find("Fir2t")?.document?.id == other.id)
    }

    @Test func brokenFilesAreSummarisedWithTheirErrorAndHiddenFilesIgnored() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        try library.add(document("Fine"))
        let broken = folder.appendingPathComponent("broken.json")
        try "{ not json".write(to: broken, atomically: true, encoding: .utf8)
        try "{ not json".write(to: folder.appendingPathComponent(".hidden.json"), atomically: true, encoding: .utf8)
        try "{ not json".write(
            to: folder.appendingPathComponent(".fine.json.shortcuts-1-2.tmp"), atomically: true, encoding: .utf8)
        for _ in 0..<2 { // built, then read from the index
            let summaries = library.summaries()
            #expect(summaries.map(\.name) == ["broken", "Fine"])
            #expect(
                summaries[0].error?.description == "\(broken.path):1:3: expected a member name in quotes, found 'n'")
            #expect(summaries[0].actionCount == nil)
            #expect(summaries[1].error == nil)
        }
        guard case .failure = library.find("broken")?.content else {
            Issue.record("expected the broken file")
            return
        }
    }

    @Test func anUnchangedLibraryDoesNotRewriteTheIndex() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try makeLibrary()
        try library.add(document("Alpha"))
        _ = library.summaries()
        let before = DiskStamp.of(library.indexFile)
        _ = library.summaries()
        _ = library.find("alpha")
        #expect(DiskStamp.of(library.indexFile) == before)
    }
}

extension CLITests {
    /// `list` and `run` see a library changed between two commands (through the index).
    @Test func listAndRunFollowALibraryChangedBetweenCalls() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try await shortcuts("list").output.split(separator: "\n").count == exampleCount)
        let folder = home.appendingPathComponent("shortcuts")
        let countdown = folder.appendingPathComponent("countdown.json")
        let text = try String(contentsOf: countdown, encoding: .utf8)
        try text.replacingOccurrences(of: "\"name\": \"Countdown\"", with: "\"name\": \"Lift Off\"")
            .write(to: countdown, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("hello.json"))
        let list = try await shortcuts("list")
        #expect(list.output.split(separator: "\n").count == exampleCount - 1)
        #expect(list.output.contains("Lift Off  (7 actions)"))
        #expect(!list.output.contains("Countdown"))
        #expect(try await shortcuts("run", "Countdown", "--no-input").status == 66)
        let run = try await shortcuts("run", "lift off", "--no-input")
        #expect(run.status == 0)
        #expect(run.output == "T minus 1, T minus 2, Lift off!\n")
        try FileManager.default.moveItem(at: countdown, to: folder.appendingPathComponent("renamed.json"))
        #expect(try await shortcuts("run", "Lift Off", "--no-input").status == 0)
    }
}
