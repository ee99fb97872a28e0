import Foundation
import IntentKit
import JSONCore
import ShortcutModel

/// A run-time value as the run store keeps it: in a shortcut file's value form (entities by type
/// and id, as documents keep them), so a replay can give it back to the actions after it, with
/// its secrets masked and a cap on its size.
package struct StoredValue: Sendable, Equatable {
    /// The value's JSON in the document form (`{"text": "…"}`), `nil` when it was larger than the
    /// cap (then ``head`` holds its start) or there was no value.
    package var json: String?
    /// One line saying what it was ("3 items", "Dune"), always kept.
    package var summary: String
    /// How many bytes its JSON had.
    package var bytes: Int
    /// The first ``StoredValue/headBytes`` bytes of the JSON of a value over the cap.
    package var head: String?

    /// The most bytes of JSON one value keeps in full.
    package static let cap = 64 * 1024
    /// How much of a larger value's JSON is kept.
    package static let headBytes = 4 * 1024
    /// The most bytes of JSON a parameter's value keeps in full: it is most often an earlier
    /// action's output, kept in full with that action.
    package static let parameterCap = 16 * 1024

    /// `value` as it is kept, every secret the run used masked (`redact`); its JSON in full when
    /// it has at most `cap` bytes.
    package init(_ value: (any Sendable)?, cap: Int = StoredValue.cap, redact: (String) -> String) {
        summary = redact(ValueText.summary(of: value))
        guard let value, let document = Self.document(value, depth: 0) else {
            json = nil
            bytes = 0
            return
        }
        let written = JSONWriter.writeCompact(DocumentEncoder.node(document))
        let text = redact(written)
        bytes = text.utf8.count
        // Masking works on the text: a secret that was a bare number leaves `••••` where JSON
        // needs one. Such a value keeps its summary and size, not JSON that does not read.
        if text != written, (try? JSONParser.parse(text)) == nil {
            json = nil
            return
        }
        if bytes <= cap {
            json = text
        } else {
            json = nil
            head = String(decoding: text.utf8.prefix(Self.headBytes), as: UTF8.self)
        }
    }

    package init(json: String?, summary: String, bytes: Int, head: String?) {
        self.json = json
        self.summary = summary
        self.bytes = bytes
        self.head = head
    }

    /// The value back in the document form, for a replay; `nil` when none was kept in full.
    package var value: Value? {
        guard let json, let node = try? JSONParser.parse(json) else { return nil }
        return try? DocumentDecoder.decodeValue(node)
    }

    /// A run-time value in the document form: what a shortcut file could hold as a constant.
    /// Entities are their type and id; an entity without an id, and anything else the form has
    /// no kind for, is its title as text.
    static func document(_ value: any Sendable, depth: Int) -> Value? {
        guard depth < ShortcutLimits.maximumNesting else { return .string(IntentValueText.title(of: value)) }
        switch value {
        case is JSONNull: return nil
        case let text as String: return .string(text)
        case let match as TextMatch: return .string(match.text)
        case let flag as Bool: return .boolean(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return number.isFinite ? .number(number) : .string(String(number))
        case let number as Decimal: return .number(NSDecimalNumber(decimal: number).doubleValue)
        case let date as Date: return .date(date)
        case let url as URL: return .url(url)
        case let amount as IntentMeasurement: return .measurement(amount)
        case let amount as IntentCurrencyAmount: return .currency(amount)
        case let person as IntentPerson: return .person(person)
        case let file as IntentFile:
            // A file on disk by its URL: its bytes are not read (it may be any size); a file made
            // of data is that data, which the cap then bounds.
            if let url = file.fileURL { return .url(url) }
            return .file(.inline(name: file.filename, type: file.type?.identifier, data: file.data))
        case let item as any AppEnum: return .enumCase(item.storedValue)
        case let item as RemoteEnumCase: return .enumCase(item.storedValue)
        case let entity as any EntityValue:
            guard let id = entity.entityIdentifier else { return .string(IntentValueText.title(of: entity)) }
            return .entity(type: entity.entityTypeIdentifier, id: id)
        case let dictionary as DictionaryValue:
            return .dictionary(
                // A null (JSON's, in a dictionary from Make JSON) has no document form: empty text.
                dictionary.entries.map { DictionaryEntry($0.key, document($0.value, depth: depth + 1) ?? .string("")) })
        default:
            if let list = IntentValueConversion.elements(of: value) {
                return .list(list.compactMap { document($0, depth: depth + 1) })
            }
            return .string(IntentValueText.title(of: value))
        }
    }
}
