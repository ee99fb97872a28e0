import IntentKit

/// Failures of the Meditation intents, each naming the session concerned.
enum MeditationError: Error, CustomLocalizedStringResourceConvertible {
    /// The session was deleted after the shortcut chose it.
    case sessionNotFound(name: String)
    /// Another session already has this name.
    case duplicateName(String)
    /// A session name must have some text.
    case emptyName
    /// Nothing to choose from: every session was deleted.
    case noSessions

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .sessionNotFound(let name): "The session “\(name)” is no longer in Meditation."
        case .duplicateName(let name): "There's already a session named “\(name)”."
        case .emptyName: "A session needs a name."
        case .noSessions: "There are no sessions to start. Add one with Add Meditation Session."
        }
    }
}
