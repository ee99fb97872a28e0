import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Filter List: the items of a list that meet a condition, compared as an If compares
    /// (text ignoring case and accents, numbers and dates by value). Apple filters content with
    /// Filter Files, which is our Find; this is the same for a plain list of values.
    static let filterList = BuiltInDescriptor(
        id: "filterList", title: "Filter List",
        summary: "Keeps the items of a list that meet a condition, such as greater than 10 or contains “a”.",
        keywords: ["where", "select", "keep", "matching", "condition", "filter items"], category: "Lists",
        icon: "magnifyingglass",
        members: [
            BuiltInMember("list", "List", .value(nil)),
            BuiltInMember(
                "condition", "Condition",
                .choice(Conditional.Condition.allCases.map { BuiltInChoice($0.rawValue, $0.phrase) })),
            BuiltInMember("value", "Value", .value(nil), optional: true),
            BuiltInMember("value2", "Second Value", .value(nil), optional: true),
        ],
        listing: "Filter [List] where the item [Condition] [Value]", outputName: "Filtered List",
        takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("filterList", ["list": .value(input ?? .text([])), "condition": .choice("is")]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Filter "), .slot("list"), .text(" where the item "), .slot("condition"),
                .whenChoice("condition", FilterListRules.comparing, [.text(" "), .slot("value")]),
                .whenChoice("condition", ["between"], [.text(" and "), .slot("value2")]),
            ],
            outputType: { call, typeOf in call.value("list").flatMap(typeOf).flatMap(FilterListRules.listType) },
            check: { call, checks in
                guard let condition = call.choice("condition") else { return }
                if FilterListRules.comparing.contains(condition), call.value("value") == nil {
                    checks.error("value", "is missing; say what to compare each item with")
                }
                if condition == "between", call.value("value2") == nil {
                    checks.error("value2", "is missing; 'is between' needs a second value")
                }
            },
            run: { call, execution, ref in
                let items = ListItems.items(of: try await execution.value("list", of: call, expected: nil, ref))
                let condition = Conditional(
                    input: .text([]), condition: call.choice("condition").flatMap(Conditional.Condition.init) ?? .is,
                    value: call.value("value"), value2: call.value("value2"), then: [], otherwise: [])
                var kept: [any Sendable] = []
                for item in items
                where try await execution.holds(
                    condition, input: FilterListRules.operand(item, condition.condition), ref)
                {
                    kept.append(item)
                }
                return kept
            }))
}

/// What Filter List's members mean, shared by its sentence, check and output type.
enum FilterListRules {
    /// The conditions that compare with a value (all but "has any value" and "has no value").
    static let comparing = Conditional.Condition.allCases.filter { ![.hasAnyValue, .hasNoValue].contains($0) }.map(
        \.rawValue)

    /// The conditions that order values.
    static let ordering: [Conditional.Condition] = [
        .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual, .between,
    ]

    /// An item as the condition reads it: text that is a number compares by value where the
    /// condition orders ("10" is greater than "9"), as a List's items are text.
    static func operand(_ item: any Sendable, _ condition: Conditional.Condition) -> any Sendable {
        guard ordering.contains(condition), let text = item as? String,
            let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite
        else { return item }
        return number
    }

    /// A filtered list has the list's type; a single value filtered is a list of it.
    static func listType(_ type: ValueType) -> ValueType { if case .array = type { type } else { .array(type) } }
}
