import Foundation
import ShortcutsTestSupport
import Testing

/// The real `shortcuts` binary on what issue 11 found: `validate` reports an unfinished Find row,
/// and `actions --json` lists everything the text listing does.
@Suite(.serialized) struct CLIFindAndActionsTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-find-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    @Test func validateReportsAnUnfinishedFindRow() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("unfinished.json")
        try #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Unfinished", "actions": [
          {"id": "00000000-0000-4000-8000-000000000002", "action": "find", "entity": "Books.BookEntity", "match": "all",
           "where": [
             {"property": "pageCount", "comparator": "greaterThan", "value": {"number": 300}},
             {"property": "author", "comparator": "equalTo", "value": {"text": ""}}
           ]}
        ]}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let result = try await shortcuts("validate", file.path)
        // A warning: the file is valid (exit 0), and the row is named.
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "\(file.path): warning: action 1 (Find Books), parameter 'where row 2': unfinished row: 'author' (Author) has no value, so the Find ignores the row\n"
        )
        // The run ignores the row, as the warning says: the books over 300 pages, not none.
        let run = try await shortcuts("run", file.path, "-o", "-")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Dune"), "\(run.output)")
    }

    /// Everything the text listing shows is in the JSON, Find and the control flow included,
    /// each with its identifier and parameters.
    @Test func actionsJSONListsWhatTheTextListingShows() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let text = try await shortcuts("actions")
        #expect(text.status == 0, "\(text.error)")
        // Entry lines: two spaces, then the identifier column; descriptions are indented further.
        let shown = text.output.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .map { String($0.dropFirst(2).prefix(34)).trimmingCharacters(in: .whitespaces) }
        #expect(
            shown.contains("find Books.BookEntity") && shown.contains("if") && shown.contains("Books.AddBook"),
            "\(text.output)")
        // Built-ins under their editor category, each with its title to grep for (issue 29, item 25).
        let lines = text.output.split(separator: "\n").map(String.init)
        let textHeading = try #require(lines.firstIndex(of: "Built in: Text"), "\(text.output)")
        let replace = try #require(lines.firstIndex { $0.hasPrefix("  replaceText ") })
        #expect(replace > textHeading && lines[replace + 1].contains("Replace Text: "), "\(text.output)")
        #expect(lines.contains { $0.contains("Run Shortcut: ") }, "\(text.output)")
        #expect(lines.contains("Built in: Control Flow"))

        let json = try await shortcuts("actions", "--json")
        #expect(json.status == 0, "\(json.error)")
        let actions = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let byIdentifier = Dictionary(
            actions.map { ($0["identifier"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        for identifier in shown {
            #expect(byIdentifier[identifier] != nil, "\(identifier) is listed but not in the JSON")
        }
        func parameterNames(_ identifier: String) -> [String] {
            (byIdentifier[identifier]?["parameters"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        }

        let find = try #require(byIdentifier["find Books.BookEntity"])
        #expect(
            find["kind"] as? String == "find" && find["action"] as? String == "find"
                && find["entity"] as? String == "Books.BookEntity")
        #expect(parameterNames("find Books.BookEntity") == ["entity", "from", "match", "where", "sort", "limit"])
        let filters = try #require(find["filters"] as? [[String: Any]])
        #expect(
            filters.contains {
                $0["name"] as? String == "title" && ($0["comparators"] as? [String])?.contains("contains") == true
            })
        #expect((find["sortable"] as? [String])?.contains("dateRead") == true)

        let ifAction = try #require(byIdentifier["if"])
        #expect(ifAction["kind"] as? String == "controlFlow" && ifAction["title"] as? String == "If")
        #expect(
            parameterNames("if") == ["input", "condition", "value", "value2", "match", "conditions", "then", "else"])
        #expect(parameterNames("repeatEach") == ["items", "do"])
        #expect(parameterNames("Books.AddBook").contains("title"))
        #expect(
            (byIdentifier["Books.AddBook"]?["intent"] as? [String: Any])?["identifier"] as? String == "Books.AddBook")

        // With --app, as the text listing: that app's intents and Finds, no control flow.
        let books =
            try JSONSerialization.jsonObject(
                with: Data(try await shortcuts("actions", "--app", "books", "--json").output.utf8)) as? [[String: Any]]
        #expect(books?.allSatisfy { $0["app"] as? String == "Books" } == true)
        #expect(books?.contains { $0["identifier"] as? String == "find Books.BookEntity" } == true)
    }
}
