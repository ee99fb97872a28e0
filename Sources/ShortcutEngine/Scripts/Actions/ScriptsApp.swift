import Foundation
import IntentKit
import ShortcutModel

/// The Scripts app: every executable file with a comment header in the scripts folder is one of
/// its actions (docs/scripts.md). An ``AppBackend`` with no Swift types: its metadata is built
/// from the headers, and a run starts the file as a child process (``ScriptRun``).
package struct ScriptsApp: AppBackend {
    /// The app's name, the prefix of its identifiers (`Scripts.CountWords`).
    package static let name = "Scripts"

    package let metadata: AppMetadata
    /// What is wrong with the files that did not become actions, each naming the file and line.
    package let problems: [ScriptProblem]
    /// The folder the scripts were read from.
    package let folder: URL
    private let scripts: [String: Script]

    /// One script action.
    struct Script: Sendable {
        var identifier: String
        var path: String
        var header: ScriptHeader
    }

    /// Whether no script became an action.
    package var isEmpty: Bool { scripts.isEmpty }

    /// Reads every file in `folder` (a missing folder has none). Files whose names start with
    /// `.` or end in `~` are left alone; other files that are not executable, or whose header
    /// has a problem, are left out and reported in ``problems``.
    package static func load(folder: URL) -> ScriptsApp {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var problems: [ScriptProblem] = []
        var scripts: [String: Script] = [:]
        var intents: [IntentMetadata] = []
        var enums: [EnumMetadata] = []
        for name in names where !name.hasPrefix(".") && !name.hasSuffix("~") {
            let path = folder.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = manager.contents(atPath: path) else {
                problems.append(ScriptProblem(file: name, message: "cannot be read"))
                continue
            }
            let header: ScriptHeader
            let parsed = ScriptHeader.parse(String(decoding: data, as: UTF8.self), file: name)
            guard let found = parsed.header else {
                problems += parsed.problems
                continue
            }
            header = found
            guard manager.isExecutableFile(atPath: path) else {
                problems.append(ScriptProblem(file: name, message: "is not executable (chmod +x \(name))"))
                continue
            }
            guard let intentName = ScriptSummary.intentName(forFile: name) else {
                problems.append(
                    ScriptProblem(file: name, message: "needs a name with letters or digits, which name its action"))
                continue
            }
            let identifier = "\(Self.name).\(intentName)"
            if let other = scripts[identifier] {
                problems.append(
                    ScriptProblem(
                        file: name,
                        message:
                            "its action would be \(identifier), which \((other.path as NSString).lastPathComponent) already is: rename one"
                    ))
                continue
            }
            scripts[identifier] = Script(identifier: identifier, path: path, header: header)
            let (intent, choices) = Self.metadata(of: header, identifier: identifier, intentName: intentName)
            intents.append(intent)
            enums += choices
        }
        let metadata = AppMetadata.declared(
            name: Self.name, displayName: "Scripts", systemImageName: "terminal", intents: intents, enums: enums)
        return ScriptsApp(metadata: metadata, problems: problems, folder: folder, scripts: scripts)
    }

    /// The intent a header declares, and an enum of its own for each parameter with choices.
    static func metadata(of header: ScriptHeader, identifier: String, intentName: String) -> (
        IntentMetadata, [EnumMetadata]
    ) {
        var enums: [EnumMetadata] = []
        let parameters = header.parameters.map { parameter in
            var type = parameter.type.valueType
            var defaultValue = parameter.defaultValue.flatMap { parameter.type.parse($0) }.flatMap { MetadataValue($0) }
            if !parameter.choices.isEmpty {
                let id = TypeIdentifier(
                    "\(name).\(intentName)\(ScriptSummary.intentName(forFile: parameter.name) ?? "")")
                enums.append(
                    EnumMetadata.declared(
                        identifier: id, displayName: parameter.title,
                        cases: parameter.choices.map { EnumCaseMetadata.declared(value: $0, title: $0) }))
                type = .enumeration(id)
                defaultValue = parameter.defaultValue.map { .enumeration($0) }
            }
            return ParameterMetadata.declared(
                name: parameter.name, title: parameter.title, type: type, isOptional: parameter.isOptional,
                defaultValue: defaultValue)
        }
        let summary: SummaryMetadata
        if let text = header.summary {
            let template = ScriptSummary.segments(text)
            let named = Set(ScriptSummary.placeholders(in: text))
            summary = .summary(template: template, more: header.parameters.map(\.name).filter { !named.contains($0) })
        } else {
            summary = .summary(template: [.text(header.title)], more: header.parameters.map(\.name))
        }
        let intent = IntentMetadata.declared(
            identifier: identifier, title: header.title, description: header.description, categoryName: "Scripts",
            parameters: parameters, summary: summary, output: header.output.valueType,
            sideEffects: header.touches.union(.runsPrograms),
            appleActions: header.appleActions.isEmpty ? nil : header.appleActions)
        return (intent, enums)
    }

    package func makeRun(of intent: String) -> (any IntentRun)? {
        scripts[intent].map { ScriptRun(script: $0) }
    }

    /// Choices stay text while a shortcut runs: the script receives the case's value.
    package func valueKind(of type: TypeIdentifier) -> IntentValueKind? { nil }

    package func entities(of type: TypeIdentifier, identifiedBy identifiers: [String]) async throws -> [any EntityValue]
    {
        throw UnknownEntityType(app: Self.name, type: type)
    }

    package func suggestedEntities(of type: TypeIdentifier) async throws -> [any EntityValue] {
        throw UnknownEntityType(app: Self.name, type: type)
    }

    package func searchEntities(of type: TypeIdentifier, matching text: String) async throws -> [any EntityValue]? {
        throw UnknownEntityType(app: Self.name, type: type)
    }

    package func allEntities(of type: TypeIdentifier) async throws -> [any EntityValue]? {
        throw UnknownEntityType(app: Self.name, type: type)
    }

    package func findEntities(
        of type: TypeIdentifier, where conditions: [FindCondition], mode: ComparatorMode, sortedBy sort: [FindSortKey],
        limit: Int?
    ) async throws -> [any EntityValue] {
        throw UnknownEntityType(app: Self.name, type: type)
    }

    package func appShortcuts() async throws -> [AppShortcutMetadata] { [] }
}
