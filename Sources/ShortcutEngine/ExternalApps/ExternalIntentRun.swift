import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import ShortcutModel

/// One run of an external app's intent: values set by the runner (converted to the types the
/// metadata declares), then `intent/perform` with the app's questions answered by the host's
/// prompter (the editor's modal, the command line's prompt, or the non-interactive failure).
final class ExternalIntentRun: IntentRun, @unchecked Sendable {
    private let intent: IntentMetadata
    private let backend: ExternalAppBackend
    /// Set before `perform`, by the one task that runs the action (the runner sets values, then
    /// performs, in order); never touched concurrently.
    private var values: [String: WireValue] = [:]

    init(intent: IntentMetadata, backend: ExternalAppBackend) {
        self.intent = intent
        self.backend = backend
    }

    /// The app has no Swift types here: the runner converts to ``declaredType(ofParameter:)``.
    func valueKind(ofParameter name: String) -> IntentValueKind? { nil }

    func declaredType(ofParameter name: String) -> ValueType? {
        intent.parameters.first { $0.name == name }?.type
    }

    func setValue(_ value: (any Sendable)?, for name: String) throws(IntentRunError) {
        guard let parameter = intent.parameters.first(where: { $0.name == name }) else {
            throw .unknownParameter(intent: intent.title, parameter: name, known: intent.parameters.map(\.name))
        }
        guard let value else {
            values[name] = nil
            return
        }
        guard let wire = Self.wire(value, as: parameter.type) else {
            let message = "the value has no form the app '\(backend.metadata.displayName)' can read"
            throw .failed(intent: intent.title, message: message, underlying: ExternalValueError(message: message))
        }
        values[name] = wire
    }

    var summaryText: String { intent.title }

    func perform(prompter: any IntentPrompter) async throws(IntentRunError) -> IntentOutcome {
        try await perform(prompter: prompter, reportingProgress: nil)
    }

    /// The app's `$/progress` notifications become the run's progress, as a bundled
    /// `ProgressReportingIntent`'s do.
    func perform(
        prompter: any IntentPrompter, reportingProgress report: @escaping @Sendable (IntentProgressReport) -> Void
    ) async throws(IntentRunError) -> IntentOutcome {
        try await perform(prompter: prompter, reportingProgress: .some(report))
    }

    private func perform(
        prompter: any IntentPrompter, reportingProgress report: (@Sendable (IntentProgressReport) -> Void)?
    ) async throws(IntentRunError) -> IntentOutcome {
        var progress: ExternalAppConnection.ProgressHandler?
        if let report {
            progress = { params in report(Self.report(params)) }
        }
        // The app's log while it performs, for the run to show with the action.
        let app = backend.metadata.displayName
        var log: ExternalAppConnection.LogHandler?
        if let sink = AppLogSink.current {
            log = { params in sink.receive(Self.line(params, app: app)) }
        }
        let response: PerformResponse
        do {
            response = try await backend.connection.perform(
                intent.identifier, parameters: values, interaction: ExternalAppConnection.interaction(prompter),
                foreground: prompter.hasPerson, progress: progress, log: log)
        } catch {
            if case .cancelled = error.reason { throw .cancelled(intent: intent.title) }
            if let known = error.intentRunError { throw known }
            throw .failed(intent: intent.title, message: error.description, underlying: error)
        }
        return IntentOutcome(
            value: response.value.map { backend.hostValue($0, as: intent.output) },
            dialog: response.dialog?.intentDialog,
            snippet: response.snippet, opensSummary: response.opensIntent?.summary)
    }

    /// A `$/progress` as IntentKit's report, which counts whole units: an app that counts in
    /// fractions (`0.25` of `1`) is read in thousandths; no total is `0` (indeterminate).
    static func report(_ params: ProgressParams) -> IntentProgressReport {
        let numbers = [params.completed] + (params.total.map { [$0] } ?? [])
        let scale: Double = numbers.allSatisfy { $0 == $0.rounded() } ? 1 : 1000
        func units(_ value: Double) -> Int64 {
            value.isFinite ? Int64(max(0, min(value * scale, 1e15)).rounded(.down)) : 0
        }
        return IntentProgressReport(
            completed: units(params.completed), total: params.total.map(units) ?? 0,
            message: params.message.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// A `$/log` line as the run holds it.
    static func line(_ params: LogParams, app: String) -> AppLogLine {
        AppLogLine(app: app, level: AppLogLine.Level(rawValue: params.level.rawValue) ?? .info, message: params.message)
    }

    /// A converted value as the wire carries it; enum cases (held as their stored text) are
    /// sent as cases of the parameter's enum.
    static func wire(_ value: any Sendable, as type: ValueType) -> WireValue? {
        switch type {
        case .enumeration:
            if let text = value as? String { return .enumeration(text) }
            return WireValue(intentValue: value)
        case .array(let element):
            guard let items = IntentValueConversion.elements(of: value) else { return wire(value, as: element) }
            var out: [WireValue] = []
            for item in items {
                guard let converted = wire(item, as: element) else { return nil }
                out.append(converted)
            }
            return .list(out)
        default:
            return WireValue(intentValue: value)
        }
    }
}

/// A value an external app's parameter cannot take.
struct ExternalValueError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
