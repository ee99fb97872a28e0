import Foundation
import ShortcutKit
import TerminalUI

/// The automations screen (docs/automations.md): every automation with whether it is enabled,
/// its shortcut, its trigger, its next run and how its last run went; `e` enables or disables
/// one, `n` adds one in a form, Enter lists its runs. Its files, units and runs are read and
/// changed off the loop, through the engine's ``AutomationInstaller`` as the command line does.
struct AutomationsLayer: Layer {
    /// One automation as the screen shows it.
    struct Row: Sendable {
        var name: String
        var file: URL
        /// `nil` when its file does not read (``problem`` says why).
        var automation: Automation?
        var problem: String?
        var shortcutName: String?
        /// When it runs next, as systemd says (an enabled calendar automation's).
        var next: String?
        /// Its last run, from the run history.
        var last: RunSummary?
    }

    enum Phase: Equatable {
        case loading
        case loaded
    }

    enum Message: Sendable {
        case loaded([Row])
        /// Enabling, disabling or removing `name` ended: what it did, or why not.
        case changed(name: String, Result<String, AutomationProblem>)
    }

    var installer: AutomationInstaller
    var rows: [Row] = []
    var phase = Phase.loading
    var list = ListState(selected: nil)
    /// The automations being enabled, disabled or removed now.
    var busy: Set<String> = []
    /// The automation to select once the list is read again (one just added).
    var selecting: String?

    static let loadTask: TaskID = "automations.load"

    var context: Context { .automations }
    var coversScreen: Bool { true }
    var highlightedRow: Int? { list.selected }
    var selectedRow: Row? { list.selected.flatMap { rows.indices.contains($0) ? rows[$0] : nil } }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { AutomationsKeymap.keymap(selected: selectedRow) }

    /// Opens the screen; with `adding`, the form that adds an automation of that shortcut over it
    /// ("Add automation…" in the editor).
    static func open(in host: inout ShortcutsApp, adding shortcut: ShortcutDocument? = nil) -> [Effect<
        ShortcutsApp.Message
    >] {
        guard let installer = host.environment.automations else {
            return host.post("Automations are not kept here", kind: .warning)
        }
        var layer = AutomationsLayer(installer: installer)
        let effects = host.open(layer, starting: layer.load(host: host))
        guard let shortcut else { return effects }
        let form = AutomationForm(
            installer: installer, shortcut: shortcut.id, catalog: host.environment.catalog, named: shortcut.name)
        return effects + host.open(form, starting: form.start())
    }

