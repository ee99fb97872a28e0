import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Get Contents of URL in a file, a sentence and the validator, before anything is sent: its
/// members round-trip, its status code and headers are typed properties of its output.
@Suite struct GetContentsOfURLDocumentTests {
    typealias T = GetContentsOfURLTests

    static let full = T.get(
        "https://example.org/api",
        """
        "method": "POST", "headers": {"dictionary": {"Accept": {"text": "application/json"}}},
        "query": {"dictionary": {"q": {"text": "dune"}}}, "bodyType": "json",
        "body": {"dictionary": {"title": {"text": "Dune"}}}, "timeout": {"number": 10},
        "followRedirects": {"boolean": false}, "outputAs": "json", "continueOnFailure": {"boolean": true}
        """)

    @Test func everyMemberRoundTripsByteForByte() throws {
        let json = T.shortcut([Self.full, T.show("{\"text\": [\(T.ref(1, "\"statusCode\""))]}")])
        let canonical = DocumentEncoder.encode(try DocumentDecoder.decode(json))
        #expect(DocumentEncoder.encode(try DocumentDecoder.decode(canonical)) == canonical)
        for member in [
            #""method": "POST""#, #""bodyType": "json""#, #""outputAs": "json""#, #""path": [\#n"#,
            #""statusCode""#,
        ] {
            #expect(canonical.contains(member), "\(member)")
        }
    }

    @Test func theSentenceAndTheOutputsPropertiesReadAsInShortcuts() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(
            T.shortcut([
                Self.full,
                T.show("{\"text\": [\(T.ref(1, "\"statusCode\"")), \(T.ref(1, #""headers", {"key": "etag"}"#))]}"),
                T.get("https://example.org"),
            ]))
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            document.actions.map { builder.sentence(for: $0).text } == [
                "Get contents of “https://example.org/api” with POST as JSON",
                "Show “⟦Contents of URL › Status Code⟧⟦Contents of URL › Headers › etag⟧”",
                "Get contents of “https://example.org”",
            ])
        let layout = document.layout
        let scope = Scope(before: layout.path(at: 2), in: document, catalog: home.catalog)
        let source = VariableReference.Source.action(document.actions[0].id)
        #expect(scope.type(of: VariableReference(source)) == .dictionary)
        #expect(scope.type(of: VariableReference(source, path: [.property("statusCode")])) == .integer)
        #expect(scope.type(of: VariableReference(source, path: [.property("headers")])) == .dictionary)
        #expect(scope.outputProperties(of: source).map(\.title) == ["Status Code", "Headers"])
        #expect(Validator(catalog: home.catalog).validate(document).isEmpty)
    }

    @Test func theValidatorNamesMissingAndContradictoryMembers() async throws {
        let home = try await TestHome()
        func problems(_ members: String) throws -> [String] {
            let document = try DocumentDecoder.decode(T.shortcut([T.get("https://example.org", members)]))
            return Validator(catalog: home.catalog).validate(document).map(\.description)
        }
        let prefix = "error: action 1 (Get Contents of URL), parameter"
        #expect(try problems(#""bodyType": "json""#) == ["\(prefix) 'body': needs the body to send"])
        #expect(
            try problems(#""method": "POST", "body": {"text": "x"}"#)
                == ["\(prefix) 'bodyType': needs the kind of body: json, form, text or file"])
        #expect(
            try problems(#""bodyType": "text", "body": {"text": "x"}"#)
                == ["\(prefix) 'body': a GET request has no body; choose POST, PUT or PATCH"])
        #expect(try problems(#""outputAs": "file""#) == ["\(prefix) 'path': needs the file to save the response to"])
        #expect(
            try problems(#""timeout": {"number": 0}"#)
                == ["\(prefix) 'timeout': must be a number of seconds above 0 and at most 3600"])
        let unknown = try DocumentDecoder.decode(
            T.shortcut([T.get("https://example.org"), T.show("{\"text\": [\(T.ref(1, "\"status\""))]}")]))
        #expect(!Validator(catalog: home.catalog).validate(unknown).isEmpty)
    }
}
