import Foundation
import MCP
import ShortcutKit

/// Each library shortcut as two resources: its file (`shortcuts://library/<id>.json`) and its
/// sentences (`shortcuts://library/<id>.txt`).
package struct ShortcutResources: Sendable {
    let library: Library

    static let prefix = "shortcuts://library/"

    /// MCP's "resource not found".
    static let notFound = -32002

    func list() -> [Resource] {
        library.entries().compactMap { entry -> [Resource]? in
            guard let document = entry.document else { return nil }
            let id = document.id.uuidString
            return [
                Resource(
                    name: document.name, uri: Self.prefix + id + ".json", title: "\(document.name) (JSON)",
                    description: "The shortcut file of '\(document.name)'", mimeType: "application/json"),
                Resource(
                    name: document.name, uri: Self.prefix + id + ".txt", title: "\(document.name) (sentences)",
                    description: "'\(document.name)' as sentences, one action a line", mimeType: "text/plain"),
            ]
        }.flatMap { $0 }
    }

    func read(_ uri: String, catalog: Catalog) async throws -> ReadResource.Result {
        let missing = MCPError.serverError(code: Self.notFound, message: "Resource not found: \(uri)")
        guard uri.hasPrefix(Self.prefix) else { throw missing }
        let file = String(uri.dropFirst(Self.prefix.count))
        let isJSON = file.hasSuffix(".json")
        guard isJSON || file.hasSuffix(".txt"), let id = UUID(uuidString: String(file.dropLast(isJSON ? 5 : 4))),
            let entry = library.find(id.uuidString), let document = entry.document, document.id == id
        else { throw missing }
        if isJSON {
            guard let data = FileManager.default.contents(atPath: entry.url.path) else { throw missing }
            return ReadResource.Result(
                contents: [.text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "application/json")])
        }
        let titles = await EntityTitles.lookUp(document.entityReferences, in: catalog)
        let lines = SentenceListing.lines(
            document, catalog: catalog, entityTitles: titles,
            diagnostics: Validator(catalog: catalog).validate(document))
        return ReadResource.Result(
            contents: [
                .text(([document.name, ""] + lines).joined(separator: "\n") + "\n", uri: uri, mimeType: "text/plain")
            ])
    }

    /// What changes when a shortcut file is added, removed or written: each file's name and stamp.
    func signature() -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: library.folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.map { url in
            "\(url.lastPathComponent) \(DiskStamp.of(url).map(\.description) ?? "-")"
        }.sorted()
    }
}
