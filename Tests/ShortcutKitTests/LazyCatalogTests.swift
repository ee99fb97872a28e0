import BlockingTestSupport
import BundledApps
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Commands that know their shortcut register only the apps it uses (issue 11, item 18): the real
/// binary on a fresh home, and the data folder looked at afterwards.
@Suite(.serialized) struct LazyCatalogTests {
    let cli = CLITests()

    /// The SQLite files under the home's data folder, relative to it.
    func databases() -> [String] {
        let data = cli.home.appendingPathComponent("data")
        guard let walker = FileManager.default.enumerator(atPath: data.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".sqlite") }.sorted()
    }

    @Test func aShortcutOfBuiltInsOpensNoDatabase() async throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let run = try await cli.shortcuts("run", "Countdown", "--no-input")
        #expect(run.status == 0)
        #expect(run.output == "T minus 1, T minus 2, Lift off!\n")
        let view = try await cli.shortcuts("view", "Word Tools")
        #expect(view.status == 0)
        let validate = try await cli.shortcuts("validate", "Hello", "Countdown")
        #expect(validate.status == 0)
        #expect(databases() == [])
    }

    @Test func aBooksShortcutOpensOnlyBooks() async throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let run = try await cli.shortcuts("run", "Reading Stats", "--no-input")
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.isEmpty)
        let found = databases()
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("Books/") }, "\(found)")
    }

    /// `entities` needs every app, and finds them.
    @Test func commandsWithoutAShortcutStillSeeEveryApp() async throws {
        defer { try? FileManager.default.removeItem(at: cli.home) }
        let actions = try await cli.shortcuts("actions")
        #expect(actions.status == 0)
        for app in ["Books", "Trails", "Meditation", "SoupChef", "Files"] {
            #expect(actions.output.contains(app), "\(app) missing from 'actions'")
        }
    }

    /// The apps a document names: intents, Find entities, entity values (also inside lists and
    /// in a built-in action's parameters) and the input type; never the built-in app's values.
    @Test func appNamesOfADocument() throws {
        let url = TestRepository.root.appendingPathComponent("shortcuts")
        func names(_ file: String) throws -> Set<String> {
            try DocumentDecoder.decode(contentsOf: url.appendingPathComponent(file)).appNames
        }
        #expect(try names("countdown.json") == ["Shortcuts"])
        #expect(try names("reading-stats.json") == ["Books", "Shortcuts"])
        #expect(try names("notes-digest.json") == ["Files", "Shortcuts"])
        let document = ShortcutDocument(
            name: "Mixed", input: InputSpec(type: "[entity:Trails.TrailEntity]"),
            actions: [
                Action(
                    .intent(
                        identifier: "Shortcuts.ShowResult",
                        parameters: [
                            "text": .list([.entity(type: "SoupChef.Soup", id: "1")])
                        ]))
            ])
        #expect(document.appNames == ["Shortcuts", "SoupChef", "Trails"])
    }
}
