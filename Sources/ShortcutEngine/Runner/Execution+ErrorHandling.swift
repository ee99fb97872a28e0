import Foundation
import IntentKit
import ShortcutModel

// An action's `onError`: what happens when it fails (docs/format.md).
extension Execution {
    /// Performs `action` as its `onError` says: its output, and the error it handled if it
    /// failed and went on. An error it does not handle (or a try again that fails last) is
    /// thrown, or, in a run that asks on failure, asked about (``askAfterFailure(_:_:_:)``): once,
    /// where it happened, not again by each block it is in.
    func attempt(_ action: Action, _ ref: ActionReference) async throws -> (
        output: (any Sendable)?, handled: RunError?
    ) {
        // Asked only where nothing around the action handles its failure: an enclosing block's
        // onError does, and the person's Stop then goes past no handler.
        guard asksOnFailure, callers.isEmpty, handlersAround == 0 else {
            return try await attemptAsDeclared(action, ref)
        }
        failureAsked = false
        do {
            return try await attemptAsDeclared(action, ref)
        } catch let error as RunError where Self.isHandleable(error) && !failureAsked {
            var located = error
            if located.action == nil { located.action = ref }
            do {
                return try await askAfterFailure(located, action, ref)
            } catch {
                failureAsked = true
                throw error
            }
        }
    }

    /// Performs `action` as its `onError` says.
    private func attemptAsDeclared(_ action: Action, _ ref: ActionReference) async throws -> (
        output: (any Sendable)?, handled: RunError?
    ) {
        let outer = self.handling
        self.handling = action.onError
        defer { self.handling = outer }
        guard let handling = action.onError else { return (try await perform(action, ref), nil) }
        handlersAround += 1
        defer { handlersAround -= 1 }
        var tries = 0
        while true {
            do {
                return (try await perform(action, ref), nil)
            } catch let error as RunError where Self.isHandleable(error) {
                var located = error
                if located.action == nil { located.action = ref }
                switch handling {
                case .retry(let attempts, _, _):
                    guard tries < attempts else { throw located }
                    tries += 1
                    let wait = handling.wait(before: tries)
                    emit(
                        .errorHandled(
                            ref, located,
                            next: "trying again\(wait > 0 ? " in \(Self.seconds(wait))" : ""), \(tries) of \(attempts)")
                    )
                    try await pause(wait, ref)
                case .continue(let variable):
                    emit(.errorHandled(ref, located, next: "continuing"))
                    if let variable { variables[variable] = located.message }
                    return (nil, located)
                case .runShortcut(let id):
                    guard let handler = catalog.shortcuts.document(id) else {
                        throw RunError(
                            .actionFailed, action: ref,
                            "\(located.message); its error handler, the shortcut \(id.uuidString), is not in the library"
                        )
                    }
                    emit(.errorHandled(ref, located, next: "running '\(handler.name)'"))
                    let input = DictionaryValue([
                        ("message", located.message), ("action", ref.title), ("position", ref.position),
                    ])
                    return (try await runNested(handler, input: input, ref), located)
                }
            }
        }
    }

    /// Whether the action being performed goes on when it fails.
    package var continuesOnFailure: Bool {
        if case .continue? = handling { true } else { false }
    }

    /// Whether `onError` may handle `error`: not a cancel (the person or the run said stop) and
    /// not the safety policy's refusal (no setting of a shortcut overrides it).
    static func isHandleable(_ error: RunError) -> Bool {
        error.kind != .cancelled && error.kind != .notPermitted && !Task.isCancelled
    }

    /// Waits before a try again; a cancel ends the wait and the run.
    func pause(_ seconds: Double, _ ref: ActionReference) async throws(RunError) {
        guard seconds > 0 else { return }
        do { try await Task.sleep(for: .milliseconds(Int64(seconds * 1000))) } catch {
            throw RunError(.cancelled, action: ref, "the run was cancelled")
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
