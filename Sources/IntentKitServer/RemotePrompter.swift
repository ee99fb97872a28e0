import AppProtocol
import IntentKit

/// Asks the host: every question an intent asks while it runs (a value, a disambiguation, a
/// confirmation, a choice) becomes an `interaction/prompt` request to the host, answered by
/// whatever prompter the host has. The host's "nobody can answer" comes back as
/// ``PromptUnavailable``, so IntentKit fails the run exactly as it would in process.
struct RemotePrompter: IntentPrompter {
    let peer: JSONRPCPeer
    /// The host's `intent/perform` request the questions belong to.
    let requestID: RPCID
    let decoding: WireDecoding
    /// Whether the host has a person there (`intent/perform`'s `foreground`).
    let hasPerson: Bool

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        let params = PromptParams(
            requestId: requestID, kind: request.kind, intent: request.intentIdentifier,
            intentTitle: request.intentTitle, parameter: request.parameter,
            dialog: request.dialog.map(WireDialog.init), question: request.question,
            options: request.options.map {
                WirePromptOption(
                    title: $0.title, subtitle: $0.subtitle, systemImageName: $0.systemImageName,
                    value: WireValue(intentValue: $0.value), section: $0.section)
            },
            allowsMultiple: request.allowsMultiple, confirmationActionName: request.confirmationActionName,
            snippet: request.snippet)
        let answer: WirePromptAnswer
        do {
            answer = try await peer.request(AppMethod.prompt, params, as: WirePromptAnswer.self)
        } catch {
            switch error {
            case .cancelled: throw CancellationError()
            case .remote(let rpc) where rpc.knownCode == .promptUnavailable:
                throw PromptUnavailable(reason: rpc.data?.reason ?? rpc.message)
            case .remote(let rpc) where rpc.knownCode == .requestCancelled:
                throw CancellationError()
            default:
                throw PromptUnavailable(reason: "the host could not ask (\(error))")
            }
        }
        switch answer {
        case .text(let text): return .text(text)
        case .option(let index): return .option(index)
        case .options(let indices): return .options(indices)
        case .confirmed(let yes): return .confirmed(yes)
        case .cancelled: return .cancelled
        case .value(let value):
            guard let parameter = request.parameter, let kind = decoding.kind(for: parameter.type) else {
                throw PromptUnavailable(reason: "the host answered with a value, but the question has no parameter")
            }
            return .value(try await decoding.value(value, as: kind, for: parameter.name))
        }
    }
}
