import Foundation
import ShortcutModel

/// Use Model's Writing Tools, as Apple's are: a task that says what to do with the prompt's text,
/// so a shortcut need not write the instructions (docs/models.md). The person's own
/// instructions, when there are some, come after the task's.
package enum WritingTool: String, CaseIterable, Sendable {
    case summarize, rewrite, makeList, proofread, extract

    /// Its name in the editor's menu and the card's sentence.
    package var title: String {
        switch self {
        case .summarize: "Summarize"
        case .rewrite: "Rewrite"
        case .makeList: "Make List"
        case .proofread: "Proofread"
        case .extract: "Extract"
        }
    }

    /// The result it gives, whatever result type is set: a list for Make List, a dictionary for
    /// Extract; `nil`: the action's own.
    package var result: UseModelResult? {
        switch self {
        case .makeList: .list
        case .extract: .dictionary
        default: nil
        }
    }

    /// What the model is told to do with the text.
    var instruction: String {
        switch self {
        case .summarize:
            "Summarize the text the user gives in a few sentences, keeping what matters most. Reply with the summary only."
        case .rewrite:
            "Rewrite the text the user gives so that it reads clearly and well, keeping its meaning and its language. Reply with the rewritten text only."
        case .makeList:
            "Turn the text the user gives into a list of its items, one item each, in its own words."
        case .proofread:
            "Correct the spelling, grammar and punctuation of the text the user gives, changing nothing else. Reply with the corrected text only."
        case .extract:
            "Extract the facts of the text the user gives as a JSON object whose keys name them."
        }
    }
}
