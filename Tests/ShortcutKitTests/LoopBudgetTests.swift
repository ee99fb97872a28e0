import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Every pass of a loop is a step of the run's budget, whatever its body holds, and a list grown
/// pass by pass with Add to Variable is grown in place (issue 29, item 7).
struct LoopBudgetTests {
    /// Nested Repeats of a Comment: the Comment is inert (not performed, not logged), so before
    /// passes counted a nest of them never reached the budget, and a deep enough one ran for ever.
    @Test func nestedRepeatsOfCommentsStopAtTheBudget() async throws {
        let home = try await TestHome()
        var runner = ShortcutRunner(catalog: home.catalog)
        runner.maximumActions = 1_000
        let comment = Action(.comment("nothing to do"))
        // 101 actions that are not inert (the Repeats): well within the budget if passes of a
        // Comment cost nothing, 20,000 steps when they count.
        let inner = Action(.repeatCount(count: .number(100), body: [comment]))
        let outer = Action(.repeatCount(count: .number(100), body: [inner]))
        let document = ShortcutDocument(name: "Idle", actions: [outer])
        let manager = home.manager
        do {
            _ = try await AppDependencyManager.withScope(manager) {
                try await runner.run(document, prompter: NonInteractivePrompter())
            }
            Issue.record("expected the run to stop")
        } catch let error as RunError {
            #expect(error.message == "the run stopped after 1,000 actions, the most one run may perform")
            // The step that went over is in the nest: a pass of the inner Repeat, or its Comment.
            #expect([inner.id, comment.id].contains(error.action?.id))
        }
    }

    /// An empty loop body still costs its passes.
    @Test func passesOfAnEmptyRepeatCount() async throws {
        let home = try await TestHome()
        var runner = ShortcutRunner(catalog: home.catalog)
        runner.maximumActions = 100
        let document = ShortcutDocument(
            name: "Empty", actions: [Action(.repeatCount(count: .number(101), body: []))])
        let manager = home.manager
        await #expect(throws: RunError.self) {
            _ = try await AppDependencyManager.withScope(manager) {
                try await runner.run(document, prompter: NonInteractivePrompter())
            }
        }
        // Within the budget it runs: the Repeat itself and its 98 passes are 99 steps.
        let fits = ShortcutDocument(name: "Fits", actions: [Action(.repeatCount(count: .number(98), body: []))])
        _ = try await AppDependencyManager.withScope(manager) {
            try await runner.run(fits, prompter: NonInteractivePrompter())
        }
    }

    /// Add to Variable in a loop builds the whole list, in order (100,000 passes took 102 s when
    /// each pass copied the list; `shortcuts-bench add-to-variable` measures it now).
    @Test func addToVariableBuildsTheListPassByPass() async throws {
        let home = try await TestHome()
        let add = Action(
            .addToVariable(name: "numbers", value: .variable(VariableReference(.repeatIndex))))
        let document = ShortcutDocument(
            name: "Grow",
            actions: [
                Action(.repeatCount(count: .number(20_000), body: [add])),
                Action(.getVariable(name: "numbers")),
            ])
        let list = try #require(try await home.run(document).result.output as? [any Sendable])
        #expect(list.count == 20_000)
        #expect(ValueText.text(of: list.first) == "1")
        #expect(ValueText.text(of: list.last) == "20000")
    }
}
