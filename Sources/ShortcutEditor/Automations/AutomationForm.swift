import Foundation
import ShortcutKit
import TerminalUI

/// The form that adds an automation, over the automations screen: its name, its shortcut, when
/// it runs, its mode, its input and what a failure does. It checks as it is typed (a name taken,
/// a calendar expression systemd does not read, a path that is not there) and adds the automation
/// disabled, as `shortcuts automations add` does.
struct AutomationForm: Layer {
    enum Field: CaseIterable {
        case name, shortcut, trigger, calendar, minutes, path, condition, mode, input, onFailure

        var label: String {
            switch self {
            case .name: "Name"
            case .shortcut: "Shortcut"
            case .trigger: "Runs"
            case .calendar: "At"
            case .minutes: "Minutes"
            case .path: "Path"
            case .condition: "When it"
            case .mode: "If running"
            case .input: "Input"
            case .onFailure: "On failure"
            }
        }
    }

    /// When the automation runs, as the form offers it.
    enum TriggerKind: CaseIterable {
        case calendar, interval, intervalAfterLastRun, login, path

        var label: String {
            switch self {
            case .calendar: "at set times (systemd's calendar: daily, Mon..Fri 09:00, *:0/30)"
            case .interval: "every N minutes"
            case .intervalAfterLastRun: "every N minutes after the last run ends"
            case .login: "at login"
            case .path: "when a path changes"
            }
        }
    }

    enum Message: Sendable {
        /// The names of the automations there are.
        case taken(Set<String>)
        /// What systemd said of `expression`: why it does not read it, or when it next elapses.
        case calendarChecked(expression: String, problem: String?, next: String?)
        /// Why a path trigger cannot watch `path`, or `nil` when it can.
        case pathChecked(path: String, problem: String?)
        case added(Result<String, AutomationProblem>)
    }

    static let modes: [AutomationMode] = [.single, .queued, .restart, .parallel(2), .parallel(4), .parallel(8)]
    static let calendarTask: TaskID = "automations.form.calendar"
    static let pathTask: TaskID = "automations.form.path"

    let installer: AutomationInstaller
    let shortcuts: [ShortcutDirectory.Listing]
    var focus = Field.name
    var name = TextFieldState()
    /// The chosen shortcut, by its place in ``shortcuts``; `nil` when the one asked for is not
    /// in the library (a new shortcut not saved yet), named by ``missing``.
    var shortcut: Int?
    let missing: String?
    /// The names of the automations there are (read off the loop as the form opens).
    var taken: Set<String> = []
    var trigger = TriggerKind.calendar
    var calendar = TextFieldState("daily")
    var minutes = TextFieldState("30")
    var path = TextFieldState("~/")
    var condition = AutomationTrigger.PathCondition.changed
    var mode = 0
    var input = TextFieldState()
    /// 0 notifies, 1 records, 2 + i runs `shortcuts[i]`.
    var onFailure = 0
    /// systemd's word on the calendar expression last checked.
    var calendarCheck: (expression: String, problem: String?, next: String?)?
    /// The path last checked, and why it cannot be watched.
    var pathCheck: (path: String, problem: String?)?
    /// Whether the automation is being added now.
    var adding = false

    /// A form for an automation of the shortcut `shortcut` (the first of the library when
    /// `nil`); `named` is its name, said when it is not in the library.
    init(installer: AutomationInstaller, shortcut: UUID?, catalog: Catalog, named: String? = nil) {
        self.installer = installer
        let shortcuts = catalog.shortcuts.listing()
        self.shortcuts = shortcuts
        let found = shortcut.flatMap { id in shortcuts.firstIndex { $0.id == id } }
        self.shortcut = shortcut == nil ? (shortcuts.isEmpty ? nil : 0) : found
        missing = shortcut != nil && found == nil ? (named ?? "the shortcut") : nil
    }

    /// What the form starts with: the names taken, read off the loop.
    func start() -> [Effect<Message>] {
        let store = installer.store
        return [
            .task(id: nil) { context in
                context.send(.taken(Set(store.all().map { $0.file.deletingPathExtension().lastPathComponent })))
            }
        ]
    }

    var context: Context { .automationForm }
    var contextsUnder: [Context] { [] }

    /// The fields the chosen trigger uses, in order.
    var fields: [Field] {
        var fields: [Field] = [.name, .shortcut, .trigger]
        switch trigger {
        case .calendar: fields.append(.calendar)
        case .interval, .intervalAfterLastRun: fields.append(.minutes)
        case .login: break
        case .path: fields += [.path, .condition]
        }
        return fields + [.mode, .input, .onFailure]
    }

    func isText(_ field: Field) -> Bool { [.name, .calendar, .minutes, .path, .input].contains(field) }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { AutomationsKeymap.form(onChoice: !isText(focus)) }
    func takesText(in host: ShortcutsApp) -> Bool { isText(focus) }

