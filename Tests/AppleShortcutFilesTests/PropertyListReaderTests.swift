import Foundation
import Testing

@testable import AppleShortcutFiles

/// Property lists as Apple writes them read into typed values, and hostile ones refused with a
/// clear reason before Foundation's reader, which recurses and expands shared references, sees
/// them.
@Suite struct PropertyListReaderTests {
    static var workflow: [String: Any] {
        [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
                    "WFWorkflowActionParameters": ["WFTextActionText": "Hi"],
                ]
            ],
            "WFWorkflowClientVersion": "2607.0.2", "WFWorkflowHasShortcutInputVariables": false,
            "WFWorkflowIcon": ["WFWorkflowIconStartColor": 4_282_601_983, "WFWorkflowIconGlyphNumber": 59_511],
            "WFQuestions": [], "Ratio": 0.5,
        ]
    }

    @Test func binaryAndXMLReadAlike() throws {
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let data = try PropertyListSerialization.data(fromPropertyList: Self.workflow, format: format, options: 0)
            let value = try PropertyListReader.read(data)
            #expect(value["WFWorkflowClientVersion"] == .string("2607.0.2"))
            #expect(value["WFWorkflowHasShortcutInputVariables"] == .bool(false))
            #expect(value["WFWorkflowIcon"]?["WFWorkflowIconStartColor"] == .integer(4_282_601_983))
            #expect(value["Ratio"] == .real(0.5))
            #expect(value["WFQuestions"] == .array([]))
            let action = try #require(value["WFWorkflowActions"]?.array?.first)
            #expect(action["WFWorkflowActionParameters"]?["WFTextActionText"] == .string("Hi"))
        }
    }

    /// Forty arrays, each holding the one before twice: 2^40 values once expanded.
    @Test func aPlistBombIsRefused() {
        var plist = HandWrittenPlist()
        var last = plist.add(.string("boom"))
        for _ in 0..<40 { last = plist.add(.array([last, last])) }
        plist.top = last
        #expect(throws: PlistError.tooManyValues(limit: PlistLimits().maximumExpandedValues)) {
            try PropertyListReader.read(Data(plist.bytes()))
        }
    }

    @Test func nestingTenThousandDeepIsRefused() {
        var plist = HandWrittenPlist()
        var last = plist.add(.integer(1))
        for _ in 0..<10_000 { last = plist.add(.array([last])) }
        plist.top = last
        #expect(throws: PlistError.tooDeep(limit: PlistLimits().maximumDepth)) {
            try PropertyListReader.read(Data(plist.bytes()))
        }
        let xml =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#
            + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "</plist>"
        #expect(throws: PlistError.tooDeep(limit: PlistLimits().maximumDepth)) {
            try PropertyListReader.read(Data(xml.utf8))
        }
    }

    @Test func brokenStructuresAreRefusedSayingWhy() {
        func refusal(_ plist: HandWrittenPlist) -> String {
            do {
                _ = try PropertyListReader.read(Data(plist.bytes()))
                return "read"
            } catch { return "\(error)" }
        }
        var cycle = HandWrittenPlist()
        _ = cycle.add(.array([0]))
        #expect(refusal(cycle) == "object 0 contains itself")

        var missing = HandWrittenPlist()
        _ = missing.add(.array([7]))
        #expect(refusal(missing) == "object 0 refers to object 7, which does not exist")

        var huge = HandWrittenPlist()
        _ = huge.add(.raw([0xAF, 0x12, 0x7F, 0xFF, 0xFF, 0xFF]))
        #expect(refusal(huge).contains("claims"))

        var unknown = HandWrittenPlist()
        _ = unknown.add(.raw([0x70]))
        #expect(refusal(unknown).contains("unknown type"))

        var fine = HandWrittenPlist()
        let key = fine.add(.string("k"))
        let value = fine.add(.integer(3))
        fine.top = fine.add(.dictionary(keys: [key], values: [value]))
        #expect(refusal(fine) == "read")
        let whole = fine.bytes()
        for length in [0, 8, 20, whole.count - 1] {
            #expect(throws: PlistError.self) { try PropertyListReader.read(Data(whole.prefix(length))) }
        }
        #expect(throws: PlistError.self) { try PropertyListReader.read(Data("neither".utf8)) }
    }
}
