import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Entity titles as a typed map: looked up once per type, a looked-up type's unknown IDs read
/// "Missing …", a type never looked up shows its IDs.
@Suite struct EntityTitlesTests {
    @Test func lookUpFindsTitlesAndRemembersTheTypesItAsked() async throws {
        let home = try await TestHome()
        let document = try example("open-dune.json")
        let references = document.entityReferences
        let type = try #require(references.keys.first)
        let id = try #require(references[type]?.first)
        let gone = "B00C0000-0000-4000-8000-999999999999"
        let titles = await home.run {
            await EntityTitles.lookUp([type: [id, gone], "Nobody.Thing": ["x"]], in: home.catalog)
        }
        #expect(titles.title(type: type, id: id) == "Dune")
        #expect(titles.title(type: type, id: gone) == nil)
        #expect(titles.wasLookedUp(type))
        #expect(!titles.wasLookedUp("Nobody.Thing"))

        let sentence = SentenceBuilder(
            catalog: home.catalog,
            document: ShortcutDocument(
                name: "T",
                actions: [
                    Action(.intent(identifier: "Books.OpenBook", parameters: ["book": .entity(type: type, id: gone)]))
                ]), entityTitles: titles)
        let unknown = SentenceBuilder(catalog: home.catalog, document: sentence.document, entityTitles: [:])
        #expect(sentence.sentence(for: sentence.document.actions[0]).text.contains("Missing Book (\(gone))"))
        #expect(unknown.sentence(for: sentence.document.actions[0]).text.contains("Book \(gone)"))
    }

    @Test func setAndLiteralAgree() {
        var titles = EntityTitles()
        #expect(!titles.wasLookedUp("A.B"))
        titles.set("One", type: "A.B", id: "1")
        #expect(titles == ["A.B": ["1": "One"]])
        titles.markLookedUp("A.C")
        #expect(titles.wasLookedUp("A.C") && titles.title(type: "A.C", id: "1") == nil)
    }
}
