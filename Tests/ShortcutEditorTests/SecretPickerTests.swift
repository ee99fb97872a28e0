import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Secrets in the editor: the variable picker offers the stored secrets by name, a chosen one is
/// the value `{"secret": NAME}`, and its pill reads "Secret: NAME"; no value is ever there.
@Suite struct SecretPickerTests {
    @Test func thePickerOffersStoredSecretsByName() async throws {
        let home = try await TestHome()
        let document = try ShortcutsTestSupport.example("reading-stats.json")
        let path = try #require(document.actionPaths.first { $0.action.id == exampleID(0x402) }?.path)
        let without = VariablePicker(catalog: home.catalog, document: document, reader: path, target: .string)
        #expect(!without.candidates.contains { $0.source == .secret })
        let catalog = home.catalog.with(secretNames: ["GitHub token", "API key"])
        let picker = VariablePicker(catalog: catalog, document: document, reader: path, target: .string)
        let secrets = picker.candidates.filter { $0.source == .secret }
        #expect(secrets.map(\.title) == ["Secret: API key", "Secret: GitHub token"])
        #expect(secrets.last?.value == .variable(VariableReference(.secret("GitHub token"))))
        #expect(secrets.allSatisfy { $0.type == .string && $0.fits })
        let sentence = SentenceBuilder(catalog: catalog, document: document)
        #expect(sentence.variableName(VariableReference(.secret("GitHub token"))) == "Secret: GitHub token")
    }
}
