import Foundation
import IntentKit
import ShortcutModel
import Synchronization

// An intent's action: its parameters resolved, converted once and set, the intent performed,
// its dialog, snippet and result passed on (docs/architecture/values.md).
extension Execution {
    func performIntent(_ identifier: String, _ parameters: [String: Value], _ ref: ActionReference)
        async throws -> (any Sendable)?
    {
        guard let entry = catalog.intent(identifier), let invocation = entry.makeRun() else {
            throw RunError(.unknownAction, action: ref, "'\(quoted(identifier))' is not an action of any installed app")
        }
        let entities = try await resolveEntities(in: parameters, ref)
        for parameter in entry.metadata.parameters {
            guard let value = parameters[parameter.name] else {
                // The previous action's output flows in as Apple's Shortcuts passes it: when it
                // cannot become the parameter's type, the action fails naming the parameter
                // ("couldn't convert from …"), rather than running as if nothing were connected.
                if parameter.inputConnectionBehavior == .connectToPreviousIntentResult, let previous = lastOutput {
                    try await give(previous, to: parameter, of: invocation, ref, what: "the previous action's output")
                }
                continue
            }
            let evaluated = try await evaluate(
                value, expected: parameter.type, ref, parameter: parameter.name, entities: entities,
                range: parameter.range)
            guard let evaluated else {
                if !parameter.isOptional { continue } // asked by IntentKit before perform()
                try set(nil, on: parameter, of: invocation, ref)
                continue
            }
            try await give(evaluated, to: parameter, of: invocation, ref, what: "the value")
        }
        let outcome: IntentOutcome
        do {
            let lines = AppLogLines()
            defer { appLog = lines.all }
            outcome = try await Self.perform(invocation, prompter: prompter, ref: ref, emit: emit, log: lines)
        } catch let error as IntentRunError {
            throw Self.runError(error, ref)
        } catch {
            throw RunError(.actionFailed, action: ref, "\(error)")
        }
        if let dialog = outcome.dialog { emit(.dialog(ref, dialog)) }
        if let snippet = outcome.snippet { emit(.snippet(ref, snippet)) }
        if let opened = outcome.opensIntent {
            emit(.opens(ref, summary: "\(entry.app.displayName): \(IntentSummaryText.render(opened).text)"))
        } else if let summary = outcome.opensSummary {
            // An app in another process named what it opens (or, for an intent that opens the
            // app when run, itself with its values).
            emit(.opens(ref, summary: "\(entry.app.displayName): \(summary)"))
        } else if entry.metadata.openAppWhenRun {
            emit(.opens(ref, summary: "\(entry.app.displayName): \(invocation.summaryText)"))
        }
        return outcome.value
    }

    /// Converts `value` to the parameter's type and sets it; `what` starts the message when it
    /// does not convert ("the value 'abc' is not a number").
    func give(
        _ value: any Sendable, to parameter: ParameterMetadata, of invocation: any IntentRun, _ ref: ActionReference,
        what: String
    ) async throws(RunError) {
        // Converted to the Swift type the parameter stores (its kind carries the types of its
        // enums and entities), so IntentKit keeps the value as it is: one conversion, not two.
        let kind = invocation.valueKind(ofParameter: parameter.name)
        // An app without Swift types (in another process) takes the metadata's type instead.
        let type = kind == nil ? invocation.declaredType(ofParameter: parameter.name) : nil
        guard kind != nil || type != nil else {
            throw RunError(.invalidValue, action: ref, parameter: parameter.name, "is not a parameter of this action")
        }
        let converted: any Sendable
        do {
            if let kind {
                converted = try await converter.convert(value, forParameterOf: kind)
            } else {
                converted = try await converter.convert(value, to: type ?? parameter.type)
            }
        } catch {
            throw RunError(.invalidValue, action: ref, parameter: parameter.name, "\(what) \(error.message)")
        }
        try set(converted, on: parameter, of: invocation, ref)
    }

