import Foundation
import ShortcutKit

/// What a row of the editor's card list is.
package enum RowKind: Sendable, Hashable {
    /// The action's own card; for a block, its header ("If …", "Repeat …", "Choose from Menu …").
    case action
    /// The row that heads a block's body after the first, by the body's index: an If's
    /// "Otherwise" (the title of its body's member).
    case between(Int)
    /// The header of a menu item, by the item's index.
    case menuItem(Int)
    /// The row that closes a block: "End If", "End Repeat", "End Menu".
    case end
}

/// Names one row of a document: the action it belongs to and which of its rows it is.
package struct RowKey: Sendable, Hashable {
    package var path: ActionPath
    package var kind: RowKind

    package init(path: ActionPath, kind: RowKind = .action) {
        self.path = path
        self.kind = kind
    }
}

/// One row of the card list: an action's card, or a synthetic row of a block.
package struct CardRow: Sendable, Hashable {
    /// The action the row belongs to (for synthetic rows, the block).
    package var path: ActionPath
    package var kind: RowKind
    /// The indentation: the action's nesting depth. A block's synthetic rows are at the block's
    /// depth and its bodies one deeper, so the structure reads as it nests.
    package var depth: Int
    /// The id of the action the row belongs to.
    package var actionID: UUID
    /// The block the row belongs to, by its action's id (`if`), if any (a block's header has
    /// one too).
    package var block: BuiltInID?

    package var key: RowKey { RowKey(path: path, kind: kind) }

    /// Whether the row is an action's own card rather than a block's synthetic row.
    package var isCard: Bool { kind == .action }
}

extension ShortcutDocument {
    /// The document as rows, top to bottom.
    ///
    /// ```
    /// If ⟦Count⟧ is greater than 10        .action     depth 0
    ///   Add “…” to variable Notes          .action     depth 1
    /// Otherwise                            .between(1) depth 0
    ///   Add “…” to variable Notes          .action     depth 1
    /// End If                               .end        depth 0
    /// ```
    package var rows: [CardRow] {
        var out: [CardRow] = []
        func walk(_ list: [Action], _ location: ListLocation, depth: Int) {
            for (index, action) in list.enumerated() {
                let path = location.path(at: index)
                let descriptor = action.kind.descriptor
                let block = descriptor?.block
                let id = block == nil ? nil : descriptor?.id
                func row(_ kind: RowKind) -> CardRow {
                    CardRow(path: path, kind: kind, depth: depth, actionID: action.id, block: id)
                }
                out.append(row(.action))
                guard let block else { continue }
                // The cards around the bodies, as the block declares them: a card heading each
                // body after the first ("Otherwise"), or each item's; then the closing card.
                for (body, actions) in action.bodies.enumerated() {
                    switch block.bodies {
                    case .members: if body > 0 { out.append(row(.between(body))) }
                    case .items: out.append(row(.menuItem(body)))
                    }
                    walk(actions, .body(body, of: path), depth: depth + 1)
                }
                out.append(row(.end))
            }
        }
        walk(actions, .topLevel, depth: 0)
        return out
    }
}
