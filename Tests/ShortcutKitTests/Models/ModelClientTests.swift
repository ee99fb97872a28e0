import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Synchronization
import Testing

/// The OpenAI-compatible client against a server the tests start on 127.0.0.1 (docs/models.md):
/// the models a provider serves, whole and streamed replies with their token counts, and each
/// way a call fails with a clear error and nothing of the key in it.
@Suite struct ModelClientTests {
    static func provider(_ server: LocalModelServer, timeout: Double = 30, key: String? = nil) -> ModelProvider {
        ModelProvider(
            name: "local", baseURL: URL(string: server.base)!, models: ["echo"],
            keySecret: key.map { _ in "Model key" },
            timeout: timeout)
    }

    static func ask(_ server: LocalModelServer, _ model: String, _ text: String = "hello there", timeout: Double = 30)
        -> ModelRequest
    {
        ModelRequest(provider: provider(server, timeout: timeout), model: model, messages: [ModelMessage(.user, text)])
    }

    /// The failure `body` throws.
    static func failure(_ body: () async throws(ModelFailure) -> Void) async -> ModelFailure? {
        do throws(ModelFailure) {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    @Test func theModelsAProviderServes() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let models = try await ModelClient.models(of: Self.provider(server), key: nil)
        #expect(models.contains("echo") && models.contains("hang"))
    }

    @Test func aWholeReplyWithItsTokenCounts() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let reply = try await ModelClient.chat(Self.ask(server, "echo", "three little words"), key: nil)
        #expect(reply.text == "You said: three little words")
        #expect(reply.promptTokens == 3 && reply.replyTokens == 5)
        #expect(reply.model == "echo" && reply.finishReason == "stop")
    }

    @Test(arguments: ["echo", "nodone"])
    func aStreamedReplyComesPieceByPiece(model: String) async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let pieces = Mutex<[String]>([])
        let reply = try await ModelClient.chat(Self.ask(server, model, "one two"), key: nil) { piece in
            pieces.withLock { $0.append(piece) }
        }
        let seen = pieces.withLock { $0 }
        #expect(seen == ["You", " said:", " one", " two"], "each piece as it came")
        #expect(reply.text == "You said: one two")
        #expect(reply.finishReason == "stop")
        // The counts come in a last chunk when the server sends one.
        #expect(model == "nodone" || (reply.promptTokens == 2 && reply.replyTokens == 4))
    }

    @Test func streamsWithCRLFCommentsAndALastEventWithoutABlankLine() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let pieces = Mutex<[String]>([])
        let reply = try await ModelClient.chat(Self.ask(server, "crlf"), key: nil) { piece in
            pieces.withLock { $0.append(piece) }
        }
        #expect(pieces.withLock { $0 } == ["Line", " ends"])
        #expect(reply.text == "Line ends")
    }

    @Test func aRedirectIsNotFollowed() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        // A local provider's redirect must not take the prompt elsewhere.
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "redirect"), key: nil)
        }
        guard case .server(_, let status, _)? = failure else {
            Issue.record("\(String(describing: failure))")
            return
        }
        #expect(status == 307)
    }

    @Test func numbersReadAsNumbers() async throws {
        #expect(try await UseModelResult.number.value(of: "1,234.5.") as? Double == 1234.5)
        #expect(try await UseModelResult.number.value(of: " 42 ") as? Double == 42)
        await #expect(throws: UseModelResult.Mismatch.self) { try await UseModelResult.number.value(of: "3,5") }
        #expect(try await UseModelResult.dictionary.value(of: "```json\r\n{\"a\": 1}\r\n```") is DictionaryValue)
    }

    @Test func aKeyIsSentAndAWrongOneIsRefusedWithoutShowingIt() async throws {
        let key = "sk-test-Zebra-1234"
        let server = try await LocalModelServer.start(key: key)
        defer { server.stop() }
        let provider = Self.provider(server, key: key)
        #expect(try await ModelClient.models(of: provider, key: key).contains("echo"))
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.models(of: provider, key: "sk-wrong-Zebra-9999")
        }
        #expect(failure == .unauthorized(provider: "local", status: 401))
        #expect(failure?.description.contains("Zebra") == false)
        let none = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.models(of: provider, key: nil)
        }
        #expect(none == .unauthorized(provider: "local", status: 401))
    }

    @Test func aBusyServerSaysHowLongToWait() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "busy"), key: nil)
        }
        #expect(failure == .rateLimited(provider: "local", retryAfter: 2))
        #expect(failure?.description == "'local' is taking too many requests (429); it asks to wait 2 s")
    }

    @Test func aServerThatHangsTimesOut() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "hang", timeout: 1), key: nil)
        }
        #expect(failure == .timedOut(provider: "local", seconds: 1))
    }

    @Test func aReplyOverTheCapIsCutOff() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "huge"), key: nil)
        }
        #expect(failure == .tooLarge(provider: "local", limit: ModelClient.maximumReplyBytes))
    }

    @Test func aStreamThatEndsEarlyKeepsWhatCame() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "cut"), key: nil) { _ in }
        }
        #expect(failure == .endedEarly(provider: "local", partial: "Half a reply"))
    }

    @Test func answersThatAreNotRepliesSayWhy() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let notJSON = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "notjson"), key: nil)
        }
        guard case .badReply(_, let reason)? = notJSON else {
            Issue.record("\(String(describing: notJSON))")
            return
        }
        #expect(reason.hasPrefix("not JSON"))
        let missing = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.chat(Self.ask(server, "no-such-model"), key: nil)
        }
        #expect(missing == .server(provider: "local", status: 404, message: "model 'no-such-model' not found"))
    }

    @Test func nothingListeningIsUnreachable() async throws {
        let provider = ModelProvider(
            name: "gone", baseURL: URL(string: "http://127.0.0.1:9/v1")!, models: ["m"], timeout: 10)
        let failure = await Self.failure { () throws(ModelFailure) in
            _ = try await ModelClient.models(of: provider, key: nil)
        }
        guard case .unreachable(let name, _)? = failure else {
            Issue.record("\(String(describing: failure))")
            return
        }
        #expect(name == "gone")
    }
}
