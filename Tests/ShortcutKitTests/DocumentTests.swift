import Foundation
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

@Suite struct DocumentTests {
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter {
            $0.hasSuffix(".json")
        }.sorted())
    func examplesAreCanonical(file: String) throws {
        let text = try String(contentsOf: examplesFolder.appendingPathComponent(file), encoding: .utf8)
        let document = try DocumentDecoder.decode(text, file: file)
        #expect(DocumentEncoder.encode(document) == text)
    }

    /// A document with every construct, written and read back.
    static let everything: ShortcutDocument = {
        let ids = (0..<22).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", $0))! }
        let book = Value.entity(type: "Books.BookEntity", id: "B00C0000-0000-4000-8000-000000000001")
        return ShortcutDocument(
            id: ids[0], name: "Everything \"quoted\" — ünïcode ✓", icon: "star", description: "Line one\nline\ttwo",
            input: InputSpec(type: "[entity:Books.BookEntity]", prompt: "Books?", whenMissing: .continue),
            actions: [
                Action(
                    id: ids[1],
                    .intent(
                        identifier: "Shortcuts.Text",
                        parameters: [
                            "text": .text([
                                .literal("Hi "),
                                .variable(VariableReference(.shortcutInput, path: [.first, .property("title")])),
                                .literal("!"),
                            ])
                        ])),
                Action(
                    id: ids[2],
                    .intent(identifier: "Books.OpenBook", parameters: ["book": book, "readAgain": .boolean(false)])),
                Action(
                    id: ids[3],
                    .find(
                        FindAction(
                            entity: "Books.BookEntity", source: .variable(VariableReference(.action(ids[2]))),
                            matchAll: false,
                            conditions: [
                                .init(property: "title", comparator: .contains, value: .string("the")),
                                .init(
                                    property: "datePublished", comparator: .isBetween,
                                    value: .date(Date(timeIntervalSince1970: 0)),
                                    value2: .variable(VariableReference(.currentDate))),
                            ],
                            sort: [.init(property: "dateRead", ascending: false), .init(property: "title")],
                            limit: .number(5)))),
                Action(
                    id: ids[4],
                    .conditional(
                        Conditional(
                            input: .variable(VariableReference(.action(ids[3]), path: [.count])), condition: .between,
                            value: .number(1), value2: .number(2.5),
                            then: [Action(id: ids[5], .comment("yes"))],
                            otherwise: [Action(id: ids[6], .stop(output: nil))]))),
                Action(
                    id: ids[7],
                    .repeatCount(
                        count: .number(3),
                        body: [
                            Action(
                                id: ids[8],
                                .addToVariable(name: "Log", value: .variable(VariableReference(.repeatIndex))))
                        ])),
                Action(
                    id: ids[9],
                    .repeatEach(
                        items: .list([
                            .string("a"), .number(1), .enumCase("read"), book,
                            .url(URL(string: "https://example.org/a?b=c")!),
                        ]),
                        body: [
                            Action(
                                id: ids[10],
                                .setVariable(name: "Item", value: .variable(VariableReference(.repeatItem))))
                        ])),
                Action(
                    id: ids[11],
                    .menu(
                        prompt: .ask(prompt: "Which?"),
                        items: [
                            MenuItem(title: "One", body: [Action(id: ids[12], .getVariable(name: "Log"))]),
                            MenuItem(title: "Two", body: []),
                        ])),
                Action(
                    id: ids[13],
                    .getItem(
                        list: .variable(VariableReference(.named("Log"))),
                        item: .range(from: .number(1), to: .number(2)))),
                Action(
                    id: ids[14],
                    .getItem(list: .variable(VariableReference(.named("Log"))), item: .index(.ask(prompt: nil)))),
                Action(id: ids[15], .getItem(list: .variable(VariableReference(.named("Log"))), item: .last)),
                Action(id: ids[16], .count(.variable(VariableReference(.named("Log"))))),
                Action(
                    id: ids[18], .askForInput(prompt: .string("How many?"), type: .number, defaultAnswer: .number(2))),
                Action(
                    id: ids[19],
                    .askForInput(prompt: .variable(VariableReference(.action(ids[16]))), type: .url, defaultAnswer: nil)
                ),
                Action(id: ids[17], .stop(output: .variable(VariableReference(.action(ids[16]))))),
            ])
    }()

    @Test func everyConstructRoundTrips() throws {
        let text = DocumentEncoder.encode(Self.everything)
        let read = try DocumentDecoder.decode(text)
        #expect(read == Self.everything)
        #expect(DocumentEncoder.encode(read) == text)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\n  \"actions\": [\n    {\n      \"id\": "))
        #expect(text.contains(#""name": "Everything \"quoted\" — ünïcode ✓""#))
    }

    func error(_ text: String) -> DocumentError? {
        do {
            _ = try DocumentDecoder.decode(text, file: "test.json")
            return nil
        } catch {
            return error
        }
    }

    static let header = #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "T", "actions": ["#

    /// Every `"action"` a built-in action may have, sorted, as the decoder lists them (the table
    /// grows with each action, so the list comes from it).
    static let actionNames = (BuiltInRegistry.all.map(\.id.rawValue) + ["find"]).sorted().joined(separator: ", ")

    @Test func errorsNameFileLineAndColumn() {
        #expect(
            error("{\n  \"format\": 1,\n  \"id\": 7\n}")?.description
                == "test.json:3:9: 'id' must be a string, not a number")
        #expect(
            error(
                Self.header
                    + "\n {\"id\": \"00000000-0000-4000-8000-000000000002\", \"action\": \"find\", \"entity\": \"B\", \"limt\": 3}]}"
            )?.description
                == "test.json:2:82: action 'find' has an unknown member 'limt' (expected: action, entity, from, id, limit, match, onError, sort, where)"
        )
        #expect(
            error(Self.header + "{\"id\": \"x\", \"action\": \"count\", \"input\": {\"number\": 1}}]}")?.description
                == "test.json:1:93: the action's 'id' 'x' is not a UUID")
        #expect(
            error(Self.header + "{\"id\": \"00000000-0000-4000-8000-000000000002\", \"action\": \"loop\"}]}")?.message
                == "'loop' is not an action: use an app's intent identifier (App.Intent) or one of \(Self.actionNames)"
        )
        // The list is the table's, whatever actions it holds: one of each feature's here.
        let listed = Self.actionNames.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for name in ["addToVariable", "calculate", "adjustDate", "dictionary", "chooseFromList", "runShortcut", "find"]
        {
            #expect(listed.contains(name))
        }
        #expect(
            error(#"{"format": 2, "id": "00000000-0000-4000-8000-000000000001", "name": "T", "actions": []}"#)?.message
                == "format 2 was written by a newer version of shortcuts; this one reads format 1")
        #expect(
            error(
                Self.header
                    + "{\"id\": \"00000000-0000-4000-8000-000000000002\", \"action\": \"count\", \"input\": {\"var\": \"later\"}}]}"
            )?.message
                == "'var' must be an action id or one of input, currentDate, repeatItem, repeatIndex; not 'later'")
        #expect(
            error(
                Self.header
                    + "{\"id\": \"00000000-0000-4000-8000-000000000002\", \"action\": \"count\", \"input\": {\"text\": 3}}]}"
            )?.message
                == "'text' must be a string or an array of strings and variables")
        #expect(
            error(
                Self.header
                    + "{\"id\": \"00000000-0000-4000-8000-000000000002\", \"action\": \"count\", \"input\": {\"date\": \"May 1\"}}]}"
            )?.message
                == "'May 1' is not an ISO 8601 date such as 2024-05-01T09:00:00Z")
        #expect(error(#"{"format": 1, "actions": []}"#)?.message == "the shortcut needs a member 'id'")
    }

    @Test func syntaxErrorsArePositioned() {
        #expect(
            error("{\n  \"format\": 1,\n  \"name\": \"x\",\n}")?.description
                == "test.json:4:1: expected a member name in quotes, found '}'")
        #expect(error("{\"a\": 1, \"a\": 2}")?.description == "test.json:1:10: duplicate member 'a'")
        #expect(error("[1, 2")?.description == "test.json:1:6: expected ',' or ']', found end of file")
        #expect(
            error("{\"é\": \"\u{1}\"}")?.message
                == "control character in a string (write it as an escape such as \\n) in the value of 'é'")
        #expect(error("[01]")?.message == "numbers may not start with 0")
        #expect(error("{} x")?.message == "unexpected 'x' after the end of the document")
    }

    @Test func jsonEscapesAndSurrogatesAreRead() throws {
        let node = try JSONParser.parse(#"["\u00e9\ud83d\ude00\n\t\"\\\/", -1.5e3, true, null, {}]"#)
        #expect(node.array?[0].string == "é😀\n\t\"\\/")
        #expect(node.array?[1].double == -1500)
        #expect(JSONWriter.write(node) == "[\n  \"é😀\\n\\t\\\"\\\\/\",\n  -1.5e3,\n  true,\n  null,\n  {}\n]\n")
    }
}
