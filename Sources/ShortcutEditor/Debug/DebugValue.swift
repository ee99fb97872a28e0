import Foundation
import IntentKit
import ShortcutKit

/// One row of the debugger's variables pane: the shortcut's input, a named variable, a loop's
/// item or index, an action's output — or, drilled into, an entity's property, a dictionary's
/// key or a list's item. A live stop shows the values the run holds; a step looked back on shows
/// them as the run store kept them (entities by type and id).
struct DebugValue {
    enum Role: Equatable {
        case input, variable, item, index, output
        /// Inside another value: a property, a key, an item.
        case part
    }

    /// What the row holds.
    enum Content {
        /// A value the run holds now.
        case live((any Sendable)?)
        /// A value read back from the run store, in the document form.
        case kept(Value?)
        /// A kept value with no readable form (over the size cap): its summary and size.
        case summary(String, bytes: Int)
    }

    var role: Role
    var label: String
    var content: Content
    /// The action whose output it is (for an output row).
    var action: UUID?

    /// The most items of a list or a dictionary the drill-down lists.
    static let maximumChildren = 500

    init(_ role: Role, _ label: String, _ content: Content, action: UUID? = nil) {
        self.role = role
        self.label = label
        self.content = content
        self.action = action
    }

    /// A value as the run store kept it.
    init(_ role: Role, _ label: String, stored: StoredValue, action: UUID? = nil) {
        let content: Content =
            if let value = stored.value { .kept(value) } else if stored.bytes == 0 { .kept(nil) } else {
                .summary(stored.summary, bytes: stored.bytes)
            }
        self.init(role, label, content, action: action)
    }

    /// Its type in words: "text", "Book", "list of numbers".
    func typeName(in catalog: Catalog) -> String {
        switch content {
        case .live(let value):
            if value is JSONNull || value == nil { return "nothing" }
            return TypeRules.valueType(of: value).map(catalog.describe) ?? "value"
        case .kept(let value?): return Self.typeName(of: value, in: catalog)
        case .kept(nil): return "nothing"
        case .summary(_, let bytes): return "\(bytes) bytes, not kept whole"
        }
    }

    /// One line saying what it is.
    var summary: String {
        switch content {
        case .live(let value):
            return value == nil || value is JSONNull ? "no value" : ValueText.summary(of: value, limit: 80)
        case .kept(let value?): return Self.summary(of: value)
        case .kept(nil): return "no value"
        case .summary(let text, _): return text
        }
    }

    /// The whole value as text (for the field that edits it).
    var text: String {
        switch content {
        case .live(let value): return ValueText.text(of: value)
        case .kept(let value?):
            return RunReplay.runtime(value).map { ValueText.text(of: $0) } ?? Self.summary(of: value)
        case .kept(nil): return ""
        case .summary(let text, _): return text
        }
    }

    /// Whether it has parts to drill into.
    var hasChildren: Bool {
        switch content {
        case .live(let value):
            guard let value else { return false }
            if let entity = value as? any EntityValue { return !entity.entityPropertyValues.isEmpty }
            if let dictionary = value as? DictionaryValue { return !dictionary.isEmpty }
            if value is String { return false }
            return IntentValueConversion.elements(of: value).map { !$0.isEmpty } ?? false
        case .kept(let value?):
            switch value {
            case .list(let items): return !items.isEmpty
            case .dictionary(let entries): return !entries.isEmpty
            case .entity: return true
            default: return false
            }
        case .kept(nil), .summary: return false
        }
    }

    /// Its parts: an entity's properties, a dictionary's keys, a list's items (numbered from 1).
    func children(in catalog: Catalog) -> [DebugValue] {
        var parts: [DebugValue] = []
        var total = 0
        switch content {
        case .live(let value?):
            if let entity = value as? any EntityValue {
                parts = entity.entityPropertyValues.map { DebugValue(.part, $0.name, .live($0.value)) }
                total = parts.count
            } else if let dictionary = value as? DictionaryValue {
                total = dictionary.count
                parts = dictionary.entries.prefix(Self.maximumChildren).map {
                    DebugValue(.part, $0.key, .live($0.value))
                }
            } else if !(value is String), let items = IntentValueConversion.elements(of: value) {
                total = items.count
                parts = items.prefix(Self.maximumChildren).enumerated().map {
                    DebugValue(.part, "\($0.offset + 1)", .live($0.element))
                }
            }
        case .kept(let value?):
            switch value {
            case .list(let items):
                total = items.count
                parts = items.prefix(Self.maximumChildren).enumerated().map {
                    DebugValue(.part, "\($0.offset + 1)", .kept($0.element))
                }
            case .dictionary(let entries):
                total = entries.count
                parts = entries.prefix(Self.maximumChildren).map { DebugValue(.part, $0.key, .kept($0.value)) }
            case .entity(let type, let id):
                // The store keeps an entity as its type and id, as a shortcut file does.
                parts = [
                    DebugValue(.part, "Type", .kept(.string(catalog.typeName(type)))),
                    DebugValue(.part, "ID", .kept(.string(id))),
                ]
                total = parts.count
            default: break
            }
        default: break
        }
        if total > parts.count {
            parts.append(DebugValue(.part, "…", .summary("\(total - parts.count) more not listed", bytes: 0)))
        }
        return parts
    }

    private static func typeName(of value: Value, in catalog: Catalog) -> String {
        switch value {
        case .text: "text"
        case .number: "number"
        case .boolean: "boolean"
        case .date: "date"
        case .url: "URL"
        case .enumCase: "option"
        case .entity(let type, _): catalog.typeName(type)
        case .measurement: "measurement"
        case .file: "file"
        case .currency: "currency amount"
        case .person: "person"
        case .list(let items): items.isEmpty ? "list" : "list of \(typeName(of: items[0], in: catalog))"
        case .dictionary: "dictionary"
        case .variable: "variable"
        case .ask: "asked each time"
        }
    }

    private static func summary(of value: Value) -> String {
        switch value {
        case .entity(let type, let id): return "\(type.rawValue) \(id)"
        case .file(let file): return ValueText.summary(of: "\(file)", limit: 80)
        default:
            return RunReplay.runtime(value).map { ValueText.summary(of: $0, limit: 80) } ?? "no value"
        }
    }
}
