import Foundation
import ShortcutModel

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One header of a request.
struct HTTPHeader: Sendable, Equatable {
    var name: String
    var value: String
    /// Whether the value holds one of the run's secrets: such a header does not follow a redirect
    /// to another origin (``HTTPRedirect``).
    var carriesSecret = false
}

/// One HTTP request as Get Contents of URL sends it.
struct HTTPRequest: Sendable {
    var url: URL
    var method: String = "GET"
    /// Names as written; a name given twice is sent twice.
    var headers: [HTTPHeader] = []
    var body: Data?
    /// Seconds for the whole exchange, redirects included, from connecting to the last byte.
    var timeout: Double = HTTPClient.defaultTimeout
    var followsRedirects = true
    /// Where the final response's body goes.
    var destination: HTTPBodyDestination = .memory
    /// Told each piece of a body kept in memory as it arrives, with the response's status (a
    /// model's reply streamed as server-sent events).
    var onBody: (@Sendable (_ status: Int, _ chunk: Data) -> Void)?
}

/// Where a response's body goes as it arrives.
enum HTTPBodyDestination: Sendable, Equatable {
    /// Kept in memory, at most ``HTTPClient/maximumBodyBytes``: past that the transfer stops.
    case memory
    /// Written to a temporary file beside this one as it arrives, however large; the caller keeps
    /// it (``HTTPResponse/keepSavedBody()``) or throws it away (``HTTPResponse/discardSavedBody()``).
    case file(URL)
}

/// What came back.
struct HTTPResponse: Sendable {
    var status: Int
    /// Header names in lower case (HTTP's names ignore case, a dictionary's keys do not), in the
    /// order the server sent them.
    var headers: [(name: String, value: String)]
    /// The body; for a body saved to a file, its first ``HTTPTransfer/headBytes`` bytes (what an
    /// error message quotes).
    var body: Data
    /// The temporary file holding the whole body, for ``HTTPBodyDestination/file(_:)``.
    var savedBody: URL?
    /// Where ``savedBody`` goes when kept.
    var destination: URL?

    /// The value of the first header `name` (lower case).
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// Moves the saved body over its destination in one step (a reader sees the old file or the
    /// new one, never part of it).
    func keepSavedBody() throws {
        guard let savedBody, let destination else { return }
        guard rename(savedBody.path, destination.path) == 0 else {
            let message = String(cString: strerror(errno))
            discardSavedBody()
            throw HTTPFailure.cannotSave(message)
        }
    }

    /// Removes the saved body's temporary file.
    func discardSavedBody() {
        if let savedBody { unlink(savedBody.path) }
    }
}

/// Why no response came back.
enum HTTPFailure: Error, Sendable, Equatable {
    /// Nothing, or not all of it, within the timeout.
    case timedOut(seconds: Double)
    case cancelled
    /// The body is larger than `limit` bytes, the most kept in memory: the transfer stopped there.
    case tooLarge(limit: Int)
    /// A redirect that is not followed: to something that is not http(s), or from https to http.
    case redirectRefused(String)
    /// The body could not be written to its file (a full disk, a folder that cannot be written).
    case cannotSave(String)
    /// Could not connect, could not resolve the host, the connection broke …
    case transport(String)
}

/// Sends requests through Foundation's `URLSession` (libcurl on Linux), one ephemeral session
/// per exchange: no cookies, cache or credentials are kept between requests or runs. Redirects are
/// followed here, by ``HTTPRedirect``'s rules, not by the session; bodies stream through
/// ``HTTPTransfer`` into memory (bounded) or a file.
enum HTTPClient {
    /// The default timeout: a minute, as Foundation's.
    static let defaultTimeout = 60.0
    /// The longest timeout a request may ask for: an hour, as a Wait.
    static let maximumTimeout = 3600.0
    /// The largest body kept in memory (64 MiB): a shortcut's value lives in memory, and a bigger
    /// download is saved to a file as it arrives (Output As: File).
    static let maximumBodyBytes = 64 << 20

    /// Sends `request` and returns the final response, whatever its status. Cancelling the
    /// calling task cancels the request.
    static func send(_ request: HTTPRequest, memoryLimit: Int = maximumBodyBytes) async throws(HTTPFailure)
        -> HTTPResponse
    {
        // On the monotonic clock: a change of the wall clock neither ends nor stretches it.
        let deadline = ContinuousClock.now + .seconds(request.timeout)
        var current = request
        var hops = 0
        while true {
            let left = (deadline - ContinuousClock.now).components
            let remaining = Double(left.seconds) + Double(left.attoseconds) / 1e18
            guard remaining > 0 else { throw .timedOut(seconds: request.timeout) }
            let response = try await exchange(current, timeout: remaining, memoryLimit: memoryLimit)
            guard request.followsRedirects, HTTPRedirect.statuses.contains(response.status),
                let location = response.header("location")
            else { return response }
            hops += 1
            guard hops <= HTTPRedirect.maximumHops else { throw .transport("too many redirects") }
            do {
                current = try HTTPRedirect.next(after: current, status: response.status, location: location)
            } catch {
                switch error {
                case .notHTTP(let target):
                    throw .redirectRefused("redirected to '\(quoted(target))', which is not an http or https URL")
                case .downgrade(let target):
                    throw .redirectRefused(
                        "redirected from https to http ('\(quoted(target))'): refused, as what was sent securely would go in clear"
                    )
                }
            }
        }
    }

    /// One request and its response, no redirect followed.
    private static func exchange(_ request: HTTPRequest, timeout: Double, memoryLimit: Int) async throws(HTTPFailure)
        -> HTTPResponse
    {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = timeout
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        // A redirect is the response: the caller decides whether and how to follow it.
        let redirects = request.followsRedirects
        let transfer = HTTPTransfer(
            destination: request.destination, memoryLimit: memoryLimit, onBody: request.onBody,
            isFollowedRedirect: { status, hasLocation in
                redirects && hasLocation && HTTPRedirect.statuses.contains(status)
            })
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        do {
            return try await transfer.run(session.dataTask(with: urlRequest))
        } catch let failure as HTTPFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw Self.failure(error, timeout: request.timeout)
        }
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
