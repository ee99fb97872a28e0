import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

/// One reader of typed numbers (issue 29, item 14): a thousands comma groups digits instead of
/// being read as a decimal point, so what Format Number writes reads back as the same number.
@Suite struct NumberTextTests {
    let english = Locale(identifier: "en_US")
    let german = Locale(identifier: "de_DE")

    @Test func groupingAndDecimalSeparatorsByTheLocale() {
        #expect(NumberText.double("1,234", locale: english) == 1234)
        #expect(NumberText.double("1,234.50", locale: english) == 1234.5)
        #expect(NumberText.double("-1,234,567.25", locale: english) == -1_234_567.25)
        #expect(NumberText.double("1.234", locale: english) == 1.234)
        #expect(NumberText.double("12,5", locale: english) == 12.5)
        #expect(NumberText.double("0,5", locale: english) == 0.5)
        #expect(NumberText.double("1.234", locale: german) == 1234)
        #expect(NumberText.double("1.234,50", locale: german) == 1234.5)
        #expect(NumberText.double("1,5", locale: german) == 1.5)
        #expect(NumberText.double(".5", locale: english) == 0.5)
        #expect(NumberText.double("+7", locale: english) == 7)
        #expect(NumberText.double("1.5e3", locale: english) == 1500)
    }

    @Test func whatIsNotANumber() {
        for text in ["12,34,567", "1,23.4", "1.2.3,4,5", "abc", "inf", "nan", "1e999", "", "-", ",", "1,2e3", "0x10"] {
            #expect(NumberText.double(text, locale: english) == nil, "\(text)")
        }
    }

    @Test func parametersReadWhatFormatNumberWrites() async throws {
        #expect(try await IntentValueParsing.parse("1,234", as: .double) as? Double == 1234)
        #expect(try await IntentValueParsing.parse("1,234.50", as: .double) as? Double == 1234.5)
        #expect(try await IntentValueParsing.parse("1,234.50", as: .decimal) as? Decimal == Decimal(string: "1234.50"))
        #expect(IntentCurrencyAmount.parse("1,234.50 EUR")?.amount == Decimal(string: "1234.5"))
        #expect(IntentCurrencyAmount.parse("12,5 eur")?.amount == Decimal(string: "12.5"))
    }
}
