import Foundation

/// Where Porchlight keeps its settings: a `UserDefaults` suite of its own, which Foundation on
/// Linux stores under `$XDG_CONFIG_HOME`.
enum PorchSettings {
    static let suite = "org.shortcuts-field.porchlight"
    static let lightKey = "porchLight"
    static let chimeKey = "doorChime"

    /// The suite; Foundation always makes one for a name that is not the app's own.
    static var defaults: UserDefaults { UserDefaults(suiteName: suite)! }
}
