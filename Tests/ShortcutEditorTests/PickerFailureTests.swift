import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

/// A lamp whose query suggests lamps but cannot search: the picker must say why in place.
private struct Lamp: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
    static let defaultQuery = LampQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct LampQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Lamp] { identifiers.map(Lamp.init) }
    func suggestedEntities() async throws -> [Lamp] { [Lamp(id: "Desk"), Lamp(id: "Hall")] }
    func entities(matching string: String) async throws -> [Lamp] {
        // Registration reads one lamp through an empty search; only real searches fail.
        guard !string.isEmpty else { return try await suggestedEntities() }
        throw LampError()
    }
}

private struct LampError: Error, CustomStringConvertible {
    var description: String { "the lamps are offline" }
}

private struct SwitchOnLamp: AppIntent {
    static let title: LocalizedStringResource = "Switch On Lamp"
    @Parameter(title: "Lamp") var lamp: Lamp
    func perform() async throws -> some IntentResult { .result() }
}

@MainActor
struct PickerFailureTests {
    @Test func aQueryThatFailsSaysSoInThePicker() async throws {
        let catalog = try await Catalog.load([
            IntentApp(name: "Lamps", intents: [SwitchOnLamp.self], entities: [Lamp.self])
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = AppDriver(
            ShortcutsApp(environment: EditorEnvironment(catalog: catalog, library: Library(folder: folder))),
            size: Size(width: 100, height: 30))
        await EditorAppTests.newShortcut(adding: ["switch on lamp"], in: driver)
        driver.press("enter")
        await driver.waitUntilIdle()
        #expect(driver.app.pickerStatus?.results == ["Desk", "Hall"])
        driver.type("d")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("Could not search: the lamps are offline"))
        #expect(driver.app.pickerStatus?.isSearching == false)
        // Enter has nothing to pick; Esc leaves the token as it was.
        driver.press("escape")
        #expect(driver.app.focusedToken?.value == nil)
    }
}

/// An intent with a Yes/No parameter that has no default, so a run asks for it.
private struct DimLights: AppIntent {
    static let title: LocalizedStringResource = "Dim Lights"
    @Parameter(title: "Dimmed") var dimmed: Bool
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "The lights are \(dimmed ? "dimmed" : "bright").")
    }
}

@MainActor
struct PromptControlTests {
    @Test func aYesOrNoValueIsAskedWithTwoChoices() async throws {
        let catalog = try await Catalog.load([IntentApp(name: "Lights", intents: [DimLights.self])])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = Library(folder: folder)
        _ = try library.add(
            ShortcutDocument(
                name: "Evening", actions: [Action(.intent(identifier: "Lights.DimLights", parameters: [:]))]))
        let driver = AppDriver(
            ShortcutsApp(environment: EditorEnvironment(catalog: catalog, library: library)),
            size: Size(width: 100, height: 30))
        driver.press("g")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("› Yes"))
        #expect(driver.screenText.contains("No"))
        driver.press("down", "enter")
        await driver.waitUntilIdle()
        #expect(driver.screenText.contains("The lights are bright."))
    }
}
