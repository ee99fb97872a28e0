import IntentKit
import ShortcutModel

// What the loops' run hooks (Repeat, Repeat with Each) share: running a body once per pass.

extension Execution {
    /// Runs `body` `count` times, with Repeat Item (`item` of the pass, from 0; `nil` for a
    /// counted Repeat) and Repeat Index set for each pass and the previous output reset before
    /// it, as in Shortcuts; the outputs of the passes that gave one, in order, are the loop's.
    package func runPasses(
        _ body: [Action], count: Int, _ ref: ActionReference, item: (Int) -> (any Sendable)?
    ) async throws -> [any Sendable] {
        var results: [any Sendable] = []
        for index in 0..<max(0, count) {
            // Every pass is a step of the run's budget, whatever the body holds.
            try self.count(ref)
            loops.append((item(index), index + 1))
            defer { loops.removeLast() }
            lastOutput = nil
            try await run(body)
            if let output = lastOutput { results.append(output) }
        }
        return results
    }
}