    /// Starts checking the calendar expression (a moment after the last key, so typing does not
    /// start `systemd-analyze` for every character).
    func checkCalendar() -> [Effect<Message>] {
        let (expression, installer) = (calendar.text, installer)
        guard trigger == .calendar, !expression.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return [
            .task(id: Self.calendarTask) { context in
                do { try await Task.sleep(for: .milliseconds(250)) } catch { return }
                let problem = await installer.calendarProblem(expression)
                let next = problem == nil ? await installer.nextElapse(expression) : nil
                context.send(.calendarChecked(expression: expression, problem: problem, next: next))
            }
        ]
    }

    mutating func update(_ input: LayerEvent<Message>, host: inout ShortcutsApp) -> LayerStep<Message> {
        switch input {
        case .message(.taken(let names)):
            taken = names
            return .stay()
        case .message(.calendarChecked(let expression, let problem, let next)):
            calendarCheck = (expression, problem, next)
            return .stay()
        case .message(.pathChecked(let path, let problem)):
            pathCheck = (path, problem)
            return .stay()
        case .message(.added(let outcome)):
            adding = false
            switch outcome {
            case .success(let name):
                host.handDown(.added(name))
                host.notify("Added '\(name)': it is disabled until e enables it")
                return .close()
            case .failure(let problem):
                return stay(saying: problem.description, kind: .error, host: &host)
            }
        case .command(.automationForm(let command), _):
            return run(command, host: &host)
        case .command(_, let event), .event(let event):
            return .stay(type(event))
        }
    }

    private mutating func run(_ command: AutomationFormCommand, host: inout ShortcutsApp) -> LayerStep<Message> {
        let fields = fields
        let index = fields.firstIndex(of: focus) ?? 0
        switch command {
        case .cancel:
            // Its outcome comes back to the form: it stays open until it has.
            guard !adding else { return stay(saying: "Adding the automation…", kind: .warning, host: &host) }
            return .close([.cancel(Self.calendarTask), .cancel(Self.pathTask)])
        case .next: focus = fields[(index + 1) % fields.count]
        case .previous: focus = fields[(index + fields.count - 1) % fields.count]
        case .choiceBack: return .stay(choose(by: -1))
        case .choiceOn: return .stay(choose(by: 1))
        case .save: return save(host: &host)
        }
        return .stay()
    }

    /// A key in the focused text field.
    private mutating func type(_ event: InputEvent) -> [Effect<Message>] {
        switch focus {
        case .name: _ = name.handle(event)
        case .calendar:
            if calendar.handle(event) { return checkCalendar() }
        case .minutes: _ = minutes.handle(event)
        case .path:
            if path.handle(event) { return checkPath() }
        case .input: _ = input.handle(event)
        default: break
        }
        return []
    }

    /// The focused choice moved by `step`.
    private mutating func choose(by step: Int) -> [Effect<Message>] {
        func moved(_ value: Int, _ count: Int) -> Int { count == 0 ? 0 : (value + step + count) % count }
        switch focus {
        case .shortcut: shortcut = shortcuts.isEmpty ? nil : moved(shortcut ?? -step, shortcuts.count)
        case .trigger:
            let kinds = TriggerKind.allCases
            trigger = kinds[moved(kinds.firstIndex(of: trigger) ?? 0, kinds.count)]
            return checkCalendar() + checkPath()
        case .condition:
            let conditions = AutomationTrigger.PathCondition.allCases
            condition = conditions[moved(conditions.firstIndex(of: condition) ?? 0, conditions.count)]
        case .mode: mode = moved(mode, Self.modes.count)
        case .onFailure: onFailure = moved(onFailure, shortcuts.count + 2)
        default: break
        }
        return []
    }

    /// Starts checking the path (off the loop: a path on a network mount may take its time).
    func checkPath() -> [Effect<Message>] {
        let (text, installer) = (path.text, installer)
        guard trigger == .path else { return [] }
        return [
            .task(id: Self.pathTask) { context in
                do { try await Task.sleep(for: .milliseconds(150)) } catch { return }
                context.send(.pathChecked(path: text, problem: installer.pathProblem(text)))
            }
        ]
    }

    // MARK: Checking

