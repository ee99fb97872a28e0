import AppleShortcutFiles
import Foundation
import JSONCore
import ShortcutKit
import Testing

@testable import AppleImport

/// Apple's workflows, written by the tests in Apple's shapes, converted: each kind of action
/// and value becomes ours, control flow nests, and what has no counterpart is a placeholder that
/// keeps Apple's identifier and parameters.
@Suite struct AppleShortcutConverterTests {
    typealias W = AppleWorkflow
    static let textID = "11111111-1111-4111-8111-111111111111"
    static let splitID = "22222222-2222-4222-8222-222222222222"
    static let ifEnd = "33333333-3333-4333-8333-333333333333"

    func convert(_ workflow: PlistValue, installed: Set<String> = []) throws -> (
        ShortcutDocument, AppleShortcutConverter.Result
    ) {
        let result = AppleShortcutConverter.convert(
            workflow, name: "Imported", id: AppleImporter.id(for: "Imported"), shortcuts: ["Helper": UUID().uuidString],
            installedIntents: installed)
        return (try DocumentDecoder.decode(result.json), result)
    }

    @Test func textVariablesAndControlFlowConvert() throws {
        let workflow = W.workflow([
            W.action(
                "gettext", ["UUID": .string(Self.textID), "WFTextActionText": W.text(["Hello ", W.named("Who"), "!"])]),
            W.action(
                "text.split",
                ["UUID": .string(Self.splitID), "text": W.output(Self.textID), "WFTextSeparator": .string("Spaces")]),
            W.block(
                "conditional", group: "G1", mode: 0,
                [
                    "WFInput": W.output(Self.splitID), "WFCondition": .integer(99),
                    "WFConditionalActionString": .string("Hello"),
                ]),
            W.action("comment", ["WFCommentActionText": .string("found")]),
            W.block("conditional", group: "G1", mode: 1),
            W.action("exit"),
            W.block("conditional", group: "G1", mode: 2, uuid: Self.ifEnd),
            W.action("setvariable", ["WFVariableName": .string("Result"), "WFInput": W.output(Self.ifEnd)]),
        ])
        let (document, result) = try convert(workflow)
        #expect(result.placeholders.isEmpty)
        #expect(result.actions == 8 && result.mapped == 8)
        let json = DocumentEncoder.encode(document)
        #expect(json.contains(#""action": "Shortcuts.Text""#))
        #expect(json.contains(#""variable": "Who""#))
        #expect(json.contains(#""enum": "spaces""#))
        #expect(json.contains(#""condition": "contains""#))
        // The If's output is named by Apple's end marker, which is the If here.
        let ifAction = try #require(document.actions.first { $0.identifier == "if" })
        #expect(ifAction.id.uuidString == Self.ifEnd)
        #expect(json.contains(#""var": "\#(Self.ifEnd)""#))
        guard case .builtIn(let call) = ifAction.kind else {
            Issue.record("not a built-in")
            return
        }
        #expect(call.actions("then")?.map(\.identifier) == ["comment"])
        #expect(call.actions("else")?.map(\.identifier) == ["stop"])
    }

    /// "Does not contain" has no counterpart, but "contains" with the branches swapped is the same.
    @Test func doesNotContainSwapsTheBranches() throws {
        let workflow = W.workflow([
            W.action("gettext", ["UUID": .string(Self.textID), "WFTextActionText": .string("abc")]),
            W.block(
                "conditional", group: "G", mode: 0,
                ["WFCondition": .integer(999), "WFConditionalActionString": .string("z")]),
            W.action("comment", ["WFCommentActionText": .string("absent")]),
            W.block("conditional", group: "G", mode: 2),
        ])
        let (document, _) = try convert(workflow)
        guard case .builtIn(let call) = document.actions[1].kind else {
            Issue.record("not a built-in")
            return
        }
        #expect(DocumentEncoder.encode(document).contains(#""condition": "contains""#))
        #expect(call.actions("then") == [])
        #expect(call.actions("else")?.map(\.identifier) == ["comment"])
    }

