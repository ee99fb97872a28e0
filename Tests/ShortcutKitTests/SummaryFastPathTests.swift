import Foundation
import IntentKit
import JSONCore
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// The run log's summaries take shorter roads for text, numbers and dictionaries; they must
/// arrive where the long ones did.
@Suite struct SummaryFastPathTests {
    @Test func asciiExcerptsCountLikeCharacters() {
        let long = String(repeating: "abc ", count: 30)
        #expect(IntentValueText.excerpt(long, limit: 60) == String(long.prefix(60)) + "…(+60 more)")
        // A carriage return and a line feed are one character: counted by grapheme clusters.
        let crlf = String(repeating: "a\r\n", count: 40)
        #expect(IntentValueText.excerpt(crlf, limit: 10) == String(crlf.prefix(10)) + "…(+70 more)")
        let wide = String(repeating: "é", count: 70)
        #expect(IntentValueText.excerpt(wide, limit: 60) == String(wide.prefix(60)) + "…(+10 more)")
    }

    @Test func summariesOfTextNumbersAndDictionaries() {
        #expect(ValueText.summary(of: "one\ntwo") == "one ⏎ two")
        #expect(ValueText.summary(of: 2.5) == "2.5")
        #expect(ValueText.summary(of: 3.0) == "3")
        #expect(ValueText.text(of: 1e20) == IntentValueText.title(of: 1e20 as Any))
        let dictionary = DictionaryValue([
            ("title", "Dune \"1965\""), ("pages", 412.0), ("tags", ["a", "b"] as [any Sendable]),
            ("author", DictionaryValue([("name", "Frank\tHerbert"), ("born", Date(timeIntervalSince1970: 0))])),
            ("none", JSONNull()), ("read", true),
        ])
        #expect(JSONView.compactText(of: dictionary) == JSONWriter.writeCompact(JSONView.node(of: dictionary)))
        #expect(
            ValueText.summary(of: dictionary)
                == IntentValueText.excerpt(JSONWriter.writeCompact(JSONView.node(of: dictionary)), limit: 60))
        #expect(JSONView.compactText(of: DictionaryValue()) == "{}")
    }
}
