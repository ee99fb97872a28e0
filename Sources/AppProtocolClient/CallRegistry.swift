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
    }

    private let entries = Mutex<[RPCID: Entry]>([:])

    func register(
        _ id: RPCID, interaction: ExternalAppConnection.Interaction?,
        progress: ExternalAppConnection.ProgressHandler?
    ) {
        entries.withLock { $0[id] = Entry(interaction: interaction, progress: progress) }
    }

    func remove(_ id: RPCID) { entries.withLock { _ = $0.removeValue(forKey: id) } }

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
