import Foundation
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Two versions of a shortcut as cards: matched by what they say at their depth, a changed card
/// out and in again, long runs of kept cards folded, the shortcut's own settings listed.
struct CardDiffTests {
    /// A shortcut of Text actions saying `words`, in order, with fixed ids.
    static func texts(_ words: [String], name: String = "Words") -> ShortcutDocument {
        var document = ShortcutDocument(name: name)
        document.id = UUID(uuidString: "00000000-0000-4000-8000-000000000900")!
        document.actions = words.enumerated().map { index, word in
            Action(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", 901 + index))!,
                .intent(identifier: "Shortcuts.Text", parameters: ["text": .text([.literal(word)])]))
        }
        return document
    }

    /// The diff as one string a line: the mark and what the card says, or the folded count.
    static func rendered(_ diff: CardDiff) -> [String] {
        diff.lines.map { line in
            switch line {
            case .folded(let count): return "… \(count)"
            case .card(let card, let mark):
                let sign = mark == .added ? "+" : mark == .removed ? "-" : " "
                return sign + " "
                    + (card.tokens.first.map { $0.display.trimmingCharacters(in: CharacterSet(charactersIn: "“”")) }
                        ?? card.title)
            }
        }
    }

    @Test func aChangedCardIsTakenOutAndPutInWithKeptOnesAroundItFolded() async throws {
        let home = try await TestHome()
        let words = (1...12).map { "w\($0)" }
        var changed = words
        changed[6] = "seven"
        let diff = CardDiff(catalog: home.catalog, from: Self.texts(words), to: Self.texts(changed), context: 2)
        #expect(
            Self.rendered(diff) == ["… 4", "  w5", "  w6", "- w7", "+ seven", "  w8", "  w9", "… 3"])
        #expect(diff.added == 1 && diff.removed == 1)
        #expect(diff.summary == "1 card put in, 1 taken out")
        #expect(diff.settings.isEmpty)
    }

    @Test func aNewShortcutIsEveryCardPutInUnfolded() async throws {
        let home = try await TestHome()
        let words = (1...9).map { "w\($0)" }
        let diff = CardDiff(catalog: home.catalog, from: nil, to: Self.texts(words), context: 1)
        #expect(Self.rendered(diff) == words.map { "+ \($0)" })
        #expect(diff.added == 9 && diff.removed == 0)
    }

    @Test func theSameVersionChangesNothing() async throws {
        let home = try await TestHome()
        let document = Self.texts(["a", "b", "c", "d", "e"])
        let diff = CardDiff(catalog: home.catalog, from: document, to: document)
        #expect(diff.isEmpty)
        #expect(Self.rendered(diff) == ["… 5"])
        #expect(diff.summary == "Nothing changed that a card or the shortcut's settings show")
    }

    @Test func theShortcutsOwnSettingsAreListed() async throws {
        let home = try await TestHome()
        var after = Self.texts(["a"], name: "After")
        after.icon = "star"
        after.input = InputSpec(type: "text", prompt: nil, whenMissing: .ask)
        let diff = CardDiff(catalog: home.catalog, from: Self.texts(["a"], name: "Before"), to: after)
        #expect(diff.settings.count == 3)
        #expect(diff.settings[0] == "Name: “Before” → “After”")
        #expect(diff.settings[1] == "Icon: none → star")
        #expect(diff.settings[2].hasPrefix("Input: none → "))
        #expect(!diff.isEmpty)
        #expect(diff.summary == "3 of the shortcut's settings changed")
    }

    @Test func cardsMatchByDepthSoAnActionMovedIntoABlockIsAChange() async throws {
        let home = try await TestHome()
        let before = try DocumentDecoder.decode(
            #"""
            {"format": 1, "id": "00000000-0000-4000-8000-000000000900", "name": "Nest", "actions": [
              {"id": "00000000-0000-4000-8000-000000000901", "action": "Shortcuts.Text", "parameters": {"text": {"text": "x"}}},
              {"id": "00000000-0000-4000-8000-000000000902", "action": "repeat", "count": {"number": 2}, "do": []}
            ]}
            """#)
        let after = try DocumentDecoder.decode(
            #"""
            {"format": 1, "id": "00000000-0000-4000-8000-000000000900", "name": "Nest", "actions": [
              {"id": "00000000-0000-4000-8000-000000000902", "action": "repeat", "count": {"number": 2}, "do": [
                {"id": "00000000-0000-4000-8000-000000000901", "action": "Shortcuts.Text", "parameters": {"text": {"text": "x"}}}
              ]}
            ]}
            """#)
        let diff = CardDiff(catalog: home.catalog, from: before, to: after)
        // The Text card at depth 0 went; one at depth 1 came; the Repeat and its end stayed.
        #expect(diff.added == 1 && diff.removed == 1, "\(Self.rendered(diff))")
        let moved = diff.lines.compactMap { line -> (Int, CardDiff.Mark)? in
            guard case .card(let card, let mark) = line, card.title == "Text" else { return nil }
            return (card.row.depth, mark)
        }
        #expect(moved.map(\.0) == [0, 1] && moved.map(\.1) == [.removed, .added])
    }
}
