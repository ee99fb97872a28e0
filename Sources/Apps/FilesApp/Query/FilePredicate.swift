import Foundation
import IntentKit

/// One condition of a Find, as ``FileQuery``'s comparators make it: the query's comparator
/// mapping type, in place of the `NSPredicate` Apple's samples use.
///
/// It tests ``FileInfo`` rather than ``FileEntity`` so that a walk can drop an item without
/// making an entity for it.
struct FilePredicate: Sendable, CustomStringConvertible {
    /// The condition in words, for logs and tests: `size is greater than 10`.
    let description: String
    /// Whether an item meets the condition.
    let matches: @Sendable (FileInfo) -> Bool

    init(_ description: String, matches: @escaping @Sendable (FileInfo) -> Bool) {
        self.description = description
        self.matches = matches
    }

    /// Whether `info` meets all (`.and`) or any (`.or`) of `predicates`; no predicates match all.
    static func evaluate(_ predicates: [FilePredicate], mode: ComparatorMode, on info: FileInfo) -> Bool {
        guard !predicates.isEmpty else { return true }
        return switch mode {
        case .and: predicates.allSatisfy { $0.matches(info) }
        case .or: predicates.contains { $0.matches(info) }
        }
    }
}

// MARK: - Building predicates

extension FilePredicate {
    /// A text comparison, ignoring case and accents (see ``TextMatch``).
    static func text(
        _ property: String, _ comparator: ComparatorKind, _ value: String,
        read: @escaping @Sendable (FileInfo) -> String
    ) -> FilePredicate {
        let test: @Sendable (String) -> Bool =
            switch comparator {
            case .notEqualTo: { !TextMatch.equals($0, value) }
            case .contains: { TextMatch.contains($0, value) }
            case .hasPrefix: { TextMatch.hasPrefix($0, value) }
            case .hasSuffix: { TextMatch.hasSuffix($0, value) }
            default: { TextMatch.equals($0, value) }
            }
        return FilePredicate("\(property) \(comparator.phrase(for: .string)) '\(value)'") { test(read($0)) }
    }

    /// A comparison of ordered values; for ``ComparatorKind/isBetween`` both bounds are included,
    /// in either order.
    static func ordered<Value: Comparable & Sendable>(
        _ property: String, _ comparator: ComparatorKind, _ value: Value, and upper: Value? = nil,
        kind: IntentValueKind, read: @escaping @Sendable (FileInfo) -> Value
    ) -> FilePredicate {
        let low = min(value, upper ?? value)
        let high = max(value, upper ?? value)
        let test: @Sendable (Value) -> Bool =
            switch comparator {
            case .notEqualTo: { $0 != value }
            case .lessThan: { $0 < value }
            case .lessThanOrEqualTo: { $0 <= value }
            case .greaterThan: { $0 > value }
            case .greaterThanOrEqualTo: { $0 >= value }
            case .isBetween: { low <= $0 && $0 <= high }
            default: { $0 == value }
            }
        var words = "\(property) \(comparator.phrase(for: kind)) \(IntentValueText.title(of: value))"
        if let upper, comparator == .isBetween { words += " and \(IntentValueText.title(of: upper))" }
        return FilePredicate(words) { test(read($0)) }
    }

    /// A date comparison. "Is" and "is not" compare calendar days in the current time zone,
    /// because a date typed into a Find (`2024-05-01`) means a day, not an instant to the
    /// nanosecond; the orderings compare instants.
    static func date(
        _ property: String, _ comparator: ComparatorKind, _ value: Date, and upper: Date? = nil,
        read: @escaping @Sendable (FileInfo) -> Date
    ) -> FilePredicate {
        switch comparator {
        case .equalTo, .notEqualTo:
            let same = comparator == .equalTo
            let words = "\(property) \(comparator.phrase(for: .date)) \(IntentValueText.title(of: value))"
            return FilePredicate(words) { Calendar.current.isDate(read($0), inSameDayAs: value) == same }
        default:
            return ordered(property, comparator, value, and: upper, kind: .date, read: read)
        }
    }

    /// An extension comparison: ignores case and a leading dot, so `.TXT` finds `notes.txt`.
    static func fileExtension(_ comparator: ComparatorKind, _ value: String) -> FilePredicate {
        let bare = value.hasPrefix(".") ? String(value.dropFirst()) : value
        return text("extension", comparator, bare) { $0.fileExtension }
    }
}
