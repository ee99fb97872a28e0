import Foundation
import TrellisKit

/// One condition of Find Rows, in Trellis's own terms: the comparator mapping type of
/// `RowQuery`, which IntentKit builds from a shortcut's filters.
enum RowFilter: Sendable {
    case textIs(String?)
    case textIsNot(String?)
    case textHas(String)
    case noteHas(String)
    case doneIs(Bool?)
    case depthIs(Int?)
    case depthBelow(Int?)
    case depthAtMost(Int?)
    case depthAbove(Int?)
    case depthAtLeast(Int?)
    case inOutline(OutlineEntity)
    case under(NodeID)
    case linkIs(URL?)

    /// The outline this filter confines the search to, if it does.
    var outline: NodeID? {
        if case .inOutline(let outline) = self { return outline.id }
        return nil
    }

    /// Whether `row` passes. Text compares without regard to case, as Trellis's search does.
    func admits(_ row: RowEntity) -> Bool {
        switch self {
        case .textIs(let text): row.text?.caseInsensitiveCompare(text ?? "") == .orderedSame
        case .textIsNot(let text): row.text?.caseInsensitiveCompare(text ?? "") != .orderedSame
        case .textHas(let part): row.text?.localizedStandardContains(part) == true
        case .noteHas(let part): row.note?.localizedStandardContains(part) == true
        case .doneIs(let done): row.done == done
        case .depthIs(let depth): row.depth == depth
        case .depthBelow(let depth): Self.compare(row.depth, depth, by: <)
        case .depthAtMost(let depth): Self.compare(row.depth, depth, by: <=)
        case .depthAbove(let depth): Self.compare(row.depth, depth, by: >)
        case .depthAtLeast(let depth): Self.compare(row.depth, depth, by: >=)
        case .inOutline(let outline): row.outline.id == outline.id
        case .under(let parent): row.parentID == parent
        case .linkIs(let link): row.link == link
        }
    }

    /// A missing depth on either side passes no ordered comparison.
    private static func compare(_ lhs: Int?, _ rhs: Int?, by order: (Int, Int) -> Bool) -> Bool {
        guard let lhs, let rhs else { return false }
        return order(lhs, rhs)
    }
}
