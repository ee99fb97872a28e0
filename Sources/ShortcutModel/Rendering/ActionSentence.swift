import Foundation
import IntentKit

/// An action read as a sentence: "Find Books where Title contains “the”, sorted by Date Read
/// (latest first), limit 5". The command line prints it; the editor draws the same pieces as
/// editable tokens.
package struct ActionSentence: Sendable, Equatable {
    /// A piece of the sentence.
    package enum Piece: Sendable, Equatable {
        case text(String)
        /// A parameter or operand: its name, its title (the placeholder), and its value as shown,
        /// `nil` when empty.
        case slot(name: SlotID, title: String, value: SlotValue?)
    }

    /// A value as a sentence shows it.
    package enum SlotValue: Sendable, Equatable {
        /// A constant, as text.
        case constant(String)
        /// A variable, as a pill: "Found Books › Author".
        case variable(String, broken: Bool)
        /// Asked each time the shortcut runs.
        case ask(String)
    }

    package var pieces: [Piece]
    /// Parameters that are not in the sentence ("Show More").
    package var more: [Piece]
    /// Lines that belong under the sentence, one each: the conditions of an If with several
    /// ("If any of 2 conditions are true", then "⟦Day⟧ is “Saturday”", …). `view` prints them
    /// below the sentence, and the card shows them after it.
    package var rows: [[Piece]] = []

    package init(pieces: [Piece], more: [Piece], rows: [[Piece]] = []) {
        self.pieces = pieces
        self.more = more
        self.rows = rows
    }

    /// Every piece: the sentence's, its rows', then those under "Show More".
    package var allPieces: [Piece] { pieces + rows.flatMap { $0 } + more }

    /// The sentence as plain text: values as written, variables in ⟦ ⟧, empty slots as [Title].
    package var text: String { Self.text(of: pieces) }

    /// Each of ``rows`` as plain text, as ``text`` writes the sentence.
    package var rowTexts: [String] { rows.map(Self.text(of:)) }

    static func text(of pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .slot(_, let title, let value):
                switch value {
                case .constant(let text)?: text
                case .variable(let name, let broken)?: broken ? "⟦\(name) ⚠︎⟧" : "⟦\(name)⟧"
                case .ask(let prompt)?: "⟦Ask: \(prompt)⟧"
                case nil: "[\(title)]"
                }
            }
        }.joined()
    }
}
