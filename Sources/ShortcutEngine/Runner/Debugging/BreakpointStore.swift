import Foundation
import JSONCore

/// The breakpoints the person set on a shortcut's actions, kept beside the library and never in
/// the shortcut's file: a file stays the same whatever is being debugged, so breakpoints never
/// show in its diff (docs/debugging.md).
///
/// One file per shortcut, named by its id so a rename keeps them:
/// `<library>/.breakpoints/<shortcut id>.json`, `{"breakpoints": ["<action id>", …]}`, written
/// atomically. Two editors toggling at once each write their whole set; the last one stands.
package struct BreakpointStore: Sendable {
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    /// The store beside a library's shortcuts.
    package init(library: Library) {
        self.init(folder: library.folder.appendingPathComponent(".breakpoints", isDirectory: true))
    }

    /// Why the breakpoints could not be read or written.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The file of a shortcut's breakpoints.
    package func url(for shortcut: UUID) -> URL {
        folder.appendingPathComponent("\(shortcut.uuidString.lowercased()).json")
    }

    /// The breakpoints of `shortcut`; none when it has no file.
    package func breakpoints(of shortcut: UUID) throws(Problem) -> Set<UUID> {
        let file = url(for: shortcut)
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let root: JSONNode
        do {
            root = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw Problem(description: "\(file.path):\(error.line):\(error.column): \(error.message)")
        }
        guard let list = root.members?.first(where: { $0.key == "breakpoints" })?.value.array else {
            throw Problem(description: "\(file.path): expected {\"breakpoints\": [\"<action id>\", …]}")
        }
        var found: Set<UUID> = []
        for (index, node) in list.enumerated() {
            guard let text = node.string, let id = UUID(uuidString: text) else {
                throw Problem(description: "\(file.path): breakpoints[\(index)] is not an action id")
            }
            found.insert(id)
        }
        return found
    }

    /// Keeps `breakpoints` as the breakpoints of `shortcut`; none removes its file.
    package func save(_ breakpoints: Set<UUID>, of shortcut: UUID) throws(Problem) {
        let file = url(for: shortcut)
        guard !breakpoints.isEmpty else {
            do {
                if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            } catch {
                throw Problem(description: "\(file.path): cannot be removed: \(error.localizedDescription)")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Problem(description: "\(folder.path): cannot be created: \(error.localizedDescription)")
        }
        // Sorted, so the file changes only when the set does.
        let ids = breakpoints.map(\.uuidString).sorted().map(JSONNode.string)
        let text = JSONWriter.write(.object([("breakpoints", .array(ids))]))
        do throws(AtomicFile.WriteError) { try AtomicFile.write(text, to: file) } catch {
            throw Problem(description: error.description)
        }
    }
}
