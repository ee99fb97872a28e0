import AppleShortcutFiles
import IntentKit
import JSONCore

/// An installed app's intent that answers to one of Apple's actions (``AppleShortcutsAction``):
/// the action converts into the intent, each of Apple's parameters the intent names to the
/// parameter it names.
package struct AppleClaim: Sendable, Equatable {
    package var intent: String
    /// Apple's parameter keys, each with the intent's parameter that takes it.
    package var parameters: [String: String]

    package init(intent: String, parameters: [String: String]) {
        self.intent = intent
        self.parameters = parameters
    }

    /// The claims of every intent of `apps`, by Apple's identifier; the first app to claim an
    /// identifier keeps it.
    package static func of(_ apps: [AppMetadata]) -> [String: AppleClaim] {
        var claims: [String: AppleClaim] = [:]
        for intent in apps.flatMap(\.intents) {
            for action in intent.appleActions ?? [] where claims[action.identifier] == nil {
                claims[action.identifier] = AppleClaim(intent: intent.identifier, parameters: action.parameters)
            }
        }
        return claims
    }

    /// The intent with Apple's parameters as its own; Apple's parameters it does not name are
    /// left out.
    func convert(_ reader: ActionReader) throws(Unconvertible) -> ActionMembers {
        var parameters: [(String, JSONNode?)] = []
        for (key, name) in self.parameters.sorted(by: { $0.value < $1.value }) {
            parameters.append((name, try reader.value(key)))
        }
        return AppleImport.intent(self.intent, parameters)
    }
}
