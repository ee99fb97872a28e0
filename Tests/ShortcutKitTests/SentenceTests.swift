import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

@Suite struct SentenceTests {
    func lines(_ file: String) async throws -> [String] {
        let home = try await TestHome()
        let document = try example(file)
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        return document.flattened.map { builder.sentence(for: $0.action).text }
    }

    @Test func propertiesAreNamedByTheTypeTheVariableHasWhereItIsRead() async throws {
        let digest = try await lines("notes-digest.json")
        #expect(digest[3] == "Add “## ⟦Repeat Item › Name⟧⏎⏎⟦Read Text File⟧” to variable Digest")
        let walks = try await lines("waterfall-walks.json")
        #expect(walks[2] == "Show “⟦Repeat Item › Trail Name⟧ (⟦Repeat Item › Distance⟧ km, ⟦Repeat Item › Region⟧)”")
    }

    @Test func findsReadAsSentences() async throws {
        let favourites = try await lines("old-favourites.json")
        #expect(
            favourites[0]
                == "Find Books where all of: Date Published is before 1950-01-01 and Rating is at least 4, sorted by Date Published (Oldest First), limit 5"
        )
        #expect(favourites[1] == "Combine ⟦Found Books › Title⟧ with “\\n”")
    }
}
