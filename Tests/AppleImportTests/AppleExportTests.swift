import AppleShortcutFiles
import Foundation
import JSONCore
import ShortcutKit
import Testing

@testable import AppleImport

/// Export to Apple's format: importing what it writes gives the same document, the property list
/// has what Apple's app reads, and what has no counterpart is refused (or, lossy, a Comment).
@Suite struct AppleExportTests {
    typealias W = AppleWorkflow

    func imported(_ workflow: PlistValue, name: String = "Round") throws -> ShortcutDocument {
        let result = AppleShortcutConverter.convert(
            workflow, name: name, id: AppleImporter.id(for: name),
            shortcuts: ["Helper": AppleImporter.id(for: "Helper").uuidString],
            installedIntents: ["Files.SaveFile", "Files.GetFile"])
        return try DocumentDecoder.decode(result.json)
    }

    func exported(_ document: ShortcutDocument, lossy: Bool = false) throws -> PlistValue {
        let names = [AppleImporter.id(for: "Helper"): "Helper"]
        switch AppleExporter.export(document, shortcutNames: names, lossy: lossy) {
        case .success(let output):
            // Through the bytes `shortcuts export` writes, and back.
            let data = try AppleExporter.binaryPlist(output.workflow)
            #expect(data.starts(with: Array("bplist00".utf8)))
            return try PropertyListReader.read(data)
        case .failure(let error): throw error
        }
    }

