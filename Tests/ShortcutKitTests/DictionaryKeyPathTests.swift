import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Get Dictionary Value takes a dotted key path into nested dictionaries, as Shortcuts does
/// (issue 29, item 24): `author.name`, a list's item by number from 1, and a whole key that has
/// dots wins over the path.
@Suite struct DictionaryKeyPathTests {
    static func get(_ key: String, _ n: Int = 1) -> String {
        #"{"action": "getDictionaryValue", "get": "value", "key": {"text": "\#(key)"}, "dictionary": "#
            + DictionaryTests.ref(n) + "}"
    }

    @Test func dottedKeysStepIntoNestedValues() async throws {
        let tests = DictionaryTests()
        let shown = try await tests.run(
            DictionaryTests.shortcut([
                DictionaryTests.book,
                Self.get("author.name"),
                DictionaryTests.show("{\"text\": [\(DictionaryTests.ref(2))]}"),
                Self.get("tags.2"),
                DictionaryTests.show("{\"text\": [\(DictionaryTests.ref(4))]}"),
                Self.get("author.missing"),
                DictionaryTests.show("{\"text\": [\"[\", \(DictionaryTests.ref(6)), \"]\"]}"),
                Self.get("tags.9"),
                DictionaryTests.show("{\"text\": [\"[\", \(DictionaryTests.ref(8)), \"]\"]}"),
            ]))
        #expect(shown.error == nil, "\(String(describing: shown.error))")
        #expect(shown.dialogs == ["Frank Herbert", "classic", "[]", "[]"])
    }

    @Test func aWholeKeyWithDotsWins() {
        var dictionary = DictionaryValue()
        dictionary["a.b"] = "whole"
        var inner = DictionaryValue()
        inner["b"] = "path"
        dictionary["a"] = inner
        #expect(DictionaryKeyPath.value(at: "a.b", in: dictionary) as? String == "whole")
        var nested = DictionaryValue()
        nested["a"] = inner
        #expect(DictionaryKeyPath.value(at: "a.b", in: nested) as? String == "path")
        #expect(DictionaryKeyPath.value(at: "a.b.c", in: nested) == nil)
        var empty = DictionaryValue()
        empty["list"] = [any Sendable]()
        #expect(DictionaryKeyPath.value(at: "list.1", in: empty) == nil)
    }
}
