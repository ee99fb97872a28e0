import BlockingTestSupport
import BundledContent
import Foundation
import ShortcutsTestSupport
import Testing

/// The real `shortcuts` binary, run as a person would from a shell, on a home of its own.
@Suite(.serialized) struct CLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")

    func shortcuts(_ arguments: String..., input: String? = nil) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home, input: input)
    }

    /// A config file that remembers a theme that is gone stops the editor before the terminal
    /// changes mode, naming the file and the key; one that does not parse is reported and never
    /// overwritten.
    @Test func brokenConfigIsReportedAndKept() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"theme": "solarized-nope", "other": true}"#.write(to: config, atomically: true, encoding: .utf8)
        let gone = try await shortcuts()
        #expect(gone.status == 64)
        #expect(
            gone.error.contains(
                "\(config.path): \"theme\": solarized-nope: no such theme (available: base16-ocean, default, high-contrast, light)"
            ))
        try "{ \"theme\": ".write(to: config, atomically: true, encoding: .utf8)
        let broken = try await shortcuts("--theme", "light")
        // The named theme still applies (the run then stops only because there is no terminal).
        #expect(broken.status == 70)
        #expect(broken.error.contains("warning: the theme is not remembered: \(config.path):1:12: expected a value"))
        #expect(try String(contentsOf: config, encoding: .utf8) == "{ \"theme\": ")
    }

    @Test func listSeedsTheLibraryAndMarksBrokenFiles() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try await shortcuts("list")
        #expect(first.status == 0)
        #expect(first.output.contains("Countdown  (7 actions)"))
        #expect(first.output.split(separator: "\n").count == exampleCount)
        try "{ not json".write(
            to: home.appendingPathComponent("shortcuts/zz-broken.json"), atomically: true, encoding: .utf8)
        let second = try await shortcuts("list")
        #expect(
            second.output.contains(
                "zz-broken  ⚠ broken: \(home.path)/shortcuts/zz-broken.json:1:3: expected a member name in quotes, found 'n'"
            ))
        let json = try await shortcuts("list", "--json")
        #expect(json.output.contains("\"name\": \"Word Tools\""))
    }

    @Test func runPrintsDialogsAndWritesTheOutput() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let countdown = try await shortcuts("run", "Countdown", "--no-input")
        #expect(countdown.status == 0)
        #expect(countdown.output == "T minus 1, T minus 2, Lift off!\n")
        let words = try await shortcuts("run", "word tools", "--input", "sunny skies over the sea", "-o", "-")
        #expect(words.output == "Words: 5\nSecond: skies\nFirst three: sunny\nskies\nover\nStarting with s: 3\n")
        let piped = try await shortcuts("run", "Word Tools", "-i", "-", "-o", "-", input: "one two\n")
        #expect(piped.output.hasPrefix("Words: 2\n"))
        let file = home.appendingPathComponent("out.json")
        let json = try await shortcuts("run", "Old Favourites", "-o", file.path, "--output-type", "json")
        #expect(json.status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("\"title\": \"Pride and Prejudice\""))
        #expect(written.contains("\"type\": \"Books.BookEntity\""))
    }

    @Test func aRunThatNeedsAnAnswerFailsClearlyWithoutATerminal() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let hello = try await shortcuts("run", "Hello")
        #expect(hello.status == 69)
        #expect(
            hello.error
                == "shortcuts: 'Hello' stopped at action 2 (Ask for Input), parameter 'input': needs an answer to \"What is your name?\", but no one is there to answer (the run is not interactive)\n"
        )
        let missing = try await shortcuts("run", "Hllo")
        #expect(missing.status == 66)
        #expect(missing.error.hasPrefix("shortcuts: no shortcut named 'Hllo' in "))
        let usage = try await shortcuts("run", "Hello", "--input", "a", "-i", "b")
        #expect(usage.status == 64)
    }

    @Test func validateReportsFileLineAndColumn() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await shortcuts("list")
        let good = home.appendingPathComponent("shortcuts/countdown.json").path
        let ok = try await shortcuts("validate", good)
        #expect(ok.status == 0 && ok.output == "\(good): ok\n")
        let bad = home.appendingPathComponent("bad.json")
        try
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Bad", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "Books.OpenShelf", "parameters": {"shelf": {"enum": "unread"}}}]}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let invalid = try await shortcuts("validate", bad.path)
        #expect(invalid.status == 65)
        #expect(
            invalid.output
                == "\(bad.path): error: action 1 (Open Shelf), parameter 'shelf': 'unread' is not a Shelf (it is one of: currentlyReading, wantToRead, read)\n"
        )
        try "{\"format\": 1,\n \"id\": 3}".write(to: bad, atomically: true, encoding: .utf8)
        let unreadable = try await shortcuts("validate", bad.path)
        #expect(unreadable.status == 65)
        #expect(unreadable.output == "\(bad.path):2:8: 'id' must be a string, not a number\n")
        // Not found is 66, as docs/cli.md says; with an invalid file beside it, 65 (issue 29, item 25).
        let missing = try await shortcuts("validate", "missing.json")
        #expect(missing.status == 66)
        #expect(missing.error.contains("missing.json: no such file or shortcut"), "\(missing.error)")
        #expect(try await shortcuts("validate", good, "missing.json").status == 66)
        #expect(try await shortcuts("validate", "missing.json", bad.path).status == 65)
    }

    @Test func viewReadsTheShortcutAsSentences() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let view = try await shortcuts("view", "Open Dune")
        #expect(view.status == 0)
        #expect(view.output.contains("  1  Open Dune\n"))
        #expect(view.output.contains("  2  If ⟦Book › Date Read⟧ has any value\n"))
        #expect(view.output.contains("  3      Show “You finished ⟦Book › Title⟧ on ⟦Book › Date Read⟧.”\n"))
        #expect(view.output.contains("     End If\n"))
        let find = try await shortcuts("view", "Old Favourites")
        #expect(
            find.output.contains(
                "Find Books where all of: Date Published is before 1950-01-01 and Rating is at least 4, sorted by Date Published (Oldest First), limit 5"
            ))
    }

    @Test func entitiesListSearchAndResolve() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let search = try await shortcuts("entities", "Book", "--search", "dune")
        #expect(search.output == "B00C0000-0000-4000-8000-000000000001  Dune — Frank Herbert, 1965\n")
        let ids = try await shortcuts(
            "entities", "Books.BookEntity", "--id", "B00C0000-0000-4000-8000-000000000004", "--id", "nope")
        #expect(ids.status == 66)
        #expect(ids.output.contains("Neuromancer"))
        #expect(ids.error == "shortcuts: no Book with id nope\n")
        let unknown = try await shortcuts("entities", "Spaceship")
        #expect(unknown.status == 66)
        #expect(unknown.error.hasPrefix("shortcuts: no entity type 'Spaceship' (types: "))
    }

    @Test func actionsAndMetadataDescribeTheApps() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let actions = try await shortcuts("actions", "--app", "books")
        #expect(actions.output.contains("Books.AddBook"))
        #expect(actions.output.contains("Add [Title] by [Author Name]"))
        #expect(actions.output.contains("find Books.BookEntity"))
        let metadata = try await shortcuts("metadata")
        let apps = try JSONSerialization.jsonObject(with: Data(metadata.output.utf8)) as? [[String: Any]]
        #expect(
            apps?.compactMap { $0["name"] as? String } == [
                "Shortcuts", "Books", "Trails", "Meditation", "SoupChef", "Files",
            ])
    }

    @Test func formatRewritesCanonicallyAndChecks() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("loose.json")
        try #"{"name": "Loose", "format": 1, "actions": [], "id": "00000000-0000-4000-8000-000000000001"}"#.write(
            to: file, atomically: true, encoding: .utf8)
        #expect(try await shortcuts("format", "--check", file.path).status == 65)
        #expect(try await shortcuts("format", file.path).output == "\(file.path): formatted\n")
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "{\n  \"format\": 1,\n  \"id\": \"00000000-0000-4000-8000-000000000001\",\n  \"name\": \"Loose\",\n  \"actions\": []\n}\n"
        )
        #expect(try await shortcuts("format", "--check", file.path).status == 0)
    }
}
