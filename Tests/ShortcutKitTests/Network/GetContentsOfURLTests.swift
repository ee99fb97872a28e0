import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Get Contents of URL against a server the test starts on 127.0.0.1: success, error statuses,
/// timeout, cancellation, redirects, bodies, headers, and the status code and headers as
/// properties of the output.
@Suite struct GetContentsOfURLTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012x", 0xe000 + n))" }

    /// A shortcut of these actions (JSON objects without ids).
    static func shortcut(_ actions: [String]) -> String {
        let body = actions.enumerated().map { i, action in
            "{\"id\": \"\(id(i + 1))\", " + action.dropFirst()
        }.joined(separator: ",\n")
        return "{\"format\": 1, \"id\": \"\(id(0))\", \"name\": \"Web\", \"actions\": [\(body)]}"
    }

    static func get(_ url: String, _ members: String = "") -> String {
        "{\"action\": \"getContentsOfURL\", \"url\": {\"text\": \"\(url)\"}\(members.isEmpty ? "" : ", " + members)}"
    }

    static func show(_ parts: String) -> String {
        "{\"action\": \"Shortcuts.ShowResult\", \"parameters\": {\"text\": \(parts)}}"
    }

    static func ref(_ n: Int, _ path: String = "") -> String {
        "{\"var\": \"\(id(n))\"" + (path.isEmpty ? "" : ", \"path\": [\(path)]") + "}"
    }

    func run(_ json: String) async throws -> (output: (any Sendable)?, dialogs: [String], error: RunError?) {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(json)
        let events = EventLog()
        // The network allowed, as the config file's allowNetwork does (the gate: SafetyPolicyTests).
        let runner = ShortcutRunner(catalog: home.catalog, policy: .unrestricted)
        do {
            let result = try await home.run {
                try await runner.run(document, prompter: NonInteractivePrompter(), events: events.append)
            }
            return (result.output, dialogs(events.all), nil)
        } catch let error as RunError { return (nil, [], error) }
    }

    @Test func aGetOutputsTheBodyAsTextWithStatusAndHeadersAsProperties() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let result = try await run(
            Self.shortcut([
                Self.get("\(server.base)/hello"),
                Self.show(
                    "{\"text\": [\(Self.ref(1)), \" | \", \(Self.ref(1, "\"statusCode\"")), \" | \", "
                        + "\(Self.ref(1, #""headers", {"key": "x-test"}"#))]}"),
            ]))
        #expect(result.error == nil)
        #expect(result.dialogs == ["hello from the test server | 200 | yes"])
    }

    @Test func jsonOutputIsADictionaryWhoseKeysLaterActionsRead() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let result = try await run(
            Self.shortcut([
                Self.get("\(server.base)/book", #""outputAs": "json""#),
                Self.show(
                    "{\"text\": [\(Self.ref(1, #"{"key": "author"}, {"key": "name"}"#)), \", \", "
                        + "\(Self.ref(1, #"{"key": "tags"}, "@last""#))]}"),
            ]))
        #expect(result.error == nil)
        #expect(result.dialogs == ["Frank Herbert, classic"])
    }

    @Test func aJSONBodyHeadersQueryAndMethodReachTheServer() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let members = """
            "method": "POST", "headers": {"dictionary": {"X-Token": {"text": "abc"}}},
            "query": {"dictionary": {"q": {"text": "a b&c"}, "n": {"list": [{"number": 1}, {"number": 2}]}}},
            "bodyType": "json", "body": {"dictionary": {"title": {"text": "Dune"}, "pages": {"number": 412}}},
            "outputAs": "json"
            """
        let result = try await run(Self.shortcut([Self.get("\(server.base)/echo?x=1", members)]))
        #expect(result.error == nil)
        let echo = try #require(result.output as? DictionaryValue)
        #expect(echo["method"] as? String == "POST")
        #expect(JSONView.compactText(of: echo["query"]) == #"[["x", "1"], ["q", "a b&c"], ["n", "1"], ["n", "2"]]"#)
        let headers = try #require(echo["headers"] as? DictionaryValue)
        #expect(headers["x-token"] as? String == "abc")
        #expect(headers["content-type"] as? String == "application/json")
        #expect(echo["body"] as? String == #"{"title": "Dune", "pages": 412}"#)
    }

    @Test func formTextAndFileBodies() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let form = try await run(
            Self.shortcut([
                Self.get(
                    "\(server.base)/echo",
                    #""method": "PUT", "bodyType": "form", "body": {"dictionary": {"name": {"text": "Ann Lee"}, "x": {"text": "1=2"}}}, "outputAs": "json""#
                )
            ]))
        let formEcho = try #require(form.output as? DictionaryValue)
        #expect(formEcho["body"] as? String == "name=Ann%20Lee&x=1%3D2")
        #expect(
            (formEcho["headers"] as? DictionaryValue)?["content-type"] as? String
                == "application/x-www-form-urlencoded")

        let text = try await run(
            Self.shortcut([
                Self.get(
                    "\(server.base)/echo",
                    #""method": "PATCH", "bodyType": "text", "body": {"text": "héllo"}, "outputAs": "json""#)
            ]))
        #expect((text.output as? DictionaryValue)?["body"] as? String == "héllo")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("body-\(UUID().uuidString).txt")
        try "from a file\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let sent = try await run(
            Self.shortcut([
                Self.get(
                    "\(server.base)/echo",
                    #""method": "POST", "bodyType": "file", "body": {"text": "\#(file.path)"}, "outputAs": "json""#)
            ]))
        #expect((sent.output as? DictionaryValue)?["body"] as? String == "from a file\n")
    }

    @Test func errorStatusesFailWithTheStatusAndTheStartOfTheBodyUnlessToldToContinue() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        for status in [404, 500] {
            let failed = try await run(Self.shortcut([Self.get("\(server.base)/status/\(status)")]))
            let error = try #require(failed.error)
            #expect(error.kind == .actionFailed)
            #expect(error.action?.position == 1)
            #expect(error.message.hasPrefix("the server answered \(status) "))
            #expect(error.message.hasSuffix(": status \(status) body"))
        }
        let continued = try await run(
            Self.shortcut([
                Self.get("\(server.base)/status/404", #""continueOnFailure": {"boolean": true}"#),
                Self.show("{\"text\": [\(Self.ref(1, "\"statusCode\"")), \": \", \(Self.ref(1))]}"),
            ]))
        #expect(continued.error == nil)
        #expect(continued.dialogs == ["404: status 404 body"])
    }

    @Test func redirectsAreFollowedUnlessTurnedOff() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let followed = try await run(Self.shortcut([Self.get("\(server.base)/redirect")]))
        #expect(followed.output as? String == "hello from the test server")
        let kept = try await run(
            Self.shortcut([
                Self.get("\(server.base)/redirect", #""followRedirects": {"boolean": false}"#),
                Self.show(
                    "{\"text\": [\(Self.ref(1, "\"statusCode\"")), \" to \", "
                        + "\(Self.ref(1, #""headers", {"key": "location"}"#))]}"),
            ]))
        #expect(kept.error == nil)
        #expect(kept.dialogs == ["302 to /hello"])
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        // The server would close the connection after a minute; the message says the timeout
        // ended it (a wall-clock bound would fail on a loaded machine, not on a slow client).
        let result = try await run(Self.shortcut([Self.get("\(server.base)/slow", #""timeout": {"number": 0.5}"#)]))
        let error = try #require(result.error)
        #expect(error.kind == .actionFailed)
        #expect(error.message == "127.0.0.1 did not answer within 0.5 seconds (the timeout)")
    }

    @Test func cancellingTheRunCancelsTheRequest() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut([Self.get("\(server.base)/slow")]))
        let events = EventLog()
        let task = Task {
            try await home.run {
                try await ShortcutRunner(catalog: home.catalog, policy: .unrestricted).run(
                    document, prompter: NonInteractivePrompter(), events: events.append)
            }
        }
        // Cancel once the request is under way (its action has started), not after a fixed sleep.
        for _ in 0..<6_000 where !events.all.contains(where: { if case .actionStarted = $0 { true } else { false } }) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let clock = ContinuousClock()
        let cancelled = clock.now
        task.cancel()
        let outcome = await task.result
        // Well before the server would give up on its own (a minute).
        #expect(clock.now - cancelled < .seconds(45))
        guard case .failure(let error as RunError) = outcome else {
            Issue.record("the run did not fail: \(outcome)")
            return
        }
        #expect(error.kind == .cancelled)
    }

    @Test func withoutAllowNetworkTheShortcutStopsBeforeItsFirstAction() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut([Self.get("http://127.0.0.1:9/never")]))
        do {
            _ = try await home.run(document)
            Issue.record("the run was not stopped")
        } catch {
            #expect(error.kind == .notPermitted)
            #expect(error.description.contains("allowNetwork"))
        }
    }

    @Test func jsonOutputThatIsNotJSONFailsAndOnlyHTTPURLsAreFetched() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let notJSON = try await run(Self.shortcut([Self.get("\(server.base)/hello", #""outputAs": "json""#)]))
        #expect(notJSON.error?.parameter == "outputAs")
        #expect(notJSON.error?.message.hasPrefix("the response is not JSON: line 1, column 1") == true)
        let file = try await run(Self.shortcut([Self.get("file:///etc/passwd")]))
        #expect(
            file.error?.description
                == "action 1 (Get Contents of URL), parameter 'url': only http and https URLs are fetched, not file")
    }

    @Test func theResponseIsSavedToAFile() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("saved-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try await run(
            Self.shortcut([Self.get("\(server.base)/book", #""outputAs": "file", "path": {"text": "\#(path.path)"}"#)]))
        #expect(result.error == nil)
        #expect((result.output as? URL)?.path == path.path)
        #expect(try String(contentsOf: path, encoding: .utf8).contains("\"Frank Herbert\""))
    }
}