    /// Apple numbers nested loops' items; an outer loop's is read from a variable its body sets.
    @Test func nestedLoopsKeepTheirItems() throws {
        let workflow = W.workflow([
            W.action("list", ["UUID": .string(Self.textID), "WFItems": .array([.string("a"), .string("b")])]),
            W.block("repeat.each", group: "outer", mode: 0, ["WFInput": W.output(Self.textID)]),
            W.block("repeat.count", group: "inner", mode: 0, ["WFRepeatCount": .integer(2)]),
            W.action(
                "gettext", ["WFTextActionText": W.text([W.named("Repeat Item"), "-", W.named("Repeat Index 2")])]),
            W.block("repeat.count", group: "inner", mode: 2),
            W.block("repeat.each", group: "outer", mode: 2),
        ])
        let (document, result) = try convert(workflow)
        #expect(result.placeholders.isEmpty)
        let json = DocumentEncoder.encode(document)
        #expect(json.contains(#""name": "Repeat Item 1""#))
        #expect(json.contains(#""variable": "Repeat Item 1""#))
        #expect(json.contains(#""var": "repeatIndex""#))
        #expect(!json.contains(#""name": "Repeat Index 2""#))
    }

    @Test func actionsWithNoCounterpartArePlaceholders() throws {
        let workflow = W.workflow([
            W.action("filter.reminders", ["UUID": .string(Self.textID), "WFContentItemLimitNumber": .integer(3)]),
            W.action("getitemfromlist", ["WFItemSpecifier": .string("Last Item")]),
            W.action("runworkflow", ["WFWorkflowName": .string("Elsewhere")]),
        ])
        let (document, result) = try convert(workflow)
        #expect(result.placeholders.map(\.title) == ["Find Reminders", "Run Shortcut"])
        #expect(result.placeholders[1].reason.contains("'Elsewhere'"))
        #expect(result.mapped == 1)
        let json = DocumentEncoder.encode(document)
        #expect(json.contains(#""identifier": "is.workflow.actions.filter.reminders""#))
        #expect(json.contains(#""WFContentItemLimitNumber": 3"#))
        // The list is the placeholder's output, as Apple passes it on.
        #expect(json.contains(#""list": {"#) && json.contains(#""var": "\#(Self.textID)""#))
    }

