import Foundation
import IntentKit

/// One problem the validator found, naming the action (by position and title) and the
/// parameter it concerns.
package struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    package enum Severity: String, Sendable, Equatable, Comparable {
        /// The shortcut will fail or do the wrong thing.
        case error
        /// The shortcut runs, but something deserves a look (a value asked each run, an unused input).
        case warning

        package static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    package var severity: Severity
    /// The action's id, or `nil` for problems with the whole shortcut.
    package var actionID: UUID?
    /// 1-based position in reading order, nested actions counted where they stand.
    package var position: Int?
    package var actionTitle: String?
    package var parameter: String?
    package var message: String

    package init(
        _ severity: Severity, action: (id: UUID, position: Int, title: String)? = nil, parameter: String? = nil,
        _ message: String
    ) {
        self.severity = severity
        self.actionID = action?.id
        self.position = action?.position
        self.actionTitle = action?.title
        self.parameter = parameter
        self.message = message
    }

    /// `error: action 3 (Open Book), parameter 'book': …`
    package var description: String {
        var place: [String] = []
        if let position, let actionTitle {
            place.append(
                "action \(position) (\(IntentValueText.excerpt(actionTitle, limit: ShortcutLimits.quotedValueLength)))")
        }
        if let parameter {
            place.append("parameter '\(IntentValueText.excerpt(parameter, limit: ShortcutLimits.quotedValueLength))'")
        }
        return "\(severity.rawValue): " + (place.isEmpty ? "" : place.joined(separator: ", ") + ": ")
            + IntentValueText.excerpt(message, limit: ShortcutLimits.messageLength)
    }
}
