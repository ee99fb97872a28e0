import BundledApps
import BundledContent
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

@Suite struct LibraryTests {
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
    }

    @Test func homeFollowsTheEnvironment() {
        #expect(
            ShortcutsHome.resolve(environment: ["SHORTCUTS_HOME": "/srv/sc", "HOME": "/home/a"]).shortcuts.path
                == "/srv/sc/shortcuts")
        #expect(
            ShortcutsHome.resolve(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/a"]).root.path
                == "/x/data/shortcuts")
        #expect(
            ShortcutsHome.resolve(environment: ["HOME": "/home/a"]).data(for: "Books").path
                == "/home/a/.local/share/shortcuts/data/Books")
    }

    @Test func aNewLibraryIsSeededWithTheExamplesOnce() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = Library(folder: folder)
        #expect(try library.prepare(examples: ExampleShortcuts.all))
        #expect(library.entries().count == ExampleShortcuts.all.count)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("hello.json"))
        #expect(try library.prepare(examples: ExampleShortcuts.all) == false)
        #expect(library.entries().count == ExampleShortcuts.all.count - 1)
    }

    @Test func brokenFilesAreListedWithTheirErrorAndLeftAlone() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = Library(folder: folder)
        try library.prepare(examples: [])
        let good = ShortcutDocument(name: "Good", actions: [Action(.comment("hi"))])
        try library.add(good)
        let broken = folder.appendingPathComponent("broken.json")
        let brokenText = "{\"format\": 1, \"id\": \"nope\"}"
        try brokenText.write(to: broken, atomically: true, encoding: .utf8)

        let entries = library.entries()
        #expect(entries.map(\.name) == ["broken", "Good"])
        guard case .failure(let error) = entries[0].content else {
            Issue.record("expected a broken entry")
            return
        }
        #expect(error.description == "\(broken.path):1:21: 'id' 'nope' is not a UUID")
        #expect(library.find("good")?.document?.id == good.id)
        #expect(library.find(good.id.uuidString)?.name == "Good")

        #expect(throws: Library.LibraryError.self) { try library.save(good, to: broken) }
        #expect(try String(contentsOf: broken, encoding: .utf8) == brokenText)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix(".") && $0 != library.indexFile.lastPathComponent
        }
        #expect(leftovers.isEmpty)
    }

    @Test func savingWritesCanonicallyAndKeepsOtherShortcutsSafe() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = Library(folder: folder)
        try library.prepare(examples: [])
        var document = ShortcutDocument(name: "Morning / Evening", actions: [Action(.comment("first"))])
        let url = try library.add(document)
        #expect(url.lastPathComponent == "morning-evening.json")
        document.actions.append(Action(.comment("second")))
        try library.save(document, to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == DocumentEncoder.encode(document))
        let other = ShortcutDocument(name: "Other")
        #expect(throws: Library.LibraryError.self) { try library.save(other, to: url) }
        #expect(library.newFileURL(for: "Morning / Evening").lastPathComponent == "morning-evening-2.json")
    }
}
