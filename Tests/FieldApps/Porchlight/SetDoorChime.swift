import Foundation
import IntentKit

/// Turns the door chime on or off, or toggles it. Its custom intent had another class name,
/// which IntentKit keeps as a previous identifier.
struct SetDoorChime: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "DoorChimeIntent"
    static var title: LocalizedStringResource = "Set Door Chime"
    static var description: LocalizedStringResource = "Turns the door chime on or off, or toggles it."

    @Parameter(title: "Setting", default: .on)
    var setting: ChimeSetting

    static var parameterSummary: some ParameterSummary {
        Switch(\.$setting) {
            Case(.on) {
                Summary("Turn the door chime on")
            }
            Case(.off) {
                Summary("Turn the door chime off")
            }
            DefaultCase {
                Summary("\(\.$setting) the door chime")
            }
        }
    }

    func perform() async throws -> some IntentResult {
        let defaults = PorchSettings.defaults
        switch setting {
        case .on: defaults.set(true, forKey: PorchSettings.chimeKey)
        case .off: defaults.set(false, forKey: PorchSettings.chimeKey)
        case .toggle: defaults.set(!defaults.bool(forKey: PorchSettings.chimeKey), forKey: PorchSettings.chimeKey)
        }
        return .result()
    }
}
