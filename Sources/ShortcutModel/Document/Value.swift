import Foundation
import IntentKit

/// A value in a shortcut: a constant, a variable, or a question asked when the shortcut runs.
///
/// In a file each value is a one-key object (see docs/format.md):
/// `{"text": "Hi"}`, `{"text": ["Hello ", {"var": "<action id>", "path": ["author"]}]}`,
/// `{"number": 3}`, `{"boolean": true}`, `{"date": "2024-05-01T09:00:00Z"}`, `{"url": "…"}`,
/// `{"enum": "read"}`, `{"entity": {"type": "Books.BookEntity", "id": "…"}}`,
/// `{"measurement": {"value": 5, "unit": "kilometers"}}`, `{"file": {"path": "notes/todo.txt"}}`,
/// `{"currency": {"amount": "12.50", "currencyCode": "EUR"}}`, `{"person": {…}}`,
/// `{"list": [ … ]}`, `{"dictionary": {"title": {"text": "Dune"}}}`, `{"var": "input"}`,
/// `{"variable": "Total"}`, `{"secret": "GitHub token"}`, `{"ask": {"prompt": "…"}}`.
/// An entity is its type and identifier only, never a cached title.
package indirect enum Value: Sendable, Equatable {
    /// Text, possibly with variables inside it.
    case text([TextPart])
    case number(Double)
    case boolean(Bool)
    case date(Date)
    case url(URL)
    /// An enum case by its stored (raw) value.
    case enumCase(String)
    /// An entity by type identifier and entity identifier.
    case entity(type: TypeIdentifier, id: String)
    /// An amount with its unit (`5 km`).
    case measurement(IntentMeasurement)
    /// A file: a path in the Files root, or the file inline.
    case file(FileValue)
    /// An amount of money: `{"currency": {"amount": "12.50", "currencyCode": "EUR"}}`.
    case currency(IntentCurrencyAmount)
    /// A person: `{"person": {"identifier": {"contact": "C-17"}, "displayName": "Ada Lovelace"}}`.
    case person(IntentPerson)
    case list([Value])
    /// A dictionary: text keys in order, each with a value (a nested dictionary, a list, a variable …).
    case dictionary([DictionaryEntry])
    /// The output of an earlier action, a special variable, or a named variable.
    case variable(VariableReference)
    /// Asked each time the shortcut runs.
    case ask(prompt: String?)

    /// Plain text with no variables.
    package static func string(_ text: String) -> Value { .text(text.isEmpty ? [] : [.literal(text)]) }

    /// The text if this is plain text with no variables.
    package var plainText: String? {
        guard case .text(let parts) = self else { return nil }
        var out = ""
        for part in parts {
            guard case .literal(let text) = part else { return nil }
            out += text
        }
        return out
    }

    /// The names of the secrets this value uses, in order.
    package var secrets: [String] {
        variables.compactMap { if case .secret(let name) = $0.source { name } else { nil } }
    }

    /// Every variable this value reads, in order.
    package var variables: [VariableReference] {
        switch self {
        case .variable(let ref): [ref]
        case .text(let parts): parts.compactMap { if case .variable(let ref) = $0 { ref } else { nil } }
        case .list(let items): items.flatMap(\.variables)
        case .dictionary(let entries): entries.flatMap(\.value.variables)
        default: []
        }
    }
}

/// One key of a dictionary value and its value. Keys are plain text (no variables), unique in
/// their dictionary.
package struct DictionaryEntry: Sendable, Equatable {
    package var key: String
    package var value: Value

    package init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }
}

/// A piece of text: literal characters or a variable's value.
package enum TextPart: Sendable, Equatable {
    case literal(String)
    case variable(VariableReference)
}

/// A variable and, optionally, a detail of it: a property, or the first, last or count of a list.
package struct VariableReference: Sendable, Equatable, Hashable {
    /// Where the value comes from.
    package enum Source: Sendable, Equatable, Hashable {
        /// The output of the action with this id.
        case action(UUID)
        /// The input the shortcut was run with.
        case shortcutInput
        /// The date and time when the value is read.
        case currentDate
        /// The item of the innermost Repeat with Each.
        case repeatItem
        /// The 1-based index of the innermost Repeat or Repeat with Each.
        case repeatIndex
        /// A variable set with Set Variable or Add to Variable.
        case named(String)
        /// A secret kept outside the shortcut (`shortcuts secrets set NAME`), by name: its value
        /// is looked up only when an action needs it and never written anywhere.
        case secret(String)
    }

    /// One step into a value.
    package enum Step: Sendable, Equatable, Hashable {
        /// An `@Property` of an entity, by name.
        case property(String)
        /// The value for a key of a dictionary ("Response › items").
        case key(String)
        /// A capture group of a match of Match Text ("Matches › First Item › Group 1"); of each
        /// match for a list of them.
        case group(MatchGroup)
        case first, last, count
    }

    /// A capture group, by number (1 the first group, 0 the whole match) or by the name a
    /// named group has in the pattern (`(?<year>\d{4})`).
    package enum MatchGroup: Sendable, Equatable, Hashable {
        case index(Int)
        case name(String)
    }

    package var source: Source
    package var path: [Step]

    package init(_ source: Source, path: [Step] = []) {
        self.source = source
        self.path = path
    }
}
