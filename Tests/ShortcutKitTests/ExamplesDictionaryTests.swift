import Foundation
import ShortcutsTestSupport
import Testing

/// The dictionary examples run from the CLI, as a person would, with their exact output; and the
/// dictionary actions as `shortcuts actions` lists them.
@Suite(.serialized) struct ExamplesDictionaryTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-dict-\(UUID().uuidString)")

    func shortcuts(_ arguments: String..., input: String? = nil) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home, input: input)
    }

    @Test func theJSONReadingListShowsWhatItsJSONSays() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await shortcuts("run", "JSON Reading List", "--no-input")
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(
            run.output == """
                Summer Reading: 4 books
                To read:
                • Piranesi by Susanna Clarke (272 pages)
                • The Left Hand of Darkness by Ursula K. Le Guin (304 pages)
                Finished:
                • Dune
                • Kindred

                """)
    }

    @Test func theStatusBadgeLooksUpAKeyAndWritesJSON() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let done = try await shortcuts("run", "Status Badge", "--input", "done", "-o", "-", "--output-type", "json")
        #expect(done.status == 0)
        // With -o -, the output goes to standard output and what is shown to standard error.
        #expect(done.output == "\"✅ Finished\"\n")
        #expect(
            done.error == """
                ✅ Finished means finished
                {"status": "done", "badge": "✅ Finished", "tags": ["books"], "shown": true}

                """)
        let unknown = try await shortcuts("run", "Status Badge", "--input", "nope", "-o", "-")
        #expect(unknown.status == 0)
        #expect(unknown.output == "Unknown status; try one of [\"reading\", \"done\", \"later\"]\n")
        #expect(unknown.error == "")
    }

    @Test func aDictionaryOutputIsAJSONObjectWithOutputTypeJSON() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("d.json")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000D1E00", "name": "D", "actions": [
         {"id": "00000000-0000-4000-8000-0000000D1E01", "action": "dictionary", "items": {"dictionary": {
          "a": {"number": 1}, "b": {"list": [{"boolean": false}, {"text": "x"}]}, "c": {"dictionary": {}}}}}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let run = try await shortcuts("run", file.path, "-o", "-", "--output-type", "json")
        #expect(run.output == "{\n  \"a\": 1,\n  \"b\": [\n    false,\n    \"x\"\n  ],\n  \"c\": {}\n}\n")
        let text = try await shortcuts("run", file.path, "-o", "-")
        #expect(text.output == run.output)
    }

    @Test func theDictionaryActionsAreListedWithTheirSentencesAndMembers() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let listing = try await shortcuts("actions").output
        for line in [
            "Dictionary [Items]", "Get [Get] for [Key] in [Dictionary]", "Set [Key] to [Value] in [Dictionary]",
            "Get dictionary from [Input]", "Make [Layout] JSON from [Input]",
        ] {
            #expect(listing.contains(line), "\(line)")
        }
        let json = try await shortcuts("actions", "--json").output
        let entries = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        let actions = Set(entries.compactMap { $0["action"] as? String })
        #expect(
            actions.isSuperset(of: [
                "dictionary", "getDictionaryValue", "setDictionaryValue", "getDictionaryFromInput", "makeJSON",
            ]))
        let items = entries.first { $0["action"] as? String == "dictionary" }?["parameters"] as? [[String: Any]]
        #expect(items?.first?["type"] as? String == "dictionary")
    }
}
