import ShortcutKit
import ShortcutsTestSupport
import Testing

// Count's choice of unit (characters, words, sentences, lines, items), run on text input.

extension TextActionTests {
    @Test func countCountsCharactersWordsSentencesAndLinesByUnicodesRules() async throws {
        func count(_ unit: String?, _ input: any Sendable) async throws -> Int? {
            try await output("count", unit.map { ["type": .choice($0)] } ?? [:], on: input) as? Int
        }
        // Grapheme clusters: a skin-toned wave, a flag and a decomposed é are one character each.
        #expect(try await count("characters", "👋🏽🇫🇷e\u{301}") == 3)
        #expect(try await count("characters", "") == 0)
        // Unicode words: "it's", "3.14" and "foo_bar" are one word, "x-ray" two; punctuation none.
        #expect(try await count("words", "It's 3.14 — foo_bar, x-ray! 👋🏽") == 5)
        #expect(try await count("words", "東京は晴れ") == 5)
        #expect(try await count("sentences", "One. Two! Three? “Four.” Five…") == 5)
        #expect(try await count("sentences", "No end mark") == 1)
        #expect(try await count("lines", "a\nb\r\nc") == 3)
        #expect(try await count("lines", "a\nb\n") == 2)
        #expect(try await count("lines", "") == 0)
        // Items, as before the choice: a list's items, a single value 1.
        let list = Value.list([.string("ab"), .string("c")])
        #expect(try await output("count", [:], value: list) as? Int == 2)
        #expect(try await output("count", ["type": .choice("items")], value: list) as? Int == 2)
        #expect(try await count("items", "two words") == 1)
        // Characters of a list count its text, one item per line.
        #expect(try await output("count", ["type": .choice("characters")], value: list) as? Int == 4)
    }
}
