import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// The Find editor over the selected Find card: which line and field has the focus, a menu open
/// on a field, and the live preview. Every change goes to the card at once (one undo step each);
/// values open the same field, picker and variable picker as the card's tokens.
struct FindEditor {
    /// The Find action being edited: if the selection moves off it (an undo), the editor closes.
    var actionID: UUID
    /// The focused line, an index into ``FindForm/lines(of:)``.
    var line = 0
    /// The focused field of the line.
    var column = 0
    /// A menu open on a field (entity type, property, comparator, unit, sort property).
    var menu: FindMenu?
    var preview = FindPreview()
    var help: HelpOverlay?
}

/// A menu of the Find editor and what each item sets.
struct FindMenu {
    enum Target {
        case entity(TypeIdentifier)
        case property(row: Int, String)
        case comparator(row: Int, FindComparator)
        case unit(row: Int, FindComparator.RecentUnit)
        case sortProperty(row: Int, String)
    }

    var menu: Menu
    var targets: [Target]
}

/// The first entities the Find matches as it stands, and how many, found the way the run will.
struct FindPreview {
    var phase: SearchPhase = .idle
    var items: [PickerItem] = []
    var count = 0
    /// What the preview leaves out or cannot show ("rows with variables are left out").
    var note: String?
    /// The number of the latest preview (a ticket); any other preview's answer is dropped.
    var generation = 0
}

extension FindEditor: Layer {
    /// What its previews send back.
    enum Message: Sendable {
        /// What preview number `generation` found.
        case preview(Int, Result<FindPreviewResult, PickerFailure>)
    }

    /// The task id of the preview's run: a newer preview cancels the older.
    static let previewTask: TaskID = "find.preview"
    /// A pause after the last change before the preview runs, so a burst of changes runs one query.
    static let previewDebounce = Duration.milliseconds(60)
    /// How many entities the preview lists.
    static let previewRows = 8

    var context: Context { menu != nil ? .findMenu : help != nil ? .findHelp : .find }
    var contextsUnder: [Context] { menu != nil || help != nil ? [.find] : [] }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> {
        if let menu { return Keymap("Find menu", WidgetKeys.menu(menu.menu)) }
        if help != nil { return Keymap("Keys", WidgetKeys.help) }
        guard let screen = host.editor else { return FindKeymap.footer.map(ContextCommand.find) }
        return host.findKeymap(self, in: screen).map(ContextCommand.find)
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        if case .message(.preview(let number, let outcome)) = input {
            show(number, outcome)
            return .stay()
        }
        guard var screen = host.editor, isEditing(in: screen), let find = screen.session.selectedFind,
            let schema = host.findSchema(find)
        else { return .close([.cancel(Self.previewTask)]) }
        let step = handle(input, find: find, schema: schema, screen: &screen, host: &host)
        // The one write-back: what the keys changed in the open shortcut.
        host.editor = screen
        return step
    }

    /// Every change to the shortcut, whoever made it: the preview follows it; an undo that
    /// takes the selection off the Find closes the editor.
    mutating func documentChanged(host: inout ShortcutsApp) -> LayerStep<Message> {
        guard let screen = host.editor, isEditing(in: screen) else { return .close([.cancel(Self.previewTask)]) }
        return .stay(preview(of: screen.session, in: host))
    }

    private mutating func handle(
        _ input: LayerEvent<Message>, find: FindAction, schema: FindSchema, screen: inout EditorScreen,
        host: inout ShortcutsApp
    ) -> LayerStep<Message> {
        let bounds = Layout.screen(in: Rect(host.screenSize)).box
        if var open = help {
            guard let event = input.event else { return .stay() }
            help = open.handle(event, in: bounds) == .closed ? nil : open
            return .stay()
        }
        if let open = menu {
            guard let event = input.event else { return .stay() }
            var choosing = open
            switch choosing.menu.handle(event, in: bounds) {
            case .chose(let index)?:
                menu = nil
                apply(open.targets[index], schema: schema, catalog: host.environment.catalog, in: &screen)
            case .cancelled?: menu = nil
            default: menu = choosing
            }
            return .stay()
        }
        guard case .command(.find(let command), _) = input else { return .stay() }
        return run(command, screen: &screen, host: &host)
    }

