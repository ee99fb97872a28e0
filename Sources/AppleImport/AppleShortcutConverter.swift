import AppleShortcutFiles
import Foundation
import JSONCore

/// Turns one of Apple's workflows into our document: each action mapped by its identifier
/// (``AppleActionTable``), control flow nested, variables by the ids given to the actions they
/// name, and every action with no counterpart kept as a placeholder (`appleAction`) with Apple's
/// identifier and parameters.
struct AppleShortcutConverter {
    /// What a conversion made and what it could not.
    struct Result {
        /// The document, as JSON text in our format (not yet checked by the reader).
        var json: String
        /// Apple's action entries (a block's start, middles and end each count) and how many of
        /// them were converted.
        var actions = 0
        var mapped = 0
        /// Apple's actions kept as placeholders, and why each could not be converted.
        var placeholders: [(identifier: String, title: String, reason: String)] = []
        /// Import questions Apple's file asks (`WFWorkflowImportQuestions`), by their text.
        var questions: [String] = []
    }

    let context: ImportContext
    let values: AppleValues
    let shortcuts: [String: String]
    /// The intents the installed apps provide, for actions that map onto an app's.
    let installedIntents: Set<String>
    /// Apple's actions that installed apps' intents answer to, by Apple's identifier.
    let claims: [String: AppleClaim]
    private(set) var result = Result(json: "")

    init(seed: String, shortcuts: [String: String], installedIntents: Set<String>, claims: [String: AppleClaim] = [:]) {
        context = ImportContext(seed: seed)
        values = AppleValues(context: context)
        self.shortcuts = shortcuts
        self.installedIntents = installedIntents
        self.claims = claims
    }

    /// Converts `workflow` into a document named `name` with id `id`.
    static func convert(
        _ workflow: PlistValue, name: String, id: UUID, shortcuts: [String: String], installedIntents: Set<String>,
        claims: [String: AppleClaim] = [:]
    ) -> Result {
        var converter = AppleShortcutConverter(
            seed: id.uuidString, shortcuts: shortcuts, installedIntents: installedIntents, claims: claims)
        let (nodes, _) = WorkflowNode.build(workflow["WFWorkflowActions"]?.array ?? [])
        var previous: String?
        let actions = converter.body(nodes, previous: &previous)
        var members: [(String, JSONNode)] = [
            ("format", .number(1)), ("id", .string(id.uuidString)), ("name", .string(name)),
        ]
        if let input = Self.input(workflow) { members.append(("input", input)) }
        // Apple writes the colour as a 32-bit number, signed or not: kept as the unsigned one.
        if var color = workflow["WFWorkflowIcon"]?["WFWorkflowIconStartColor"]?.integer,
            let glyph = workflow["WFWorkflowIcon"]?["WFWorkflowIconGlyphNumber"]?.integer,
            (-2_147_483_648...4_294_967_295).contains(color), (0...1_000_000).contains(glyph)
        {
            if color < 0 { color += 4_294_967_296 }
            members.append(
                ("appleIcon", .object([("color", .number(Double(color))), ("glyph", .number(Double(glyph)))])))
        }
        members.append(("actions", .array(actions)))
        converter.result.json = JSONWriter.write(.object(members))
        converter.result.questions = (workflow["WFWorkflowImportQuestions"]?.array ?? []).compactMap {
            $0["Text"]?.string ?? $0["ParameterKey"]?.string
        }
        return converter.result
    }

    /// The shortcut's input: Apple's input classes say it takes input; ours takes any value.
    private static func input(_ workflow: PlistValue) -> JSONNode? {
        let types = workflow["WFWorkflowTypes"]?.array?.compactMap(\.string) ?? []
        guard
            types.contains("ActionExtension") || types.contains("QuickActions")
                || workflow["WFWorkflowHasShortcutInputVariables"]?.bool == true
        else { return nil }
        return .object([("type", .string("string")), ("whenMissing", .string("continue"))])
    }

    private mutating func body(_ nodes: [WorkflowNode], previous: inout String?) -> [JSONNode] {
        var out: [JSONNode] = []
        for node in nodes {
            switch node {
            case .action(let identifier, let parameters):
                let (actions, output) = convertAction(identifier, parameters, previous: previous)
                out += actions
                if let output { previous = output }
            case .block(let identifier, let sections, let end):
                out += convertBlock(identifier, sections, end, previous: &previous)
            }
        }
        return out
    }

