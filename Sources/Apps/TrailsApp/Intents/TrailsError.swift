import IntentKit

/// Failures of the Trails intents, each naming the trail or value concerned.
enum TrailsError: Error, CustomLocalizedStringResourceConvertible {
    /// The trail was removed from the app after the shortcut chose it.
    case trailNotFound(name: String)
    /// Estimate Hike Time was given a pace of zero.
    case invalidPace

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .trailNotFound(let name): "The trail “\(name)” is no longer in Trails."
        case .invalidPace: "A pace of zero never arrives: give a walking pace such as 4 km/h."
        }
    }
}
