import Foundation
import Testing

@testable import IntentKit

@Suite struct LocalizationTests {
    @Test func literalsAreTheirOwnKeyAndText() {
        let resource: LocalizedStringResource = "Open Book"
        #expect(resource.key == "Open Book")
        #expect(resource.localizedString == "Open Book")
    }

    @Test func interpolationMakesAPlaceholderKeyAndSubstitutesValues() {
        let name = "Dune"
        let count = 3
        let resource: LocalizedStringResource = "Add \(count) copies of \(name) (100%)"
        #expect(resource.key == "Add %@ copies of %@ (100%%)")
        #expect(resource.localizedString == "Add 3 copies of Dune (100%)")
    }

    @Test func tablesTranslateAndArgumentsCanBeReordered() {
        let catalog = LocalizationCatalog(environment: ["LANG": "fr_FR.UTF-8"])
        catalog.add(["Add %@ copies of %@": "Ajouter %2$@ en %1$@ exemplaires"], language: "fr")
        let count = 2
        let resource: LocalizedStringResource = "Add \(count) copies of \("Dune")"
        #expect(catalog.preferredLanguages == ["fr", "en"])
        #expect(catalog.resolve(resource) == "Ajouter Dune en 2 exemplaires")
        #expect(catalog.resolve(resource, locale: Locale(identifier: "en_US")) == "Add 2 copies of Dune")
    }

    @Test func nestedResourcesAreLocalizedInTurn() {
        let catalog = LocalizationCatalog(environment: ["LANG": "de_DE.UTF-8"])
        catalog.add(["Shelf": "Regal", "Open %@": "%@ öffnen"], language: "de")
        let shelf: LocalizedStringResource = "Shelf"
        #expect(catalog.resolve("Open \(shelf)") == "Regal öffnen")
    }

    @Test func keyedResourcesFallBackToTheirDefaultValue() {
        let resource = LocalizedStringResource("error.notFound", defaultValue: "Book Not Found", table: "Errors")
        #expect(resource.localizedString == "Book Not Found")
        #expect(LocalizedStringResource("no.such.key").localizedString == "no.such.key")
    }

    @Test func stringsFilesLoadFromLprojFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("es.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try """
        /* Intents */
        "Open Book" = "Abrir libro";
        // an escaped quote and a newline
        "Say \\"hi\\"" = "Di \\"hola\\"\\nahora";
        unquotedKey = "sin comillas";
        "Caf\\U00E9" = "Café";
        """.write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try #"  "Open ${applicationName}" = "Abrir ${applicationName}";"#
            .write(to: folder.appendingPathComponent("AppShortcuts.strings"), atomically: true, encoding: .utf8)

        let catalog = LocalizationCatalog(environment: ["LC_ALL": "es_ES.UTF-8"])
        try catalog.load(directory: root)
        #expect(catalog.resolve("Open Book") == "Abrir libro")
        #expect(catalog.resolve(LocalizedStringResource("Say \"hi\"")) == "Di \"hola\"\nahora")
        #expect(catalog.resolve(LocalizedStringResource("unquotedKey")) == "sin comillas")
        #expect(catalog.resolve(LocalizedStringResource("Café")) == "Café")
        #expect(
            catalog.resolve(LocalizedStringResource("Open ${applicationName}", table: "AppShortcuts"))
                == "Abrir ${applicationName}")
    }

    @Test func stringsFileErrorsNameFileLineAndColumn() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("it.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = folder.appendingPathComponent("Localizable.strings")
        try "\"Open\" = \"Apri\";\n\"Close\" \"Chiudi\";\n".write(to: file, atomically: true, encoding: .utf8)

        let error = #expect(throws: StringsFileError.self) { try LocalizationCatalog().load(directory: root) }
        #expect(error?.file.hasSuffix("it.lproj/Localizable.strings") == true)
        #expect(error?.line == 2)
        #expect(error?.column == 9)
        #expect(error?.message == "expected '=', found '\"'")
    }

    @Test func stringLocalizedReadsAResource() {
        let resource: LocalizedStringResource = "Okay, starting a \("Calm") session."
        #expect(String(localized: resource) == "Okay, starting a Calm session.")
    }

    @Test func unknownLanguagesFallBackToEnglish() {
        #expect(LocalizationCatalog(environment: [:]).preferredLanguages == ["en"])
        #expect(LocalizationCatalog(environment: ["LANG": "C.UTF-8"]).preferredLanguages == ["en"])
        #expect(LocalizationCatalog(environment: ["LC_MESSAGES": "pt_BR"]).preferredLanguages == ["pt", "en"])
    }
}