    /// What is wrong with each field now, checked as it is typed.
    var problems: [Field: String] {
        var problems: [Field: String] = [:]
        switch AutomationName.parse(name.text) {
        case .failure(let problem): problems[.name] = problem.description
        case .success(let parsed):
            if taken.contains(parsed.rawValue) { problems[.name] = "an automation is named '\(parsed)' already" }
        }
        if let missing, shortcut == nil {
            problems[.shortcut] = "'\(missing)' is not saved in the library yet: save it first, or choose another"
        } else if shortcuts.isEmpty {
            problems[.shortcut] = "the library has no shortcuts to run"
        }
        switch trigger {
        case .calendar:
            if calendar.text.trimmingCharacters(in: .whitespaces).isEmpty {
                problems[.calendar] = "say when: daily, Mon..Fri 09:00, *:0/30 …"
            } else if let check = calendarCheck, check.expression == calendar.text, let problem = check.problem {
                problems[.calendar] = problem
            }
        case .interval, .intervalAfterLastRun:
            if Int(minutes.text.trimmingCharacters(in: .whitespaces)).map({ !(1...527_040).contains($0) }) ?? true {
                problems[.minutes] = "a whole number of minutes, from 1 to a year"
            }
        case .path:
            let text = path.text
            if !(text.hasPrefix("/") || text.hasPrefix("~/")) || text == "~/" {
                problems[.path] = "an absolute path, or one starting with ~/"
            } else if let check = pathCheck, check.path == text, let problem = check.problem {
                problems[.path] = problem
            }
        case .login: break
        }
        // What the file itself refuses (a control character in a path …), once the rest is right.
        if problems.isEmpty, case .failure(let problem) = automation() {
            let said = problem.description
            problems[said.contains("trigger.path") ? .path : said.contains("trigger.calendar") ? .calendar : .input] =
                said
        }
        return problems
    }

    /// What a field shows under it when nothing is wrong: when the calendar runs next.
    var hint: [Field: String] {
        guard trigger == .calendar, let check = calendarCheck, check.expression == calendar.text,
            let next = check.next
        else { return [:] }
        return [.calendar: "next \(next)"]
    }

    /// The automation the form describes.
    func automation() -> Result<Automation, AutomationProblem> {
        guard case .success(let parsed) = AutomationName.parse(name.text), let shortcut,
            shortcuts.indices.contains(shortcut)
        else {
            return .failure(AutomationProblem("the name or the shortcut is missing"))
        }
        let triggered: AutomationTrigger
        let count = Int(minutes.text.trimmingCharacters(in: .whitespaces)) ?? 0
        switch trigger {
        case .calendar: triggered = .calendar(calendar.text.trimmingCharacters(in: .whitespaces))
        case .interval: triggered = .interval(minutes: count, from: .boot)
        case .intervalAfterLastRun: triggered = .interval(minutes: count, from: .lastRun)
        case .login: triggered = .login
        case .path: triggered = .path(path.text, when: condition)
        }
        let failure: AutomationFailureAction =
            switch onFailure {
            case 0: .notify
            case 1: .record
            default: .runShortcut(shortcuts[onFailure - 2].id)
            }
        let automation = Automation(
            name: parsed, shortcut: shortcuts[shortcut].id, input: input.text.isEmpty ? nil : input.text,
            trigger: triggered, mode: Self.modes[mode], onFailure: failure)
        do throws(AutomationProblem) { return .success(try AutomationFile.checked(automation)) } catch {
            return .failure(error)
        }
    }

    private mutating func save(host: inout ShortcutsApp) -> LayerStep<Message> {
        guard !adding else { return .stay() }
        let problems = problems
        if let first = fields.first(where: { problems[$0] != nil }) {
            focus = first
            return stay(saying: "\(first.label): \(problems[first] ?? "")", kind: .error, host: &host)
        }
        guard case .success(let automation) = automation() else { return .stay() }
        guard let document = host.environment.catalog.shortcuts.document(automation.shortcut) else {
            return stay(saying: "That shortcut is no longer in the library", kind: .error, host: &host)
        }
        adding = true
        let (installer, environment) = (installer, host.environment)
        // Held by the task, not a temporary of the call (see AutomationsLayer.enable).
        let policy = environment.headlessPolicy
        return .stay([
            .task(id: nil) { context in
                do throws(AutomationProblem) {
                    try await installer.add(
                        automation, document: document, effects: environment.catalog.effects(of: document),
                        policy: policy)
                    context.send(.added(.success(automation.name.rawValue)))
                } catch {
                    context.send(.added(.failure(error)))
                }
            }
        ])
    }

    /// What each choice shows now.
    func value(of field: Field) -> String {
        switch field {
        case .shortcut:
            shortcut.flatMap { shortcuts.indices.contains($0) ? shortcuts[$0].name : nil } ?? missing ?? "(none)"
        case .trigger: trigger.label
        case .condition:
            switch condition {
            case .changed: "changes (written and closed, moved, removed)"
            case .modified: "is written to (every write)"
            case .exists: "exists"
            case .glob: "has a file matching the glob"
            case .nonEmpty: "is a folder with something in it"
            }
        case .mode:
            switch Self.modes[mode] {
            case .single: "skip the new run"
            case .queued: "wait for it, then run"
            case .restart: "stop it and run the new one"
            case .parallel(let most): "run both, at most \(most) at once"
            }
        case .onFailure:
            onFailure == 0
                ? "notify (a desktop notification)"
                : onFailure == 1 ? "keep it in the run history only" : "run '\(shortcuts[onFailure - 2].name)'"
        default: ""
        }
    }

    func field(_ field: Field) -> TextFieldState? {
        switch field {
        case .name: name
        case .calendar: calendar
        case .minutes: minutes
        case .path: path
        case .input: input
        default: nil
        }
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        AutomationFormView(form: self).render(in: area, into: &buffer)
    }
}
