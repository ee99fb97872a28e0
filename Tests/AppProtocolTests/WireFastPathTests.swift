import Foundation
import IntentKit
import JSONCore
import Testing

@testable import AppProtocol

/// The protocol's direct JSON writer and reader agree with the `Codable` conformances they
/// stand in for, and leave to them everything they do not read exactly alike.
@Suite struct WireFastPathTests {
    static let samples: [WireValue] = [
        .text("plain"), .text(""), .text("quote \" backslash \\ slash / tab \t line\nfeed \r bell \u{07} del \u{7F}"),
        .text("wide: café 日本 🚲 and U+2028 \u{2028} U+2029 \u{2029}"), .integer(0), .integer(-42), .integer(Int.max),
        .integer(Int.min), .double(2.5), .double(-0.1), .double(3), .double(1e-7), .double(1.7976931348623157e308),
        .double(123_456_789.123), .decimal("1.10"), .boolean(true), .boolean(false),
        .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1_714_554_000)),
        .date(Date(timeIntervalSince1970: 1_714_554_000.25)), .url(URL(string: "https://example.com/a?b=c&d=é")!),
        .enumeration("read"),
        .entity(
            WireEntity(
                type: "Books.BookEntity", id: "42", title: "Gardens", subtitle: "Ann, 2001",
                systemImageName: "book.closed", synonyms: ["G", "Gärten"],
                properties: [
                    "pageCount": .integer(320), "dateRead": .date(Date(timeIntervalSince1970: 86_400)),
                    "shelf": .enumeration("read"),
                    "region": .entity(WireEntity(type: "Trails.Region", id: "r", properties: ["name": .text("N")])),
                ])),
        .entity(WireEntity(type: "Books.Transient", id: nil)),
        .list([.text("a"), .list([.integer(1)]), .list([])]),
        .measurement(IntentMeasurement(value: 5.5, unit: IntentMeasurementUnit(rawValue: "kilometers")!)),
        .file(WireFile(name: "a.txt", type: "public.plain-text", data: Data("hi".utf8))),
        .currency(IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR")),
    ]

    static func written(_ value: some WireJSONWritable) throws -> [UInt8] {
        var writer = WireJSONWriter()
        try value.writeJSON(to: &writer)
        return writer.bytes
    }

    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    static func node(_ bytes: [UInt8]) throws -> JSONNode {
        try JSONParser.parse(String(decoding: bytes, as: UTF8.self))
    }

    @Test(arguments: samples) func theWriterWritesWhatTheDecoderReadsBack(_ value: WireValue) throws {
        let bytes = try Self.written(value)
        #expect(try JSONDecoder().decode(WireValue.self, from: Data(bytes)) == value)
        // One line: no raw line feed (the protocol's framing).
        #expect(!bytes.contains(0x0A))
    }

    @Test(arguments: samples) func theReaderReadsWhatTheEncoderWrote(_ value: WireValue) throws {
        #expect(WireValue(wireJSON: try Self.node(try Self.encoded(value))) == value)
    }

    @Test func aResultOfEntitiesRoundTrips() throws {
        let entities = Self.samples.compactMap { value -> WireEntity? in
            if case .entity(let entity) = value { return entity }
            return nil
        }
        let result = EntitiesResult(entities: entities + entities)
        let bytes = try Self.written(result)
        #expect(try JSONDecoder().decode(EntitiesResult.self, from: Data(bytes)) == result)
        #expect(EntitiesResult(wireJSON: try Self.node(bytes)) == result)
    }

    @Test(arguments: [
        #"{"integer": 1.5}"#, #"{"integer": 1e3}"#, #"{"text": 1}"#, #"{"text": "a", "enum": "b"}"#, #"{}"#,
        #"{"date": "yesterday"}"#, #"{"boolean": "true"}"#, #"{"colour": "red"}"#, #"{"list": [{"text": 1}]}"#,
        #"{"entity": {"id": "1"}}"#, #"{"entity": {"type": "A.B", "id": 3}}"#, #"{"double": "2"}"#,
    ])
    func theReaderLeavesWhatItDoesNotReadExactlyToTheDecoder(_ json: String) throws {
        #expect(WireValue(wireJSON: try JSONParser.parse(json)) == nil)
    }

    @Test func anEnvelopeReadFromTheTreeIsTheDecodersEnvelope() throws {
        let lines = [
            #"{"jsonrpc":"2.0","id":7,"result":{"entities":[]}}"#,
            #"{"jsonrpc":"2.0","id":"a","method":"x","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"$/log","params":{"level":"info","message":"m"}}"#,
            #"{"jsonrpc":"1.0","id":null,"result":null}"#, #"{"id":3}"#,
        ]
        for line in lines {
            let parsed = try #require(ParsedLine(Array(line.utf8)))
            let fast = try #require(RPCEnvelope(parsed: parsed))
            let slow = try JSONDecoder().decode(RPCEnvelope.self, from: Data(line.utf8))
            #expect(fast.jsonrpc == slow.jsonrpc && fast.id == slow.id && fast.method == slow.method)
            #expect(fast.hasResult == slow.hasResult && fast.hasID == slow.hasID && slow.error == nil)
        }
        // An error, or an id that is no whole number, is left to the decoder.
        for line in [#"{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}}"#, #"{"jsonrpc":"2.0","id":1.5}"#] {
            #expect(RPCEnvelope(parsed: try #require(ParsedLine(Array(line.utf8)))) == nil)
        }
    }
}

/// Whole-second dates are written and read digit by digit; the format style stays the reference.
@Suite struct ISODateTests {
    static let whole = Date.ISO8601FormatStyle()

    @Test func digitsMatchTheFormatStyleAcrossTheCalendar() throws {
        var generator = SystemRandomNumberGenerator()
        // From 1583-01-01 (the format style counts earlier dates in the Julian calendar) to 9999.
        var seconds: [Double] = [0, -1, 86_399, 86_400, 951_782_400, 4_107_542_399, -12_212_553_600, 253_402_300_799]
        for _ in 0..<2000 {
            seconds.append(Double(Int64.random(in: -12_212_553_600...253_402_300_799, using: &generator)))
        }
        for second in seconds {
            let date = Date(timeIntervalSince1970: second)
            let text = try #require(ISODate.formatWhole(seconds: second))
            #expect(text == Self.whole.format(date), "\(second)")
            #expect(ISODate.parseWhole(text) == date, "\(text)")
            #expect(ISODate.format(date) == text)
        }
    }

    @Test func whatTheDigitsDoNotReadGoesToTheFormatStyle() {
        #expect(ISODate.formatWhole(seconds: -12_212_553_601) == nil) // 1582, Julian in the format style
        let julian = Date(timeIntervalSince1970: -30_000_000_000)
        #expect(ISODate.parse(ISODate.format(julian)) == julian)
        for text in [
            "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z",
            "2024-01-01T00:00:00+02:00", "2024-01-01 00:00:00Z", "1582-10-20T00:00:00Z",
        ] {
            #expect(ISODate.parseWhole(text) == nil, "\(text)")
        }
        #expect(ISODate.parseWhole("2024-02-29T23:59:59Z") != nil)
        let fractional = Date(timeIntervalSince1970: 1_714_554_000.5)
        #expect(ISODate.parse(ISODate.format(fractional)) == fractional)
    }
}
