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

    /// What its queries send back.
    enum Message: Sendable {
        /// What search number `generation` found.
        case results(Int, Result<[PickerItem], PickerFailure>)
    }

    var slot: SlotID
    var title: String
    var source: Source
    /// Several items can be picked (a list's new items), Tab marking each.
    var allowsMultiple = false
    /// The chosen items go to the layer under the picker (the list it adds to) rather than
    /// into the slot.
    var handsDown = false
    var query = TextFieldState()
    var results: [PickerItem] = []
    var list = ListState(selected: nil)
    /// The items marked so far, in the order marked.
    var picked: [PickerItem] = []
    var phase: SearchPhase = .idle
    /// The number of the latest search; a result of any older one is dropped.
    var generation = 0
    /// When the last search started, to tell typing from a burst of keys.
    var lastSearch: ContinuousClock.Instant?

    /// The item the highlight is on.
    var highlighted: PickerItem? { list.selected.flatMap { results.indices.contains($0) ? results[$0] : nil } }

    /// Keys closer together than this are a burst (a paste, a held key): the query waits for
    /// the burst to end, so it makes one query. Typed keys start their query at once.
    static let burst = Duration.milliseconds(15)
    /// The task id of the picker's query: starting a new one cancels the older.
    static let searchTask: TaskID = "picker.search"
}

extension ShortcutsApp {
    /// Opens the picker for an entity (searching through its query) or an enum (its cases).
    /// `handsDown`: the picked items go to the layer it opens over (a list's).
    mutating func openPicker(
        slot: SlotID, title: String, kind: TokenKind, handsDown: Bool = false, multiple: Bool = false
    )
        -> [Effect<Message>]
    {
        switch kind {
        case .entity(let type):
            guard environment.catalog.entity(type)?.isQueryable == true else {
                return post("Unknown kind of item: \(type)", kind: .error)
            }
            var picker = EntityPicker(
                slot: slot, title: title, source: .entity(type), allowsMultiple: multiple, handsDown: handsDown)
            let search = picker.search(in: self, debounce: false)
            return open(picker, starting: search)
        case .enumeration(let id):
            guard let cases = environment.catalog.enumeration(id)?.metadata.cases, !cases.isEmpty else {
                return post("\(title) has no options", kind: .warning)
            }
            let items = cases.map { PickerItem(title: $0.title, value: .enumCase($0.value)) }
            var picker = EntityPicker(
                slot: slot, title: title, source: .cases(items), allowsMultiple: multiple, handsDown: handsDown)
            picker.results = items
            picker.list = ListState(selected: 0)
            return open(picker)
        default:
            return []
        }
    }

    /// Run Shortcut's shortcut: a picker over the library's shortcuts (but the one being
    /// edited) that filters by name as it is typed, folded as Find folds ("ecole" finds
    /// "École"), each shown with its glyph; the current one highlighted.
    mutating func openShortcutPicker(_ token: EditableToken, in screen: EditorScreen) -> [Effect<Message>] {
        let others = screen.session.catalog.shortcuts.listing().filter { $0.id != screen.session.shortcut.id }
        guard !others.isEmpty else { return post("There is no other shortcut in the library to run", kind: .warning) }
        let items = others.map { PickerItem(title: $0.name, symbol: $0.icon, value: .enumCase($0.id.uuidString)) }
        var picker = EntityPicker(slot: token.slot, title: token.title, source: .options(items))
        picker.results = items
        picker.list = ListState(selected: items.firstIndex { $0.value == .enumCase(token.choice ?? "") } ?? 0)
        return open(picker)
    }
}

