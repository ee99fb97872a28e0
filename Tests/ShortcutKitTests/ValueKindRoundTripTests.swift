import AppProtocol
import Foundation
import JSONCore
import ShortcutKit
import ShortcutsMCP
import Testing

@testable import IntentKit

/// Every leaf kind of value (one whose Swift value is the same in documents, metadata, on the
/// wire and in MCP) makes the round trip through each of those forms, and the three JSON forms
/// of it are one form: what one layer writes, another reads.
@Suite struct ValueKindRoundTripTests {
    /// A sample of one kind, as each layer carries it.
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var document: ShortcutKit.Value
        var metadata: MetadataValue
        var wire: WireValue
        var type: ValueType
        var kind: IntentValueKind
        var testDescription: String { name }
    }

    static let samples: [Sample] = {
        let date = ISODate.parse("2024-05-01T09:30:00Z")!
        // An app's dates have fractional seconds, and every layer keeps them.
        let moment = Date(timeIntervalSince1970: 1_714_555_800.25)
        let url = URL(string: "https://example.com/a?b=1")!
        let length = IntentMeasurement.parse("5 km", in: .length)!
        let money = IntentCurrencyAmount.parse("12.50 EUR")!
        let person = IntentPerson.parse("Ada Lovelace <ada@example.com>")!
        return [
            Sample(
                name: "boolean", document: .boolean(true), metadata: .boolean(true), wire: .boolean(true),
                type: .boolean, kind: .boolean),
            Sample(
                name: "date", document: .date(date), metadata: .date(date), wire: .date(date), type: .date, kind: .date),
            Sample(
                name: "date, fractional seconds", document: .date(moment), metadata: .date(moment),
                wire: .date(moment), type: .date, kind: .date),
            Sample(name: "url", document: .url(url), metadata: .url(url), wire: .url(url), type: .url, kind: .url),
            Sample(
                name: "measurement", document: .measurement(length), metadata: .measurement(length),
                wire: .measurement(length), type: .measurement(.length), kind: .measurement(.length)),
            Sample(
                name: "currency", document: .currency(money), metadata: .currency(money), wire: .currency(money),
                type: .currency, kind: .currency),
            Sample(
                name: "person", document: .person(person), metadata: .person(person), wire: .person(person),
                type: .person, kind: .person),
        ]
    }()

    /// The samples cover the table of leaf kinds: a kind added to it without a sample here fails.
    @Test func everyLeafKindHasASample() {
        let names = Set(Self.samples.map(\.name))
        for kind in LeafValueKinds.all { #expect(names.contains(kind.tag), "\(kind.tag) has no sample") }
    }

    /// A JSON text as a value compared without regard to the order of members.
    static func normalized(_ text: String) throws -> NSObject {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test(arguments: samples)
    func documentForm(_ sample: Sample) throws {
        let text = JSONWriter.writeCompact(DocumentEncoder.node(sample.document))
        #expect(try DocumentDecoder.decodeValue(JSONParser.parse(text)) == sample.document, "\(text)")
    }

    @Test(arguments: samples)
    func metadataForm(_ sample: Sample) throws {
        let text = String(decoding: try JSONEncoder().encode(sample.metadata), as: UTF8.self)
        #expect(try JSONDecoder().decode(MetadataValue.self, from: Data(text.utf8)) == sample.metadata, "\(text)")
        // The registration cache's own reader takes what the cache writer wrote.
        #expect(try CachedMetadataReader.value(JSONParser.parse(text)) == sample.metadata, "\(text)")
    }

    @Test(arguments: samples)
    func wireForm(_ sample: Sample) throws {
        let text = String(decoding: try JSONEncoder().encode(sample.wire), as: UTF8.self)
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(text.utf8)) == sample.wire, "\(text)")
        // The fast writer and reader of the app protocol agree with the Codable ones.
        var writer = WireJSONWriter()
        try sample.wire.writeJSON(to: &writer)
        let fast = try #require(ParsedLine(writer.bytes))
        #expect(WireValue(wireJSON: fast.root) == sample.wire)
        #expect(try Self.normalized(String(decoding: writer.bytes, as: UTF8.self)) == Self.normalized(text))
    }

    /// The document, metadata and wire forms of a kind are one JSON form.
    @Test(arguments: samples)
    func oneFormForEveryLayer(_ sample: Sample) throws {
        let document = JSONWriter.writeCompact(DocumentEncoder.node(sample.document))
        let metadata = String(decoding: try JSONEncoder().encode(sample.metadata), as: UTF8.self)
        let wire = String(decoding: try JSONEncoder().encode(sample.wire), as: UTF8.self)
        #expect(try Self.normalized(document) == Self.normalized(metadata), "\(document) ≠ \(metadata)")
        #expect(try Self.normalized(document) == Self.normalized(wire), "\(document) ≠ \(wire)")
        // What one layer wrote, the others read.
        #expect(try DocumentDecoder.decodeValue(JSONParser.parse(wire)) == sample.document)
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(document.utf8)) == sample.wire)
        #expect(try JSONDecoder().decode(MetadataValue.self, from: Data(wire.utf8)) == sample.metadata)
    }

    /// An MCP client gives a parameter's value as the JSON the tool's schema describes (a
    /// parameter's default is written the same way); read back as the run reads it, it is the
    /// same value.
    @Test(arguments: samples)
    func mcpForm(_ sample: Sample) async throws {
        let json = ToolSchema.json(sample.metadata)
        let catalog = Catalog(apps: [])
        let argument = try ArgumentReader(catalog: catalog).value(json, as: sample.type, name: sample.name)
        switch argument {
        case .text(let parts):
            // Text, converted when the shortcut runs as any text given for the kind.
            let text = try #require(ShortcutKit.Value.text(parts).plainText, "\(parts)")
            let read = try await IntentValueParsing.parse(text, as: sample.kind)
            #expect(MetadataValue(read) == sample.metadata, "\(text)")
        default:
            #expect(argument == sample.document)
        }
    }
}