    /// One action: converted, or kept as a placeholder. Returns it and the id of its output
    /// when it has one.
    private mutating func convertAction(
        _ identifier: String, _ parameters: [String: PlistValue], previous: String?
    ) -> ([JSONNode], String?) {
        result.actions += 1
        context.pending = []
        let id = parameters["UUID"]?.string.map { context.id(forApple: $0) } ?? context.newID()
        if let uuid = parameters["UUID"]?.string { context.appleKinds[uuid.uppercased()] = identifier }
        let reader = ActionReader(parameters: parameters, values: values, previous: previous, shortcuts: shortcuts)
        var reason = "no app provides it"
        if let convert = AppleActionTable.converters[identifier] {
            if let needed = AppleActionTable.appIntents[identifier], !installedIntents.contains(needed) {
                reason = "it needs \(needed), which no installed app provides"
            } else {
                do throws(Unconvertible) {
                    let members = try convert(reader)
                    result.mapped += 1
                    let name = members.first.flatMap { if case .string(let s) = $0.1.value { s } else { nil } } ?? ""
                    let silent = [
                        "comment", "setVariable", "addToVariable", "showAlert", "wait", "stop", "showNotification",
                    ]
                    let before = context.pending
                    context.pending = []
                    return (before + [.object([("id", .string(id))] + members)], silent.contains(name) ? nil : id)
                } catch {
                    reason = error.reason
                }
            }
        }
        if AppleActionTable.converters[identifier] == nil, let claim = claims[identifier] {
            do throws(Unconvertible) {
                let members = try claim.convert(reader)
                result.mapped += 1
                let before = context.pending
                context.pending = []
                return (before + [.object([("id", .string(id))] + members)], id)
            } catch {
                reason = "\(claim.intent) answers to it, but \(error.reason)"
            }
        }
        let title = AppleTitles.title(identifier)
        result.placeholders.append((identifier, title, reason))
        context.pending = []
        return ([Self.placeholder(id: id, identifier: identifier, title: title, parameters: parameters)], id)
    }

    static func placeholder(id: String, identifier: String, title: String, parameters: [String: PlistValue]) -> JSONNode
    {
        var members: [(String, JSONNode)] = [
            ("id", .string(id)), ("action", .string("appleAction")), ("identifier", .string(identifier)),
            ("title", .string(title)),
        ]
        let kept = parameters.filter { $0.key != "UUID" }
        if !kept.isEmpty { members.append(("parameters", PlainJSON.node(.dictionary(kept)))) }
        return .object(members)
    }