    private mutating func run(_ command: FindCommand, screen: inout EditorScreen, host: inout ShortcutsApp)
        -> LayerStep<Message>
    {
        guard let find = screen.session.selectedFind, let schema = host.findSchema(find) else { return .stay() }
        let lines = FindForm.lines(of: find)
        self.line = min(self.line, lines.count - 1)
        let line = lines[self.line]
        let fields = FindForm.fields(of: line, in: find)
        self.column = min(self.column, fields.count - 1)
        let field = fields[self.column]
        switch command {
        case .save:
            let asked = host.save(screen.session)
            host.request(asked)
        case .quit:
            let asked = host.quitOrAsk(screen)
            host.request(asked)
            return .close([.cancel(Self.previewTask)])
        case .up:
            self.line = max(0, self.line - 1)
            self.column = 0
        case .down:
            self.line = min(lines.count - 1, self.line + 1)
            self.column = 0
        case .nextField: self.column = (self.column + 1) % fields.count
        case .previousField: self.column = (self.column + fields.count - 1) % fields.count
        case .done:
            return .close([.cancel(Self.previewTask)])
        case .help:
            self.help = HelpOverlay(
                title: "Find keys",
                sections: FindKeymap.keymap(canRemove: true, canMove: true, takesVariable: true).helpSections)
        case .undo:
            guard screen.session.undo() else { return stay(saying: "Nothing to undo", kind: .warning, host: &host) }
        case .redo:
            guard screen.session.redo() else { return stay(saying: "Nothing to redo", kind: .warning, host: &host) }
        case .addFilter:
            guard let first = schema.filterable.first else {
                return stay(
                    saying:
                        "\(schema.entity.pluralName) have no properties to filter by", kind: .warning, host: &host)
            }
            let comparator = first.comparators.first ?? .query(.equalTo)
            screen.session.updateFind("Add Filter") {
                $0.conditions.append(
                    FindAction.FindCondition(
                        property: first.name, comparator: comparator, value: ActionSlots.empty,
                        value2: comparator.takesTwoValues ? ActionSlots.empty : nil))
            }
            self.line = find.conditions.count + 1
            self.column = 0
        case .addSort:
            let used = Set(find.sort.map(\.property))
            guard let next = schema.sortable.first(where: { !used.contains($0.name) }) ?? schema.sortable.first else {
                return stay(saying: "\(schema.entity.pluralName) cannot be sorted", kind: .warning, host: &host)
            }
            screen.session.updateFind("Add Sort") { $0.sort.append(FindAction.FindSort(property: next.name)) }
            self.line = find.conditions.count + 2 + find.sort.count
            self.column = 0
        case .remove:
            switch line {
            case .filter(let row): screen.session.updateFind("Remove Filter") { $0.conditions.remove(at: row) }
            case .sort(let row): screen.session.updateFind("Remove Sort") { $0.sort.remove(at: row) }
            default: break
            }
        case .moveUp, .moveDown:
            let delta = command == .moveUp ? -1 : 1
            switch line {
            case .filter(let row) where find.conditions.indices.contains(row + delta):
                screen.session.updateFind("Move Filter") { $0.conditions.swapAt(row, row + delta) }
                self.line += delta
            case .sort(let row) where find.sort.indices.contains(row + delta):
                screen.session.updateFind("Move Sort") { $0.sort.swapAt(row, row + delta) }
                self.line += delta
            default:
                return stay(saying: "It cannot move further", kind: .warning, host: &host)
            }
        case .increment, .decrement:
            guard var token = screen.session.selectedCard?.token("limit") else { return .stay() }
            token.range = ParameterRange(lowerBound: 1, upperBound: 100_000)
            let asked = host.step(token, by: command == .increment ? 1 : -1, in: &screen)
            host.request(asked)
        case .variable:
            guard let slot = slot(of: field, line: line),
                let picker = screen.session.variablePicker(slot: slot)
            else { return stay(saying: "No variable fits here", kind: .warning, host: &host) }
            host.open(VariableBrowser(slot: slot, picker: picker))
        case .clear:
            switch field {
            case .limitValue, .limitSwitch: screen.session.updateFind("Remove Limit") { $0.limit = nil }
            default:
                guard let slot = slot(of: field, line: line) else {
                    return stay(
                        saying: "Only a value, the limit or the list can be cleared", kind: .warning, host: &host)
                }
                screen.session.setValue(nil, slot: slot)
            }
        case .edit:
            return edit(field, on: line, of: find, schema: schema, screen: &screen, host: &host)
        }
        return .stay()
    }

    /// Whether the selected card is still the Find the editor was opened on.
    private func isEditing(in screen: EditorScreen) -> Bool {
        screen.session.selectedRow?.actionID == actionID && screen.session.selectedFind != nil
    }

    /// The card slot a field edits, for fields that hold a value.
    private func slot(of field: FindForm.Field, line: FindForm.Line) -> SlotID? {
        switch (field, line) {
        case (.value, .filter(let row)): FindForm.valueSlot(row: row, second: false)
        case (.value2, .filter(let row)): FindForm.valueSlot(row: row, second: true)
        case (.limitValue, _): .limit
        case (.source, _): .from
        default: nil
        }
    }

