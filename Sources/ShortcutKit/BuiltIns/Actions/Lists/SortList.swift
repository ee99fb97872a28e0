import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Sort List: a list's items in order. Numbers sort by value, dates by time, text naturally
    /// (`item 2` before `item 10`, ignoring case) or ignoring case only; items that compare equal
    /// keep their order. Apple sorts content in Filter Files (our Find); this sorts plain values.
    static let sortList = BuiltInDescriptor(
        id: "sortList", title: "Sort List",
        summary: "Sorts the items of a list: numbers by value, dates by time, text alphabetically.",
        keywords: ["order", "ascending", "descending", "alphabetical", "arrange", "sort items"], category: "Lists",
        icon: "arrow.up.arrow.down",
        members: [
            BuiltInMember("list", "List", .value(nil)),
            BuiltInMember(
                "order", "Order",
                .choice([BuiltInChoice("ascending", "Ascending"), BuiltInChoice("descending", "Descending")])),
            BuiltInMember(
                "comparison", "Text Comparison",
                .choice([BuiltInChoice("natural", "Natural"), BuiltInChoice("caseInsensitive", "Ignoring Case")]),
                optional: true),
        ],
        listing: "Sort [List] in [Order] order", outputName: "Sorted List", takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("sortList", ["list": .value(input ?? .text([])), "order": .choice("ascending")]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Sort "), .slot("list"), .text(" in "), .slot("order"), .text(" order"),
                .whenSet("comparison", [.text(", text "), .slot("comparison")]),
            ],
            outputType: { call, typeOf in call.value("list").flatMap(typeOf).flatMap(FilterListRules.listType) },
            run: { call, execution, ref in
                let items = ListItems.items(of: try await execution.value("list", of: call, expected: nil, ref))
                return ListSorting.sorted(
                    items, descending: call.choice("order") == "descending",
                    natural: call.choice("comparison") != "caseInsensitive")
            }))
}

/// How Sort List orders plain values.
package enum ListSorting {
    /// `items` in order: numbers first, then dates, then text (each kind among its own);
    /// equal items keep their order.
    package static func sorted(_ items: [any Sendable], descending: Bool, natural: Bool) -> [any Sendable] {
        let keys = items.map(key)
        let options: String.CompareOptions = natural ? [.caseInsensitive, .numeric] : [.caseInsensitive]
        let order = keys.indices.sorted { a, b in
            let result = compare(keys[a], keys[b], options)
            if result == .orderedSame { return a < b }
            return descending ? result == .orderedDescending : result == .orderedAscending
        }
        return order.map { items[$0] }
    }

    private enum Key {
        case number(Double)
        case date(Date)
        case text(String)

        var rank: Int {
            switch self {
            case .number: 0
            case .date: 1
            case .text: 2
            }
        }
    }

    private static func key(_ value: any Sendable) -> Key {
        if let date = value as? Date { return .date(date) }
        if !(value is String), !(value is Bool), let number = IntentValueConversion.double(value) {
            return .number(number)
        }
        return .text(ValueText.text(of: value))
    }

    private static func compare(_ a: Key, _ b: Key, _ options: String.CompareOptions) -> ComparisonResult {
        switch (a, b) {
        case (.number(let x), .number(let y)): x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (.date(let x), .date(let y)): x.compare(y)
        case (.text(let x), .text(let y)): x.compare(y, options: options)
        default: a.rank < b.rank ? .orderedAscending : .orderedDescending
        }
    }
}