    /// A workflow of most of what an import converts, nested loops, a menu, a placeholder and an
    /// If an import keeps behind one.
    static var everything: PlistValue {
        let list = "66666666-6666-4666-8666-666666666666"
        let text = "77777777-7777-4777-8777-777777777777"
        let date = "88888888-8888-4888-8888-888888888888"
        return W.workflow(
            [
                W.action("list", ["UUID": .string(list), "WFItems": .array([.string("a"), .string("b")])]),
                W.action(
                    "gettext", ["UUID": .string(text), "WFTextActionText": W.text(["Hi ", W.named("Who"), "!"])]),
                W.action(
                    "text.split",
                    [
                        "text": W.output(text), "WFTextSeparator": .string("Custom"),
                        "WFTextCustomSeparator": .string("-"),
                    ]),
                W.action("text.combine", ["text": W.output(text), "WFTextSeparator": .string("New Lines")]),
                W.action("date", ["UUID": .string(date), "WFDateActionMode": .string("Current Date")]),
                W.action(
                    "adjustdate",
                    [
                        "WFDate": W.output(date), "WFAdjustOperation": .string("Add"),
                        "WFDuration": .dictionary([
                            "Value": .dictionary(["Magnitude": .string("3"), "Unit": .string("days")]),
                            "WFSerializationType": .string("WFQuantityFieldValue"),
                        ]),
                    ]),
                W.action(
                    "format.date",
                    ["WFDate": W.output(date), "WFDateFormatStyle": .string("Custom"), "WFDateFormat": .string("yyyy")]),
                W.action(
                    "math",
                    [
                        "WFInput": .integer(2), "WFMathOperation": .string("…"),
                        "WFScientificMathOperation": .string("x^y"), "WFScientificMathOperand": .integer(8),
                    ]),
                W.action("round", ["WFInput": .real(2.345), "WFRoundTo": .string("Hundredths")]),
                W.action(
                    "alert", ["WFAlertActionMessage": W.text(["Go?"]), "WFAlertActionCancelButtonShown": .bool(false)]),
                W.action(
                    "ask",
                    [
                        "WFAskActionPrompt": .string("How many?"), "WFInputType": .string("Number"),
                        "WFAskActionDefaultAnswerNumber": .string("4"),
                    ]),
                W.action(
                    "getitemfromlist",
                    [
                        "WFInput": W.output(list), "WFItemSpecifier": .string("Items in Range"),
                        "WFItemRangeStart": .integer(1), "WFItemRangeEnd": .integer(2),
                    ]),
                W.action(
                    "dictionary",
                    [
                        "WFItems": .dictionary([
                            "Value": .dictionary([
                                "WFDictionaryFieldValueItems": .array([
                                    .dictionary([
                                        "WFKey": W.text(["n"]), "WFItemType": .integer(3), "WFValue": W.text(["5"]),
                                    ]),
                                    .dictionary([
                                        "WFKey": W.text(["inner"]), "WFItemType": .integer(1),
                                        "WFValue": .dictionary([
                                            "Value": .dictionary([
                                                "Value": .dictionary([
                                                    "WFDictionaryFieldValueItems": .array([
                                                        .dictionary([
                                                            "WFKey": W.text(["x"]), "WFItemType": .integer(0),
                                                            "WFValue": W.text(["y"]),
                                                        ])
                                                    ])
                                                ]), "WFSerializationType": .string("WFDictionaryFieldValue"),
                                            ]),
                                            "WFSerializationType": .string("WFDictionaryFieldValue"),
                                        ]),
                                    ]),
                                    .dictionary([
                                        "WFKey": W.text(["tags"]), "WFItemType": .integer(2),
                                        "WFValue": .dictionary([
                                            "Value": .array([.string("p"), .string("q")]),
                                            "WFSerializationType": .string("WFArrayParameterState"),
                                        ]),
                                    ]),
                                ])
                            ]),
                            "WFSerializationType": .string("WFDictionaryFieldValue"),
                        ])
                    ]),
                W.block("repeat.each", group: "outer", mode: 0, ["WFInput": W.output(list)]),
                W.block("repeat.count", group: "inner", mode: 0, ["WFRepeatCount": .integer(2)]),
                W.action(
                    "gettext", ["WFTextActionText": W.text([W.named("Repeat Item"), "/", W.named("Repeat Item 2")])]),
                W.block("repeat.count", group: "inner", mode: 2),
                W.block("repeat.each", group: "outer", mode: 2),
                W.block(
                    "choosefrommenu", group: "M", mode: 0,
                    ["WFMenuPrompt": .string("Pick"), "WFMenuItems": .array([.string("One"), .string("Two")])]),
                W.block("choosefrommenu", group: "M", mode: 1, ["WFMenuItemTitle": .string("One")]),
                W.action("comment", ["WFCommentActionText": .string("first")]),
                W.block("choosefrommenu", group: "M", mode: 1, ["WFMenuItemTitle": .string("Two")]),
                W.action("runworkflow", ["WFWorkflowName": .string("Helper")]),
                W.block("choosefrommenu", group: "M", mode: 2),
                W.block(
                    "conditional", group: "C", mode: 0,
                    ["WFInput": W.output(text), "WFCondition": .integer(2), "WFNumberValue": .integer(3)]),
                W.action("exit"),
                W.block("conditional", group: "C", mode: 2),
                // If Any of two conditions, with an Otherwise If and a plain Otherwise.
                W.block(
                    "conditional", group: "E", mode: 0,
                    [
                        "WFConditions": .dictionary([
                            "Value": .dictionary([
                                "WFActionParameterFilterPrefix": .integer(0),
                                "WFActionParameterFilterTemplates": .array([
                                    .dictionary([
                                        "WFCondition": .integer(4), "WFConditionalActionString": .string("a"),
                                        "WFInput": .dictionary([
                                            "Type": .string("Variable"), "Variable": W.output(text),
                                        ]),
                                    ]),
                                    .dictionary([
                                        "WFCondition": .integer(2), "WFNumberValue": .string("3"),
                                        "WFInput": .dictionary([
                                            "Type": .string("Variable"), "Variable": W.output(list),
                                        ]),
                                    ]),
                                ]),
                            ]),
                            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
                        ])
                    ]),
                W.action("comment", ["WFCommentActionText": .string("any")]),
                W.block("conditional", group: "E", mode: 1, ["WFCondition": .integer(100), "WFInput": W.output(date)]),
                W.action("comment", ["WFCommentActionText": .string("else if")]),
                W.block("conditional", group: "E", mode: 1),
                W.action("comment", ["WFCommentActionText": .string("else")]),
                W.block("conditional", group: "E", mode: 2),
                W.block(
                    "conditional", group: "D", mode: 0,
                    ["WFInput": W.output(text), "WFCondition": .integer(1002), "WFNumberValue": .integer(3)]),
                W.action("vibrate"),
                W.block("conditional", group: "D", mode: 2),
                W.action(
                    "filter.reminders", ["WFContentItemLimitNumber": .integer(3), "Blob": .data(Data([1, 2, 3]))]),
            ],
            extra: [
                "WFWorkflowIcon": .dictionary([
                    "WFWorkflowIconStartColor": .integer(-1_448_498_689), "WFWorkflowIconGlyphNumber": .integer(61_440),
                ])
            ])
    }

