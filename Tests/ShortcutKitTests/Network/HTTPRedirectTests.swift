import Foundation
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Redirects as RFC 9110 has them (issue 29, items 2 and 9): a redirected PUT or POST arrives with
/// its body where the status keeps the method, credentials do not follow a move to another origin,
/// and https never becomes http. Against servers the test starts on 127.0.0.1, and as rules.
@Suite struct HTTPRedirectTests {
    /// What the echo route said it received.
    struct Echo: Decodable {
        var method: String
        var body: String
        var headers: [String: String]
    }

    func send(_ method: String, to url: String, body: String? = "payload", headers: [HTTPHeader] = []) async throws
        -> Echo
    {
        var request = HTTPRequest(url: try #require(URL(string: url)))
        request.method = method
        request.body = body.map { Data($0.utf8) }
        request.headers = headers + (body == nil ? [] : [HTTPHeader(name: "Content-Type", value: "text/plain")])
        let response = try await HTTPClient.send(request)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(Echo.self, from: response.body)
    }

    static func redirect(_ server: LocalHTTPServer, _ status: Int, to location: String) -> String {
        "\(server.base)/to/\(status)?location=\(location.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
    }

    @Test(arguments: [
        // status, method sent, method received, whether the body arrives
        (307, "PUT", "PUT", true), (307, "POST", "POST", true), (308, "PUT", "PUT", true),
        (308, "POST", "POST", true), (301, "PUT", "PUT", true), (302, "PUT", "PUT", true),
        (302, "PATCH", "PATCH", true), (302, "POST", "GET", false), (301, "POST", "GET", false),
        (303, "POST", "GET", false), (303, "PUT", "GET", false),
    ])
    func theMethodAndBodyFollowTheStatus(status: Int, sent: String, received: String, keepsBody: Bool) async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let echo = try await send(sent, to: Self.redirect(server, status, to: "/echo"))
        #expect(echo.method == received)
        #expect(echo.body == (keepsBody ? "payload" : ""))
        #expect((echo.headers["content-type"] != nil) == keepsBody, "\(echo.headers)")
    }

    @Test func credentialsStayWithTheirOriginAndOthersFollow() async throws {
        let first = try await LocalHTTPServer.start()
        defer { first.stop() }
        let second = try await LocalHTTPServer.start()
        defer { second.stop() }
        let headers = [
            HTTPHeader(name: "Authorization", value: "Bearer abc"), HTTPHeader(name: "Cookie", value: "a=b"),
            HTTPHeader(name: "X-Api-Key", value: "k-123", carriesSecret: true),
            HTTPHeader(name: "X-Trace", value: "t-1"),
        ]
        let same = try await send("GET", to: Self.redirect(first, 302, to: "/echo"), body: nil, headers: headers)
        #expect(same.headers["authorization"] == "Bearer abc" && same.headers["x-api-key"] == "k-123")
        let elsewhere = try await send(
            "GET", to: Self.redirect(first, 302, to: "\(second.base)/echo"), body: nil, headers: headers)
        #expect(elsewhere.headers["authorization"] == nil, "\(elsewhere.headers)")
        #expect(elsewhere.headers["cookie"] == nil && elsewhere.headers["x-api-key"] == nil, "\(elsewhere.headers)")
        #expect(elsewhere.headers["x-trace"] == "t-1")
    }

    @Test func httpsNeverBecomesHTTP() throws {
        var request = HTTPRequest(url: URL(string: "https://example.test/a")!)
        request.headers = [HTTPHeader(name: "Authorization", value: "Bearer abc")]
        #expect(throws: HTTPRedirect.Refusal.downgrade(to: "http://example.test/b")) {
            try HTTPRedirect.next(after: request, status: 302, location: "http://example.test/b")
        }
        #expect(throws: HTTPRedirect.Refusal.notHTTP("file:///etc/passwd")) {
            try HTTPRedirect.next(after: request, status: 307, location: "file:///etc/passwd")
        }
        // Upgrading is fine; the port that changes with the scheme makes it another origin.
        let upgraded = try HTTPRedirect.next(
            after: HTTPRequest(url: URL(string: "http://example.test/a")!), status: 301,
            location: "https://example.test/b")
        #expect(upgraded.url.absoluteString == "https://example.test/b")
        #expect(HTTPRedirect.origin(of: URL(string: "https://A.test/x")!) == "https://a.test:443")
    }

    @Test func aLoopOfRedirectsStopsAfterTwenty() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        // The longest timeout there is: a loaded machine's 21 exchanges must not reach it first.
        var request = HTTPRequest(url: URL(string: "\(server.base)/loop")!)
        request.timeout = HTTPClient.maximumTimeout
        await #expect(throws: HTTPFailure.transport("too many redirects")) {
            try await HTTPClient.send(request)
        }
    }
}
