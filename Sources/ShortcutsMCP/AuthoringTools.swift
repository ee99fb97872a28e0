import Foundation
import IntentKit
import JSONCore
import MCP
import ShortcutKit

/// The tools an agent writes shortcuts with (docs/mcp.md): the actions it can use, then a
/// shortcut proposed as a **plan** (its problems, sentences, diff and what it touches), applied
/// only onto the version it was made from; what an agent writes is untrusted until a person
/// accepts it. Deleting asks the client's person.
package enum AuthoringTools {
    static func object(_ properties: [String: JSON], required: [String] = []) -> JSON {
        .object([
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ])
    }

    static let listActionsTool = Tool(
        name: ToolNames.listActions, title: "List Actions",
        description:
            "Every action a shortcut can use (the apps' intents, their entities' Finds, the built-in actions), each with its parameters and their types, its output, what it touches and an example as a shortcut file holds it (docs/format.md). Filter by app and by text. Reads only.",
        inputSchema: object([
            "app": .object(["type": "string", "description": "Only this app's actions (Books), or 'built-in'"]),
            "text": .object([
                "type": "string", "description": "Only actions whose name, sentence or description has this",
            ]),
        ]),
        annotations: ToolCatalog.annotations([], title: "List Actions"))

    static let getActionTool = Tool(
        name: ToolNames.getAction, title: "Get Action",
        description:
            "One action in full: every parameter with its title, type, choices and whether it may be left out, an intent's whole metadata or a Find's filters and sortable properties, and an example. Reads only.",
        inputSchema: object(
            [
                "action": .object([
                    "type": "string",
                    "description": "As list_actions names it: Books.BuyBook, find Books.BookEntity, if",
                ])
            ],
            required: ["action"]),
        annotations: ToolCatalog.annotations([], title: "Get Action"))

    static let documentSchema: JSON = .object([
        "description":
            "The shortcut document (docs/format.md), as JSON text or as an object: format, id (a new UUID), name, actions (each with its own UUID)",
        "type": .array(["string", "object"]),
    ])

    static let createTool = Tool(
        name: ToolNames.createShortcut, title: "Create Shortcut",
        description:
            "Proposes a new shortcut: returns a plan with every problem (action, parameter and place), the sentences, what it would touch, and a plan id. Nothing is written until apply_plan. Reads only.",
        inputSchema: object(["document": documentSchema], required: ["document"]),
        annotations: ToolCatalog.annotations([], title: "Create Shortcut"))

    static let editTool = Tool(
        name: ToolNames.editShortcut, title: "Edit Shortcut",
        description:
            "Proposes a new version of a library shortcut, from the version with 'baseHash' (view_shortcut gives it): the whole new document, or 'patch', a JSON Patch (RFC 6902) against the current document as view_shortcut gives it. Returns a plan with its problems, sentences, a diff against the current version and what it would touch. Nothing is written until apply_plan. Reads only.",
        inputSchema: object(
            [
                "shortcut": .object(["type": "string", "description": "The shortcut's name or ID"]),
                "baseHash": .object(["type": "string", "description": "The hash of the version the change is made on"]),
                "document": documentSchema,
                "patch": .object([
                    "type": "array",
                    "description": "A JSON Patch: [{\"op\": \"replace\", \"path\": \"/name\", \"value\": \"…\"}]",
                    "items": .object(["type": "object"]),
                ]),
            ], required: ["shortcut", "baseHash"]),
        annotations: ToolCatalog.annotations([], title: "Edit Shortcut"))

    static let applyTool = Tool(
        name: ToolNames.applyPlan, title: "Apply Plan",
        description:
            "Writes a plan this session made, if the library is still as it was when the plan was made and the plan has no errors. The shortcut is then untrusted: it touches nothing (apps' data, files, the network, programs, models) until a person accepts it with 'shortcuts trust' or in the editor; dry_run and test_shortcut work before that.",
        inputSchema: object(["plan": .object(["type": "string", "description": "The plan id"])], required: ["plan"]),
        annotations: Tool.Annotations(
            title: "Apply Plan", readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false
        ))

    static let deleteTool = Tool(
        name: ToolNames.deleteShortcut, title: "Delete Shortcut",
        description:
            "Deletes a library shortcut after the client's person confirms it (elicitation; never without). Its file is kept in the shortcuts home's 'deleted' folder.",
        inputSchema: object(
            [
                "shortcut": .object(["type": "string", "description": "The shortcut's name or ID"]),
                "hash": .object(["type": "string", "description": "Only if it is still this version"]),
            ], required: ["shortcut"]),
        annotations: Tool.Annotations(
            title: "Delete Shortcut", readOnlyHint: false, destructiveHint: true, idempotentHint: false,
            openWorldHint: false))

    static let dryRunTool = Tool(
        name: ToolNames.dryRun, title: "Dry Run",
        description:
            "Runs a library shortcut touching nothing: every action that would change apps' data, write files, use the network, run programs, send to a model or delete is not performed, and is listed with the values it would have been given; the rest runs (the shortcut's own values, read-only app queries). Works before a person has accepted an agent's shortcut. Questions are answered from 'answers', in order, or end the dry run, reported.",
        inputSchema: object(
            [
                "shortcut": .object(["type": "string", "description": "The shortcut's name or ID"]),
                "input": .object(["description": "The shortcut's input"]),
                "answers": .object([
                    "type": "array", "items": .object(["type": "string"]),
                    "description": "Answers to the questions the run asks, in order",
                ]),
            ], required: ["shortcut"]),
        annotations: ToolCatalog.annotations([], title: "Dry Run"))

    static let testTool = Tool(
        name: ToolNames.testShortcut, title: "Test Shortcut",
        description:
            "Runs a library shortcut's tests (docs/testing-shortcuts.md) — its test file in the library's tests folder, or the cases given in 'tests' — each a dry run (nothing is touched; actions that would touch something give the case's stubs) whose output is checked. Works before a person has accepted an agent's shortcut. A case: {\"name\", \"input\"?, \"answers\"?: [text], \"stubs\"?: {action id: output}, \"expect\": {\"output\" | \"pattern\" | \"schema\" | \"shows\" | \"failure\": …}}.",
        inputSchema: object(
            [
                "shortcut": .object(["type": "string", "description": "The shortcut's name or ID"]),
                "tests": .object([
                    "type": "array", "items": .object(["type": "object"]),
                    "description": "Cases to run instead of the shortcut's test file",
                ]),
            ], required: ["shortcut"]),
        annotations: ToolCatalog.annotations([], title: "Test Shortcut"))

    static var tools: [(Tool, ToolKind)] {
        [
            (listActionsTool, .listActions), (getActionTool, .getAction), (createTool, .createShortcut),
            (editTool, .editShortcut), (applyTool, .applyPlan), (deleteTool, .deleteShortcut), (dryRunTool, .dryRun),
            (testTool, .testShortcut),
        ]
    }

    // MARK: Actions

    /// `list_actions`.
    static func listActions(_ arguments: [String: JSON]?, catalog: Catalog) throws -> ToolOutcome {
        try check(arguments, allowed: ["app", "text"])
        let app = arguments?["app"]?.stringValue
        let text = arguments?["text"]?.stringValue?.lowercased()
        let actions = ActionListing.all(in: catalog).filter { action in
            guard action.isDiscoverable, action.app != BuiltInActions.appName else { return false }
            if let app {
                let builtIn = ["built-in", "builtin", "built in"].contains(app.lowercased())
                guard
                    builtIn
                        ? action.app == nil
                        : action.app?.caseInsensitiveCompare(app) == .orderedSame
                            || action.action.lowercased().hasPrefix(app.lowercased() + ".")
                else { return false }
            }
            if let text, !text.isEmpty {
                let haystack = [action.identifier, action.title, action.sentence, action.description ?? ""]
                    .joined(separator: " ").lowercased()
                guard haystack.contains(text) else { return false }
            }
            return true
        }
        let lines = actions.map { "\($0.identifier)  \($0.sentence)" }
        return ToolOutcome(
            text: lines.isEmpty ? "No action matches." : lines.joined(separator: "\n"),
            structured: ["actions": .array(actions.map { summary($0, catalog: catalog) })])
    }

    /// One action as `list_actions` gives it.
    static func summary(_ action: ListedAction, catalog: Catalog) -> JSON {
        var fields: [String: JSON] = [
            "action": .string(action.identifier), "title": .string(action.title), "sentence": .string(action.sentence),
            "parameters": .array(
                action.parameters.map { parameter in
                    var p: [String: JSON] = [
                        "name": .string(parameter.name), "type": .string(parameter.type),
                        "optional": .bool(parameter.optional),
                    ]
                    if let choices = parameter.choices { p["choices"] = .array(choices.map { .string($0) }) }
                    return .object(p)
                }),
            "example": json(ActionExample.node(action, catalog: catalog)),
        ]
        if let app = action.app { fields["app"] = .string(app) }
        if let description = action.description { fields["description"] = .string(description) }
        let effects = action.intent?.sideEffects ?? action.effects ?? []
        fields["effects"] = .array(SideEffects.named.filter { effects.contains($0.effect) }.map { .string($0.name) })
        if let output = action.intent?.output { fields["output"] = .string(output.description) }
        if action.kind == .find, let entity = action.entity { fields["output"] = .string("[entity:\(entity)]") }
        return .object(fields)
    }

    /// `get_action`.
    static func getAction(_ arguments: [String: JSON]?, catalog: Catalog) throws -> ToolOutcome {
        try check(arguments, allowed: ["action"])
        guard let name = arguments?["action"]?.stringValue else {
            throw ArgumentError("missing argument 'action' (as list_actions names it)")
        }
        let all = ActionListing.all(in: catalog)
        guard
            let action = all.first(where: { $0.identifier == name })
                ?? all.first(where: { $0.action == name && $0.kind != .find })
        else {
            throw ArgumentError("argument 'action': no action '\(name)' (list_actions lists them)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var full = (try? JSONDecoder().decode(JSON.self, from: encoder.encode(action))) ?? .null
        if case .object(var fields) = full {
            fields["example"] = json(ActionExample.node(action, catalog: catalog))
            full = .object(fields)
        }
        let example = JSONWriter.write(ActionExample.node(action, catalog: catalog))
        return ToolOutcome(
            text: "\(action.identifier): \(action.sentence)\n\(action.description ?? "")\nExample:\n\(example)",
            structured: ["action": full])
    }

    // MARK: Plans

    /// `create_shortcut` and `edit_shortcut`: a plan, kept in `book`.
    static func propose(
        _ kind: ToolKind, _ arguments: [String: JSON]?, planner: ShortcutPlanner, book: PlanBook
    ) throws -> ToolOutcome {
        let plan: ShortcutPlan
        do {
            if case .createShortcut = kind {
                try check(arguments, allowed: ["document"])
                guard let document = arguments?["document"] else { throw ArgumentError("missing argument 'document'") }
                plan = try planner.create(try text(of: document))
            } else {
                try check(arguments, allowed: ["shortcut", "baseHash", "document", "patch"])
                guard let name = arguments?["shortcut"]?.stringValue else {
                    throw ArgumentError("missing argument 'shortcut' (a library shortcut's name or ID)")
                }
                guard let hash = arguments?["baseHash"]?.stringValue else {
                    throw ArgumentError("missing argument 'baseHash' (view_shortcut gives the current one)")
                }
                let patch = try arguments?["patch"].map { json -> JSONNode in
                    do { return try JSONParser.parse(try text(of: json)) } catch let error as JSONSyntaxError {
                        throw ArgumentError("argument 'patch': \(error.description)")
                    }
                }
                plan = try planner.edit(
                    name, baseHash: hash, document: try arguments?["document"].map(text(of:)), patch: patch)
            }
        } catch let problem as PlanProblem {
            return .failure(problem.description)
        }
        book.keep(plan)
        return outcome(plan)
    }

    /// A plan as the tools give it: a summary for people, everything in `structuredContent`.
    static func outcome(_ plan: ShortcutPlan) -> ToolOutcome {
        let errors = plan.diagnostics.filter { $0.severity == .error }
        var lines: [String] = []
        switch plan.change {
        case .create: lines.append("Plan \(plan.id.uuidString) for a new shortcut '\(plan.document.name)':")
        case .edit: lines.append("Plan \(plan.id.uuidString) for a new version of '\(plan.document.name)':")
        }
        lines += plan.sentenceDiff
        if plan.diagnostics.isEmpty {
            lines.append("No problems.")
        } else {
            lines.append("Problems:")
            lines += plan.diagnostics.map { "  \($0.description)" }
        }
        lines.append(plan.effects.total.isEmpty ? "It touches nothing outside its own values." : plan.effects.summary)
        if let models = plan.effects.modelsSummary { lines.append(models) }
        if let secrets = plan.effects.secretsSummary { lines.append(secrets) }
        lines.append(
            errors.isEmpty
                ? "apply_plan writes it; it is then untrusted until a person accepts it."
                : "It has errors: fix them and make a new plan (apply_plan refuses this one).")
        let problems: [JSON] = plan.diagnostics.map { d in
            var fields: [String: JSON] = [
                "severity": .string(d.severity == .error ? "error" : "warning"), "message": .string(d.message),
            ]
            if let position = d.position { fields["position"] = .int(position) }
            if let id = d.actionID { fields["actionId"] = .string(id.uuidString) }
            if let title = d.actionTitle { fields["action"] = .string(title) }
            if let parameter = d.parameter { fields["parameter"] = .string(parameter) }
            return .object(fields)
        }
        var structured: [String: JSON] = [
            "plan": .string(plan.id.uuidString), "ok": .bool(errors.isEmpty), "problems": .array(problems),
            "sentences": .array(plan.sentences.map { .string($0) }),
            "diff": .array(plan.sentenceDiff.map { .string($0) }),
            "textDiff": .array(plan.textDiff.map { .string($0) }),
            "effects": .array(
                SideEffects.named.filter { plan.effects.total.contains($0.effect) }.map { .string($0.name) }),
            "apps": .array(plan.apps.map { .string($0) }), "secrets": .array(plan.effects.secrets.map { .string($0) }),
            "models": .array(plan.effects.models.map { .string($0) }), "hash": .string(plan.hash),
            "shortcut": .string(plan.document.id.uuidString),
        ]
        if let base = plan.baseHash { structured["baseHash"] = .string(base) }
        return ToolOutcome(text: lines.joined(separator: "\n"), structured: structured)
    }

    /// `apply_plan`.
    static func apply(_ arguments: [String: JSON]?, planner: ShortcutPlanner, book: PlanBook, agent: String) throws
        -> ToolOutcome
    {
        try check(arguments, allowed: ["plan"])
        guard let text = arguments?["plan"]?.stringValue else { throw ArgumentError("missing argument 'plan'") }
        guard let id = UUID(uuidString: text), let plan = book.plan(id) else {
            return .failure(
                "no plan '\(text)' in this session: a plan is good only in the session that made it, for an hour; make a new one with create_shortcut or edit_shortcut"
            )
        }
        let url: URL
        do throws(PlanProblem) { url = try planner.apply(plan, agent: agent) } catch {
            if error.kind == .conflict { book.forget(id) }
            return .failure(error.description)
        }
        book.forget(id)
        let name = plan.document.name
        return ToolOutcome(
            text:
                "Wrote '\(name)' to \(url.lastPathComponent). It is untrusted: it touches nothing until a person looks at it and accepts it ('shortcuts trust \"\(name)\"', or in the editor).",
            structured: [
                "path": .string(url.path), "hash": .string(plan.hash), "shortcut": .string(plan.document.id.uuidString),
                "trusted": .bool(false),
            ])
    }

    /// `delete_shortcut`: only after the client's person confirms.
    static func delete(_ arguments: [String: JSON]?, planner: ShortcutPlanner, prompter: ElicitingPrompter?)
        async throws
        -> ToolOutcome
    {
        try check(arguments, allowed: ["shortcut", "hash"])
        guard let name = arguments?["shortcut"]?.stringValue else {
            throw ArgumentError("missing argument 'shortcut' (a library shortcut's name or ID)")
        }
        let document: ShortcutDocument
        do throws(PlanProblem) { (document, _) = try planner.libraryShortcut(name) } catch {
            return .failure(error.description)
        }
        guard let prompter else {
            return .failure(
                "'\(document.name)' was not deleted: deleting asks the client's person, and \(ElicitingPrompter.cannotAsk)"
            )
        }
        let count = document.actions.count
        let request = PromptRequest(
            kind: .confirmation, intentIdentifier: "shortcuts.delete", intentTitle: "Delete Shortcut",
            dialog: IntentDialog(
                stringLiteral:
                    "Delete the shortcut '\(document.name)' (\(count) action\(count == 1 ? "" : "s"))? Its file is kept in \(planner.deletedFolder.path)."
            ),
            confirmationActionName: "Delete")
        let answer: PromptAnswer
        do { answer = try await prompter.prompt(request) } catch let unavailable as PromptUnavailable {
            return .failure("'\(document.name)' was not deleted: \(unavailable.reason)")
        }
        guard case .confirmed(true) = answer else {
            return .failure("'\(document.name)' was not deleted: the person said no")
        }
        do throws(PlanProblem) {
            // The version the person confirmed, and no other.
            let confirmed = TrustStore.hash(of: document)
            if let given = arguments?["hash"]?.stringValue, given != confirmed {
                return .failure("'\(document.name)' is no longer the version with hash \(given); it was not deleted")
            }
            let kept = try planner.delete(name, expectedHash: confirmed)
            return ToolOutcome(
                text: "Deleted '\(document.name)'; its file is kept as \(kept.path).",
                structured: ["deleted": .string(document.id.uuidString), "keptAt": .string(kept.path)])
        } catch {
            return .failure(error.description)
        }
    }

    // MARK: Tests

    /// `test_shortcut`: the cases given, or the shortcut's test files.
    static func test(_ arguments: [String: JSON]?, catalog: Catalog, library: Library) async throws -> ToolOutcome {
        let document = try HelperTools.shortcut(arguments, library: library, allowed: ["shortcut", "tests"])
        var files: [ShortcutTestFile] = []
        if let cases = arguments?["tests"] {
            let text =
                #"{"format": 1, "shortcut": "\#(document.id.uuidString)", "tests": "# + (try Self.text(of: cases)) + "}"
            do throws(ShortcutTestFile.Problem) {
                files.append(try ShortcutTestFile.parse(text, url: URL(fileURLWithPath: "tests")))
            } catch {
                throw ArgumentError("argument 'tests': \(error.description)")
            }
        } else {
            let (suites, problems) = ShortcutTests.suites(of: library)
            files = suites.filter { $0.document.id == document.id }.map(\.file)
            if files.isEmpty {
                return .failure(
                    "'\(document.name)' has no tests in \(ShortcutTests.folder(of: library.folder).path)"
                        + (problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))")
                        + "; give cases in 'tests'")
            }
        }
        let errors = Validator(catalog: catalog).validate(document).filter { $0.severity == .error }
        if !errors.isEmpty {
            return .failure(
                "'\(document.name)' has errors and was not tested:\n"
                    + errors.map(\.description).joined(separator: "\n"))
        }
        let runner = ShortcutTestRunner(catalog: catalog)
        var report = ShortcutTestReport(suites: [])
        for file in files {
            report.suites.append(
                .init(
                    shortcut: document.name, file: file.url.lastPathComponent,
                    results: await runner.run(file, on: document)))
        }
        let structured = (try? JSONDecoder().decode([String: JSON].self, from: Data(report.json.utf8))) ?? [:]
        return ToolOutcome(text: report.lines.joined(separator: "\n"), structured: structured)
    }

    // MARK: Helpers

    static func check(_ arguments: [String: JSON]?, allowed: Set<String>) throws {
        if let unknown = (arguments ?? [:]).keys.sorted().first(where: { !allowed.contains($0) }) {
            throw ArgumentError(
                "unknown argument '\(unknown)' (this tool takes \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// A document or patch argument as JSON text: a string as it is, anything else encoded.
    static func text(of json: JSON) throws -> String {
        if case .string(let text) = json { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(json), as: UTF8.self)
    }

    /// A node of ours as the SDK's JSON.
    static func json(_ node: JSONNode) -> JSON {
        (try? JSONDecoder().decode(JSON.self, from: Data(JSONWriter.writeCompact(node).utf8))) ?? .null
    }
}
