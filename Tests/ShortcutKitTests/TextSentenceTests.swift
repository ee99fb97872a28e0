import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Count's sentences and Change Case's sentence case split text where a reader would: not at
/// "e.g.", "Dr.", "3.14" or an ellipsis that goes on in lowercase; at a full-width 。 with no
/// space; with closing quotes kept in the sentence they close.
@Suite struct TextSentenceTests {
    func sentences(_ text: String) -> [String] {
        TextWords.sentences(in: text).filter(TextWords.hasWordCharacter).map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func piecesCoverTheWholeText() {
        let text = "  Dr. Who said: “Run!” Then… nothing.\n\nThe end"
        #expect(TextWords.sentences(in: text).joined() == text)
    }

    @Test func abbreviationsAndInitialsDoNotEndASentence() {
        #expect(sentences("Ask Dr. Watson. He knows.") == ["Ask Dr. Watson.", "He knows."])
        #expect(sentences("Mr. and Mrs. Smith came. They left.") == ["Mr. and Mrs. Smith came.", "They left."])
        #expect(sentences("Fruit, e.g. apples, i.e. Malus. Good.") == ["Fruit, e.g. apples, i.e. Malus.", "Good."])
        #expect(sentences("Cats vs. Dogs is on. Watch it.") == ["Cats vs. Dogs is on.", "Watch it."])
        #expect(sentences("By J. R. R. Tolkien. A classic.") == ["By J. R. R. Tolkien.", "A classic."])
        // "etc." usually ends a sentence: a capital after it starts the next.
        #expect(sentences("Pens, paper, etc. We have them.") == ["Pens, paper, etc.", "We have them."])
    }

    @Test func numbersAndDotsInsideWordsEndNothing() {
        #expect(sentences("Pi is 3.14. Tau is 6.28.") == ["Pi is 3.14.", "Tau is 6.28."])
        #expect(sentences("See example.com for more. Thanks.") == ["See example.com for more.", "Thanks."])
        #expect(sentences("It costs $3.50. Buy it.") == ["It costs $3.50.", "Buy it."])
    }

    @Test func ellipsesGoOnInLowercaseAndEndBeforeACapital() {
        #expect(sentences("Wait... what? No.") == ["Wait... what?", "No."])
        #expect(sentences("Wait… what? No.") == ["Wait… what?", "No."])
        #expect(sentences("I waited... Then he came.") == ["I waited...", "Then he came."])
    }

    @Test func quotesStayWithTheirSentence() {
        #expect(sentences("He said “Stop.” Then he left.") == ["He said “Stop.”", "Then he left."])
        #expect(sentences("“Stop!” he said. “Why?” she asked.") == ["“Stop!” he said.", "“Why?” she asked."])
        #expect(sentences("(It works.) Really.") == ["(It works.)", "Really."])
    }

    @Test func fullWidthStopsEndSentencesWithoutASpace() {
        #expect(sentences("今日は晴れ。明日は雨です！本当？") == ["今日は晴れ。", "明日は雨です！", "本当？"])
        #expect(sentences("「はい。」と言った。") == ["「はい。」", "と言った。"])
    }

    /// Sentence case capitalizes after every full stop, whatever case follows, but not after
    /// an abbreviation or inside a number.
    @Test func sentenceCaseSplitsBeforeLowercaseToo() {
        #expect(
            TextCase.sentenceCase.apply(to: "HELLO THERE. how are you? ask dr. who... it costs 3.50. ok")
                == "Hello there. How are you? Ask dr. who... It costs 3.50. Ok")
    }

    @Test func blankLinesAndTheEndCloseASentence() {
        #expect(sentences("A heading\n\nSome text. More") == ["A heading", "Some text.", "More"])
        #expect(sentences("one line\nstill the same") == ["one line\nstill the same"])
        #expect(sentences("...") == [])
        #expect(sentences("") == [])
    }
}
