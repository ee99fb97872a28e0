import Foundation
import JSONCore

/// An amount of money: `{"amount": "12.50", "currencyCode": "EUR"}`, the amount as text so no
/// digit is lost, the code ISO 4217's three capital letters.
package enum CurrencyKind: LeafValueKind {
    package static let tag = "currency"

    package static func node(_ amount: IntentCurrencyAmount) -> JSONNode {
        .object([("amount", .string(amount.amount.description)), ("currencyCode", .string(amount.currencyCode))])
    }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> IntentCurrencyAmount {
        let form = try JSONObjectForm(node, tag, allowed: ["amount", "currencyCode"])
        let text = try form.string("amount")
        guard let amount = amount(text) else {
            throw JSONFormError(
                try form.required("amount"),
                "\(form.path("amount")) must be a number written as text, such as \"12.50\"")
        }
        let code = try form.string("currencyCode")
        guard IntentCurrencyAmount.isCurrencyCode(code) else {
            throw JSONFormError(
                node,
                "'\(IntentValueText.excerpt(code, limit: 80))' is not a currency code (three capital letters, such as EUR or USD)"
            )
        }
        return IntentCurrencyAmount(amount: amount, currencyCode: code)
    }

    /// An amount written as text: a finite number, read without the locale.
    package static func amount(_ text: String) -> Decimal? {
        guard Double(text)?.isFinite == true else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
