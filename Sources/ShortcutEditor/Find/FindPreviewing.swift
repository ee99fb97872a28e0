import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension FindEditor {
    /// Runs the Find as it stands through the runner (the path a run takes), after a short pause,
    /// replacing any preview still running. Unfinished rows (an empty value) are left out by the
    /// runner itself, by the rule a run follows (``FindAction/unfinishedRows``), and the note says
    /// which; rows whose values are variables or asked are left out here, since only a run knows them.
    mutating func preview(of session: EditorSession, in host: ShortcutsApp, debounce: Bool = true) -> [Effect<Message>]
    {
        guard var find = session.selectedFind else { return [] }
        preview.generation += 1
        let generation = preview.generation
        var notes: [String] = []
        let isUnknown: (Value) -> Bool = { value in
            if case .ask = value { return true }
            return !value.variables.isEmpty
        }
        if let source = find.source, isUnknown(source) || source == ActionSlots.empty {
            preview = FindPreview(
                phase: .idle, note: "The list is known only when the shortcut runs", generation: generation)
            return [.cancel(Self.previewTask)]
        }
        let unfinished = find.unfinishedRows
        if !unfinished.isEmpty {
            let rows = unfinished.map { "\($0 + 1)" }
            notes.append(
                rows.count == 1
                    ? "row \(rows[0]) is unfinished and left out, as a run leaves it out"
                    : "rows \(rows.joined(separator: ", ")) are unfinished and left out, as a run leaves them out")
        }
        let before = find.conditions.count
        find.conditions.removeAll { !$0.isUnfinished && (isUnknown($0.value) || $0.value2.map(isUnknown) == true) }
        if find.conditions.count < before { notes.append("rows without a fixed value are left out") }
        if let limit = find.limit, isUnknown(limit) || limit == ActionSlots.empty {
            find.limit = nil
            notes.append("the limit is a variable")
        }
        preview.phase = .searching(since: host.now)
        preview.note = notes.isEmpty ? nil : notes.joined(separator: "; ").capitalizedFirst
        let catalog = host.environment.catalog
        let dependencies = host.environment.dependencies
        let pause = debounce ? Self.previewDebounce : .zero
        let document = ShortcutDocument(name: "Preview", actions: [Action(.find(find))])
        let entity = find.entity
        return [
            .task(id: Self.previewTask) { context in
                do {
                    if pause > .zero { try await Task.sleep(for: pause) }
                    let result = try await AppDependencyManager.withScope(dependencies) {
                        try await ShortcutRunner(catalog: catalog).run(document, prompter: NonInteractivePrompter())
                    }
                    try Task.checkCancellation()
                    let found = (result.output as? [any Sendable]) ?? []
                    let items = found.prefix(Self.previewRows).compactMap {
                        ($0 as? any EntityValue).map { PickerSearch.item(for: $0, typeID: entity) }
                    }
                    context.send(
                        .preview(generation, .success(FindPreviewResult(items: items, count: found.count))))
                } catch is CancellationError {
                    // A newer preview replaced this one.
                } catch let error as RunError {
                    context.send(.preview(generation, .failure(PickerFailure(message: error.message))))
                } catch {
                    context.send(.preview(generation, .failure(PickerFailure(message: "\(error)"))))
                }
            }
        ]
    }

    /// A preview's answer, if it answers the latest preview.
    mutating func show(_ generation: Int, _ outcome: Result<FindPreviewResult, PickerFailure>) {
        guard preview.generation == generation else { return }
        switch outcome {
        case .success(let result):
            preview.items = result.items
            preview.count = result.count
            preview.phase = .idle
        case .failure(let failure):
            preview.items = []
            preview.phase = .failed(failure.message)
        }
    }
}

/// What a preview found: the first entities and how many in all.
package struct FindPreviewResult: Sendable {
    var items: [PickerItem]
    var count: Int
}

extension String {
    /// The text with its first letter capitalised.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
