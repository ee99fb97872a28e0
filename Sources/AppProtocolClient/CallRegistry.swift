import AppProtocol
import IntentKit
import Synchronization

/// The host's side of the questions and progress of calls in flight: each `intent/perform`
/// registers its interaction and progress handlers under its request id, and the app's
/// `interaction/prompt` and `$/progress` name that id.
final class CallRegistry: Sendable {
    private struct Entry {
        var interaction: ExternalAppConnection.Interaction?
        var progress: ExternalAppConnection.ProgressHandler?
        var log: ExternalAppConnection.LogHandler?
        var started = ContinuousClock.now
        /// Time spent waiting on the person, which the perform's timeout does not count.
        var asking: Duration = .zero
        var questionsOpen = 0
        var askingSince: ContinuousClock.Instant?
    }

    private let entries = Mutex<[RPCID: Entry]>([:])

    func register(
        _ id: RPCID, interaction: ExternalAppConnection.Interaction?,
        progress: ExternalAppConnection.ProgressHandler?, log: ExternalAppConnection.LogHandler? = nil
    ) {
        entries.withLock { $0[id] = Entry(interaction: interaction, progress: progress, log: log) }
    }

    /// An app's log line (`$/log` names no call): given to every call in flight that takes its
    /// app's log, usually the one perform. Whether any took it.
    func log(_ params: LogParams) -> Bool {
        let handlers = entries.withLock { $0.values.compactMap(\.log) }
        for handler in handlers { handler(params) }
        return !handlers.isEmpty
    }

    func remove(_ id: RPCID) { entries.withLock { _ = $0.removeValue(forKey: id) } }

    /// How long the call has run, not counting the time its questions waited on the person.
    func activeTime(_ id: RPCID) -> Duration {
        let now = ContinuousClock.now
        return entries.withLock { entries in
            guard let entry = entries[id] else { return .zero }
            return now - entry.started - entry.asking - (entry.askingSince.map { now - $0 } ?? .zero)
        }
    }

    private func asking(_ id: RPCID, _ begins: Bool) {
        let now = ContinuousClock.now
        entries.withLock { entries in
            guard var entry = entries[id] else { return }
            if begins {
                if entry.questionsOpen == 0 { entry.askingSince = now }
                entry.questionsOpen += 1
            } else {
                entry.questionsOpen -= 1
                if entry.questionsOpen == 0, let since = entry.askingSince {
                    entry.asking += now - since
                    entry.askingSince = nil
                }
            }
            entries[id] = entry
        }
    }

    func progress(_ params: ProgressParams) {
        entries.withLock { $0[params.requestId]?.progress }?(params)
    }

    /// Answers a request from the app: only `interaction/prompt` exists.
    func answer(_ request: IncomingRequest) async throws -> any Encodable & Sendable {
        guard request.method == AppMethod.prompt else {
            throw RPCError(.methodNotFound, "the host has no method '\(request.method)'")
        }
        let params: PromptParams = try request.params()
        guard let interaction = entries.withLock({ $0[params.requestId]?.interaction }) else {
            throw RPCError(
                .promptUnavailable, "no one can answer",
                data: RPCErrorData(reason: "no one is there to answer (the run is not interactive)"))
        }
        asking(params.requestId, true)
        defer { asking(params.requestId, false) }
        do {
            return try await interaction(params)
        } catch let unavailable as PromptUnavailable {
            throw RPCError(.promptUnavailable, "no one can answer", data: RPCErrorData(reason: unavailable.reason))
        } catch let error as RPCError {
            throw error
        } catch is CancellationError {
            throw RPCError(.requestCancelled, "the question was cancelled")
        } catch {
            throw RPCError(
                .promptUnavailable, "the question could not be asked", data: RPCErrorData(reason: "\(error)"))
        }
    }
}
