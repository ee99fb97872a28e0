import Foundation
import IntentKit

/// An action as events and errors name it.
package struct ActionReference: Sendable, Equatable, CustomStringConvertible {
    package var id: UUID
    /// 1-based position in reading order, as the validator and the editor count.
    package var position: Int
    package var title: String
    /// How deeply the action is nested in control flow.
    package var depth: Int

    package init(id: UUID, position: Int, title: String, depth: Int) {
        self.id = id
        self.position = position
        self.title = title
        self.depth = depth
    }

    package var description: String {
        "action \(position) (\(IntentValueText.excerpt(title, limit: ShortcutLimits.quotedValueLength)))"
    }
}

/// Why a run stopped early. Names the action and, where one is concerned, the parameter.
package struct RunError: Error, Sendable, CustomStringConvertible {
    package enum Kind: String, Sendable, Equatable {
        /// An action no installed app offers.
        case unknownAction
        /// A saved entity identifier no longer finds an entity.
        case missingEntity
        /// A value could not be converted to what the parameter needs.
        case invalidValue
        /// The intent (or Find) failed.
        case actionFailed
        /// The person cancelled, or the run was cancelled.
        case cancelled
        /// The shortcut needs input and none was given.
        case missingInput
        /// A question could not be asked or answered.
        case promptFailed
        /// The safety policy does not let the shortcut run: it runs programs or reaches the
        /// network, which is not allowed, or it is not trusted, and no one confirmed it.
        case notPermitted
    }

    package var kind: Kind
    package var action: ActionReference?
    package var parameter: String?
    package var message: String
    /// The error an app's intent or query threw, when one did: hosts can tell an app's data
    /// failing (a busy or unreadable database) from the action's own failure.
    package var underlying: (any Error)?

    package init(
        _ kind: Kind, action: ActionReference? = nil, parameter: String? = nil, _ message: String,
        underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.action = action
        self.parameter = parameter
        self.message = message
        self.underlying = underlying
    }

    package var description: String {
        var place: [String] = []
        if let action { place.append(action.description) }
        if let parameter {
            place.append("parameter '\(IntentValueText.excerpt(parameter, limit: ShortcutLimits.quotedValueLength))'")
        }
        return (place.isEmpty ? "" : place.joined(separator: ", ") + ": ")
            + IntentValueText.excerpt(message, limit: ShortcutLimits.messageLength)
    }
}
