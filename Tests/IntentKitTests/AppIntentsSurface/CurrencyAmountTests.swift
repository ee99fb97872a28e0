import Foundation
import Testing

@testable import IntentKit

private struct SetBudget: AppIntent {
    static let title: LocalizedStringResource = "Set Budget"
    @Parameter(title: "Budget") var budget: IntentCurrencyAmount
    @Parameter(title: "Tip") var tip: IntentCurrencyAmount?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentCurrencyAmount> & ProvidesDialog {
        let total = budget.amount + (tip?.amount ?? 0)
        return .result(
            value: IntentCurrencyAmount(amount: total, currencyCode: budget.currencyCode), dialog: "Budget set.")
    }
}

@Suite struct CurrencyAmounts {
    @Test func parametersTakeAmountsOfMoney() async throws {
        let registered = try await IntentApp(name: "Money", displayName: "Money", intents: [SetBudget.self]).register()
        let intent = try #require(registered.metadata.intents.first)
        #expect(intent.parameter(named: "budget")?.type == .currency)
        #expect(intent.output == .currency)
        #expect(ValueType(text: "currency") == .currency)
        let run = IntentInvocation(SetBudget.self)
        try run.setValue(IntentCurrencyAmount.parse("12.50 EUR"), for: "budget")
        let tip = try await IntentValueParsing.parse("EUR 2,5", as: .currency)
        try run.setValue(tip, for: "tip")
        let outcome = try await run.perform(prompter: NonInteractivePrompter())
        let total = try #require(outcome.value as? IntentCurrencyAmount)
        #expect(total == IntentCurrencyAmount(amount: Decimal(string: "15")!, currencyCode: "EUR"))
        #expect(total.description == "15 EUR")
    }

    @Test func textAndJSONFormsRoundTrip() throws {
        #expect(IntentCurrencyAmount.parse("12.50 usd")?.currencyCode == "USD")
        #expect(IntentCurrencyAmount.parse("12.50") == nil)
        #expect(IntentCurrencyAmount.parse("12 E U R") == nil)
        let amount = try #require(IntentCurrencyAmount.parse("0.10 EUR"))
        let json = String(decoding: try JSONEncoder().encode(MetadataValue.currency(amount)), as: UTF8.self)
        #expect(json.contains(#""amount":"0.1""#), "\(json)")
        #expect(try JSONDecoder().decode(MetadataValue.self, from: Data(json.utf8)) == .currency(amount))
        let dollars = try #require(IntentCurrencyAmount.parse("1 USD"))
        #expect(amount.compare(to: dollars) == nil)
        let euro = try #require(IntentCurrencyAmount.parse("1 EUR"))
        #expect(amount.compare(to: euro) == .orderedAscending)
    }
}
