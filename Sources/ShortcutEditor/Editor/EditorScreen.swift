import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The editor screen's view state around its session: the focused token, which cards show
/// their "Show More" settings, and where it goes once a save is done.
struct EditorScreen {
    var session: EditorSession
    /// The focused token among the selected card's visible tokens.
    var tokenIndex = 0
    /// The actions whose "Show More" fold is open.
    var expanded: Set<UUID> = []
    /// Where the editor goes once the save under way succeeds: the editor stays open until
    /// then, so a failed save leaves the changes on screen.
    var pendingExit: PendingExit?
    /// A recovery copy was found and the person put off deciding (Esc): it is neither replaced
    /// nor removed while this editor is open.
    var keepsRecoveryCopy = false
    /// The cards a debug run stops before (action ids), kept beside the library.
    var breakpoints: Set<UUID> = []
    /// The agent that wrote the shortcut, when no person has accepted it since it was opened
    /// (docs/security.md): the header says so, and its first run asks to accept it.
    var agentAuthor: String?

    /// The selected card's tokens that can be focused: the sentence's, and the folded ones when open.
    var visibleTokens: [EditableToken] {
        guard let card = session.selectedCard else { return [] }
        return expanded.contains(card.row.actionID) && card.row.isCard ? card.tokens : card.sentenceTokens
    }

    var focusedToken: EditableToken? {
        let tokens = visibleTokens
        return tokens.isEmpty ? nil : tokens[min(tokenIndex, tokens.count - 1)]
    }

    /// Focuses a slot of the selected card (unfolding "Show More" if it is there).
    mutating func focus(slot: SlotID) {
        guard let card = session.selectedCard else { return }
        if card.moreTokens.contains(where: { $0.slot == slot }) { expanded.insert(card.row.actionID) }
        tokenIndex = visibleTokens.firstIndex { $0.slot == slot } ?? 0
    }
}

/// Where the editor goes after the save under way.
enum PendingExit: Equatable {
    /// Back to the library (Esc).
    case library
    /// Out of the program.
    case quit
}