    /// If, Repeat, Repeat with Each and Choose from Menu, with the actions they hold. A block
    /// whose start cannot be converted is kept as a placeholder before its actions, which are
    /// still converted (under an If on the placeholder's output) so nothing is lost.
    private mutating func convertBlock(
        _ identifier: String, _ sections: [(marker: [String: PlistValue], body: [WorkflowNode])],
        _ end: [String: PlistValue]?, previous: inout String?
    ) -> [JSONNode] {
        let start = sections[0].marker
        let uuids = ([start["UUID"]?.string, end?["UUID"]?.string] + sections.map { $0.marker["UUID"]?.string })
            .compactMap { $0 }
        let id = uuids.last.map { context.id(forApple: $0) } ?? context.newID()
        for uuid in uuids { context.outputIDs[uuid.uppercased()] = id }
        let reader = ActionReader(parameters: start, values: values, previous: previous, shortcuts: shortcuts)
        let outer = previous
        context.pending = []
        // Apple counts a block as its start, each middle marker and its end.
        let entries = sections.count + (end == nil ? 0 : 1)
        result.actions += entries
        do throws(Unconvertible) {
            let head: ActionMembers
            switch identifier {
            case "is.workflow.actions.conditional":
                head = try ifHead(reader)
                // "Otherwise If" (a middle marker with a condition of its own, as macOS 27 writes
                // it) is an If in the Otherwise; each one's condition is read before any body, so
                // one that cannot be converted keeps the whole block as it is.
                var chain: [(index: Int, head: ActionMembers, negated: Bool)] = []
                for index in sections.indices.dropFirst() {
                    let marker = sections[index].marker
                    guard marker["WFCondition"] != nil || marker["WFConditions"] != nil else { break }
                    let markerReader = ActionReader(
                        parameters: marker, values: values, previous: outer, shortcuts: shortcuts)
                    chain.append((index, try ifHead(markerReader), marker["WFCondition"]?.integer == 999))
                }
                let before = context.pending
                context.pending = []
                var thenPrevious = outer
                let thenBody = body(sections[0].body, previous: &thenPrevious)
                var elseBody: [JSONNode] = []
                let plainFrom = (chain.last?.index ?? 0) + 1
                if plainFrom < sections.count {
                    var elsePrevious = outer
                    elseBody = body(sections[plainFrom...].flatMap(\.body), previous: &elsePrevious)
                }
                for link in chain.reversed() {
                    var linkPrevious = outer
                    let linkBody = body(sections[link.index].body, previous: &linkPrevious)
                    var nested = link.head
                    nested.append(("then", .array(link.negated ? elseBody : linkBody)))
                    let otherwise = link.negated ? linkBody : elseBody
                    if !otherwise.isEmpty { nested.append(("else", .array(otherwise))) }
                    let nestedID = context.derivedID("\(id) otherwise \(link.index)")
                    elseBody = [.object([("id", .string(nestedID))] + nested)]
                }
                let negated = start["WFCondition"]?.integer == 999
                var members = head
                members.append(("then", .array(negated ? elseBody : thenBody)))
                if !(negated ? thenBody : elseBody).isEmpty {
                    members.append(("else", .array(negated ? thenBody : elseBody)))
                }
                result.mapped += entries
                previous = id
                return before + [.object([("id", .string(id))] + members)]
            case "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each":
                let each = identifier.hasSuffix("each")
                let headMember: (String, JSONNode) =
                    each
                    ? ("items", try reader.input("WFInput"))
                    : ("count", try reader.number("WFRepeatCount") ?? .object([("number", .number(1))]))
                let before = context.pending
                context.pending = []
                context.loopDepth += 1
                let depth = context.loopDepth
                var inner = outer
                var loopBody = body(sections.flatMap(\.body), previous: &inner)
                context.loopDepth -= 1
                for (prefix, ours) in [("Repeat Index", "repeatIndex"), ("Repeat Item", "repeatItem")]
                where context.outerLoopReads.remove("\(prefix) \(depth)") != nil {
                    loopBody.insert(
                        .object([
                            ("id", .string(context.derivedID("\(id) \(prefix)"))), ("action", .string("setVariable")),
                            ("name", .string("\(prefix) \(depth)")), ("value", .variable(ours)),
                        ]), at: 0)
                }
                result.mapped += entries
                previous = id
                return before + [
                    .object([
                        ("id", .string(id)), ("action", .string(each ? "repeatEach" : "repeat")), headMember,
                        ("do", .array(loopBody)),
                    ])
                ]
            case "is.workflow.actions.choosefrommenu":
                var titles: [String] = []
                for section in sections.dropFirst() {
                    guard let title = reader.plainTitle(section.marker["WFMenuItemTitle"]) else {
                        throw Unconvertible("a menu item's title has variables")
                    }
                    titles.append(title)
                }
                let prompt = try reader.value("WFMenuPrompt")
                let before = context.pending
                context.pending = []
                var items: [JSONNode] = []
                for (title, section) in zip(titles, sections.dropFirst()) {
                    var itemPrevious = outer
                    items.append(
                        .object([
                            ("title", .string(title)), ("do", .array(body(section.body, previous: &itemPrevious))),
                        ]))
                }
                result.mapped += entries
                previous = id
                let promptMember: ActionMembers = prompt.map { [("prompt", $0)] } ?? []
                return before + [
                    .object(
                        [("id", .string(id)), ("action", .string("menu"))] + promptMember + [("items", .array(items))])
                ]
            default:
                throw Unconvertible("no app provides it")
            }
        } catch {
            // The block's head has no counterpart: a placeholder, then its actions under an If
            // on the placeholder's output, so they are kept and the run stops at the placeholder.
            let title = AppleTitles.title(identifier)
            result.placeholders.append((identifier, title, error.reason))
            let placeholderID = context.derivedID("\(id) placeholder")
            let kept = Self.placeholder(id: placeholderID, identifier: identifier, title: title, parameters: start)
            var inner = outer
            let held = body(sections.flatMap(\.body), previous: &inner)
            previous = id
            return [
                kept,
                .object([
                    ("id", .string(id)), ("action", .string("if")), ("input", .variable(placeholderID)),
                    ("condition", .string("hasAnyValue")), ("then", .array(held)),
                ]),
            ]
        }
    }