    @Test func importingAnExportGivesTheSameDocument() throws {
        let first = try imported(Self.everything)
        // Several conditions, and Otherwise If as an If in the Otherwise.
        let json = DocumentEncoder.encode(first)
        #expect(json.contains(#""match": "any""#) && json.contains(#""condition": "greaterThan""#))
        #expect(json.contains(#""condition": "hasAnyValue""#))
        // Only the If whose condition has no counterpart ("is in the next", 1002) is a placeholder.
        #expect(json.components(separatedBy: #""identifier": "is.workflow.actions.conditional""#).count == 2)
        #expect(first.appleIcon == AppleIcon(color: 2_846_468_607, glyph: 61_440))
        let workflow = try exported(first)
        let second = try imported(workflow)
        #expect(DocumentEncoder.encode(second) == DocumentEncoder.encode(first))
        // And once more: an export of the second import is the same property list.
        #expect(try exported(second) == workflow)
    }

    /// What Apple's app reads: its actions, client version and input classes, in a binary plist.
    @Test func thePropertyListHasWhatApplesAppReads() throws {
        let workflow = try exported(try imported(Self.everything))
        #expect(workflow["WFWorkflowClientVersion"]?.string != nil)
        #expect(workflow["WFWorkflowIcon"]?["WFWorkflowIconGlyphNumber"] == .integer(61_440))
        #expect(workflow["WFWorkflowIcon"]?["WFWorkflowIconStartColor"] == .integer(-1_448_498_689))
        #expect(workflow["WFWorkflowInputContentItemClasses"]?.array?.contains(.string("WFStringContentItem")) == true)
        let actions = try #require(workflow["WFWorkflowActions"]?.array)
        for action in actions {
            #expect(action["WFWorkflowActionIdentifier"]?.string?.contains(".") == true)
            #expect(action["WFWorkflowActionParameters"]?.dictionary != nil)
        }
        // Control flow is start, middle and end markers sharing their grouping identifier.
        let menu = actions.filter { $0["WFWorkflowActionIdentifier"]?.string == "is.workflow.actions.choosefrommenu" }
        #expect(menu.map { $0["WFWorkflowActionParameters"]?["WFControlFlowMode"]?.integer } == [0, 1, 1, 2])
        #expect(Set(menu.compactMap { $0["WFWorkflowActionParameters"]?["GroupingIdentifier"]?.string }).count == 1)
        // The placeholder is Apple's action again, its data as data.
        let reminders = try #require(
            actions.first { $0["WFWorkflowActionIdentifier"]?.string == "is.workflow.actions.filter.reminders" })
        #expect(reminders["WFWorkflowActionParameters"]?["Blob"] == .data(Data([1, 2, 3])))
    }

    @Test func actionsWithNoCounterpartAreRefusedOrReplaced() throws {
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "\(UUID().uuidString)", "name": "Ours", "actions": [
              {"id": "\(UUID().uuidString)", "action": "runShellScript", "script": "date"},
              {"id": "\(UUID().uuidString)", "action": "comment", "text": "kept"}
            ]}
            """)
        switch AppleExporter.export(document, shortcutNames: [:], lossy: false) {
        case .success: Issue.record("a shell script was exported")
        case .failure(let error):
            #expect(error.refusals.map(\.position) == [1])
            #expect("\(error)".contains("action 1 (runShellScript)"))
        }
        let lossy = try exported(document, lossy: true)
        let texts = lossy["WFWorkflowActions"]?.array?.compactMap {
            $0["WFWorkflowActionParameters"]?["WFCommentActionText"]?.string
        }
        #expect(texts?.first?.hasPrefix("Not exported: runShellScript") == true)
        #expect(texts?.last == "kept")
    }
}
