import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import Testing

@testable import IntentKitServer

/// `IntentPerson` across the app protocol: an app of another language takes and returns a
/// person in the documented form (its traffic checked against the schemas), a Swift app's side
/// decodes one for a person parameter, and the host holds it as an `IntentPerson`.
@Suite struct PersonProtocolTests {
    static let ada = IntentPerson(
        identifier: .contact("C-17"), name: .displayName("Ada Lovelace"),
        handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work))

    /// `People.Introduce` takes a person and returns them with a nickname and `isMe` set.
    static let peopleApp = #"""
        import json, sys
        META = {"name": "People", "displayName": "People", "intents": [{
            "identifier": "People.Introduce", "title": "Introduce", "searchKeywords": [],
            "parameters": [{"name": "guest", "title": "Guest", "type": "person", "isOptional": False,
                            "hasDynamicOptions": False, "inputConnectionBehavior": "default"}],
            "summary": {"summary": {"template": ["Introduce ", {"parameter": "guest"}], "more": []}},
            "output": "person",
            "openAppWhenRun": False, "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True,
            "sideEffects": [], "previousIdentifiers": []}],
            "entities": [], "enums": [], "shortcuts": []}
        def send(obj):
            sys.stdout.write(json.dumps(obj) + "\n"); sys.stdout.flush()
        for line in sys.stdin:
            msg = json.loads(line)
            if "method" not in msg or "id" not in msg:
                continue
            if msg["method"] == "initialize":
                send({"jsonrpc": "2.0", "id": msg["id"],
                      "result": {"protocolVersion": 1, "server": {"name": "people"}, "app": META}})
            elif msg["method"] == "intent/perform":
                guest = msg["params"]["parameters"]["guest"]["person"]
                guest["isMe"] = True
                guest["aliases"] = [{"applicationDefined": "@ada", "label": "forum"}]
                send({"jsonrpc": "2.0", "id": msg["id"], "result": {
                      "value": {"person": guest}, "dialog": {"full": "Hello, " + guest["displayName"] + ".",
                                                          "supporting": ""}}})
            elif msg["method"] == "shutdown":
                send({"jsonrpc": "2.0", "id": msg["id"], "result": {}})
                break
        """#

    @Test func anAppOfAnotherLanguageTakesAndReturnsAPerson() async throws {
        let folder = try TestApps.folder("people-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("traffic.log")
        let connection = SchemaTrafficTests.recorded(
            "People", try TestApps.python(Self.peopleApp, in: folder), log: log)
        let handshake = try await connection.start()
        let intent = try #require(handshake.app.intents.first)
        #expect(intent.parameter(named: "guest")?.type == .person)
        #expect(intent.output == .person)

        let response = try await connection.perform("People.Introduce", parameters: ["guest": .person(Self.ada)])
        guard case .person(let back)? = response.value else {
            Issue.record("Introduce returned \(String(describing: response.value))")
            return
        }
        #expect(back.isMe && back.displayName == "Ada Lovelace" && back.handle == Self.ada.handle)
        #expect(back.aliases == [IntentPerson.Handle(applicationDefined: "@ada", label: "forum")])
        #expect(response.dialog?.full == "Hello, Ada Lovelace.")
        // The host holds it as IntentKit's own value.
        #expect((response.value?.hostValue() as? IntentPerson)?.identifier == .contact("C-17"))
        await connection.stop()

        let (status, output) = try await SchemaTrafficTests.validate(log)
        #expect(status == 0, "\(output)")
    }

    @Test func aSwiftAppsSideDecodesAPersonForItsParameter() async throws {
        let registered = try await IntentApp(name: "Nobody", displayName: "Nobody", intents: []).register()
        let decoding = WireDecoding(app: registered)
        let person = try await decoding.value(.person(Self.ada), as: .person, for: "guest")
        #expect(person as? IntentPerson == Self.ada)
        let list = try await decoding.value(.list([.person(Self.ada)]), as: .array(.person), for: "guests")
        #expect(list as? [IntentPerson] == [Self.ada])
        do {
            _ = try await decoding.value(.integer(3), as: .person, for: "guest")
            Issue.record("a number was taken for a person")
        } catch {
            #expect(error.message == "'guest' takes a person, not a whole number", "\(error.message)")
        }
        #expect(WireValue(intentValue: Self.ada) == .person(Self.ada))
        #expect(decoding.kind(for: .person).map(ValueType.init) == .person)
        let text = String(decoding: try JSONEncoder().encode(WireValue.person(Self.ada)), as: UTF8.self)
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(text.utf8)) == .person(Self.ada))
    }
}