    private mutating func edit(
        _ field: FindForm.Field, on line: FindForm.Line, of find: FindAction, schema: FindSchema,
        screen: inout EditorScreen, host: inout ShortcutsApp
    ) -> LayerStep<Message> {
        switch (field, line) {
        case (.entity, _):
            let entities = host.environment.catalog.findableEntities
            let current = entities.firstIndex { $0.metadata.identifier == find.entity } ?? 0
            self.menu = FindMenu(
                menu: Menu(title: "Find", items: entities.map { Menu.Item($0.metadata.pluralName) }, selected: current),
                targets: entities.map { .entity($0.metadata.identifier) })
        case (.match, _):
            screen.session.updateFind(find.matchAll ? "Match Any" : "Match All") { $0.matchAll.toggle() }
        case (.property, .filter(let row)):
            let current = schema.filterable.firstIndex { $0.name == find.conditions[row].property } ?? 0
            self.menu = FindMenu(
                menu: Menu(title: "Property", items: schema.filterable.map { Menu.Item($0.title) }, selected: current),
                targets: schema.filterable.map { .property(row: row, $0.name) })
        case (.comparator, .filter(let row)):
            guard let property = schema.filterable(find.conditions[row].property) else {
                return stay(
                    saying:
                        "\(schema.title(of: find.conditions[row].property)) cannot be filtered by", kind: .warning,
                    host: &host)
            }
            let kind = host.environment.catalog.kind(for: property.type)
            let current =
                property.comparators.firstIndex { $0.isSameComparison(as: find.conditions[row].comparator) } ?? 0
            self.menu = FindMenu(
                menu: Menu(
                    title: property.title, items: property.comparators.map { Menu.Item($0.phrase(for: kind)) },
                    selected: current),
                targets: property.comparators.map { .comparator(row: row, $0) })
        case (.value, .filter(let row)), (.value2, .filter(let row)):
            let slot = FindForm.valueSlot(row: row, second: field == .value2)
            guard let property = schema.filterable(find.conditions[row].property) else { return .stay() }
            guard let token = screen.session.selectedCard?.token(slot) else { return .stay() }
            var typed = token
            let comparator = find.conditions[row].comparator
            typed.kind = TokenKind(comparator.operandType(for: property.type))
            typed.title = comparator.unit.map { "Number of \($0.rawValue)" } ?? property.title
            if comparator.unit != nil {
                typed.range = ParameterRange(lowerBound: 1, upperBound: Double(FindComparator.maximumCount))
            }
            let asked = host.edit(typed, in: &screen)
            host.request(asked)
        case (.unit, .filter(let row)):
            let units = FindComparator.RecentUnit.allCases
            let current = units.firstIndex { $0 == find.conditions[row].comparator.unit } ?? 0
            self.menu = FindMenu(
                menu: Menu(title: "Unit", items: units.map { Menu.Item($0.rawValue) }, selected: current),
                targets: units.map { .unit(row: row, $0) })
        case (.add, .addFilter):
            return run(.addFilter, screen: &screen, host: &host)
        case (.add, .addSort):
            return run(.addSort, screen: &screen, host: &host)
        case (.sortProperty, .sort(let row)):
            let current = schema.sortable.firstIndex { $0.name == find.sort[row].property } ?? 0
            self.menu = FindMenu(
                menu: Menu(title: "Sort by", items: schema.sortable.map { Menu.Item($0.title) }, selected: current),
                targets: schema.sortable.map { .sortProperty(row: row, $0.name) })
        case (.order, .sort(let row)):
            screen.session.updateFind("Change Order") { $0.sort[row].ascending.toggle() }
        case (.limitSwitch, _):
            screen.session.updateFind(find.limit == nil ? "Limit" : "Remove Limit") {
                $0.limit = $0.limit == nil ? .number(5) : nil
            }
            if find.limit == nil { self.column = 1 }
        case (.limitValue, _):
            guard let token = screen.session.selectedCard?.token("limit") else { return .stay() }
            var typed = token
            typed.range = ParameterRange(lowerBound: 1, upperBound: 100_000)
            let asked = host.edit(typed, in: &screen)
            host.request(asked)
        case (.source, _):
            guard let picker = screen.session.variablePicker(slot: "from") else {
                return stay(saying: "No list fits here", kind: .warning, host: &host)
            }
            host.open(VariableBrowser(slot: "from", picker: picker))
        default:
            break
        }
        return .stay()
    }

