import Foundation
import IntentKit
import JSONCore
import Testing

/// The digit-by-digit reader of `2024-05-01T09:00:00Z` that the decoder shares with the app
/// protocol (`ISODate.parseWhole`) agrees with Foundation's ISO 8601 parser (and writer) and
/// leaves everything else to it.
@Suite struct FastISODateTests {
    @Test func agreesWithFoundationOnWhatTheEncoderWrites() throws {
        let writer = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        // 1583-01-01 (the first whole Gregorian year) to 9999-12-31, and the edges of months, leap
        // days, the epoch and the year 1900.
        var dates = (0..<2_000).map { _ in
            Date(timeIntervalSince1970: Double(Int64.random(in: -12_212_553_600...253_402_300_799, using: &generator)))
        }
        dates += [
            -12_212_553_600, -2_208_988_801, -2_208_988_800, -1, 0, 1, 951_782_400, 951_868_799, 4_107_542_399,
            253_402_300_799,
        ].map {
            Date(timeIntervalSince1970: $0)
        }
        for date in dates {
            let text = writer.string(from: date)
            let expected = try Date.ISO8601FormatStyle().parse(text)
            #expect(ISODate.parseWhole(text) == expected, "\(text)")
            #expect(try DateKind.read(.string(text)) == expected, "\(text)")
        }
    }

    @Test func leavesOtherFormsToFoundation() throws {
        for text in [
            "1582-12-31T23:59:59Z", "1582-10-10T00:00:00Z", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z",
            "2024-13-01T00:00:00Z", "2024-00-01T00:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01T09:60:00Z",
            "2016-12-31T23:59:60Z", "2024-05-01T09:00:00+02:00", "2024-05-01T09:00:00.5Z", "2024-05-01 09:00:00Z",
            "2024-05-01T09:00:0AZ", "２024-05-01T09:00:00Z", "",
        ] {
            #expect(ISODate.parseWhole(text) == nil, "\(text)")
        }
        // A leap day and an offset still read, through Foundation.
        #expect(ISODate.parseWhole("2024-02-29T12:00:00Z") == Date(timeIntervalSince1970: 1_709_208_000))
        #expect(try DateKind.read(.string("2024-05-01T11:00:00+02:00")) == Date(timeIntervalSince1970: 1_714_554_000))
        // Fractional seconds too, as an app's dates have them; they are written back.
        let fractional = try DateKind.read(.string("2024-05-01T09:00:00.5Z"))
        #expect(fractional == Date(timeIntervalSince1970: 1_714_554_000.5))
        #expect(DateKind.node(fractional) == .string("2024-05-01T09:00:00.500Z"))
    }
}
