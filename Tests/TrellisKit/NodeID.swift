import Foundation

// Trellis is an outliner invented for IntentKit's field apps. Its model lives in a module of its
// own, as an app's model package would, because the app's intents make `NodeID` an App Intents
// entity with `@retroactive` conformances, which Swift accepts only for a type of another module.

/// What Trellis names its things by: a shelf of outlines, an outline on a shelf, a row in an
/// outline.
public enum NodeID: Hashable, Sendable, CustomStringConvertible {
    case shelf(Int)
    case outline(shelf: Int, slug: String)
    case row(shelf: Int, outline: String, slug: String)

    /// The shelf the node sits on.
    public var shelf: Int {
        switch self {
        case .shelf(let shelf), .outline(let shelf, _), .row(let shelf, _, _): shelf
        }
    }

    /// The outline's slug, or empty for a shelf.
    public var outlineSlug: String {
        switch self {
        case .shelf: ""
        case .outline(_, let slug), .row(_, let slug, _): slug
        }
    }

    /// The row's slug, or empty for a shelf or an outline.
    public var rowSlug: String {
        if case .row(_, _, let slug) = self { return slug }
        return ""
    }

    /// The outline that holds this node (itself for an outline).
    public var enclosingOutline: NodeID? {
        switch self {
        case .shelf: nil
        case .outline: self
        case .row(let shelf, let outline, _): .outline(shelf: shelf, slug: outline)
        }
    }

    /// A path of slashes: `3`, `3/garden`, `3/garden/beans`.
    public var description: String {
        switch self {
        case .shelf(let shelf): "\(shelf)"
        case .outline(let shelf, let slug): "\(shelf)/\(slug)"
        case .row(let shelf, let outline, let slug): "\(shelf)/\(outline)/\(slug)"
        }
    }

    /// Reads the path `description` writes; `nil` for anything else.
    public init?(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let shelf = parts.first.flatMap({ Int($0) }), !parts.dropFirst().contains(where: \.isEmpty) else {
            return nil
        }
        switch parts.count {
        case 1: self = .shelf(shelf)
        case 2: self = .outline(shelf: shelf, slug: parts[1])
        case 3: self = .row(shelf: shelf, outline: parts[1], slug: parts[2])
        default: return nil
        }
    }

    /// The link that opens the node in Trellis: `trellis://node/3/garden/beans`.
    public var link: URL? { URL(string: "trellis://node/\(description)") }

    /// Reads a link `link` wrote.
    public init?(link: URL) {
        guard link.scheme == "trellis", link.host == "node" else { return nil }
        self.init(path: String(link.path.dropFirst()))
    }
}
