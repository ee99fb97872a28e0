import Foundation
import IntentKit

/// A dictionary while a shortcut runs: text keys in the order they were first set, each with a
/// value of any kind (text, numbers, dates, lists, other dictionaries, entities).
///
/// Setting a key that exists replaces its value in place; a new key goes last. Reading a key is
/// a hash lookup, so Get Dictionary Value stays constant-time in long dictionaries.
package struct DictionaryValue: Sendable, Equatable, CustomStringConvertible {
    /// The keys, in order.
    package private(set) var keys: [String] = []
    private var storage: [String: any Sendable] = [:]

    package init() {}

    /// A dictionary of `entries` in order; a key given twice keeps its last value at its first place.
    package init(_ entries: [(key: String, value: any Sendable)]) {
        for entry in entries { self[entry.key] = entry.value }
    }

    package var count: Int { keys.count }
    package var isEmpty: Bool { keys.isEmpty }

    /// The values, in the order of their keys.
    package var values: [any Sendable] { keys.map { storage[$0]! } }

    /// The entries, in order.
    package var entries: [(key: String, value: any Sendable)] { keys.map { ($0, storage[$0]!) } }

    /// The value for `key`; setting `nil` removes the key.
    package subscript(key: String) -> (any Sendable)? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// Compact JSON on one line: what titles and one-line summaries show.
    package var description: String { JSONView.compactText(of: self) }

    /// Equal when they have the same keys in the same order and equal values (compared as
    /// their JSON view, the one form every value has).
    package static func == (a: DictionaryValue, b: DictionaryValue) -> Bool {
        a.keys == b.keys && JSONView.node(of: a) == JSONView.node(of: b)
    }
}

/// JSON's `null`, kept inside dictionaries and lists read from JSON so that writing them back
/// gives `null` again. It reads as empty text and has no type.
package struct JSONNull: Sendable, Equatable, CustomStringConvertible {
    package init() {}
    package var description: String { "" }
}
