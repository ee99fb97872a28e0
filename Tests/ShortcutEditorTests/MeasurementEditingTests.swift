import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// An amount in the editor: the card shows it with its unit, the field takes `5 mi`, and
/// Ctrl-T picks the unit of the number typed.
extension EditorAppTests {
    @Test func measurementParametersShowAndEditTheirUnit() async throws {
        let home = try await TestHome()
        let (app, _) = try Self.makeApp(home)
        let driver = AppDriver(app, size: Size(width: 100, height: 30))
        await Self.newShortcut(adding: ["estimate hike time"], in: driver)
        #expect(
            driver.app.focusedToken?.kind == .measurement(.length), "\(String(describing: driver.app.focusedToken))")
        driver.press("enter")
        driver.type("6.2 mi")
        driver.press("enter")
        let miles = try #require(IntentMeasurementUnit(rawValue: "miles"))
        #expect(driver.app.focusedToken?.value == .measurement(IntentMeasurement(value: 6.2, unit: miles)))
        #expect(driver.app.editorSession?.selectedCard?.sentence?.text.contains("Estimate walking 6.2 mi") == true)

        // A number without a unit that reads as nothing is refused where it was typed.
        driver.press("enter", "ctrl+u")
        driver.type("6 parsnips")
        driver.press("enter")
        #expect(driver.screenText.contains("Enter an amount and its unit"))

        // Ctrl-T: the units of a length, the typed number kept; a bare number is in meters, so
        // the menu opens on Meters, two above Miles.
        driver.press("ctrl+u")
        driver.type("7")
        driver.press("ctrl+t")
        #expect(driver.screenText.contains("Kilometers (km)"))
        #expect(driver.screenText.contains("Meters (m)"))
        driver.press("down", "down")
        driver.press("enter")
        #expect(driver.app.focusedToken?.value == .measurement(IntentMeasurement(value: 7, unit: miles)))
    }
}