    private func apply(_ target: FindMenu.Target, schema: FindSchema, catalog: Catalog, in screen: inout EditorScreen) {
        switch target {
        case .entity(let identifier):
            guard identifier != screen.session.selectedFind?.entity else { return }
            let name = catalog.entity(identifier)?.metadata.pluralName ?? identifier.rawValue
            // Rows and keys name the old type's properties: a new type starts afresh.
            screen.session.updateFind("Find \(name)") {
                $0 = FindAction(entity: identifier, matchAll: $0.matchAll, limit: $0.limit)
            }
        case .property(let row, let name):
            guard let property = schema.filterable(name) else { return }
            screen.session.updateFind("Set Property") { find in
                let old = schema.filterable(find.conditions[row].property)
                find.conditions[row].property = name
                let before = find.conditions[row].comparator
                if !property.offered(before) {
                    find.conditions[row].comparator = property.comparators.first ?? .query(.equalTo)
                }
                if old?.type != property.type {
                    find.conditions[row].value = ActionSlots.empty
                    find.conditions[row].value2 = nil
                }
                ShortcutsApp.fit(&find.conditions[row], after: before)
            }
        case .comparator(let row, let comparator):
            screen.session.updateFind("Set Comparator") { find in
                let before = find.conditions[row].comparator
                // A new relative comparator keeps the unit the row counted in.
                find.conditions[row].comparator = comparator.counting(in: before.unit ?? .days)
                ShortcutsApp.fit(&find.conditions[row], after: before)
            }
        case .unit(let row, let unit):
            screen.session.updateFind("Set Unit") { find in
                find.conditions[row].comparator = find.conditions[row].comparator.counting(in: unit)
            }
        case .sortProperty(let row, let name):
            screen.session.updateFind("Set Sort") { $0.sort[row].property = name }
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        let layout = Layout.screen(in: area)
        // Its keys in the footer, over the editor's.
        KeyBar(FindKeymap.footer.keyBarItems).render(in: layout.keys, into: &buffer)
        guard let session = host.editor?.session, let find = session.selectedFind,
            let entity = host.environment.catalog.entity(find.entity)
        else { return }
        FindEditorView(
            panel: self, find: find, schema: FindSchema(entity: entity.metadata, filtersLocally: find.source != nil),
            card: session.selectedCard, catalog: host.environment.catalog, now: host.now
        ).render(in: layout.box, into: &buffer)
    }
}

extension ShortcutsApp {
    /// Opens the Find editor on the selected Find card.
    mutating func openFindEditor(in screen: EditorScreen) -> [Effect<Message>] {
        guard screen.session.selectedFind != nil, let id = screen.session.selectedRow?.actionID else {
            return post("Select a Find card first", kind: .warning)
        }
        var panel = FindEditor(actionID: id, line: 1)
        let preview = panel.preview(of: screen.session, in: self, debounce: false)
        return open(panel, starting: preview)
    }

    /// The schema of the selected Find: what it can filter and sort by.
    func findSchema(_ find: FindAction) -> FindSchema? {
        guard let entity = environment.catalog.entity(find.entity) else { return nil }
        return FindSchema(entity: entity.metadata, filtersLocally: find.source != nil)
    }

    /// The Find editor's keys as they stand: what can be removed, moved, stepped or take a
    /// variable depends on the focused line and field.
    func findKeymap(_ panel: FindEditor, in screen: EditorScreen) -> Keymap<FindCommand> {
        guard let find = screen.session.selectedFind else { return FindKeymap.footer }
        let lines = FindForm.lines(of: find)
        let line = lines[min(panel.line, lines.count - 1)]
        let fields = FindForm.fields(of: line, in: find)
        let field = fields[min(panel.column, fields.count - 1)]
        let movable: Bool =
            switch line {
            case .filter, .sort: true
            default: false
            }
        let takesVariable = [.value, .value2, .source, .limitValue].contains(field)
        let steps = field == .limitValue && find.limit.map { if case .number = $0 { true } else { false } } == true
        return FindKeymap.keymap(canRemove: movable, canMove: movable, takesVariable: takesVariable, canStep: steps)
    }

    /// Fits a row's values to its comparator, which was `before`: a change between a date and a
    /// count ("is in the last") empties the value, which no longer fits; "is between" starts with
    /// an empty second value (an unfinished row, left out until it is filled in), never with a
    /// missing one (a malformed row the validator reports as an error).
    static func fit(_ row: inout FindAction.FindCondition, after before: FindComparator) {
        if (before.unit == nil) != (row.comparator.unit == nil) { row.value = ActionSlots.empty }
        if row.comparator.takesTwoValues {
            if row.value2 == nil { row.value2 = ActionSlots.empty }
        } else {
            row.value2 = nil
        }
    }
}