extension EntityPicker: Layer {
    var context: Context { .picker }
    var highlightedRow: Int? { list.selected }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        ContextKeymaps.picker(allowsMultiple: allowsMultiple)
    }

    func takesText(in host: ShortcutsApp) -> Bool { true }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .command(.entry(.cancel), _):
            return .close([.cancel(Self.searchTask)])
        case .command(.entry(.mark), _):
            guard let item = highlighted else { return .stay() }
            if let index = picked.firstIndex(of: item) {
                picked.remove(at: index)
            } else {
                picked.append(item)
            }
            if let selected = list.selected, selected + 1 < results.count { list.selected = selected + 1 }
        case .command(.entry(.accept), _):
            return accept(host: &host)
        case .command(.listKey, let event):
            _ = list.handle(
                event, items: results.map { ListItem($0.title) }, area: Layout.picker(in: Rect(host.screenSize)).list)
        case .command(_, let event), .event(let event):
            if query.handle(event) { return .stay(search(in: host)) }
        case .message(.results(let number, let outcome)):
            // Only the latest search's answer counts.
            guard number == generation else { return .stay() }
            switch outcome {
            case .success(let items):
                results = items
                list = ListState(selected: items.isEmpty ? nil : 0)
                phase = .idle
            case .failure(let failure):
                results = []
                phase = .failed(failure.message)
            }
        }
        return .stay()
    }

    /// Enter: the marked items (or the highlighted one) go to the list under the picker, or
    /// into the slot.
    private func accept(host: inout ShortcutsApp) -> LayerStep<Message> {
        let chosen = picked.isEmpty ? highlighted.map { [$0] } ?? [] : picked
        guard !chosen.isEmpty else {
            host.notify(results.isEmpty ? "Nothing to pick" : "Highlight an item first", kind: .warning)
            return .stay()
        }
        // A picked entity's title is kept, so its card shows it without looking it up again.
        for item in chosen {
            if case .entity(let type, let id) = item.value {
                host.editor?.session.entityTitles.set(item.title, type: type, id: id)
            }
        }
        if handsDown {
            host.handDown(.picked(chosen))
            return .close([.cancel(Self.searchTask)])
        }
        if case .options = source, case .enumCase(let option) = chosen[0].value {
            host.editor?.session.choose(option, slot: slot)
        } else {
            host.editor?.session.setValue(chosen[0].value, slot: slot)
        }
        host.notify("Set \(chosen[0].title)")
        return .close([.cancel(Self.searchTask)])
    }

    /// Starts the query for the picker's text, replacing any older one; inside a burst of keys,
    /// after a pause that the next key of the burst cancels.
    mutating func search(in host: ShortcutsApp, debounce: Bool = true) -> [Effect<Message>] {
        switch source {
        case .cases(let all), .options(let all):
            results = PickerSearch.cases(all, matching: query.text)
            list = ListState(selected: results.isEmpty ? nil : 0)
            return []
        case .entity(let typeID):
            guard let type = host.environment.catalog.entity(typeID), type.isQueryable else { return [] }
            let now = host.now
            generation += 1
            phase = .searching(since: now)
            let number = generation
            let text = query.text
            let dependencies = host.environment.dependencies
            let inBurst = lastSearch.map { now - $0 < Self.burst } ?? false
            let pause = debounce && inBurst ? Self.burst : .zero
            lastSearch = now
            return [
                .task(id: Self.searchTask) { context in
                    do {
                        if pause > .zero { try await Task.sleep(for: pause) }
                        // Effects run detached, outside any task-local scope: the app's manager goes along.
                        let items = try await AppDependencyManager.withScope(dependencies) {
                            try await PickerSearch.entities(type, matching: text)
                        }
                        try Task.checkCancellation()
                        context.send(.results(number, .success(items)))
                    } catch is CancellationError {
                        // A newer search replaced this one.
                    } catch {
                        context.send(
                            .results(number, .failure(PickerFailure(message: IntentRunError.message(for: error)))))
                    }
                }
            ]
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        PickerView(picker: self, now: host.now).render(in: area, into: &buffer)
    }
}

/// Why a picker's query failed, as its overlay says it.
package struct PickerFailure: Error, Sendable {
    var message: String
}
