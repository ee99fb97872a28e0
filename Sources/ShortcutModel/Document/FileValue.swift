import Foundation
import IntentKit

/// A file in a shortcut: a path in the Files root, or the file itself, inline.
///
/// In a file: `{"file": {"path": "notes/todo.txt"}}` or
/// `{"file": {"name": "report.txt", "type": "public.plain-text", "data": "dG90YWw6IDMK"}}`
/// (the bytes in base64; `type` may be left out). A path reaches an intent as the file's URL,
/// inline data as an `IntentFile` made of it.
package enum FileValue: Sendable, Equatable {
    /// A path relative to the Files root (`notes/todo.txt`), which it may not leave.
    case path(String)
    /// The file's name, its type (a Uniform Type Identifier) and its bytes.
    case inline(name: String, type: String?, data: Data)

    /// The largest inline file a shortcut holds: its bytes are in the document, in memory, in
    /// every copy.
    package static let maximumInlineBytes = 10_000_000

    /// What the file is called: the path, or the name.
    package var name: String {
        switch self {
        case .path(let path): path
        case .inline(let name, _, _): name
        }
    }

    /// One line for cards and sentences: `notes/todo.txt`, `report.txt (9 bytes)`.
    package var summary: String {
        switch self {
        case .path(let path): path
        case .inline(let name, _, let data): "\(name) (\(data.count) byte\(data.count == 1 ? "" : "s"))"
        }
    }

    /// The value an intent receives: the file URL of a path inside `root`, or the inline file.
    /// `nil` when the path leaves the root.
    package func resolved(in root: URL) -> (any Sendable)? {
        switch self {
        case .path(let path):
            let base = root.standardizedFileURL
            let url = base.appendingPathComponent(path).standardizedFileURL
            guard url.path == base.path || url.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/")
            else { return nil }
            return url
        case .inline(let name, let type, let data):
            return IntentFile(data: data, filename: name, type: type.flatMap { UTType($0) })
        }
    }
}
