import Foundation
import JSONCore

/// An amount with a unit: `{"value": 5, "unit": "kilometers"}`, the unit by Foundation's name.
package enum MeasurementKind: LeafValueKind {
    package static let tag = "measurement"

    package static func node(_ amount: IntentMeasurement) -> JSONNode {
        .object([("value", .number(amount.value)), ("unit", .string(amount.unit.rawValue))])
    }

    package static func read(_ node: JSONNode) throws(JSONFormError) -> IntentMeasurement {
        let form = try JSONObjectForm(node, tag, allowed: ["value", "unit"])
        let amount = try form.required("value")
        guard case .number(let written) = amount.value, let number = Double(written), number.isFinite else {
            throw .wrongType(amount, form.path("value"), expected: "a number")
        }
        let name = try form.string("unit")
        guard let unit = IntentMeasurementUnit(rawValue: name) else {
            throw JSONFormError(
                node,
                "'\(IntentValueText.excerpt(name, limit: 80))' is not a unit (units are Foundation's names, such as kilometers, celsius or minutes)"
            )
        }
        return IntentMeasurement(value: number, unit: unit)
    }
}
