import IntentKit
import ShortcutModel

// Choose from List and Show Alert: questions asked through the host's prompter (the editor's
// modal, the CLI's prompt or its --answer list). A run nobody can answer stops with an error
// naming the action: it never picks an item or confirms an alert on its own.
extension Execution {
    /// Asks which item (or items, with `multiple`) of `items` to take; an item's title is its text.
    package func chooseFromList(_ items: [any Sendable], prompt: String?, multiple: Bool, _ ref: ActionReference)
        async throws(RunError) -> any Sendable
    {
        guard !items.isEmpty else {
            throw RunError(
                .invalidValue, action: ref, parameter: "list", "the list is empty: there is nothing to choose")
        }
        let titles = items.map { ValueText.summary(of: $0, limit: ShortcutLimits.quotedValueLength) }
        let request = PromptRequest(
            kind: .choice, intentIdentifier: "", intentTitle: ref.title,
            dialog: IntentDialog(.verbatim(prompt ?? (multiple ? "Choose items" : "Choose an item"))),
            options: zip(titles, items).map { PromptOption(title: $0, value: $1) }, allowsMultiple: multiple)
        let chosen: [Int]
        switch try await askPrompter(request, action: ref, parameter: "list") {
        case .option(let index) where items.indices.contains(index): chosen = [index]
        case .options(let indices) where !indices.isEmpty && indices.allSatisfy(items.indices.contains):
            // Each item once, in the order first chosen, whoever answered (2,2,1 is 2 then 1).
            var seen = Set<Int>()
            chosen = multiple ? indices.filter { seen.insert($0).inserted } : [indices[0]]
        case .text(let text):
            chosen = try match(text, in: titles, multiple: multiple, ref)
        case .value(let value):
            return value
        default:
            throw RunError(
                .promptFailed, action: ref, parameter: "list", "the answer is not one of the \(items.count) items")
        }
        return multiple ? chosen.map { items[$0] } as [any Sendable] : items[chosen[0]]
    }

    /// The items a typed answer names: a title (any case), or with `multiple` titles separated by commas.
    private func match(_ text: String, in titles: [String], multiple: Bool, _ ref: ActionReference) throws(RunError)
        -> [Int]
    {
        let longest = titles.map(\.utf8.count).max() ?? 0
        func index(of name: Substring) -> Int? {
            let name = name.trimmingCharacters(in: .whitespaces)
            // A far longer answer than any title matches none and is not folded (see the menu's).
            guard name.utf8.count <= 3 * longest + 16 else { return nil }
            return titles.firstIndex { $0.caseInsensitiveCompare(name) == .orderedSame }
        }
        if let whole = index(of: Substring(text)) { return [whole] }
        if multiple {
            let parts = text.split(separator: ",")
            let found = parts.compactMap(index(of:))
            if !parts.isEmpty, found.count == parts.count { return found }
        }
        throw RunError(
            .promptFailed, action: ref, parameter: "list",
            "'\(quoted(text))' is not one of: \(quoted(titles.joined(separator: ", ")))")
    }

    /// Shows an alert. OK goes on; Cancel (offered when `showsCancel`) stops the shortcut, as
    /// Shortcuts does, with no output, and every shortcut it was called from. An alert with OK alone asks nothing: when nobody can
    /// answer it is shown as a dialog and the run goes on.
    package func showAlert(title: String?, message: String, showsCancel: Bool, _ ref: ActionReference) async throws {
        let request = PromptRequest(
            kind: .confirmation, intentIdentifier: "", intentTitle: title ?? ref.title,
            dialog: IntentDialog(.verbatim(message)), confirmationActionName: "OK")
        if !showsCancel {
            let answer: PromptAnswer
            do { answer = try await prompter.prompt(request) } catch is PromptUnavailable {
                emit(.dialog(ref, IntentDialog(.verbatim(title.map { "\($0): \(message)" } ?? message))))
                return
            } catch is CancellationError {
                throw RunError(.cancelled, action: ref, "cancelled")
            } catch {
                throw RunError(.promptFailed, action: ref, "showing the alert failed: \(error)")
            }
            if case .cancelled = answer { throw RunError(.cancelled, action: ref, "cancelled") }
            return
        }
        switch try await askPrompter(request, action: ref, parameter: nil) {
        // Cancel stops the whole run, a shortcut that Run Shortcut called and its callers alike.
        case .confirmed(false): throw Stop(output: nil, endsEveryLevel: true)
        default: return
        }
    }
}
