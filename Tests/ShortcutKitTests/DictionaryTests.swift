import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The dictionary value: its file form, its JSON view, key paths into it, and the dictionary
/// actions (Dictionary, Get and Set Dictionary Value, Get Dictionary from Input, Make JSON).
@Suite struct DictionaryTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012x", 0xd000 + n))" }

    /// A shortcut of these actions (JSON objects without ids), taking text input.
    static func shortcut(_ actions: [String]) -> String {
        let body = actions.enumerated().map { i, action in
            "{\"id\": \"\(id(i + 1))\", " + action.dropFirst()
        }.joined(separator: ",\n")
        return """
            {"format": 1, "id": "\(id(0))", "name": "D", "input": {"type": "string", "whenMissing": "continue"},
             "actions": [\(body)]}
            """
    }

    static let book = """
        {"action": "dictionary", "items": {"dictionary": {"title": {"text": "Dune"}, "pages": {"number": 412},
         "tags": {"list": [{"text": "sf"}, {"text": "classic"}]},
         "author": {"dictionary": {"name": {"text": "Frank Herbert"}, "born": {"number": 1920}}}, "ü ñ": {"boolean": true}}}}
        """

    static func show(_ parts: String) -> String {
        "{\"action\": \"Shortcuts.ShowResult\", \"parameters\": {\"text\": \(parts)}}"
    }

    static func ref(_ n: Int, _ path: String = "") -> String {
        "{\"var\": \"\(id(n))\"" + (path.isEmpty ? "" : ", \"path\": [\(path)]") + "}"
    }

    func run(_ json: String, input: String? = nil) async throws -> (dialogs: [String], error: RunError?) {
        let home = try await TestHome()
        do {
            let (_, events, _) = try await home.run(try DocumentDecoder.decode(json), input: input)
            return (dialogs(events), nil)
        } catch let error as RunError { return ([], error) }
    }

    func problems(_ json: String) async throws -> [String] {
        let home = try await TestHome()
        return Validator(catalog: home.catalog).validate(try DocumentDecoder.decode(json)).map(\.description)
    }

    // MARK: The file form

    @Test func aDictionaryAndKeyPathsRoundTripByteForByte() throws {
        let json = Self.shortcut([
            Self.book,
            Self.show("{\"text\": [\"by \", \(Self.ref(1, #"{"key": "author"}, {"key": "@name"}"#))]}"),
            #"{"action": "setDictionaryValue", "key": {"text": "pages"}, "value": {"number": 500}, "dictionary": "#
                + Self.ref(1) + "}",
            #"{"action": "getDictionaryValue", "get": "value", "key": {"text": "pages"}, "dictionary": "#
                + Self.ref(3) + "}",
            #"{"action": "getDictionaryFromInput", "input": {"var": "input"}}"#,
            #"{"action": "makeJSON", "input": "# + Self.ref(5) + #", "layout": "compact"}"#,
            #"{"action": "dictionary", "items": {"dictionary": {}}}"#,
        ])
        let canonical = DocumentEncoder.encode(try DocumentDecoder.decode(json))
        #expect(DocumentEncoder.encode(try DocumentDecoder.decode(canonical)) == canonical)
        // Keys keep their order and are written as they are; a key step is an object, so a key
        // may be anything, "@first" included.
        #expect(canonical.contains(#""dictionary": {\#n          "title": {"#))
        #expect(canonical.contains(#""key": "@name""#))
        #expect(canonical.contains(#""dictionary": {}"#))
        let document = try DocumentDecoder.decode(canonical)
        guard case .builtIn(let call) = document.actions[0].kind, case .dictionary(let entries)? = call.value("items")
        else {
            Issue.record("not a dictionary")
            return
        }
        #expect(entries.map(\.key) == ["title", "pages", "tags", "author", "ü ñ"])
    }

    @Test func badDictionariesAndKeyStepsAreErrorsWhenRead() {
        func error(_ value: String) -> String? {
            do {
                _ = try DocumentDecoder.decode(Self.shortcut([Self.show(value)]))
                return nil
            } catch { return error.message }
        }
        #expect(error(#"{"dictionary": [1]}"#) == "'dictionary' must be an object of keys and values, not an array")
        #expect(error(#"{"dictionary": {"a": 1}}"#)?.hasPrefix("the value of key 'a' must be a value object") == true)
        #expect(
            error(#"{"dictionary": {"a": {"text": "x"}, "a": {"text": "y"}}}"#)
                == "duplicate member 'a' in the value of 'dictionary'")
        #expect(error(#"{"var": "input", "path": [{"name": "x"}]}"#)?.contains("unknown member 'name'") == true)
        #expect(error(#"{"var": "input", "path": [{"key": 3}]}"#) != nil)
        #expect(error(#"{"var": "input", "path": [{"key": ""}]}"#) == nil)
    }

    // MARK: Running

    @Test func keyPathsReadDictionariesAndTheActionsRun() async throws {
        let json = Self.shortcut([
            Self.book,
            Self.show(
                "{\"text\": [\(Self.ref(1, #"{"key": "title"}"#)), \" by \", \(Self.ref(1, #"{"key": "author"}, {"key": "name"}"#)), "
                    + "\", \", \(Self.ref(1, ##"{"key": "tags"}, "@last""##)), \", \", \(Self.ref(1, #"{"key": "ü ñ"}"#))]}"
            ),
            #"{"action": "setDictionaryValue", "key": {"text": "pages"}, "value": {"number": 500}, "dictionary": "#
                + Self.ref(1) + "}",
            #"{"action": "setDictionaryValue", "key": {"text": "year"}, "value": {"number": 1965}, "dictionary": "#
                + Self.ref(3) + "}",
            #"{"action": "makeJSON", "input": "# + Self.ref(4) + #", "layout": "compact"}"#,
            Self.show(Self.ref(5)),
            #"{"action": "getDictionaryValue", "get": "allKeys", "dictionary": "# + Self.ref(1) + "}",
            Self.show(Self.ref(7)),
            #"{"action": "getDictionaryValue", "get": "value", "key": {"text": "missing"}, "dictionary": "#
                + Self.ref(1) + "}",
            Self.show(#"{"text": ["[", "# + Self.ref(9) + #", "]"]}"#),
        ])
        let result = try await run(json)
        #expect(result.error == nil)
        #expect(
            result.dialogs == [
                "Dune by Frank Herbert, classic, Yes",
                #"{"title": "Dune", "pages": 500, "tags": ["sf", "classic"], "author": {"name": "Frank Herbert", "born": 1920}, "ü ñ": true, "year": 1965}"#,
                "title\npages\ntags\nauthor\nü ñ",
                "[]",
            ])
    }

    @Test func jsonFromInputBecomesADictionaryAndBadJSONNamesActionParameterAndPosition() async throws {
        let json = Self.shortcut([
            #"{"action": "getDictionaryFromInput", "input": {"var": "input"}}"#,
            Self.show(Self.ref(1, #"{"key": "items"}, "@first", {"key": "name"}"#)),
            #"{"action": "getDictionaryValue", "get": "allValues", "dictionary": "# + Self.ref(1) + "}",
            #"{"action": "makeJSON", "input": "# + Self.ref(3) + #", "layout": "indented"}"#,
            Self.show(Self.ref(4)),
        ])
        let input = #"{"items": [{"name": "Ölçü"}, {"name": "b"}], "n": 12345678901234567890, "x": null, "e": {}}"#
        let result = try await run(json, input: input)
        #expect(result.error == nil)
        #expect(
            result.dialogs == [
                "Ölçü",
                """
                [
                  [
                    {
                      "name": "Ölçü"
                    },
                    {
                      "name": "b"
                    }
                  ],
                  1.2345678901234567e+19,
                  null,
                  {}
                ]
                """,
            ])
        let bad = try await run(json, input: "{\"items\": [1,\n 2,, 3]}")
        #expect(bad.error?.parameter == "input")
        #expect(bad.error?.action?.title == "Get Dictionary from Input")
        #expect(
            bad.error?.message == "is not JSON: line 2, column 4: expected a value, found ',' in the value of 'items'")
        let huge = try await run(json, input: #"{"n": 1e400}"#)
        #expect(
            huge.error?.message
                == "is not JSON: line 1, column 7: the number 1e400 is too large (numbers go up to about 1.8e308)")
        let duplicate = try await run(json, input: #"{"a": 1, "a": 2}"#)
        #expect(duplicate.error?.message == "is not JSON: line 1, column 10: duplicate member 'a'")
        let numberKey = try await run(json, input: #"{1: "one"}"#)
        #expect(
            numberKey.error?.message == "is not JSON: line 1, column 2: expected a member name in quotes, found '1'")
        let scalar = try await run(json, input: "42")
        #expect(scalar.error?.message == "is JSON of a number, not of a dictionary or a list")
        let deep = try await run(json, input: String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        #expect(deep.error?.message.contains("nesting is deeper than 512 levels") == true)
    }

    @Test func aKeyIntoSomethingThatIsNotADictionaryIsARunErrorNamingThePath() async throws {
        let json = Self.shortcut([
            Self.book,
            Self.show(Self.ref(1, #"{"key": "author"}, {"key": "born"}, {"key": "year"}"#)),
        ])
        let result = try await run(json)
        #expect(result.error?.parameter == "text")
        #expect(
            result.error?.message
                == "cannot read the key 'year': the value at 'author › born' is 1920, not a dictionary")
        // Text is read as JSON on the way.
        let text = Self.shortcut([Self.show(#"{"var": "input", "path": [{"key": "a"}]}"#)])
        #expect(try await run(text, input: #"{"a": "from text"}"#).dialogs == ["from text"])
        #expect(
            try await run(text, input: "plain").error?.message
                == "cannot read the key 'a': the variable is not JSON of a dictionary (line 1, column 1: expected a value, found 'p')"
        )
    }

    // MARK: Checking and reading

    @Test func knownKeysAreCheckedBeforeTheRunAndUnknownOnesAreNot() async throws {
        let json = Self.shortcut([
            Self.book,
            Self.show(Self.ref(1, #"{"key": "author"}, {"key": "nmae"}"#)),
            Self.show(Self.ref(1, #"{"key": "pages"}, {"key": "x"}"#)),
            #"{"action": "getDictionaryFromInput", "input": {"var": "input"}}"#,
            Self.show(Self.ref(4, #"{"key": "anything"}, {"key": "goes"}"#)),
            #"{"action": "getDictionaryValue", "get": "value", "dictionary": "# + Self.ref(4) + "}",
        ])
        #expect(
            try await problems(json) == [
                "error: action 2 (Show Result), parameter 'text': asks for the key 'nmae', which the dictionary does not have (it has: name, born)",
                "error: action 3 (Show Result), parameter 'text': asks for the key 'x' of a whole number, which is not a dictionary",
                "error: action 6 (Get Dictionary Value), parameter 'key': needs the key whose value to get",
            ])
    }

    /// Get Dictionary Value of a known key has that key's type: a number here, so giving it
    /// where an entity is needed is caught before the run.
    @Test func aKnownKeysValueHasItsType() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(
            Self.shortcut([
                Self.book,
                #"{"action": "getDictionaryValue", "get": "value", "key": {"text": "pages"}, "dictionary": "#
                    + Self.ref(1) + "}",
                #"{"action": "getDictionaryValue", "get": "value", "key": {"text": "author"}, "dictionary": "#
                    + Self.ref(1) + "}",
            ]))
        var scope = Scope(catalog: home.catalog, document: document)
        var visitor = Collect()
        scope.walk(&visitor)
        #expect(scope.outputType(of: document.actions[1]).type == .integer)
        #expect(scope.outputType(of: document.actions[2]).type == .dictionary)
        #expect(
            scope.knownKeys(of: VariableReference(.action(document.actions[0].id)))?.map(\.key)
                == ["title", "pages", "tags", "author", "ü ñ"])
    }

    private struct Collect: ScopeVisitor {
        mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool { true }
    }

    @Test func sentencesShowKeysAndPaths() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(
            Self.shortcut([
                Self.book, Self.show(Self.ref(1, #"{"key": "tags"}, "@first""#)),
                #"{"action": "getDictionaryValue", "get": "allKeys", "dictionary": "# + Self.ref(1) + "}",
                #"{"action": "setDictionaryValue", "key": {"text": "k"}, "value": {"number": 1}, "dictionary": "#
                    + Self.ref(1) + "}",
                #"{"action": "getDictionaryFromInput", "input": {"var": "input"}}"#,
                #"{"action": "makeJSON", "input": "# + Self.ref(5) + #", "layout": "compact"}"#,
            ]))
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.map { builder.sentence(for: $0).text } == [
                "Dictionary {title: “Dune”, pages: 412, tags: [“sf”, “classic”], author: {name: “Frank Herbert”, born: 1920}, ü ñ: On}",
                "Show ⟦Dictionary › tags › First Item⟧",
                "Get All Keys in ⟦Dictionary⟧",
                "Set “k” to 1 in ⟦Dictionary⟧",
                "Get dictionary from ⟦Shortcut Input⟧",
                "Make One Line JSON from ⟦Dictionary⟧",
            ])
    }

    // MARK: The JSON view and conversions

    @Test func theJSONViewTurnsValuesIntoJSONAndBack() throws {
        let parsed = try JSONView.parse(#"{"b": [1, 2.5, true, null, "x"], "a": {"ключ": "значение"}, "": 0}"#)
        let dictionary = try #require(parsed as? DictionaryValue)
        #expect(dictionary.keys == ["b", "a", ""])
        #expect(
            JSONView.compactText(of: dictionary)
                == #"{"b": [1, 2.5, true, null, "x"], "a": {"ключ": "значение"}, "": 0}"#)
        #expect(try JSONView.parse(JSONView.text(of: dictionary)) as? DictionaryValue == dictionary)
        let date = Date(timeIntervalSince1970: 0)
        #expect(
            JSONView.compactText(of: [date, URL(string: "https://a.example/x")!] as [any Sendable])
                == #"["1970-01-01T00:00:00Z", "https://a.example/x"]"#)
        #expect(ValueText.text(of: DictionaryValue()) == "{}")
        #expect(ValueText.summary(of: dictionary, limit: 20) == #"{"b": [1, 2.5, true,…(+46 more)"#)
        #expect(TypeRules.valueType(of: dictionary) == .dictionary)
        #expect(TypeRules.canConvert(.string, to: .dictionary) && TypeRules.canConvert(.dictionary, to: .string))
        #expect(!TypeRules.canConvert(.integer, to: .dictionary))
        #expect(ValueType(text: "dictionary") == .dictionary && ValueType(text: "[dictionary]") == .array(.dictionary))
    }

    /// An entity's JSON has its type, id, title and properties, and reads back as a dictionary
    /// whose keys give the same values as the entity's properties.
    @Test func entitiesBecomeJSONAndBack() async throws {
        let json = Self.shortcut([
            #"{"action": "find", "entity": "Books.BookEntity", "match": "all", "sort": [{"property": "title", "order": "ascending"}], "limit": {"number": 2}}"#,
            #"{"action": "makeJSON", "input": "# + Self.ref(1) + #", "layout": "compact"}"#,
            #"{"action": "getDictionaryFromInput", "input": "# + Self.ref(2) + "}",
            Self.show(
                "{\"text\": [\(Self.ref(3, #""@last", {"key": "properties"}, {"key": "title"}"#)), \" | \", "
                    + "\(Self.ref(1, #""@last", "title""#)), \" | \", \(Self.ref(3, #""@first", {"key": "type"}"#))]}"),
        ])
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(json)
        let (result, events, _) = try await home.run(document)
        let shown = try #require(dialogs(events).first)
        let parts = shown.components(separatedBy: " | ")
        #expect(parts.count == 3 && parts[0] == parts[1] && !parts[0].isEmpty)
        #expect(parts.last == "Books.BookEntity")
        let text = try #require(result.log.first { $0.title == "Make JSON" }?.output)
        #expect(text.hasPrefix(#"[{"type": "Books.BookEntity", "id": "#))
    }

    @Test func settingAKeyKeepsItsPlaceAndANewKeyGoesLast() {
        var d = DictionaryValue([("a", 1.0), ("b", 2.0)])
        d["a"] = "one"
        d["c"] = 3.0
        #expect(d.keys == ["a", "b", "c"])
        #expect(d["a"] as? String == "one")
        d["b"] = nil
        #expect(d.keys == ["a", "c"] && d.count == 2)
        #expect(d != DictionaryValue([("c", 3.0), ("a", "one")]))
    }

    @Test func textConvertsToADictionaryWhenItIsJSONOfOne() async throws {
        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        let converted = try await converter.convert(#"{"k": [1]}"#, to: .dictionary)
        #expect(JSONView.compactText(of: converted) == #"{"k": [1]}"#)
        func message(_ value: any Sendable) async -> String? {
            do {
                _ = try await converter.convert(value, to: .dictionary)
                return nil
            } catch { return error.message }
        }
        #expect(await message("[1]") == "is JSON of a list, not of a dictionary")
        #expect(await message(3.0) == "is a number, not a dictionary")
        #expect(
            try await converter.convert(DictionaryValue([("a", true)]), to: .string) as? String == "{\n  \"a\": true\n}"
        )
    }
}
