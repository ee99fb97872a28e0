import Foundation
import IntentKit

/// Switches the porch light to a state, or flips it. It was a custom intent of the same class
/// name before App Intents, so shortcuts saved with the old identifier still find it.
struct SetPorchLight: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SetPorchLight"
    static var title: LocalizedStringResource = "Set Porch Light"
    static var description: LocalizedStringResource = "Switches the porch light on or off, or flips it."

    @Parameter(title: "Change", default: .set)
    var change: LightChange?

    @Parameter(title: "Lit", default: true)
    var lit: Bool

    // The state only matters when the light is set, so only then does the summary show it.
    static var parameterSummary: some ParameterSummary {
        When(\.$change, .equalTo, .set) {
            Summary("\(\.$change) the porch light to \(\.$lit)")
        } otherwise: {
            Summary("\(\.$change) the porch light")
        }
    }

    func perform() async throws -> some IntentResult {
        let defaults = PorchSettings.defaults
        var lit = defaults.bool(forKey: PorchSettings.lightKey)
        switch change {
        case .set: lit = self.lit
        case .flip: lit.toggle()
        case nil: break
        }
        defaults.set(lit, forKey: PorchSettings.lightKey)
        return .result()
    }
}