    @Test func valuesOfEveryShape() throws {
        let items: PlistValue = .dictionary([
            "Value": .dictionary([
                "WFDictionaryFieldValueItems": .array([
                    .dictionary(["WFKey": W.text(["name"]), "WFItemType": .integer(0), "WFValue": W.text(["Ada"])]),
                    .dictionary(["WFKey": W.text(["age"]), "WFItemType": .integer(3), "WFValue": W.text(["36"])]),
                    .dictionary([
                        "WFKey": W.text(["ok"]), "WFItemType": .integer(4),
                        "WFValue": .dictionary([
                            "Value": .bool(true), "WFSerializationType": .string("WFNumberSubstitutableState"),
                        ]),
                    ]),
                ])
            ]),
            "WFSerializationType": .string("WFDictionaryFieldValue"),
        ])
        let device: PlistValue = .dictionary([
            "Value": .dictionary([
                "Type": .string("DeviceDetails"),
                "Aggrandizements": .array([
                    .dictionary([
                        "Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string("Device Type"),
                    ])
                ]),
            ]),
            "WFSerializationType": .string("WFTextTokenAttachment"),
        ])
        let workflow = W.workflow([
            W.action("dictionary", ["UUID": .string(Self.textID), "WFItems": items]),
            W.action("getvalueforkey", ["WFInput": W.output(Self.textID), "WFDictionaryKey": .string("name")]),
            W.action(
                "gettext",
                [
                    "WFTextActionText": W.text([
                        W.output(
                            Self.textID,
                            aggrandizements: [
                                .dictionary([
                                    "Type": .string("WFDictionaryValueVariableAggrandizement"),
                                    "DictionaryKey": .string("age"),
                                ])
                            ])
                    ])
                ]),
            W.action("notification", ["WFNotificationActionBody": W.text(["on ", device])]),
        ])
        let (document, result) = try convert(workflow)
        #expect(result.placeholders.isEmpty, "\(result.placeholders)")
        let json = DocumentEncoder.encode(document)
        #expect(json.contains(#""age": {"#) && json.contains(#""number": 36"#))
        #expect(json.contains(#""boolean": true"#))
        #expect(json.contains(#""key": "age""#))
        // The Device Details variable is read by a Get Device Details put before the action.
        let kinds = document.actions.map(\.identifier)
        #expect(
            kinds == ["dictionary", "getDictionaryValue", "Shortcuts.Text", "getDeviceDetails", "showNotification"])
    }

    /// The same file gives the same document: ids made from the shortcut and the order.
    @Test func convertingAgainGivesTheSameDocument() throws {
        let workflow = W.workflow([
            W.action("comment", ["WFCommentActionText": .string("one")]),
            W.action("vibrate"),
        ])
        let first = AppleShortcutConverter.convert(
            workflow, name: "A", id: AppleImporter.id(for: "A"), shortcuts: [:], installedIntents: [])
        let second = AppleShortcutConverter.convert(
            workflow, name: "A", id: AppleImporter.id(for: "A"), shortcuts: [:], installedIntents: [])
        #expect(first.json == second.json)
    }

    /// Markers out of place (an end with no start, a start never ended) are not a crash.
    @Test func brokenControlFlowStillConverts() throws {
        let workflow = W.workflow([
            W.block("conditional", group: "X", mode: 2),
            W.block("repeat.count", group: "R", mode: 0, ["WFRepeatCount": .integer(2)]),
            W.action("comment", ["WFCommentActionText": .string("inside")]),
        ])
        let (document, _) = try convert(workflow)
        #expect(document.actions.map(\.identifier) == ["repeat"])
    }

    /// An installed app's intent that answers to Apple's action takes it, Apple's parameters it
    /// names going to its own; one it cannot convert stays a placeholder saying why.
    @Test func anAppsClaimConvertsApplesAction() throws {
        let claims = [
            "is.workflow.actions.addnewreminder": AppleClaim(
                intent: "Chores.AddChore", parameters: ["WFCalendarItemTitle": "title", "WFCalendarItemNotes": "notes"])
        ]
        let workflow = W.workflow([
            W.action("addnewreminder", ["WFCalendarItemTitle": W.text(["Bins"]), "WFAlertEnabled": .bool(true)]),
            W.action(
                "addnewreminder", ["WFCalendarItemTitle": .dictionary(["WFSerializationType": .string("WFMystery")])]),
        ])
        let result = AppleShortcutConverter.convert(
            workflow, name: "C", id: AppleImporter.id(for: "C"), shortcuts: [:], installedIntents: [], claims: claims)
        #expect(result.mapped == 1)
        #expect(result.json.contains(#""action": "Chores.AddChore""#))
        #expect(result.json.contains(#""title": {"#) && result.json.contains(#""text": "Bins""#))
        #expect(
            result.placeholders.first?.reason == "Chores.AddChore answers to it, but a value of Apple's kind WFMystery")
    }

    /// Numbers JSON cannot hold (NaN, infinity) neither break the document nor are lost: a
    /// placeholder keeps them, a number field takes "inf" as text, a value is refused.
    @Test func nonFiniteNumbersAreKeptOrRefused() throws {
        let workflow = W.workflow([
            W.action("vibrate", ["X": .real(.nan), "Y": .real(-.infinity)]),
            W.action("number", ["WFNumberActionNumber": .string("inf")]),
            W.action("number", ["WFNumberActionNumber": .real(.infinity)]),
        ])
        let (document, result) = try convert(workflow)
        #expect(result.mapped == 1)
        #expect(result.placeholders.last?.reason == "a number that is not finite (inf)")
        let json = DocumentEncoder.encode(document)
        #expect(json.contains(#""nonFinite": "nan""#) && json.contains(#""nonFinite": "-inf""#))
        #expect(json.contains(#""text": "inf""#))
        let exported = try #require(try? AppleExporter.export(document, shortcutNames: [:], lossy: false).get())
        let vibrate = exported.workflow["WFWorkflowActions"]?.array?.first?["WFWorkflowActionParameters"]
        #expect(vibrate?["Y"] == .real(-.infinity))
    }
}
