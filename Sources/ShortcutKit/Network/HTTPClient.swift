import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request as Get Contents of URL sends it.
struct HTTPRequest: Sendable {
    var url: URL
    var method: String = "GET"
    /// Names as written; a name given twice is sent twice.
    var headers: [(name: String, value: String)] = []
    var body: Data?
    /// Seconds for the whole exchange, from connecting to the last byte of the body.
    var timeout: Double = HTTPClient.defaultTimeout
    var followsRedirects = true
}

/// What came back.
struct HTTPResponse: Sendable {
    var status: Int
    /// Header names in lower case (HTTP's names ignore case, a dictionary's keys do not), in the
    /// order the server sent them.
    var headers: [(name: String, value: String)]
    var body: Data
}

/// Why no response came back.
enum HTTPFailure: Error, Sendable, Equatable {
    /// Nothing, or not all of it, within the timeout.
    case timedOut(seconds: Double)
    case cancelled
    /// The body is larger than ``HTTPClient/maximumBodyBytes``.
    case tooLarge(bytes: Int)
    /// Could not connect, could not resolve the host, the connection broke …
    case transport(String)
}

/// Sends requests through Foundation's `URLSession` (libcurl on Linux), one ephemeral session
/// per request: no cookies, cache or credentials are kept between requests or runs.
enum HTTPClient {
    /// The default timeout: a minute, as Foundation's.
    static let defaultTimeout = 60.0
    /// The longest timeout a request may ask for: an hour, as a Wait.
    static let maximumTimeout = 3600.0
    /// The largest body kept (64 MiB): a shortcut's value lives in memory, and a bigger download
    /// is a job for a file-saving tool.
    static let maximumBodyBytes = 64 << 20

    /// Sends `request` and returns the response, whatever its status. Cancelling the calling
    /// task cancels the request.
    static func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = request.timeout
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = request.timeout
        configuration.timeoutIntervalForResource = request.timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        let session = URLSession(
            configuration: configuration, delegate: RedirectPolicy(follows: request.followsRedirects),
            delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw failure(error, timeout: request.timeout)
        }
        guard let http = response as? HTTPURLResponse else { throw .transport("the answer is not HTTP") }
        guard data.count <= maximumBodyBytes else { throw .tooLarge(bytes: data.count) }
        let headers = http.allHeaderFields.compactMap { name, value -> (name: String, value: String)? in
            guard let name = name as? String else { return nil }
            return (name.lowercased(), "\(value)")
        }.sorted { $0.name < $1.name }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    private static func failure(_ error: any Error, timeout: Double) -> HTTPFailure {
        guard let urlError = error as? URLError else { return .transport("\(error)") }
        switch urlError.code {
        case .timedOut: return .timedOut(seconds: timeout)
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .transport("could not connect")
        case .cannotFindHost, .dnsLookupFailed: return .transport("the host's name is not known")
        case .networkConnectionLost: return .transport("the connection was lost")
        case .notConnectedToInternet: return .transport("there is no network connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .transport("the secure connection failed (\(urlError.localizedDescription))")
        case .httpTooManyRedirects: return .transport("too many redirects")
        case .unsupportedURL: return .transport("the URL is not supported")
        default: return .transport("the request failed (\(urlError.code.rawValue))")
        }
    }

    static func reasonPhrase(_ status: Int) -> String {
        HTTPURLResponse.localizedString(forStatusCode: status).capitalized
    }
}

/// Follows redirects, or not: refused, the redirect itself (a 3xx with its Location) is the
/// response.
private final class RedirectPolicy: NSObject, URLSessionTaskDelegate, Sendable {
    let follows: Bool

    init(follows: Bool) { self.follows = follows }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(follows ? request : nil)
    }
}
