import Foundation
import IntentKit
import JSONCore

/// A message part the peer can write as JSON bytes directly, without `JSONEncoder`.
///
/// The hot answers (a search's 50 entities) went through `JSONEncoder`'s boxing of every
/// value, a tenth of a search served through the protocol. The bytes are the same JSON the
/// `Encodable` conformance writes (members in the same order, nil members left out); the
/// conformance stays the reference and the fallback.
package protocol WireJSONWritable: Encodable {
    /// Appends the value's JSON; throws when it has none (a number that is not finite), so the
    /// caller falls back to `JSONEncoder`, which reports it.
    func writeJSON(to writer: inout WireJSONWriter) throws
}

/// Appends compact JSON to a byte buffer, escaping as `JSONEncoder` does with
/// `.withoutEscapingSlashes`.
package struct WireJSONWriter {
    package struct Unwritable: Error {}

    package var bytes: [UInt8] = []

    package init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// A JSON tree, compact.
    package mutating func node(_ node: JSONNode) {
        bytes.append(contentsOf: JSONWriter.writeCompact(node).utf8)
    }

    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                escape(byte)
                start = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(0x22)
        case 0x5C: bytes.append(0x5C)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    /// A comma, then a member name and its colon (for members after the object's first).
    package mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    package mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    package mutating func double(_ value: Double) throws(Unwritable) {
        guard value.isFinite else { throw Unwritable() }
        if let whole = JSONText.plainWholeNumber(value) {
            bytes.append(contentsOf: String(whole).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    package mutating func boolean(_ value: Bool) { value ? raw("true") : raw("false") }

    /// A value written by its `Encodable` conformance (the rare kinds: measurements, files,
    /// money), spliced in.
    package mutating func encoded(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        bytes.append(contentsOf: try encoder.encode(value))
    }
}

extension RPCID {
    func writeJSON(to writer: inout WireJSONWriter) {
        switch self {
        case .number(let n): writer.integer(n)
        case .string(let s): writer.string(s)
        }
    }
}

extension EntitiesResult: WireJSONWritable {
    package func writeJSON(to writer: inout WireJSONWriter) throws {
        writer.raw("{\"entities\":[")
        for (i, entity) in entities.enumerated() {
            if i > 0 { writer.raw(",") }
            try entity.writeJSON(to: &writer)
        }
        writer.raw("]}")
    }
}

extension WireEntity: WireJSONWritable {
    package func writeJSON(to writer: inout WireJSONWriter) throws {
        writer.raw("{\"type\":")
        writer.string(type.rawValue)
        if let id {
            writer.key("id")
            writer.string(id)
        }
        if let title {
            writer.key("title")
            writer.string(title)
        }
        if let subtitle {
            writer.key("subtitle")
            writer.string(subtitle)
        }
        if let systemImageName {
            writer.key("systemImageName")
            writer.string(systemImageName)
        }
        if let synonyms {
            writer.key("synonyms")
            writer.raw("[")
            for (i, synonym) in synonyms.enumerated() {
                if i > 0 { writer.raw(",") }
                writer.string(synonym)
            }
            writer.raw("]")
        }
        if let properties {
            writer.key("properties")
            writer.raw("{")
            var first = true
            for (name, value) in properties {
                if !first { writer.raw(",") }
                first = false
                writer.string(name)
                writer.raw(":")
                try value.writeJSON(to: &writer)
            }
            writer.raw("}")
        }
        writer.raw("}")
    }
}

extension WireValue: WireJSONWritable {
    package func writeJSON(to writer: inout WireJSONWriter) throws {
        switch self {
        case .text(let v):
            writer.raw("{\"text\":")
            writer.string(v)
        case .integer(let v):
            writer.raw("{\"integer\":")
            writer.integer(v)
        case .double(let v):
            writer.raw("{\"double\":")
            try writer.double(v)
        case .decimal(let v):
            writer.raw("{\"decimal\":")
            writer.string(v)
        case .boolean(let v):
            writer.raw("{\"boolean\":")
            writer.node(BooleanKind.node(v))
        case .date(let v):
            writer.raw("{\"date\":")
            writer.node(DateKind.node(v))
        case .url(let v):
            writer.raw("{\"url\":")
            writer.node(URLKind.node(v))
        case .enumeration(let v):
            writer.raw("{\"enum\":")
            writer.string(v)
        case .entity(let v):
            writer.raw("{\"entity\":")
            try v.writeJSON(to: &writer)
        case .list(let items):
            writer.raw("{\"list\":[")
            for (i, item) in items.enumerated() {
                if i > 0 { writer.raw(",") }
                try item.writeJSON(to: &writer)
            }
            writer.raw("]")
        case .measurement(let v):
            writer.raw("{\"measurement\":")
            writer.node(MeasurementKind.node(v))
        case .file(let v):
            writer.raw("{\"file\":")
            try writer.encoded(v)
        case .currency(let v):
            writer.raw("{\"currency\":")
            writer.node(CurrencyKind.node(v))
        case .person(let v):
            writer.raw("{\"person\":")
            writer.node(PersonKind.node(v))
        }
        writer.raw("}")
    }
}
