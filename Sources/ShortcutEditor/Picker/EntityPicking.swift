import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The picker for an entity or enum parameter: a search field over the items the entity's
/// query finds (or the enum's cases), with live results.
struct EntityPicker {
    /// Where the items come from.
    enum Source {
        /// An entity type's query, by the type's identifier.
        case entity(TypeIdentifier)
        /// An enum's cases, filtered here.
        case cases([PickerItem])
        /// A choice slot's options, filtered here and chosen by id (each item's value is
        /// `.enumCase(id)`, the option's id carried as an enum case's is): Run Shortcut's
        /// shortcuts.
        case options([PickerItem])
    }

    var slot: SlotID
    var title: String
    var source: Source
    /// Several items can be picked (a list's new items), Tab marking each.
    var allowsMultiple = false
    /// The list overlay the picker adds items to, when it was opened from one.
    var returnTo: ListEditor?
    var query = TextFieldState()
    var results: [PickerItem] = []
    var list = ListState(selected: nil)
    /// The items marked so far, in the order marked.
    var picked: [PickerItem] = []
    var phase: SearchPhase = .idle
    /// The number of the latest search (from the app's ticket counter, so no other picker's
    /// search has it); a result of any other search is dropped.
    var generation = 0
    /// When the last search started, to tell typing from a burst of keys.
    var lastSearch: ContinuousClock.Instant?

    /// The item the highlight is on.
    var highlighted: PickerItem? { list.selected.flatMap { results.indices.contains($0) ? results[$0] : nil } }
}

extension ShortcutsApp {
    /// Keys closer together than this are a burst (a paste, a held key): the query waits for
    /// the burst to end, so it makes one query. Typed keys start their query at once.
    static let pickerBurst = Duration.milliseconds(15)
    /// The task id of the picker's query: starting a new one cancels the older.
    static let pickerTask: TaskID = "picker.search"

    /// Opens the picker for an entity (searching through its query) or an enum (its cases).
    mutating func openPicker(
        slot: SlotID, title: String, kind: TokenKind, returnTo list: ListEditor? = nil,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        // A list's new items can be several; an item being edited is one.
        let allowsMultiple = list != nil && list?.editing == nil
        switch kind {
        case .entity(let type):
            guard environment.catalog.entity(type)?.isQueryable == true else {
                return post("Unknown kind of item: \(type)", kind: .error)
            }
            screen.overlay = .picker(
                EntityPicker(
                    slot: slot, title: title, source: .entity(type), allowsMultiple: allowsMultiple, returnTo: list))
            return searchPicker(in: &screen, debounce: false)
        case .enumeration(let id):
            guard let cases = environment.catalog.enumeration(id)?.metadata.cases, !cases.isEmpty else {
                return post("\(title) has no options", kind: .warning)
            }
            let items = cases.map { PickerItem(title: $0.title, value: .enumCase($0.value)) }
            var picker = EntityPicker(
                slot: slot, title: title, source: .cases(items), allowsMultiple: allowsMultiple, returnTo: list)
            picker.results = items
            picker.list = ListState(selected: 0)
            screen.overlay = .picker(picker)
            return []
        default:
            return []
        }
    }

    /// Run Shortcut's shortcut: a picker over the library's shortcuts (but the one being
    /// edited) that filters by name as it is typed, folded as Find folds ("ecole" finds
    /// "École"), each shown with its glyph; the current one highlighted.
    mutating func openShortcutPicker(_ token: EditableToken, in screen: inout EditorScreen) -> [Effect<Message>] {
        let others = screen.session.catalog.shortcuts.listing().filter { $0.id != screen.session.shortcut.id }
        guard !others.isEmpty else { return post("There is no other shortcut in the library to run", kind: .warning) }
        let items = others.map { PickerItem(title: $0.name, symbol: $0.icon, value: .enumCase($0.id.uuidString)) }
        var picker = EntityPicker(slot: token.slot, title: token.title, source: .options(items))
        picker.results = items
        picker.list = ListState(selected: items.firstIndex { $0.value == .enumCase(token.choice ?? "") } ?? 0)
        screen.overlay = .picker(picker)
        return []
    }

