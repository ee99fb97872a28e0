import Foundation
import JSONCore

/// An automation's file (docs/automations.md): read with every mistake named by its member, line
/// and column; written canonically, so the same automation is always the same bytes.
///
/// ```json
/// {
///   "format": 1,
///   "name": "morning-digest",
///   "shortcut": "00000000-0000-4000-8000-000000000700",
///   "trigger": {"calendar": "Mon..Fri 09:00"},
///   "mode": "single",
///   "enabled": true
/// }
/// ```
package enum AutomationFile {
    package static let format = 1

    /// `text` as an automation; the error says where it is wrong, as `line:column: message`.
    package static func read(_ text: String) throws(AutomationProblem) -> Automation {
        let node: JSONNode
        do { node = try JSONParser.parse(text) } catch { throw AutomationProblem(error.description) }
        do { return try automation(node) } catch {
            throw AutomationProblem("\(error.line):\(error.column): \(error.message)")
        }
    }

    private static func automation(_ node: JSONNode) throws(JSONFormError) -> Automation {
        let form = try JSONObjectForm(
            node, "automation",
            allowed: [
                "format", "name", "shortcut", "input", "trigger", "mode", "onFailure", "enabled", "scheduler",
                "approvedVersion",
            ])
        let format = try form.required("format")
        guard format.double == Double(Self.format) else {
            throw JSONFormError(format, "'automation.format' must be \(Self.format)")
        }
        let nameNode = try form.required("name")
        let name: AutomationName
        switch AutomationName.parse(try form.string("name")) {
        case .success(let parsed): name = parsed
        case .failure(let problem): throw JSONFormError(nameNode, problem.description)
        }
        let shortcutNode = try form.required("shortcut")
        guard let shortcut = UUID(uuidString: try form.string("shortcut")) else {
            throw JSONFormError(shortcutNode, "'automation.shortcut' must be a shortcut's id (a UUID)")
        }
        var input: String?
        if let node = form["input"] {
            guard let text = node.string else { throw .wrongType(node, form.path("input"), expected: "a string") }
            input = text
        }
        let trigger = try Self.trigger(try form.required("trigger"))
        let mode = try form["mode"].map(Self.mode) ?? .single
        let onFailure = try form["onFailure"].map(Self.onFailure) ?? .notify
        var enabled = false
        if let node = form["enabled"] {
            guard let flag = node.bool else { throw .wrongType(node, form.path("enabled"), expected: "true or false") }
            enabled = flag
        }
        var scheduler = AutomationScheduler.systemd
        if let node = form["scheduler"] {
            guard let text = node.string, let parsed = AutomationScheduler(rawValue: text) else {
                throw JSONFormError(node, "'automation.scheduler' must be \"systemd\" or \"cron\"")
            }
            scheduler = parsed
        }
        var approved: String?
        if let node = form["approvedVersion"] {
            guard let text = node.string, text.count == 64, text.allSatisfy(\.isHexDigit) else {
                throw JSONFormError(node, "'automation.approvedVersion' must be a shortcut's SHA-256, in hexadecimal")
            }
            approved = text
        }
        var automation = Automation(
            name: name, shortcut: shortcut, input: input, trigger: trigger, mode: mode, onFailure: onFailure,
            enabled: enabled, approvedVersion: approved)
        automation.scheduler = scheduler
        return automation
    }

    private static func trigger(_ node: JSONNode) throws(JSONFormError) -> AutomationTrigger {
        let form = try JSONObjectForm(
            node, "trigger", allowed: ["calendar", "everyMinutes", "from", "login", "path", "when"])
        if form["calendar"] != nil {
            let expression = try form.string("calendar")
            guard !expression.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw JSONFormError(form["calendar"]!, "'trigger.calendar' is empty")
            }
            if let problem = Self.unitLineProblem(expression) {
                throw JSONFormError(form["calendar"]!, "'trigger.calendar' \(problem)")
            }
            return .calendar(expression)
        }
        if let every = form["everyMinutes"] {
            guard let minutes = every.double, minutes == minutes.rounded(), minutes >= 1, minutes <= 527_040 else {
                throw JSONFormError(every, "'trigger.everyMinutes' must be a whole number of minutes from 1 to a year")
            }
            var from = AutomationTrigger.IntervalStart.boot
            if let node = form["from"] {
                guard let text = node.string, let start = AutomationTrigger.IntervalStart(rawValue: text) else {
                    throw JSONFormError(node, "'trigger.from' must be \"boot\" or \"lastRun\"")
                }
                from = start
            }
            return .interval(minutes: Int(minutes), from: from)
        }
        if let login = form["login"] {
            guard login.bool == true else { throw JSONFormError(login, "'trigger.login' must be true") }
            return .login
        }
        if form["path"] != nil {
            let path = try form.string("path")
            guard path.hasPrefix("/") || path.hasPrefix("~/") else {
                throw JSONFormError(form["path"]!, "'trigger.path' must be an absolute path, or start with ~/")
            }
            if let problem = Self.unitLineProblem(path) {
                throw JSONFormError(form["path"]!, "'trigger.path' \(problem)")
            }
            let whenNode = try form.required("when")
            guard let text = whenNode.string, let when = AutomationTrigger.PathCondition(rawValue: text) else {
                let names = AutomationTrigger.PathCondition.allCases.map { "\"\($0.rawValue)\"" }
                throw JSONFormError(whenNode, "'trigger.when' must be one of \(names.joined(separator: ", "))")
            }
            return .path(path, when: when)
        }
        throw JSONFormError(node, "'trigger' needs one of 'calendar', 'everyMinutes', 'login' or 'path'")
    }

    /// Why `text` cannot be the value of a unit file's line: a control character would end or
    /// break the line, a final backslash would continue it onto the next.
    static func unitLineProblem(_ text: String) -> String? {
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "has a control character (a line break, a tab …)"
        }
        if text.hasSuffix("\\") { return "ends with a backslash" }
        return nil
    }

    private static func mode(_ node: JSONNode) throws(JSONFormError) -> AutomationMode {
        if let text = node.string {
            switch text {
            case "single": return .single
            case "queued": return .queued
            case "restart": return .restart
            default: break
            }
        } else if let form = try? JSONObjectForm(node, "mode", allowed: ["parallel"]), let most = form["parallel"] {
            guard let count = most.double, count == count.rounded(), count >= 1, count <= 64 else {
                throw JSONFormError(most, "'mode.parallel' must be how many runs at most, from 1 to 64")
            }
            return .parallel(Int(count))
        }
        throw JSONFormError(
            node, "'automation.mode' must be \"single\", \"queued\", \"restart\" or {\"parallel\": N}")
    }

    private static func onFailure(_ node: JSONNode) throws(JSONFormError) -> AutomationFailureAction {
        switch node.string {
        case "notify": return .notify
        case "record": return .record
        default: break
        }
        if let form = try? JSONObjectForm(node, "onFailure", allowed: ["runShortcut"]), let id = form["runShortcut"] {
            guard let text = id.string, let shortcut = UUID(uuidString: text) else {
                throw JSONFormError(id, "'onFailure.runShortcut' must be a shortcut's id (a UUID)")
            }
            return .runShortcut(shortcut)
        }
        throw JSONFormError(
            node, "'automation.onFailure' must be \"notify\", \"record\" or {\"runShortcut\": ID}")
    }

    /// `automation` if its file would read: a trigger with a control character, a parallel
    /// bound out of range and the like are refused as a file saying so would be, without the
    /// line and column (there is no file yet).
    package static func checked(_ automation: Automation) throws(AutomationProblem) -> Automation {
        do { return try read(write(automation)) } catch {
            let said = error.description
            // "1:34: 'trigger.calendar' …": the position in text nobody wrote.
            guard let space = said.firstIndex(of: " "), said[..<space].hasSuffix(":") else { throw error }
            throw AutomationProblem(String(said[said.index(after: space)...]))
        }
    }

    /// The automation's canonical text.
    package static func write(_ automation: Automation) -> String {
        var members: [(String, JSONNode)] = [
            ("format", .number(Self.format)), ("name", .string(automation.name.rawValue)),
            ("shortcut", .string(automation.shortcut.uuidString)),
        ]
        if let input = automation.input { members.append(("input", .string(input))) }
        let trigger: [(String, JSONNode)]
        switch automation.trigger {
        case .calendar(let expression): trigger = [("calendar", .string(expression))]
        case .interval(let minutes, let from):
            trigger = [("everyMinutes", .number(minutes))] + (from == .boot ? [] : [("from", .string(from.rawValue))])
        case .login: trigger = [("login", .bool(true))]
        case .path(let path, let when): trigger = [("path", .string(path)), ("when", .string(when.rawValue))]
        }
        members.append(("trigger", .object(trigger)))
        let mode: JSONNode
        switch automation.mode {
        case .single: mode = .string("single")
        case .queued: mode = .string("queued")
        case .restart: mode = .string("restart")
        case .parallel(let most): mode = .object([("parallel", .number(most))])
        }
        members.append(("mode", mode))
        switch automation.onFailure {
        case .notify: break
        case .record: members.append(("onFailure", .string("record")))
        case .runShortcut(let id): members.append(("onFailure", .object([("runShortcut", .string(id.uuidString))])))
        }
        members.append(("enabled", .bool(automation.enabled)))
        if automation.scheduler != .systemd { members.append(("scheduler", .string(automation.scheduler.rawValue))) }
        if let approved = automation.approvedVersion { members.append(("approvedVersion", .string(approved))) }
        return JSONWriter.write(.object(members))
    }
}
