import Foundation
import IntentKit
import ShortcutKit

/// The validator's diagnostics arranged for the editor: by card, and counted for the status line.
package struct ValidationSummary: Sendable, Equatable {
    /// Every diagnostic, in reading order.
    package let diagnostics: [Diagnostic]
    /// How many diagnostics are errors (the shortcut is invalid) and how many warnings.
    package let errorCount: Int
    package let warningCount: Int
    private let byAction: [UUID: [Diagnostic]]
    /// What the shortcut may touch (with the shortcuts it runs), worked out with each check so
    /// that drawing the header costs nothing (docs/security.md).
    package private(set) var effects: SideEffects = []
    /// The types the validator's walk found, which the cards' sentences read.
    package private(set) var types: ScopeTypes?

    /// Arranges the validator's diagnostics.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        errorCount = diagnostics.count(where: { $0.severity == .error })
        warningCount = diagnostics.count(where: { $0.severity == .warning })
        byAction = Dictionary(grouping: diagnostics.filter { $0.actionID != nil }) { $0.actionID! }
    }

    /// Validates `document` against the catalog.
    package init(validating document: ShortcutDocument, catalog: Catalog, layout: ActionLayout? = nil) {
        let (diagnostics, types) = Validator(catalog: catalog).check(document, layout: layout)
        self.init(diagnostics)
        self.types = types
        effects = catalog.totalEffects(of: document)
    }

    /// What the editor's header adds after the name when the shortcut runs programs or reaches
    /// the network ("runs programs and uses the network"); nil otherwise.
    package var gatedEffectsPhrase: String? {
        let gated = effects.intersection(SafetyPolicy.gated)
        return gated.isEmpty ? nil : gated.phrase
    }

    /// Whether the shortcut has no errors (warnings do not make it invalid).
    package var isValid: Bool { errorCount == 0 }

    /// The diagnostics about one action, for its card.
    package func diagnostics(for actionID: UUID) -> [Diagnostic] { byAction[actionID] ?? [] }

    /// The diagnostics about the shortcut as a whole rather than one action.
    package var shortcutDiagnostics: [Diagnostic] { diagnostics.filter { $0.actionID == nil } }

    /// For the status line: "No problems", "1 error", "2 errors, 1 warning".
    package var statusText: String {
        guard errorCount + warningCount > 0 else { return "No problems" }
        return [Self.count(errorCount, "error"), Self.count(warningCount, "warning")].compactMap { $0 }.joined(
            separator: ", ")
    }

    static func count(_ n: Int, _ noun: String) -> String? {
        n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// What saving a shortcut came to, for the status line. Saving an invalid shortcut is allowed
/// (work in progress is never lost), but the message says so.
package enum SaveOutcome: Sendable, Equatable {
    /// Written, with the validator's counts at the time.
    case saved(errors: Int, warnings: Int)
    /// Not written, and why.
    case failed(String)

    /// The outcome of saving a shortcut with these diagnostics.
    package init(saved summary: ValidationSummary) {
        self = .saved(errors: summary.errorCount, warnings: summary.warningCount)
    }

    /// "Saved", "Saved (1 warning)", "Saved with 2 errors", "Not saved: …".
    package var message: String {
        switch self {
        case .saved(let errors, let warnings):
            if errors > 0 { return "Saved with \(ValidationSummary.count(errors, "error")!)" }
            if warnings > 0 { return "Saved (\(ValidationSummary.count(warnings, "warning")!))" }
            return "Saved"
        case .failed(let reason):
            return "Not saved: \(reason)"
        }
    }

    /// Whether the message should stand out: the file was not written, or it has errors.
    package var needsAttention: Bool {
        switch self {
        case .saved(let errors, _): errors > 0
        case .failed: true
        }
    }
}