    /// Reads every automation, its shortcut's name, its next run and its last run.
    mutating func load(host: ShortcutsApp) -> [Effect<Message>] {
        if rows.isEmpty { phase = .loading }
        let installer = installer
        let shortcuts = host.environment.catalog.shortcuts
        let runs = host.environment.runs
        return [
            .task(id: Self.loadTask) { context in
                var rows: [Row] = []
                for (file, entry) in installer.store.all() {
                    switch entry {
                    case .failure(let problem):
                        let name = file.deletingPathExtension().lastPathComponent
                        rows.append(Row(name: name, file: file, problem: problem.description))
                    case .success(let automation):
                        var row = Row(name: automation.name.rawValue, file: file, automation: automation)
                        row.shortcutName = shortcuts.name(of: automation.shortcut)
                        if automation.enabled, case .calendar(let expression) = automation.trigger {
                            row.next = await installer.nextElapse(expression)
                        }
                        row.last = try? await runs?.list(
                            RunStore.Filter(
                                shortcut: automation.shortcut, source: .automation,
                                sourceDetail: automation.name.rawValue, limit: 1)
                        ).first
                        rows.append(row)
                    }
                }
                context.send(.loaded(rows))
            }
        ]
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .message(.loaded(let found)):
            let kept = selecting ?? selectedRow?.name
            selecting = nil
            rows = found
            phase = .loaded
            list.selected = found.isEmpty ? nil : kept.flatMap { name in found.firstIndex { $0.name == name } } ?? 0
            return .stay()
        case .message(.changed(let name, let outcome)):
            busy.remove(name)
            switch outcome {
            case .success(let said): host.notify(said)
            case .failure(let problem): host.notify(problem.description, kind: .error)
            }
            return .stay(load(host: host))
        case .command(.automations(let command), _):
            return run(command, host: &host)
        case .command(_, let event), .event(let event):
            _ = list.handle(event, items: items, area: AutomationsView.listArea(in: host.screenSize))
            return .stay()
        }
    }

    private mutating func run(_ command: AutomationsCommand, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch command {
        case .back:
            // Their outcome comes back to this screen: it stays until it has.
            if let waiting = busy.first {
                return stay(saying: "Waiting for '\(waiting)' to be changed", kind: .warning, host: &host)
            }
            return .close()
        case .help:
            host.open(
                HelpLayer(
                    context: .editorHelp,
                    overlay: HelpOverlay(title: "Automations keys", sections: keymap(in: host).helpSections)))
            return .stay()
        case .refresh: return .stay(load(host: host))
        case .add:
            // The shortcut open in the editor, or the one selected in the library, to start with.
            let shortcut =
                host.editor?.session.shortcut.id ?? host.library.model.selectedItem?.document?.id
                ?? selectedRow?.automation?.shortcut
            let form = AutomationForm(installer: installer, shortcut: shortcut, catalog: host.environment.catalog)
            host.request(host.open(form, starting: form.start()))
            return .stay()
        case .runs:
            guard let automation = selectedRow?.automation else { return .stay() }
            guard let document = host.environment.catalog.shortcuts.document(automation.shortcut) else {
                return stay(saying: "Its shortcut is no longer in the library", kind: .warning, host: &host)
            }
            guard let store = host.environment.runs else {
                return stay(
                    saying: "Runs are not kept here, so there is no history to show", kind: .warning, host: &host)
            }
            var history = RunHistoryLayer(shortcut: document, store: store, automation: automation.name.rawValue)
            host.request(host.open(history, starting: history.load()))
            return .stay()
        case .toggle:
            guard let row = selectedRow, let automation = row.automation else { return .stay() }
            guard !busy.contains(row.name) else {
                return stay(saying: "'\(row.name)' is being changed already", kind: .warning, host: &host)
            }
            busy.insert(row.name)
            return .stay([automation.enabled ? disable(automation) : enable(automation, host: host)])
        case .remove:
            guard let row = selectedRow else { return .stay() }
            host.open(
                ConfirmLayer(
                    context: .removeAutomation,
                    confirm: Confirm(
                        title: "Remove",
                        message: StyledText(
                            "Remove the automation “\(row.name)”? Its units or crontab line go too; its runs stay in the history."
                        )),
                    answer: { [name = row.name] yes, app in
                        if yes { app.handDown(.confirmed(name)) }
                        return []
                    }))
            return .stay()
        }
    }

    /// The remove dialog over it was answered yes.
    mutating func receive(_ handoff: Handoff, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch handoff {
        case .confirmed(let name):
            // The row the question named, wherever the list has moved it since.
            guard let row = rows.first(where: { $0.name == name }), !busy.contains(name) else { return .stay() }
            busy.insert(name)
            let installer = installer
            guard let automation = row.automation else {
                // A file that does not read: only the file can go.
                let file = row.file
                return .stay([
                    .task(id: nil) { context in
                        do {
                            try FileManager.default.removeItem(at: file)
                            context.send(.changed(name: name, .success("Removed '\(name)'")))
                        } catch {
                            context.send(.changed(name: name, .failure(AutomationProblem("\(error)"))))
                        }
                    }
                ])
            }
            return .stay([
                .task(id: nil) { context in
                    do throws(AutomationProblem) {
                        try await installer.remove(automation)
                        context.send(.changed(name: name, .success("Removed '\(name)'")))
                    } catch {
                        context.send(.changed(name: name, .failure(error)))
                    }
                }
            ])
        case .added(let name):
            selecting = name
            return .stay(load(host: host))
        case .runsChanged:
            return .stay(load(host: host))
        default:
            return .stay()
        }
    }

    /// Enables `automation` as the command line does: its shortcut must be allowed and trusted
    /// already, for nobody is there when it runs.
    private func enable(_ automation: Automation, host: ShortcutsApp) -> Effect<Message> {
        let environment = host.environment
        let installer = installer
        let name = automation.name.rawValue
        // Made here and held by the task to its end: built as a temporary in the call's
        // arguments, it was once released before the installer copied it (a crash in a
        // loaded test run, swift_retain of a freed pointer inside the async, typed-throws call).
        let policy = environment.headlessPolicy
        return .task(id: nil) { context in
            guard let document = environment.catalog.shortcuts.document(automation.shortcut) else {
                context.send(
                    .changed(name: name, .failure(AutomationProblem("its shortcut is no longer in the library"))))
                return
            }
            do throws(AutomationProblem) {
                let saved = try await installer.enable(
                    automation, document: document, effects: environment.catalog.effects(of: document),
                    policy: policy, scheduler: .systemd)
                let linger =
                    saved.trigger.usesTimer ? " (while you are logged in, unless `loginctl enable-linger`)" : ""
                context.send(
                    .changed(
                        name: name,
                        .success("Enabled '\(name)': runs '\(document.name)' \(saved.trigger.summary)\(linger)")
                    ))
            } catch {
                context.send(.changed(name: name, .failure(error)))
            }
        }
    }

    private func disable(_ automation: Automation) -> Effect<Message> {
        let installer = installer
        let name = automation.name.rawValue
        return .task(id: nil) { context in
            do throws(AutomationProblem) {
                _ = try await installer.disable(automation)
                context.send(.changed(name: name, .success("Disabled '\(name)'")))
            } catch {
                context.send(.changed(name: name, .failure(error)))
            }
        }
    }

    var items: [ListItem] { rows.map { AutomationsView.item($0, busy: busy.contains($0.name)) } }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        AutomationsView(screen: self, status: host.status).render(into: &buffer, now: host.now)
    }
}
