import IntentKit

/// Failures of the Trails intents, each naming the trail concerned.
enum TrailsError: Error, CustomLocalizedStringResourceConvertible {
    /// The trail was removed from the app after the shortcut chose it.
    case trailNotFound(name: String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .trailNotFound(let name): "The trail “\(name)” is no longer in Trails."
        }
    }
}
