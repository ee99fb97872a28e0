import IntentKit
import Testing

/// Find's text folding: Unicode case and diacritic folding, plus the letters that have no
/// decomposition, which people type as their plain Latin look-alikes.
@Suite struct TextFoldingTests {
    @Test(arguments: [
        ("Gabriel García Márquez", "gabriel garcia marquez"),
        ("STANISŁAW LEM", "stanislaw lem"),
        ("Łódź", "lodz"),
        ("Søren Kierkegaard", "soren kierkegaard"),
        ("Đorđe", "dorde"),
        ("Æsop's Œuvre", "aesop's oeuvre"),
        ("Þór Ðór", "thor dor"),
        ("Straße", "strasse"),
        ("ＡＮＮＡ", "anna"),
        ("Kırşehir", "kirsehir"),
        ("日本語", "日本語"),
        ("", ""),
    ])
    func foldsAsPeopleType(_ text: String, _ expected: String) {
        #expect(TextFolding.fold(text) == expected)
    }

    @Test func comparisonsUseTheFoldedForms() {
        #expect(TextFolding.equal("Søren", "SOREN"))
        #expect(TextFolding.hasPrefix("Stanisław Lem", "stanislaw"))
        #expect(TextFolding.contains("Wisława Szymborska", "wislawa"))
        #expect(TextFolding.hasSuffix("Kraków", "KRAKOW"))
        #expect(!TextFolding.equal("Łódź", "Lodzz"))
    }
}
