import Foundation
import IntentKit

/// A shortcut's actions as numbered sentences, one a line, nested blocks indented, an If's
/// conditions one a line under it and each action's problems under it: what `shortcuts view`
/// prints and what `shortcuts mcp` serves as a shortcut's sentences.
package enum SentenceListing {
    /// The lines of `document`'s actions (without a line break at their ends).
    package static func lines(
        _ document: ShortcutDocument, catalog: Catalog, entityTitles: EntityTitles, diagnostics: [Diagnostic]
    ) -> [String] {
        let builder = SentenceBuilder(catalog: catalog, document: document, entityTitles: entityTitles)
        var lines: [String] = []
        var position = 0
        func show(_ actions: [Action], depth: Int) {
            for action in actions {
                position += 1
                let indent = String(repeating: "    ", count: depth)
                let sentence = builder.sentence(for: action)
                lines.append("\(String(format: "%3d", position))  \(indent)\(sentence.text)")
                // An If's conditions, one a line under it.
                for row in sentence.rowTexts { lines.append("     \(indent)  · \(row)") }
                for problem in diagnostics where problem.actionID == action.id {
                    lines.append("     \(indent)  ⚠ \(problem.parameter.map { "\($0): " } ?? "")\(problem.message)")
                }
                guard let descriptor = action.kind.descriptor, let block = descriptor.block else { continue }
                switch block.bodies {
                case .members(let members):
                    for (index, body) in zip(members.indices, action.bodies) {
                        // A later body is headed by its member's title ("Otherwise"), and only when it has actions.
                        if index > 0 {
                            guard !body.isEmpty else { continue }
                            lines.append("     \(indent)\(descriptor.member(members[index])?.title ?? "")")
                        }
                        show(body, depth: depth + 1)
                    }
                case .items:
                    for (title, body) in zip(action.bodyTitles, action.bodies) {
                        lines.append("     \(indent)  \(title)")
                        show(body, depth: depth + 2)
                    }
                }
                lines.append("     \(indent)\(block.closing)")
            }
        }
        show(document.actions, depth: 0)
        return lines
    }
}
