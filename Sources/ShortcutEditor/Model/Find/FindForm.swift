import IntentKit
import ShortcutKit

/// The Find editor's layout: its lines (header, one per filter row and sort key, the add
/// lines, limit, source) and the fields of each, in the order the arrow keys visit them.
package enum FindForm {
    package enum Line: Sendable, Equatable {
        /// "Find [Books] where [All] of the following are true".
        case header
        case filter(Int)
        case addFilter
        case sort(Int)
        case addSort
        case limit
        /// "In [All Books | ⟦list⟧]".
        case source
    }

    package enum Field: Sendable, Equatable {
        case entity, match
        case property, comparator, value, value2
        /// The unit of "is in the last N [days]".
        case unit
        case add
        case sortProperty, order
        case limitSwitch, limitValue
        case source
    }

    package static func lines(of find: FindAction) -> [Line] {
        [.header] + find.conditions.indices.map(Line.filter) + [.addFilter] + find.sort.indices.map(Line.sort) + [
            .addSort, .limit, .source,
        ]
    }

    package static func fields(of line: Line, in find: FindAction) -> [Field] {
        switch line {
        case .header: return [.entity, .match]
        case .filter(let index):
            guard find.conditions.indices.contains(index) else { return [.property, .comparator, .value] }
            let comparator = find.conditions[index].comparator
            if comparator.takesTwoValues { return [.property, .comparator, .value, .value2] }
            if comparator.unit != nil { return [.property, .comparator, .value, .unit] }
            return [.property, .comparator, .value]
        case .addFilter, .addSort: return [.add]
        case .sort: return [.sortProperty, .order]
        case .limit: return find.limit == nil ? [.limitSwitch] : [.limitSwitch, .limitValue]
        case .source: return [.source]
        }
    }

    /// The slot the card's tokens use for a filter row's value (`where1`, `where1b`).
    package static func valueSlot(row: Int, second: Bool) -> SlotID { .findValue(row: row, second: second) }
}
