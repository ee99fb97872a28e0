import Foundation
import ShortcutsTestSupport
import Testing

/// The text examples, run from the command line as a person would, with their exact output.
@Suite(.serialized) struct ExamplesTextTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-text-\(UUID().uuidString)")

    func run(_ example: String, input: String) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(
            ["run", examplesFolder.appendingPathComponent(example).path, "--input", input, "-o", "-"],
            home: home)
    }

    @Test func textCleanUpTrimsCollapsesFixesAndCapitalizesSentences() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await run(
            "text-clean-up.json", input: "   teh QUICK brown fox.\n\n  TEH lazy \t dog SLEEPS!  ")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "The quick brown fox. The lazy dog sleeps!\n")
    }

    @Test func emailExtractorListsTheAddressesAndTheirDomains() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await run(
            "email-extractor.json",
            input: "Write to Ada@Example.com or bob.smith+news@mail.example.org; not me@localhost, nor @nobody.")
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                2 addresses:
                Ada@Example.com
                bob.smith+news@mail.example.org
                at: Example.com, mail.example.org

                """)
    }

    @Test func theTextActionsAreListedInTextAndJSON() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let listing = try await ShortcutsCLI.run(["actions"], home: home)
        #expect(listing.status == 0, "\(listing.error)")
        for line in [
            "Replace [Find] with [Replace With] in [Text]", "Match [Pattern] in [Text]",
            "Get [Group At Index / All Groups] [Index] in [Matches]", "Change [Text] to [Case]",
            "Trim whitespace from [Text]", "Get text from [Input]",
            "Count [Items/Characters/Words/Sentences/Lines] in [Input]",
        ] {
            #expect(listing.output.contains(line), "\(line)")
        }
        let json = try await ShortcutsCLI.run(["actions", "--json"], home: home)
        #expect(json.status == 0, "\(json.error)")
        for id in ["replaceText", "matchText", "getMatchGroup", "changeCase", "trimWhitespace", "getText"] {
            #expect(json.output.contains("\"\(id)\""), "\(id)")
        }
        #expect(json.output.contains("\"sentenceCase\""))
    }
}
