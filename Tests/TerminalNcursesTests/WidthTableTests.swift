import BlockingTestSupport
import CNcursesw
import Foundation
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// TextWidth must measure exactly as ncurses does, through glibc's wcwidth. These compare every
/// code point, and keep the generated tables in step with the C library.
@Suite("Width tables against glibc", .serialized)
struct WidthTableTests {
    init() { TerminalLocale.ensureUTF8() }

    @Test("TextWidth.wcwidth equals glibc's wcwidth for every code point")
    func everyCodePoint() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let ours = TextWidth.wcwidth(value)
            let theirs = Int(cnc_wcwidth(value))
            if ours != theirs && mismatches.count < 10 {
                mismatches.append(String(format: "U+%04X: ours %d, glibc %d", value, ours, theirs))
            }
        }
        #expect(
            mismatches.isEmpty,
            "\(mismatches.joined(separator: "\n"))\nRegenerate: WCWIDTH_TABLES_OUT=1 swift test --filter WidthTableTests"
        )
    }

    @Test("The committed tables are what glibc generates (WCWIDTH_TABLES_OUT=1 rewrites them)")
    func tablesUpToDate() throws {
        let file = TestRepository.root
            .appendingPathComponent("Sources/TerminalUI/Text/TextWidth+Tables.swift")
        let generated = Self.generateTables()
        if ProcessInfo.processInfo.environment["WCWIDTH_TABLES_OUT"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == generated)
    }

    /// The Swift source of the tables, from glibc in the current (UTF-8) locale.
    static func generateTables() -> String {
        func ranges(where wanted: (UInt32, Int) -> Bool) -> [ClosedRange<UInt32>] {
            var result: [ClosedRange<UInt32>] = []
            var start: UInt32?
            for value in UInt32(0)...0x110000 {
                let inside =
                    value <= 0x10FFFF && !(0xD800...0xDFFF).contains(value) && wanted(value, Int(cnc_wcwidth(value)))
                if inside, start == nil { start = value }
                if !inside, let first = start {
                    result.append(first...(value - 1))
                    start = nil
                }
            }
            return result
        }
        func emit(_ name: String, _ doc: String, _ ranges: [ClosedRange<UInt32>]) -> String {
            var lines = ["    /// \(doc)", "    static let \(name): [ClosedRange<UInt32>] = ["]
            var row: [String] = []
            for range in ranges {
                row.append(String(format: "0x%04X...0x%04X,", range.lowerBound, range.upperBound))
                if row.count == 4 {
                    lines.append("        " + row.joined(separator: " "))
                    row = []
                }
            }
            if !row.isEmpty { lines.append("        " + row.joined(separator: " ")) }
            lines.append("    ]")
            return lines.joined(separator: "\n")
        }
        let isControl = { (value: UInt32) in value < 0x20 || (value >= 0x7F && value < 0xA0) }
        return """
            // swift-format-ignore-file
            // Generated from glibc's wcwidth in a UTF-8 locale by Tests/TerminalNcursesTests/WidthTableTests.swift
            // (`WCWIDTH_TABLES_OUT=1 swift test --filter WidthTableTests` rewrites it). Do not edit by hand:
            // these tables must give the widths ncurses measures with, or columns drift.

            extension TextWidth {
            \(emit("zeroWidthRanges", "Printable scalars that take no column: combining marks, format characters, Hangul medial and final jamo.", ranges { $1 == 0 }))

            \(emit("doubleWidthRanges", "Scalars that take two columns: East Asian wide and fullwidth characters, emoji presentation.", ranges { $1 == 2 }))

            \(emit("unprintableRanges", "Scalars outside the C0 and C1 controls that wcwidth rejects: unassigned code points and noncharacters.", ranges { !isControl($0) && $1 == -1 }))
            }

            """
    }
}