    /// Sets a parameter, naming the action and the parameter when IntentKit refuses the value
    /// (a number out of the parameter's range).
    func set(
        _ value: (any Sendable)?, on parameter: ParameterMetadata, of invocation: any IntentRun,
        _ ref: ActionReference
    ) throws(RunError) {
        do { try invocation.setValue(value, for: parameter.name) } catch {
            if case .invalidValue(_, _, let problem) = error {
                throw RunError(.invalidValue, action: ref, parameter: parameter.name, problem.message)
            }
            throw RunError(.invalidValue, action: ref, parameter: parameter.name, error.description)
        }
    }

    static func runError(_ error: IntentRunError, _ ref: ActionReference) -> RunError {
        switch error {
        case .cancelled: RunError(.cancelled, action: ref, "cancelled")
        case .missingValue(_, let parameter, let reason):
            RunError(.promptFailed, action: ref, parameter: parameter, "needs a value, but \(reason)")
        case .promptUnavailable(_, let question, let reason):
            RunError(.promptFailed, action: ref, "asked \"\(quoted(question))\", but \(reason)")
        case .invalidAnswer(_, let parameter, let message):
            RunError(.promptFailed, action: ref, parameter: parameter, "the answer \(message)")
        case .unknownParameter(_, let parameter, _):
            RunError(.invalidValue, action: ref, parameter: parameter, "is not a parameter of this action")
        case .invalidValue(_, let parameter, let problem):
            RunError(.invalidValue, action: ref, parameter: parameter, problem.message)
        case .failed(_, let message, let underlying):
            RunError(.actionFailed, action: ref, message, underlying: underlying)
        case .tooManyRetries(_, let count):
            RunError(.actionFailed, action: ref, "asked for values \(count) times without finishing")
        }
    }

    /// Resolves every saved entity in the parameters with one query call per type.
    func resolveEntities(in parameters: [String: Value], _ ref: ActionReference) async throws(RunError) -> [EntityKey:
        any EntityValue]
    {
        var wanted: [TypeIdentifier: [(id: String, parameter: String)]] = [:]
        func collect(_ value: Value, _ parameter: String) {
            switch value {
            case .entity(let type, let id): wanted[type, default: []].append((id, parameter))
            case .list(let items): for item in items { collect(item, parameter) }
            default: break
            }
        }
        for (name, value) in parameters { collect(value, name) }
        var found: [EntityKey: any EntityValue] = [:]
        for (typeID, refs) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let entry = catalog.entity(typeID), entry.isQueryable else {
                throw RunError(
                    .missingEntity, action: ref, parameter: refs[0].parameter,
                    "'\(quoted(typeID.rawValue))' is not an entity type of any installed app")
            }
            let ids = Array(Set(refs.map(\.id))).sorted()
            let entities: [any EntityValue]
            do { entities = try await entry.entities(identifiedBy: ids) } catch {
                throw RunError(
                    .actionFailed, action: ref, parameter: refs[0].parameter,
                    "looking up \(catalog.typeName(typeID)) failed: \(IntentRunError.message(for: error))",
                    underlying: error)
            }
            for entity in entities { found[EntityKey(type: typeID, id: entity.entityIdentifier ?? "")] = entity }
            for missing in refs.sorted(by: { ($0.parameter, $0.id) < ($1.parameter, $1.id) })
            where found[EntityKey(type: typeID, id: missing.id)] == nil {
                throw RunError(
                    .missingEntity, action: ref, parameter: missing.parameter,
                    "the \(catalog.typeName(typeID)) with ID '\(quoted(missing.id))' no longer exists")
            }
        }
        return found
    }

    /// Performs `invocation` with the app's log lines going to `log` and the run's events, and
    /// its progress to the run's events.
    private static func perform(
        _ invocation: any IntentRun, prompter: any IntentPrompter, ref: ActionReference,
        emit: @escaping @Sendable (RunEvent) -> Void, log: AppLogLines
    ) async throws -> IntentOutcome {
        let sink = AppLogSink { line in
            log.append(line.text)
            emit(.log(ref, line))
        }
        return try await AppLogSink.$current.withValue(sink) {
            try await invocation.perform(prompter: prompter) { emit(.progress(ref, $0)) }
        }
    }
}

/// The app's log lines of one perform, as they come.
final class AppLogLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
