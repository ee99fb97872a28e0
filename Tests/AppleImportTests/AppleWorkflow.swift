import AppleImport
import AppleShortcutFiles
import Foundation

/// Apple's workflows written by the tests, in the shapes Apple's app writes: actions with their
/// identifiers and parameters, text with variables at ranges, control flow as start, middle and
/// end markers sharing a grouping identifier.
enum AppleWorkflow {
    static func action(_ identifier: String, _ parameters: [String: PlistValue] = [:]) -> PlistValue {
        .dictionary([
            "WFWorkflowActionIdentifier": .string("is.workflow.actions." + identifier),
            "WFWorkflowActionParameters": .dictionary(parameters),
        ])
    }

    static func workflow(_ actions: [PlistValue], extra: [String: PlistValue] = [:]) -> PlistValue {
        .dictionary(
            ["WFWorkflowActions": .array(actions), "WFWorkflowClientVersion": .string("2607.0.2")].merging(extra) {
                a, _ in a
            })
    }

    /// An action's output as a variable.
    static func output(_ uuid: String, _ name: String = "Output", aggrandizements: [PlistValue] = []) -> PlistValue {
        var value: [String: PlistValue] = [
            "Type": .string("ActionOutput"), "OutputUUID": .string(uuid), "OutputName": .string(name),
        ]
        if !aggrandizements.isEmpty { value["Aggrandizements"] = .array(aggrandizements) }
        return .dictionary(["Value": .dictionary(value), "WFSerializationType": .string("WFTextTokenAttachment")])
    }

    static func named(_ name: String) -> PlistValue {
        .dictionary([
            "Value": .dictionary(["Type": .string("Variable"), "VariableName": .string(name)]),
            "WFSerializationType": .string("WFTextTokenAttachment"),
        ])
    }

    /// Text with variables: `parts` are strings or attachments (the `Value` of a variable).
    static func text(_ parts: [Any]) -> PlistValue {
        var string = ""
        var attachments: [String: PlistValue] = [:]
        for part in parts {
            if let literal = part as? String {
                string += literal
            } else if let attachment = part as? PlistValue {
                attachments["{\(string.utf16.count), 1}"] = attachment["Value"] ?? attachment
                string += "\u{FFFC}"
            }
        }
        return .dictionary([
            "Value": .dictionary(["string": .string(string), "attachmentsByRange": .dictionary(attachments)]),
            "WFSerializationType": .string("WFTextTokenString"),
        ])
    }

    static func block(
        _ identifier: String, group: String, mode: Int, uuid: String? = nil, _ parameters: [String: PlistValue] = [:]
    ) -> PlistValue {
        var all = parameters
        all["GroupingIdentifier"] = .string(group)
        all["WFControlFlowMode"] = .integer(mode)
        if let uuid { all["UUID"] = .string(uuid) }
        return action(identifier, all)
    }

    /// The workflow as a binary plist, as an unsigned export is.
    static func binary(_ workflow: PlistValue) throws -> Data { try AppleExporter.binaryPlist(workflow) }
}
