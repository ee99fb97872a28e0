import Foundation

// A stand-in for Zavala's VinOutlineKit package (the outline model the app's intents use), with
// the names and shapes its App Intents files call. It is a module of its own, as the real package
// is, because Zavala's `EntityID+AppEntity.swift` declares `@retroactive` conformances, which
// Swift accepts only for a type of another module.

/// What Zavala's objects are named by: an account, an outline (document) in it, a row in that.
public enum EntityID: Hashable, Sendable, CustomStringConvertible {
    case account(Int)
    case document(Int, String)
    case row(Int, String, String)

    public var accountID: Int {
        switch self {
        case .account(let account), .document(let account, _), .row(let account, _, _): account
        }
    }

    public var documentUUID: String {
        switch self {
        case .account: ""
        case .document(_, let document), .row(_, let document, _): document
        }
    }

    public var rowUUID: String {
        if case .row(_, _, let row) = self { return row }
        return ""
    }

    /// `account:1`, `document:1_UUID`, `row:1_UUID_UUID`, as Zavala writes them.
    public var description: String {
        switch self {
        case .account(let account): "account:\(account)"
        case .document(let account, let document): "document:\(account)_\(document)"
        case .row(let account, let document, let row): "row:\(account)_\(document)_\(row)"
        }
    }

    public init?(description: String) {
        guard let colon = description.firstIndex(of: ":") else { return nil }
        let parts = description[description.index(after: colon)...].split(separator: "_").map(String.init)
        guard let account = parts.first.flatMap({ Int($0) }) else { return nil }
        switch (description[..<colon], parts.count) {
        case ("account", 1): self = .account(account)
        case ("document", 2): self = .document(account, parts[1])
        case ("row", 3): self = .row(account, parts[1], parts[2])
        default: return nil
        }
    }

    /// The link Zavala opens the object with, `zavala://…?id=<description>`.
    public var url: URL? {
        var components = URLComponents()
        components.scheme = "zavala"
        components.host = "open"
        components.queryItems = [URLQueryItem(name: "id", value: description)]
        return components.url
    }

    public init?(url: URL) {
        guard url.scheme == "zavala",
            let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: {
                $0.name == "id"
            })?.value
        else { return nil }
        self.init(description: id)
    }
}