    /// An If's members: one condition (input, condition, values), or, for Apple's "If Any/All of
    /// the following are true", `match` and a row of those per condition.
    private func ifHead(_ r: ActionReader) throws(Unconvertible) -> ActionMembers {
        guard let table = r.parameters["WFConditions"]?["Value"] else {
            return [("action", .string("if"))] + (try conditionRow(r))
        }
        var rows: [JSONNode] = []
        for template in table["WFActionParameterFilterTemplates"]?.array ?? [] {
            let row = ActionReader(
                parameters: template.dictionary ?? [:], values: values, previous: r.previous, shortcuts: shortcuts)
            if template["WFCondition"]?.integer == 999 {
                throw Unconvertible("'does not contain' is one of several conditions")
            }
            rows.append(.object(try conditionRow(row)))
        }
        guard !rows.isEmpty else { throw Unconvertible("its list of conditions is empty") }
        let any = table["WFActionParameterFilterPrefix"]?.integer == 0
        return [("action", .string("if")), ("match", .string(any ? "any" : "all")), ("conditions", .array(rows))]
    }

    /// One condition: its input, Apple's condition code as ours, and the values it compares with.
    private func conditionRow(_ r: ActionReader) throws(Unconvertible) -> ActionMembers {
        let codes: [Int: String] = [
            0: "lessThan", 1: "lessThanOrEqual", 2: "greaterThan", 3: "greaterThanOrEqual", 4: "is", 5: "isNot",
            8: "beginsWith", 9: "endsWith", 99: "contains", 999: "contains", 100: "hasAnyValue", 101: "hasNoValue",
            1003: "between",
        ]
        guard let code = r.parameters["WFCondition"]?.integer, let condition = codes[code] else {
            throw Unconvertible(
                "its condition (code \(r.parameters["WFCondition"]?.integer.map(String.init) ?? "none")) has no counterpart"
            )
        }
        let numeric = [0, 1, 2, 3, 1003].contains(code)
        let textKeys = ["WFConditionalActionString", "WFEnumeration", "WFNumberValue", "WFDate", "WFMeasurement"]
        let numberKeys = ["WFNumberValue", "WFDate", "WFMeasurement", "WFConditionalActionString"]
        var members: ActionMembers = [
            ("input", try r.input("WFInput")), ("condition", .string(condition)),
        ]
        if ![100, 101].contains(code) {
            guard let key = (numeric ? numberKeys : textKeys).first(where: { r.parameters[$0] != nil }) else {
                // Apple compares with empty text when the value was left empty.
                members.append(("value", .text("")))
                return members
            }
            let value: JSONNode
            if key == "WFEnumeration" {
                guard let text = r.parameters[key]?["Value"]?.string ?? r.parameters[key]?.string else {
                    throw Unconvertible("its condition compares with a choice of an unknown shape")
                }
                value = .text(text)
            } else if key == "WFNumberValue" {
                value = try r.number(key) ?? .text("")
            } else {
                value = try r.required(key)
            }
            members.append(("value", value))
            if code == 1003 {
                let second = key == "WFDate" ? "WFAnotherDate" : "WFAnotherNumber"
                if let number = try r.number(second) {
                    members.append(("value2", number))
                } else {
                    members.append(("value2", try r.required(second)))
                }
            }
        }
        return members
    }
}

extension ActionReader {
    /// A menu item's title: plain text, or a text with no variables.
    func plainTitle(_ plist: PlistValue?) -> String? {
        switch plist {
        case .string(let s)?: return s
        case .dictionary(let d)?:
            guard (d["Value"]?["attachmentsByRange"]?.dictionary ?? [:]).isEmpty else { return nil }
            return d["Value"]?["string"]?.string
        default: return nil
        }
    }
}