    /// Starts the query for the picker's text, replacing any older one; inside a burst of keys,
    /// after a pause that the next key of the burst cancels.
    private mutating func searchPicker(in screen: inout EditorScreen, debounce: Bool = true) -> [Effect<Message>] {
        guard case .picker(var picker)? = screen.overlay else { return [] }
        switch picker.source {
        case .cases(let all), .options(let all):
            picker.results = PickerSearch.cases(all, matching: picker.query.text)
            picker.list = ListState(selected: picker.results.isEmpty ? nil : 0)
            screen.overlay = .picker(picker)
            return []
        case .entity(let typeID):
            guard let type = environment.catalog.entity(typeID), type.isQueryable else { return [] }
            picker.generation = ticket()
            picker.phase = .searching(since: now)
            let generation = picker.generation
            let text = picker.query.text
            let dependencies = environment.dependencies
            let inBurst = picker.lastSearch.map { now - $0 < Self.pickerBurst } ?? false
            let pause = debounce && inBurst ? Self.pickerBurst : .zero
            picker.lastSearch = now
            screen.overlay = .picker(picker)
            return [
                .task(id: Self.pickerTask) { context in
                    do {
                        if pause > .zero { try await Task.sleep(for: pause) }
                        // Effects run detached, outside any task-local scope: the app's manager goes along.
                        let items = try await AppDependencyManager.withScope(dependencies) {
                            try await PickerSearch.entities(type, matching: text)
                        }
                        try Task.checkCancellation()
                        context.send(.pickerResults(generation, .success(items)))
                    } catch is CancellationError {
                        // A newer search replaced this one.
                    } catch {
                        context.send(
                            .pickerResults(
                                generation, .failure(PickerFailure(message: IntentRunError.message(for: error)))))
                    }
                }
            ]
        }
    }

    /// A query's results, if they answer the picker's latest search.
    mutating func showPickerResults(_ generation: Int, _ outcome: Result<[PickerItem], PickerFailure>) -> [Effect<
        Message
    >] {
        guard var screen = editor, case .picker(var picker)? = screen.overlay, picker.generation == generation else {
            return []
        }
        switch outcome {
        case .success(let items):
            picker.results = items
            picker.list = ListState(selected: items.isEmpty ? nil : 0)
            picker.phase = .idle
        case .failure(let failure):
            picker.results = []
            picker.phase = .failed(failure.message)
        }
        screen.overlay = .picker(picker)
        editor = screen
        return []
    }

    mutating func handlePicker(
        _ command: ContextCommand, _ event: InputEvent, _ picker: inout EntityPicker,
        in screen: inout EditorScreen
    ) -> [Effect<Message>] {
        switch command {
        case .entry(.cancel):
            screen.overlay = picker.returnTo.map { .list($0) }
            return [.cancel(Self.pickerTask)]
        case .entry(.mark):
            guard let item = picker.highlighted else { return [] }
            if let index = picker.picked.firstIndex(of: item) {
                picker.picked.remove(at: index)
            } else {
                picker.picked.append(item)
            }
            if let selected = picker.list.selected, selected + 1 < picker.results.count {
                picker.list.selected = selected + 1
            }
        case .entry(.accept):
            let chosen = picker.picked.isEmpty ? picker.highlighted.map { [$0] } ?? [] : picker.picked
            guard !chosen.isEmpty else {
                return post(picker.results.isEmpty ? "Nothing to pick" : "Highlight an item first", kind: .warning)
            }
            for item in chosen { remember(item, in: &screen) }
            if var list = picker.returnTo {
                for item in chosen { commit(item.value, into: &list, in: &screen) }
                screen.overlay = .list(list)
                return [.cancel(Self.pickerTask)]
                    + post(chosen.count == 1 ? "Added \(chosen[0].title)" : "Added \(chosen.count) items")
            }
            screen.overlay = nil
            if case .options = picker.source, case .enumCase(let option) = chosen[0].value {
                screen.session.choose(option, slot: picker.slot)
            } else {
                screen.session.setValue(chosen[0].value, slot: picker.slot)
            }
            return [.cancel(Self.pickerTask)] + post("Set \(chosen[0].title)")
        case .listKey:
            let items = picker.results.map { ListItem($0.title) }
            _ = picker.list.handle(event, items: items, area: Layout.picker(in: Rect(screenSize)).list)
        default:
            guard picker.query.handle(event) else { break }
            screen.overlay = .picker(picker)
            return searchPicker(in: &screen)
        }
        screen.overlay = .picker(picker)
        return []
    }

    /// Keeps a picked entity's title, so its card shows it without looking it up again.
    private func remember(_ item: PickerItem, in screen: inout EditorScreen) {
        guard case .entity(let type, let id) = item.value else { return }
        screen.session.entityTitles.set(item.title, type: type, id: id)
    }
}

/// Why a picker's query failed, as its overlay says it.
package struct PickerFailure: Error, Sendable {
    var message: String
}
