import Foundation

/// Follows symbolic links in an absolute path one component at a time, as the kernel does.
///
/// `realpath(3)` and `URL.resolvingSymlinksInPath()` give up (or guess) when the path does not
/// exist yet, but the sandbox must also judge paths that are about to be created, such as the
/// destination of a write. Components that do not exist are kept as they are: nothing below
/// them can be a link.
enum RealPath {
    /// How many links one path may pass through, as Linux's `MAXSYMLINKS`; more means a loop.
    static let maximumLinks = 40

    /// The components of `components` (an absolute path, `/` left out) with every symbolic link
    /// followed, or `nil` when the links lead in a loop.
    static func resolve(_ components: [String]) -> [String]? {
        var resolved: [String] = []
        // A stack, last component on top, so that a link's destination can be pushed in its place.
        var pending = Array(components.reversed())
        var linksFollowed = 0
        while let next = pending.popLast() {
            switch next {
            case "", ".":
                continue
            case "..":
                // Only a link's destination can bring `..` here; the sandbox refuses it in paths.
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            default:
                break
            }
            let candidate = path(of: resolved + [next])
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
                resolved.append(next)
                continue
            }
            linksFollowed += 1
            if linksFollowed > maximumLinks { return nil }
            if destination.hasPrefix("/") { resolved.removeAll() }
            pending.append(contentsOf: self.components(of: destination).reversed())
        }
        return resolved
    }

    /// The components of a path, without empty ones (`a//b/` is `a`, `b`).
    static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The absolute path made of `components`.
    static func path(of components: [String]) -> String {
        "/" + components.joined(separator: "/")
    }
}
