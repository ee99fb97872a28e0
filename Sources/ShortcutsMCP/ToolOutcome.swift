import Foundation
import JSONCore
import MCP
import ShortcutKit

/// What a tool call gives back: text for people (dialogs, snippets as plain text, the output),
/// the same as JSON in `structuredContent`, or an error the model can read and act on.
package struct ToolOutcome: Sendable {
    package var text: String
    package var structured: [String: JSON]?
    package var isError = false
    /// The run's log, for the server's call log.
    package var log: [RunLogEntry] = []

    package init(text: String, structured: [String: JSON]? = nil, isError: Bool = false) {
        self.text = text
        self.structured = structured
        self.isError = isError
    }

    /// A failure of the tool (not of the protocol): the model sees `message`.
    package static func failure(_ message: String) -> ToolOutcome { ToolOutcome(text: message, isError: true) }

    /// The result MCP sends: the text, then the structured content as JSON text (for clients
    /// that read only text), and the structured content itself.
    package var result: CallTool.Result {
        var content: [Tool.Content] = [.text(text: text, annotations: nil, _meta: nil)]
        if let structured, !isError {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            if let data = try? encoder.encode(JSON.object(structured)) {
                content.append(.text(text: String(decoding: data, as: UTF8.self), annotations: nil, _meta: nil))
            }
        }
        return CallTool.Result(
            content: content, structuredContent: isError ? nil : structured.map { .object($0) }, isError: isError)
    }

    /// A run-time value as JSON, as `shortcuts run --output-type json` writes it (``JSONView``).
    package static func json(_ value: (any Sendable)?) -> JSON {
        let text = JSONView.compactText(of: value)
        return (try? JSONDecoder().decode(JSON.self, from: Data(text.utf8))) ?? .string(text)
    }
}
