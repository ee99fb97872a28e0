import Foundation
import ShortcutModel

/// How a redirect changes the request that follows it (RFC 9110 §15.4), and what of the request
/// may not follow it to another origin.
///
/// The session never follows a redirect itself: libcurl's rules drop a redirected POST's or PUT's
/// body without a word, and keep every header whatever the new host. These are the rules instead:
/// - 307 and 308 repeat the request as it was, method and body (the RFC requires it);
/// - 303 turns anything but HEAD into a GET without a body (the RFC requires it);
/// - 301 and 302 turn a POST into a GET without a body, as browsers and curl do (the RFC allows
///   it for POST only); every other method keeps its method and body;
/// - a move to another origin (scheme, host or port) drops the credentials: `Authorization`,
///   `Proxy-Authorization`, `Cookie`, and every header that carries one of the run's secrets;
/// - a move from https to http is refused: what was sent over TLS must not be repeated in clear.
enum HTTPRedirect {
    /// The most redirects one request follows (curl's and Firefox's default).
    static let maximumHops = 20

    /// The statuses that redirect when they carry a `Location`.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Headers that only describe a body, dropped with it.
    static let bodyHeaders: Set<String> = ["content-type", "content-length", "content-encoding", "transfer-encoding"]

    /// Headers that carry credentials whatever their value.
    static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// Why a redirect is not followed.
    enum Refusal: Error, Equatable {
        case notHTTP(String)
        case downgrade(to: String)
    }

    /// The request to send after `response` redirected `request` to `location`.
    static func next(after request: HTTPRequest, status: Int, location: String) throws(Refusal) -> HTTPRequest {
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
            target.host?.isEmpty == false
        else { throw .notHTTP(location) }
        if request.url.scheme?.lowercased() == "https", scheme == "http" {
            throw .downgrade(to: target.absoluteString)
        }
        var next = request
        next.url = target
        let method = request.method.uppercased()
        let becomesGet =
            (status == 303 && method != "HEAD") || ((status == 301 || status == 302) && method == "POST")
        if becomesGet {
            next.method = "GET"
            next.body = nil
            next.headers.removeAll { bodyHeaders.contains($0.name.lowercased()) }
        }
        if origin(of: target) != origin(of: request.url) {
            next.headers.removeAll { header in
                credentialHeaders.contains(header.name.lowercased()) || header.carriesSecret
            }
        }
        return next
    }

    /// Scheme, host and port: what a credential is given to.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
