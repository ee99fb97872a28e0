import BundledContent
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A Find row's comparator is decoded when the file is read: a typed value from then on, and a
/// name the format does not know is a load error with the row, line and column.
@Suite struct ComparatorDecodingTests {
    static let find =
        #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "T", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "find", "entity": "Books.BookEntity", "where": ["#

    func decode(_ rows: String) throws(DocumentError) -> ShortcutDocument {
        try DocumentDecoder.decode(Self.find + rows + "]}]}", file: "t.json")
    }

    @Test func knownComparatorsDecodeToTheirCase() throws {
        let document = try decode(
            #"{"property": "title", "comparator": "hasPrefix", "value": {"text": "A"}}, {"property": "pageCount", "comparator": "isBetween", "value": {"number": 1}, "value2": {"number": 2}}"#
        )
        guard case .find(let find) = document.actions[0].kind else {
            Issue.record("expected a Find")
            return
        }
        #expect(find.conditions.map(\.comparator) == [.query(.hasPrefix), .query(.isBetween)])
    }

    @Test func anUnknownComparatorIsALoadErrorNamingTheRow() {
        let rows =
            #"{"property": "title", "comparator": "contains", "value": {"text": "A"}}, {"property": "title", "comparator": "lessThen", "value": {"text": "B"}}"#
        #expect(throws: DocumentError.self) { try decode(rows) }
        do {
            _ = try decode(rows)
        } catch {
            let column = (Self.find + rows).range(of: "\"lessThen\"").map {
                (Self.find + rows).distance(from: (Self.find + rows).startIndex, to: $0.lowerBound) + 1
            }
            #expect(error.line == 1)
            #expect(error.column == column)
            #expect(
                error.message
                    == "where row 2: 'lessThen' is not a comparator (expected one of: equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, isBetween, contains, hasPrefix, hasSuffix, isInTheLast, isNotInTheLast)"
            )
        }
    }

    @Test func everyComparatorWritesBackTheNameItWasReadFrom() throws {
        for comparator in ComparatorKind.allCases {
            let value2 = comparator.takesTwoValues ? #", "value2": {"number": 2}"# : ""
            let document = try decode(
                #"{"property": "pageCount", "comparator": "\#(comparator.rawValue)", "value": {"number": 1}\#(value2)}"#
            )
            let written = DocumentEncoder.encode(document)
            #expect(written.contains(#""comparator": "\#(comparator.rawValue)""#))
            #expect(try DocumentDecoder.decode(written) == document)
        }
    }

    @Test func aRelativeComparatorReadsItsUnitAndWritesItBack() throws {
        let document = try decode(
            #"{"property": "dateRead", "comparator": "isInTheLast", "value": {"number": 3}, "unit": "months"}, {"property": "dateRead", "comparator": "isNotInTheLast", "value": {"number": 2}, "unit": "hours"}"#
        )
        guard case .find(let find) = document.actions[0].kind else {
            Issue.record("expected a Find")
            return
        }
        #expect(find.conditions.map(\.comparator) == [.isInTheLast(.months), .isNotInTheLast(.hours)])
        let written = DocumentEncoder.encode(document)
        #expect(written.contains(#""comparator": "isInTheLast""#) && written.contains(#""unit": "months""#))
        #expect(try DocumentDecoder.decode(written) == document)
    }

    @Test func aUnitIsRequiredByRelativeComparatorsAndRefusedByOthers() {
        func message(_ rows: String) -> String? {
            do {
                _ = try decode(rows)
                return nil
            } catch { return error.message }
        }
        #expect(
            message(#"{"property": "dateRead", "comparator": "isInTheLast", "value": {"number": 3}}"#)
                == "where row 1: isInTheLast needs a 'unit' (one of: hours, days, weeks, months, years)")
        #expect(
            message(
                #"{"property": "dateRead", "comparator": "isInTheLast", "value": {"number": 3}, "unit": "fortnights"}"#)
                == "where row 1: 'fortnights' is not a unit (expected one of: hours, days, weeks, months, years)")
        #expect(
            message(#"{"property": "dateRead", "comparator": "lessThan", "value": {"number": 3}, "unit": "days"}"#)
                == "where row 1: 'unit' is only for isInTheLast and isNotInTheLast, not lessThan")
    }

    @Test func everyExampleReadsAndWritesBackByteIdentical() throws {
        #expect(!ExampleShortcuts.all.isEmpty)
        for (fileName, text) in ExampleShortcuts.all {
            #expect(DocumentEncoder.encode(try DocumentDecoder.decode(text, file: fileName)) == text, "\(fileName)")
        }
    }
}
