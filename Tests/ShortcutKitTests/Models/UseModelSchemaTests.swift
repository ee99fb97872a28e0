import Foundation
import IntentKit
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Use Model with a JSON Schema of the person's, with Extract to a schema, in follow-up mode
/// and with its output's properties, against the OpenAI-compatible server the tests start on
/// 127.0.0.1: the reply is checked against the schema and typed by it for the actions after it,
/// one that breaks it is asked for again with the violation said and then quoted, and the
/// schema itself is checked before the run, with the place in it that is wrong.
@Suite struct UseModelSchemaTests {
    static let book = #"""
        {"type": "object", "required": ["title", "year", "published"], "additionalProperties": false,
         "properties": {"title": {"type": "string"}, "year": {"type": "integer"},
                        "published": {"type": "string", "format": "date"},
                        "tags": {"type": "array", "items": {"type": "string"}}}}
        """#

    static func ask(_ reply: String, model: String = "json", schema: String = book, extra: String = "") throws
        -> ShortcutDocument
    {
        var prompt = ""
        JSONWriter.writeString("REPLY:" + reply, into: &prompt)
        return try UseModelTests.shortcut(
            #""prompt": {"text": \#(prompt)}, "model": "local/\#(model)", "resultType": "schema", "schema": \#(schema)\#(extra)"#,
            then: [
                #"{"action": "getDictionaryValue", "get": "value", "dictionary": {"var": "\#(UseModelTests.id(1))"}, "key": {"text": "year"}}"#
            ])
    }

    @Test func aReplyThatMatchesTheSchemaIsTypedByIt() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try Self.ask(#"{"title": "Dune", "year": 1965, "published": "1965-08-01", "tags": ["sf"]}"#)
        let result = try await UseModelTests.run(document, UseModelTests.settings(server))
        // Get Dictionary Value read the year: a whole number, as the schema says.
        #expect(result.output as? Int == 1965)

        // The actions after it know the output's type and its keys before the run.
        let catalog = try await Catalog.load([]).with(models: UseModelTests.settings(server))
        #expect(Validator(catalog: catalog).validate(document).isEmpty)
        var scope = Scope(catalog: catalog, document: document)
        var visitor = Collect()
        scope.walk(&visitor)
        #expect(scope.outputType(of: document.actions[0]).type == .dictionary)
        let keys = scope.knownKeys(of: VariableReference(.action(document.actions[0].id)))
        #expect(keys?.map(\.key) == ["title", "year", "published", "tags"])
        #expect(keys?.map(\.type) == [.string, .integer, .date, .array(.string)])
    }

    @Test func aKeyTheSchemaDoesNotHaveIsFoundBeforeTheRun() async throws {
        let id = UseModelTests.id(1)
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "x"}, "resultType": "schema", "schema": \#(Self.book)"#,
            then: [
                #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": [{"var": "\#(id)", "path": [{"key": "titel"}]}, {"var": "\#(id)", "path": [{"key": "tags"}, "@first"]}]}}}"#
            ])
        let problems = Validator(catalog: try await Catalog.load([])).validate(document).map(\.message)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("'titel'") == true, "\(problems)")
        #expect(problems.first?.contains("title, year, published, tags") == true, "\(problems)")
    }

    private struct Collect: ScopeVisitor {
        mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool { true }
    }

    @Test func aDateOfTheSchemaIsADate() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "REPLY:{\"when\": \"2026-12-25\"}"}, "model": "local/json", "resultType": "schema", "schema": {"type": "object", "properties": {"when": {"type": "string", "format": "date"}}}"#,
            then: [
                #"{"action": "getDictionaryValue", "get": "value", "dictionary": {"var": "\#(UseModelTests.id(1))"}, "key": {"text": "when"}}"#
            ])
        let when = try #require(try await UseModelTests.run(document, UseModelTests.settings(server)).output as? Date)
        #expect(
            Calendar.current.dateComponents([.year, .month, .day], from: when)
                == DateComponents(year: 2026, month: 12, day: 25))
    }

    @Test func aReplyThatBreaksTheSchemaIsAskedForAgainThenQuotedWithWhere() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let broken = try Self.ask(#"{"title": "Dune", "year": "soon", "published": "1965-08-01"}"#)
        let error = await UseModelTests.failure { () throws(RunError) in
            try await UseModelTests.run(broken, UseModelTests.settings(server))
        }
        #expect(error?.parameter == "schema")
        #expect(
            error?.message
                == #"the model's reply is not JSON that matches the schema (it does not match the schema: $.year: is "soon" (a string), not integer), asked twice; it replied: {"title": "Dune", "year": "soon", "published": "1965-08-01"}"#
        )
        let notJSON = try Self.ask("Here is the book: Dune")
        let second = await UseModelTests.failure { () throws(RunError) in
            try await UseModelTests.run(notJSON, UseModelTests.settings(server))
        }
        #expect(second?.message.contains("it is not JSON (line 1, column 1:") == true, "\(second?.message ?? "")")

        // Asked again, with the violation said, a model that mends its reply is used.
        let mended = try Self.ask(
            #"{"title": "Dune"}FIX:{"title": "Dune", "year": 1965, "published": "1965-08-01"}"#, model: "learns")
        #expect(try await UseModelTests.run(mended, UseModelTests.settings(server)).output as? Int == 1965)
    }

    @Test func theSchemaIsSentToTheServerAsTheResponseFormat() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        // The `format` model replies with the request's response_format, which this schema allows.
        let schema = #"{"type": "object", "required": ["type", "json_schema"]}"#
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "x"}, "model": "local/format", "resultType": "schema", "schema": \#(schema)"#)
        let sent = try #require(
            try await UseModelTests.run(document, UseModelTests.settings(server)).output as? DictionaryValue)
        #expect(sent["type"] as? String == "json_schema")
        let inner = try #require((sent["json_schema"] as? DictionaryValue)?["schema"] as? DictionaryValue)
        #expect(
            inner["required"].map { ($0 as? [any Sendable])?.compactMap { $0 as? String } } == ["type", "json_schema"])
    }

    @Test func extractToASchemaGivesTheSchemasShape() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "REPLY:{\"name\": \"Ada\", \"born\": 1815}"}, "model": "local/json", "task": "extract", "resultType": "schema", "schema": {"type": "object", "required": ["name", "born"], "properties": {"name": {"type": "string"}, "born": {"type": "integer"}}}"#
        )
        let catalog = try await Catalog.load([]).with(models: UseModelTests.settings(server))
        #expect(Validator(catalog: catalog).validate(document).isEmpty)
        let person = try #require(
            try await UseModelTests.run(document, UseModelTests.settings(server)).output as? DictionaryValue)
        #expect(person["name"] as? String == "Ada")
        #expect(person["born"] as? Int == 1815)
    }

    @Test func aSchemaThatCannotBeUsedIsFoundBeforeTheRun() async throws {
        let catalog = try await Catalog.load([])
        func problems(_ schema: String) throws -> [String] {
            let document = try UseModelTests.shortcut(
                #""prompt": {"text": "x"}, "resultType": "schema", "schema": \#(schema)"#)
            return Validator(catalog: catalog).validate(document).map { "\($0.parameter ?? ""): \($0.message)" }
        }
        #expect(
            try problems(#"{"type": "object", "properties": {"year": {"type": "int"}}}"#) == [
                "schema: at properties › year › type: 'int' is not a JSON type (null, boolean, object, array, number, integer, string)"
            ])
        #expect(
            try problems(#"{"anyOf": [{"type": "string"}, {"type": "number"}]}"#) == [
                #"schema: the schema must give the reply one type: "type": "object" (or array, string, number, integer, boolean)"#
            ])
        // The file must hold a schema as JSON, and one when Schema is chosen.
        #expect(throws: DocumentError.self) {
            try UseModelTests.shortcut(#""prompt": {"text": "x"}, "resultType": "schema", "schema": "{}""#)
        }
        #expect(throws: DocumentError.self) {
            try UseModelTests.shortcut(#""prompt": {"text": "x"}, "resultType": "schema""#)
        }
        // A schema is no part of another result type: as every member its choice hides, it is
        // passed over (and so never sent).
        let text = try UseModelTests.shortcut(
            #""prompt": {"text": "x"}, "resultType": "text", "schema": {"type": "object"}"#)
        guard case .builtIn(let call) = text.actions[0].kind else { throw CancellationError() }
        #expect(call.json("schema") == nil)
    }

    @Test func theSchemaIsWrittenBackAsJSONByteForByte() throws {
        let document = try Self.ask("{}")
        let written = DocumentEncoder.encode(document)
        #expect(written.contains(#""schema": {"#))
        #expect(DocumentEncoder.encode(try DocumentDecoder.decode(written)) == written)
        #expect(try DocumentDecoder.decode(written) == document)
    }

    @Test func followUpAsksUntilTheAnswerIsEmptyAndKeepsTheConversation() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "first"}, "model": "local/echo", "followUp": {"boolean": true}"#)
        let catalog = try await Catalog.load([]).with(models: UseModelTests.settings(server))
        let prompter = ScriptedPrompter([.text("and then?"), .text("")])
        let result = try await ShortcutRunner(catalog: catalog).run(document, prompter: prompter)
        // The echo model says back the last thing said: the follow-up.
        #expect(result.output as? String == "You said: and then?")
        let shown = prompter.requests.map(\.question)
        #expect(shown.count == 2)
        #expect(shown.first?.hasPrefix("You said: first\n\nFollow up") == true, "\(shown)")
        #expect(shown.last?.hasPrefix("You said: and then?") == true)

        // With nobody to answer (a run with no terminal), the first reply stands.
        let headless = try await ShortcutRunner(catalog: catalog).run(document, prompter: ScriptedPrompter([]))
        #expect(headless.output as? String == "You said: first")
    }

    @Test func theOutputsPropertiesSayWhatAnsweredAndWhatItCost() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let id = UseModelTests.id(1)
        let document = try UseModelTests.shortcut(
            #""prompt": {"text": "two words"}, "model": "local/echo""#,
            then: [
                #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": [{"var": "\#(id)", "path": ["model"]}, " ", {"var": "\#(id)", "path": ["promptTokens"]}, " ", {"var": "\#(id)", "path": ["replyTokens"]}, " ", {"var": "\#(id)", "path": ["text"]}]}}}"#
            ])
        let result = try await UseModelTests.run(document, UseModelTests.settings(server))
        #expect(result.output as? String == "local/echo 2 4 You said: two words")
    }
}
