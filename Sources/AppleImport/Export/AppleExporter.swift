import AppleShortcutFiles
import Foundation
import JSONCore
import ShortcutKit

/// Writes one of our shortcuts in Apple's format: the workflow property list that Apple's app
/// reads (and macOS's `shortcuts sign` signs), each action mapped back to Apple's identifier and
/// parameters, control flow as start, middle and end markers, placeholders restored to the
/// action they kept. Importing what it writes gives the document again.
package struct AppleExporter {
    /// An action with no counterpart in Apple's app.
    package struct Refusal: Sendable, Equatable, CustomStringConvertible {
        package var position: Int
        package var title: String
        package var reason: String
        package var description: String { "action \(position) (\(title)): \(reason)" }
    }

    /// What an export made: the workflow, and what was replaced by a Comment (with `lossy`).
    package struct Output {
        package var workflow: PlistValue
        package var replaced: [Refusal]
    }

    /// The library's shortcuts' names by id, for Run Shortcut, which Apple's files name by name.
    let shortcutNames: [String: String]
    let lossy: Bool
    var values = ExportValues()
    private var refusals: [Refusal] = []
    private var position = 0

    /// The workflow of `document`; with `lossy`, actions with no counterpart become Comments
    /// saying so, else the export is refused listing them.
    package static func export(
        _ document: ShortcutDocument, shortcutNames: [UUID: String], lossy: Bool
    ) -> Result<Output, ExportError> {
        var exporter = AppleExporter(
            shortcutNames: Dictionary(
                shortcutNames.map { ($0.key.uuidString, $0.value) }, uniquingKeysWith: { a, _ in a }),
            lossy: lossy)
        guard let root = try? JSONParser.parse(DocumentEncoder.encode(document)) else {
            return .failure(ExportError(refusals: [], message: "the shortcut does not encode"))
        }
        let actions = exporter.actions(root["actions"]?.array ?? [])
        if !exporter.refusals.isEmpty && !lossy {
            return .failure(ExportError(refusals: exporter.refusals, message: nil))
        }
        let workflow: [String: PlistValue] = [
            "WFWorkflowActions": .array(actions),
            "WFWorkflowClientVersion": .string("2607.0.2"),
            "WFWorkflowMinimumClientVersion": .integer(900),
            "WFWorkflowMinimumClientVersionString": .string("900"),
            // The icon it had in Apple's app, else Apple's default.
            "WFWorkflowIcon": .dictionary([
                // As Apple's app writes it: the 32 bits as a signed number.
                "WFWorkflowIconStartColor": .integer(
                    Int(Int32(truncatingIfNeeded: document.appleIcon?.color ?? 4_282_601_983))),
                "WFWorkflowIconGlyphNumber": .integer(document.appleIcon?.glyph ?? 59_511),
            ]),
            "WFWorkflowImportQuestions": .array([]),
            "WFWorkflowInputContentItemClasses": .array(Self.inputClasses.map(PlistValue.string)),
            "WFWorkflowOutputContentItemClasses": .array([]),
            "WFWorkflowTypes": .array(document.input == nil ? [] : [.string("ActionExtension")]),
            "WFWorkflowHasShortcutInputVariables": .bool(document.input != nil),
            "WFQuickActionSurfaces": .array([]),
            "WFWorkflowHasOutputFallback": .bool(false),
        ]
        return .success(Output(workflow: .dictionary(workflow), replaced: exporter.refusals))
    }

    /// Why an export was refused: the actions with no counterpart, or a message.
    package struct ExportError: Error, Sendable, CustomStringConvertible {
        package var refusals: [Refusal]
        package var message: String?
        package var description: String {
            message
                ?? "\(refusals.count) action\(refusals.count == 1 ? " has" : "s have") no counterpart in Apple's Shortcuts:\n"
                + refusals.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    /// The content Apple's app lets a shortcut take as input, as it writes it by default.
    static let inputClasses = [
        "WFAppStoreAppContentItem", "WFArticleContentItem", "WFContactContentItem", "WFDateContentItem",
        "WFEmailAddressContentItem", "WFFolderContentItem", "WFGenericFileContentItem", "WFImageContentItem",
        "WFiTunesProductContentItem", "WFLocationContentItem", "WFDCMapsLinkContentItem", "WFAVAssetContentItem",
        "WFPDFContentItem", "WFPhoneNumberContentItem", "WFRichTextContentItem", "WFSafariWebPageContentItem",
        "WFStringContentItem", "WFURLContentItem",
    ]

    /// The binary property list of `workflow`, the form `shortcuts sign` accepts.
    package static func binaryPlist(_ workflow: PlistValue) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: foundation(workflow), format: .binary, options: 0)
    }

    static func foundation(_ value: PlistValue) -> Any {
        switch value {
        case .string(let s): s
        case .integer(let n): n
        case .real(let d): d
        case .bool(let b): b
        case .date(let d): d
        case .data(let d): d
        case .array(let items): items.map(foundation)
        case .dictionary(let d): d.mapValues(foundation)
        }
    }

    // MARK: Actions

    /// The actions of a body: their refusals are the export's.
    mutating func actionsInside(_ nodes: [JSONNode]) -> [PlistValue] { actions(nodes) }

    private mutating func actions(_ nodes: [JSONNode]) -> [PlistValue] {
        var out: [PlistValue] = []
        var index = 0
        while index < nodes.count {
            let node = nodes[index]
            index += 1
            position += 1
            // An If an import made to keep the actions of a block it could not convert: the
            // block's start again, its actions, its end.
            if node["action"]?.string == "appleAction", index < nodes.count,
                let restored = restoredBlock(placeholder: node, holder: nodes[index])
            {
                index += 1
                out += restored
                continue
            }
            do throws(NotExportable) {
                out += try action(node)
            } catch {
                let title = node["title"]?.string ?? node["action"]?.string ?? "?"
                refusals.append(Refusal(position: position, title: title, reason: error.reason))
                if lossy {
                    out.append(
                        Self.apple(
                            "comment", ["WFCommentActionText": .string("Not exported: \(title) (\(error.reason))")]))
                }
            }
        }
        return out
    }

    /// One of Apple's own actions, by the end of its identifier (`gettext`).
    static func apple(_ suffix: String, _ parameters: [String: PlistValue]) -> PlistValue {
        appleAction("is.workflow.actions." + suffix, parameters)
    }

    /// An action by its whole identifier (a placeholder's, which may be another app's).
    static func appleAction(_ identifier: String, _ parameters: [String: PlistValue]) -> PlistValue {
        .dictionary([
            "WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": .dictionary(parameters),
        ])
    }

    private mutating func restoredBlock(placeholder: JSONNode, holder: JSONNode) -> [PlistValue]? {
        guard let identifier = placeholder["identifier"]?.string,
            var parameters = placeholder["parameters"].map(PlainJSON.plist)?.dictionary,
            parameters["WFControlFlowMode"]?.integer == 0, let group = parameters["GroupingIdentifier"],
            holder["action"]?.string == "if", holder["condition"]?.string == "hasAnyValue",
            holder["input"]?["var"]?.string == placeholder["id"]?.string, let holderID = holder["id"]?.string
        else { return nil }
        parameters["WFControlFlowMode"] = .integer(0)
        let body = actionsInside(holder["then"]?.array ?? [])
        return [Self.appleAction(identifier, parameters)] + body + [
            Self.appleAction(
                identifier,
                ["GroupingIdentifier": group, "WFControlFlowMode": .integer(2), "UUID": .string(holderID)])
        ]
    }

    /// One action as Apple's, or the actions of a block.
    private mutating func action(_ node: JSONNode) throws(NotExportable) -> [PlistValue] {
        guard let name = node["action"]?.string, let id = node["id"]?.string else {
            throw NotExportable("an action of no kind")
        }
        let p = node["parameters"]
        var parameters: [String: PlistValue] = ["UUID": .string(id)]
        func set(_ key: String, _ value: PlistValue?) { if let value { parameters[key] = value } }
        func text(_ member: JSONNode?) throws(NotExportable) -> PlistValue? {
            try member.map { m throws(NotExportable) in try values.text(m) }
        }
        func value(_ member: JSONNode?) throws(NotExportable) -> PlistValue? {
            try member.map { m throws(NotExportable) in try values.value(m) }
        }
        func number(_ member: JSONNode?) throws(NotExportable) -> PlistValue? {
            try member.map { m throws(NotExportable) in try values.numberField(m) }
        }
        func choice(_ member: String, _ names: [String: String]) throws(NotExportable) -> PlistValue? {
            guard let ours = node[member]?.string else { return nil }
            guard let apple = names[ours] else { throw NotExportable("its \(member) '\(ours)' has no counterpart") }
            return .string(apple)
        }
        func one(_ identifier: String) -> [PlistValue] { [Self.apple(identifier, parameters)] }
        switch name {
        case "Shortcuts.Text":
            set("WFTextActionText", try text(p?["text"]))
            return one("gettext")
        case "Shortcuts.Number":
            set("WFNumberActionNumber", try number(p?["number"]))
            return one("number")
        case "Shortcuts.URL":
            set("WFURLActionURL", try text(p?["url"]))
            return one("url")
        case "Shortcuts.Date":
            if p?["date"]?["var"]?.string == "currentDate" {
                set("WFDateActionMode", .string("Current Date"))
            } else {
                set("WFDateActionMode", .string("Specified Date"))
                set("WFDateActionDate", try text(p?["date"]))
            }
            return one("date")
        case "Shortcuts.ShowResult":
            set("Text", try text(p?["text"]))
            return one("showresult")
        case "Shortcuts.SplitText":
            set("text", try value(p?["text"]))
            let separators = [
                "newLines": "New Lines", "spaces": "Spaces", "everyCharacter": "Every Character", "custom": "Custom",
            ]
            if let ours = p?["separator"]?["enum"]?.string {
                guard let apple = separators[ours] else {
                    throw NotExportable("its separator '\(ours)' has no counterpart")
                }
                set("WFTextSeparator", .string(apple))
            }
            set("WFTextCustomSeparator", try text(p?["custom"]))
            return one("text.split")
        case "Shortcuts.CombineText":
            set("text", try value(p?["items"]))
            switch p?["separator"]?["text"]?.string {
            case "\n"?: set("WFTextSeparator", .string("New Lines"))
            case " "?: set("WFTextSeparator", .string("Spaces"))
            default:
                set("WFTextSeparator", .string("Custom"))
                set("WFTextCustomSeparator", try text(p?["separator"]))
            }
            return one("text.combine")
        case "Files.SaveFile":
            set("WFInput", try value(p?["file"]))
            set("WFAskWhereToSave", .bool(false))
            set("WFFileDestinationPath", try text(p?["path"]))
            set("WFSaveFileOverwrite", .bool(p?["mode"]?["enum"]?.string == "overwrite"))
            return one("documentpicker.save")
        case "Files.WriteTextFile":
            set("WFInput", try value(p?["text"]))
            set("WFAskWhereToSave", .bool(false))
            set("WFFileDestinationPath", try text(p?["path"]))
            set("WFSaveFileOverwrite", .bool(p?["mode"]?["enum"]?.string == "overwrite"))
            return one("documentpicker.save")
        case "Files.GetFile":
            if p?["file"]?["ask"] != nil {
                set("WFShowFilePicker", .bool(true))
            } else if let path = p?["file"]?["entity"]?["id"]?.string {
                set("WFShowFilePicker", .bool(false))
                set("WFGetFilePath", .string(path))
            } else {
                throw NotExportable("its file is neither a path nor asked for")
            }
            return one("documentpicker.open")
        case "appleAction":
            guard let identifier = node["identifier"]?.string else {
                throw NotExportable("a placeholder with no identifier")
            }
            parameters.merge(node["parameters"].map(PlainJSON.plist)?.dictionary ?? [:]) { _, kept in kept }
            return [Self.appleAction(identifier, parameters)]
        default:
            if name.contains(".") {
                throw NotExportable("\(name) is an app's action here, which Apple's Shortcuts does not have")
            }
            return try builtIn(name, node, parameters)
        }
    }
}
