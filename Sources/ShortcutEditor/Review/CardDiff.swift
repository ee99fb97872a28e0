import Foundation
import ShortcutKit
import TerminalUI

/// Two versions of a shortcut as the editor's cards, each marked kept, taken out or put in: how
/// a plan (Describe's) or an agent's change waiting to be accepted is shown. The cards are the
/// editor's own (``CardDeck``), with their glyphs, tokens, nesting and problems, so the person
/// judges a change by what they would see when editing it.
///
/// Cards are matched by what they say at their depth, so an action whose settings changed shows
/// as its old card taken out and its new one put in, beside each other. Long runs of kept cards
/// fold to a line that counts them.
package struct CardDiff: Sendable {
    /// What happened to a card.
    package enum Mark: Sendable, Equatable {
        case kept, removed, added
    }

    /// A line of the diff.
    package enum Line: Sendable {
        /// A card of either version.
        case card(CardModel, Mark)
        /// This many kept cards, folded.
        case folded(Int)
    }

    package let lines: [Line]
    /// How many cards were put in and taken out.
    package let added: Int
    package let removed: Int

    /// What changed of the shortcut's own settings, which no card shows: "Name: “A” → “B”",
    /// "Input: … → …", "Icon", "Description".
    package let settings: [String]

    /// Nothing changed.
    package var isEmpty: Bool { added == 0 && removed == 0 && settings.isEmpty }

    /// The change counted in words: "2 cards put in, 1 taken out", "the name changed".
    package var summary: String {
        var parts: [String] = []
        if added + removed > 0 { parts.append("\(added) card\(added == 1 ? "" : "s") put in, \(removed) taken out") }
        if !settings.isEmpty {
            parts.append("\(settings.count) of the shortcut's settings changed")
        }
        return parts.isEmpty
            ? "Nothing changed that a card or the shortcut's settings show" : parts.joined(separator: "; ")
    }

    /// The cards of `new` against those of `old` (every card put in when there is no `old`),
    /// with `context` kept cards shown around each change and the rest folded.
    package init(catalog: Catalog, from old: ShortcutDocument?, to new: ShortcutDocument, context: Int = 3) {
        let before = old.map { Self.cards(of: $0, catalog: catalog) } ?? []
        let after = Self.cards(of: new, catalog: catalog)
        let beforeKeys = before.map(Self.key)
        let afterKeys = after.map(Self.key)
        var removedAt = Set<Int>()
        var insertedAt = Set<Int>()
        for change in afterKeys.difference(from: beforeKeys) {
            switch change {
            case .remove(let offset, _, _): removedAt.insert(offset)
            case .insert(let offset, _, _): insertedAt.insert(offset)
            }
        }
        // Both versions walked together, in the order a unified diff reads.
        var marked: [(CardModel, Mark)] = []
        var i = 0
        var j = 0
        while i < before.count || j < after.count {
            if i < before.count, removedAt.contains(i) {
                marked.append((before[i], .removed))
                i += 1
            } else if j < after.count, insertedAt.contains(j) {
                marked.append((after[j], .added))
                j += 1
            } else {
                // A kept card shows as it is now: its problems are the new version's.
                if j < after.count { marked.append((after[j], .kept)) }
                i += 1
                j += 1
            }
        }
        added = insertedAt.count
        removed = removedAt.count
        lines = Self.folding(marked, context: old == nil ? Int.max : context)
        settings = old.map { Self.settings(from: $0, to: new, catalog: catalog) } ?? []
    }

    /// The shortcut's own settings that differ, each as "what: before → after".
    private static func settings(from old: ShortcutDocument, to new: ShortcutDocument, catalog: Catalog) -> [String] {
        func quoted(_ text: String?) -> String { text.map { "“\($0)”" } ?? "none" }
        func input(_ spec: InputSpec?) -> String { spec.map { InputWording.label($0, catalog: catalog) } ?? "none" }
        var out: [String] = []
        if old.name != new.name { out.append("Name: \(quoted(old.name)) → \(quoted(new.name))") }
        if old.icon != new.icon { out.append("Icon: \(old.icon ?? "none") → \(new.icon ?? "none")") }
        if old.description != new.description {
            out.append("Description: \(quoted(old.description)) → \(quoted(new.description))")
        }
        if old.input != new.input { out.append("Input: \(input(old.input)) → \(input(new.input))") }
        return out
    }

    /// Every card of a document, with the validator's findings on it.
    private static func cards(of document: ShortcutDocument, catalog: Catalog) -> [CardModel] {
        let validation = ValidationSummary(validating: document, catalog: catalog)
        return CardDeck(catalog: catalog, document: EditorDocument(document), validation: validation).cards
    }

    /// What a card is matched by: its depth, kind and what it says.
    private static func key(_ card: CardModel) -> String {
        "\(card.row.depth)|\(card.row.kind)|"
            + CardLine.text(card, focused: nil, showMore: true).plainText
    }

    /// Kept cards more than `context` away from any change fold into a count.
    private static func folding(_ marked: [(CardModel, Mark)], context: Int) -> [Line] {
        let changed = marked.indices.filter { marked[$0].1 != .kept }
        guard context != .max else { return marked.map { .card($0.0, $0.1) } }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(marked.count - 1, index + context) { shown.insert(near) }
        }
        var out: [Line] = []
        var folded = 0
        for (index, entry) in marked.enumerated() {
            if shown.contains(index) {
                if folded > 0 { out.append(.folded(folded)) }
                folded = 0
                out.append(.card(entry.0, entry.1))
            } else {
                folded += 1
            }
        }
        if folded > 0 { out.append(.folded(folded)) }
        return out
    }
}
