import Foundation
import IntentKit
import ShortcutModel

// A shortcut whose input is an entity (`"type": "entity:Books.BookEntity"`) is given text from
// the command line (`--input`) and from MCP clients, whose tool schema asks for an ID: the text
// is looked up through the app's query, by ID first, then as a search.
extension Execution {
    /// `given` as entities of `type`'s entity type when `type` is one (or a list of them) and
    /// `given` is text; `nil` when there is nothing to look up (the converter takes it from there).
    func inputEntities(_ given: any Sendable, as type: ValueType) async throws(RunError) -> (any Sendable)? {
        switch type {
        case .entity(let id):
            guard let text = given as? String, let entry = catalog.entity(id), entry.isQueryable else { return nil }
            return try await inputEntity(text, entry)
        case .array(.entity(let id)):
            guard let entry = catalog.entity(id), entry.isQueryable else { return nil }
            let texts: [String]
            if let text = given as? String {
                texts = text.split(whereSeparator: \.isNewline).map(String.init)
            } else if let list = given as? [any Sendable], list.allSatisfy({ $0 is String }) {
                texts = list.compactMap { $0 as? String }
            } else {
                return nil
            }
            var found: [any Sendable] = []
            for text in texts where !text.trimmingCharacters(in: .whitespaces).isEmpty {
                found.append(try await inputEntity(text, entry))
            }
            return found
        default:
            return nil
        }
    }

    /// The one entity `text` names: the one with that ID, else the search's only match (or its
    /// only match by exact title). None, or several, is an error naming what was looked for.
    private func inputEntity(_ text: String, _ entry: Catalog.EntityEntry) async throws(RunError) -> any EntityValue {
        let wanted = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = entry.metadata.displayName
        do {
            if let byID = try await entry.entities(identifiedBy: [wanted]).first { return byID }
            guard let matches = try await entry.searchEntities(wanted) else {
                throw RunError(
                    .invalidValue, parameter: "input",
                    "the shortcut's input is \(entry.metadata.pluralName) by ID, and no \(name) has the ID '\(quoted(wanted))'"
                )
            }
            let exact = matches.filter { ValueText.text(of: $0).caseInsensitiveCompare(wanted) == .orderedSame }
            if exact.count == 1 { return exact[0] }
            if matches.count == 1 { return matches[0] }
            guard !matches.isEmpty else {
                throw RunError(
                    .invalidValue, parameter: "input", "no \(name) has the ID or matches '\(quoted(wanted))'")
            }
            let titles = matches.prefix(5).map { "'\(quoted(ValueText.summary(of: $0)))'" }.joined(separator: ", ")
            throw RunError(
                .invalidValue, parameter: "input",
                "'\(quoted(wanted))' matches \(matches.count) \(entry.metadata.pluralName) (\(titles)\(matches.count > 5 ? ", …" : "")); give one's ID or its whole name"
            )
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(
                .actionFailed, parameter: "input",
                "\(entry.app.displayName) could not look up '\(quoted(wanted))': \(error)")
        }
    }
}
