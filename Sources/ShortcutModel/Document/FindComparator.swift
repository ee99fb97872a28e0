import Foundation
import IntentKit

/// What a Find row does with its value: one of the comparisons an app's query declares, or a
/// span of recent time ("is in the last 3 months") that the host turns into one of those before
/// the query runs, so an app needs nothing new to offer it.
///
/// The span starts at the start of the day that many days, weeks, months or years ago (hours
/// count back from the moment the Find runs), so a date with no time of day is in or out as a
/// person reading a calendar expects: a book read on the 1st is "in the last 5 days" on the 6th.
/// "Is not in the last" is the exact complement: before the span starts. The span has no end, so
/// a date later than now counts as in it: the two comparators run as one comparison each, which
/// every app that can say "on or after" and "before" supports, in All and in Any Finds alike.
package enum FindComparator: Sendable, Hashable {
    /// A comparison the app's query runs as declared.
    case query(ComparatorKind)
    /// On or after the start of the span: the app runs it as `greaterThanOrEqualTo`, or as
    /// `isBetween` the start and the far future where its query declares only that.
    case isInTheLast(RecentUnit)
    /// Before the start of the span: the app runs it as `lessThan`.
    case isNotInTheLast(RecentUnit)

    /// A unit of "is in the last N …", by the word a file writes.
    package enum RecentUnit: String, CaseIterable, Sendable {
        case hours, days, weeks, months, years

        /// "months", or "month" for a count of one.
        package func title(count: Double?) -> String {
            count == 1 ? String(rawValue.dropLast()) : rawValue
        }

        var arithmetic: DateArithmetic.Unit {
            switch self {
            case .hours: .hours
            case .days: .days
            case .weeks: .weeks
            case .months: .months
            case .years: .years
            }
        }
    }

    /// The words a file writes for the relative comparators.
    static let relativeNames = ["isInTheLast", "isNotInTheLast"]

    /// Every word a file may write as a row's `comparator`.
    package static let names = ComparatorKind.allCases.map(\.rawValue) + relativeNames

    /// The comparator a file's `comparator` and `unit` name, or `nil` for a word it does not know.
    /// A relative comparator without a unit counts in days.
    package init?(name: String, unit: RecentUnit? = nil) {
        switch name {
        case "isInTheLast": self = .isInTheLast(unit ?? .days)
        case "isNotInTheLast": self = .isNotInTheLast(unit ?? .days)
        default:
            guard let kind = ComparatorKind(rawValue: name) else { return nil }
            self = .query(kind)
        }
    }

    /// The word a file writes (`equalTo`, `isInTheLast`).
    package var name: String {
        switch self {
        case .query(let kind): kind.rawValue
        case .isInTheLast: "isInTheLast"
        case .isNotInTheLast: "isNotInTheLast"
        }
    }

    /// The unit of a relative comparator, `nil` for the others.
    package var unit: RecentUnit? {
        switch self {
        case .query: nil
        case .isInTheLast(let unit), .isNotInTheLast(let unit): unit
        }
    }

    /// The same comparator counting in `unit`; a comparator without a unit is unchanged.
    package func counting(in unit: RecentUnit) -> FindComparator {
        switch self {
        case .query: self
        case .isInTheLast: .isInTheLast(unit)
        case .isNotInTheLast: .isNotInTheLast(unit)
        }
    }

    /// Whether two comparators are the same comparison, whatever unit they count in: how a
    /// menu finds the current one and the validator checks one is offered.
    package func isSameComparison(as other: FindComparator) -> Bool {
        counting(in: .days) == other.counting(in: .days)
    }

    /// The words a condition row shows: "is", "is before", "is in the last" …
    package func phrase(for kind: IntentValueKind? = nil) -> String {
        switch self {
        case .query(let comparison): comparison.phrase(for: kind)
        case .isInTheLast: "is in the last"
        case .isNotInTheLast: "is not in the last"
        }
    }

    /// Whether the comparison takes two values (only "is between").
    package var takesTwoValues: Bool { self == .query(.isBetween) }

    /// The comparison the app's query runs for a property whose query declares `declared`, or
    /// `nil` when it declares none that can. For "is in the last" as `isBetween`, the second
    /// value is ``farFuture``.
    package func queryComparison(declared: [ComparatorKind]) -> ComparatorKind? {
        let wanted: [ComparatorKind] =
            switch self {
            case .query(let kind): [kind]
            case .isInTheLast: [.greaterThanOrEqualTo, .isBetween]
            case .isNotInTheLast: [.lessThan]
            }
        return wanted.first(where: declared.contains)
    }

    /// The upper end of "is in the last" run as `isBetween`: later than any date a person keeps.
    package static let farFuture = Date.distantFuture

    /// The type of the row's value for a property of `propertyType`: a count for the relative
    /// comparators, else the property's own type (a list's element for `contains`).
    package func operandType(for propertyType: ValueType) -> ValueType {
        unit == nil ? propertyType.elementType : .integer
    }

    /// The comparators a property offers: those its query declares, and for a date property the
    /// relative ones its declared comparisons can run (counting in days).
    package static func offered(by declared: [ComparatorKind], type: ValueType) -> [FindComparator] {
        var offered = declared.map(FindComparator.query)
        if case .date = type {
            offered += [.isInTheLast(.days), .isNotInTheLast(.days)].filter {
                $0.queryComparison(declared: declared) != nil
            }
        }
        return offered
    }

    /// The largest count a relative comparator takes: more than any span back to the year 1.
    package static let maximumCount = 100_000

    /// The start of the span of `count` units before `now`: the start of that day for days,
    /// weeks, months and years; the moment itself for hours. `nil` before the year 1.
    package static func spanStart(_ count: Int, _ unit: RecentUnit, before now: Date, in calendar: Calendar) -> Date? {
        guard let moment = DateArithmetic.adding(-Double(count), unit.arithmetic, to: now, in: calendar) else {
            return nil
        }
        return unit == .hours ? moment : calendar.startOfDay(for: moment)
    }
}
