import Foundation
import IntentKit

/// Says how the porch is set, so a shortcut (and a test) can see what the other intents wrote.
struct DescribePorch: AppIntent {
    static var title: LocalizedStringResource = "Describe Porch"
    static var description = IntentDescription("Says whether the porch light is lit and the door chime on.")

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let defaults = PorchSettings.defaults
        let light = defaults.bool(forKey: PorchSettings.lightKey) ? "lit" : "dark"
        let chime = defaults.bool(forKey: PorchSettings.chimeKey) ? "on" : "off"
        return .result(value: "Porch light \(light), door chime \(chime).")
    }
}
