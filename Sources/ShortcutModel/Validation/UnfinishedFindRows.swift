import IntentKit

// The one rule for a Find's unfinished filter rows, read by the runner (which rows it applies),
// the editor's preview (which rows it says it leaves out) and the validator (which rows it
// warns about), so the three can never disagree again.
//
// The rule: a row whose value is still empty is IGNORED, by a run as by the preview, and the
// validator warns about it, naming the action, the row and the property. Why ignored rather
// than failing the run: a person adds a row and has not typed its value yet. What Apple's
// Shortcuts does with such a row is not documented in what we could check, so we chose the
// least surprising outcome: the run gives what the preview showed, and the card and the Find
// editor say which row is unfinished. Failing the run (or, as before, quietly finding nothing)
// for a row the person sees as not yet filled in would surprise; so would comparing with empty
// text, which no one means when they leave a field blank.

extension FindAction.FindCondition {
    /// Whether the row is unfinished: its value, or for a comparator that takes two values its
    /// second value, is still empty (no text, or an empty list). A Find ignores such a row.
    ///
    /// A two-value comparator whose `value2` is missing altogether is not unfinished but
    /// malformed: the validator reports it as an error, as before.
    package var isUnfinished: Bool {
        if value.isEmptyFilterValue { return true }
        if let value2, value2.isEmptyFilterValue, comparator.takesTwoValues { return true }
        return false
    }
}

extension FindAction {
    /// The 0-based indices of the rows a Find ignores because they are unfinished.
    package var unfinishedRows: [Int] {
        conditions.indices.filter { conditions[$0].isUnfinished }
    }

    /// The rows a run applies, each with its 0-based index in ``conditions`` (so messages name
    /// the row as the person sees it).
    package var appliedConditions: [(index: Int, condition: FindCondition)] {
        conditions.enumerated().filter { !$0.element.isUnfinished }.map { ($0.offset, $0.element) }
    }

    /// How diagnostics and run errors name a filter row: "where row 2" for index 1.
    package static func rowLabel(_ index: Int) -> String { "where row \(index + 1)" }
}

extension Value {
    /// Whether a filter row's value is empty: text with no characters (and no variables), or a
    /// list with no items. Variables and Ask Each Time are values, known when the Find runs.
    var isEmptyFilterValue: Bool {
        switch self {
        case .text: plainText?.isEmpty == true
        case .list(let items): items.isEmpty
        default: false
        }
    }
}

/// The validator's check of one filter row for the rule above.
enum UnfinishedFindRow {
    /// The warning for an unfinished row of a Find of `entity`, naming its property by name and
    /// title, or `nil` when the row is finished.
    static func warning(for row: FindAction.FindCondition, of entity: EntityMetadata) -> String? {
        guard row.isUnfinished else { return nil }
        let title = entity.properties.first { $0.name == row.property }?.title ?? row.property
        let which = row.value.isEmptyFilterValue ? "has no value" : "has no second value"
        return "unfinished row: '\(row.property)' (\(title)) \(which), so the Find ignores the row"
    }
}
