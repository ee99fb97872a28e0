import Foundation
import IntentKit
import JSONCore
import ShortcutModel
import Synchronization

/// How one case of a shortcut's tests went.
package struct ShortcutTestResult: Sendable {
    package enum Verdict: Sendable, Equatable {
        case passed
        /// The run gave something other than what was expected.
        case failed(String)
        /// The run could not be judged: it stopped where no failure was expected, or ran too long.
        case error(String)
    }

    package var name: String
    package var verdict: Verdict
    package var duration: Duration
    /// What the run would have touched (the actions the test's dry run stood in for).
    package var wouldHave: [DryRun.Step]

    package var passed: Bool { verdict == .passed }

    package init(name: String, verdict: Verdict, duration: Duration, wouldHave: [DryRun.Step]) {
        self.name = name
        self.verdict = verdict
        self.duration = duration
        self.wouldHave = wouldHave
    }
}

/// Runs a shortcut's test cases as dry runs (``DryRun``): nothing is touched, the actions that
/// would touch something give the case's stubs, questions take its answers; then checks the
/// output against the case's expectation.
package struct ShortcutTestRunner: Sendable {
    package let catalog: Catalog
    package let secrets: SecretStore?

    package init(catalog: Catalog, secrets: SecretStore? = nil) {
        self.catalog = catalog
        self.secrets = secrets
    }

    /// Runs each case of `file` on `document`, one after another.
    package func run(_ file: ShortcutTestFile, on document: ShortcutDocument) async -> [ShortcutTestResult] {
        var results: [ShortcutTestResult] = []
        for test in file.cases { results.append(await run(test, on: document)) }
        return results
    }

    package func run(_ test: ShortcutTestFile.Case, on document: ShortcutDocument) async -> ShortcutTestResult {
        let dryRun = DryRun(stubs: test.stubs.mapValues { JSONView.value(of: $0) })
        var runner = ShortcutRunner(catalog: catalog, policy: SafetyPolicy(), secrets: secrets)
        runner.dryRun = dryRun
        let input: (any Sendable)? = test.input.map { $0.string ?? JSONView.value(of: $0) }
        // A test runs with nobody there, as CI runs it: answers are a script, not a person.
        let prompter = ScriptedPrompter(test.answers.map { .text($0) }, hasPerson: false)
        // What the run shows, at any depth (a shortcut it runs shows it too).
        let shown = Mutex<[String]>([])
        let collect: @Sendable (RunEvent) -> Void = { event in
            var event = event
            while case .nested(_, let inner) = event { event = inner }
            switch event {
            case .dialog(_, let dialog): shown.withLock { $0.append(dialog.full.localizedString) }
            case .snippet(_, let snippet): shown.withLock { $0.append(snippet.plainText) }
            default: break
            }
        }
        let started = ContinuousClock.now
        let timeout = Duration.milliseconds(Int(test.timeout * 1000))
        let outcome: Result<RunResult, RunError>? = await withTaskGroup(of: Result<RunResult, RunError>?.self) {
            [runner] group in
            group.addTask {
                do throws(RunError) {
                    return .success(try await runner.run(document, input: input, prompter: prompter, events: collect))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let duration = ContinuousClock.now - started
        func result(_ verdict: ShortcutTestResult.Verdict) -> ShortcutTestResult {
            ShortcutTestResult(name: test.name, verdict: verdict, duration: duration, wouldHave: dryRun.steps)
        }
        guard let outcome else {
            return result(.error("it ran longer than its \(IntentValueText.format(test.timeout)) s (\"timeout\")"))
        }
        switch (outcome, test.expectation) {
        case (.failure(let error), .failure(let expected)):
            return result(
                error.description.contains(expected)
                    ? .passed : .failed("it failed with “\(error.description)”, which does not say “\(expected)”"))
        case (.failure(let error), _):
            return result(.error("it stopped at \(error.description)"))
        case (.success(let run), .failure(let expected)):
            return result(.failed("it was to fail saying “\(expected)”, but it gave \(Self.shown(run.output))"))
        case (.success, .shows(let expected)):
            let said = shown.withLock { $0 }
            return result(
                said.contains(expected)
                    ? .passed
                    : .failed(
                        "it was to show “\(expected)”, but it showed "
                            + (said.isEmpty
                                ? "nothing" : said.map { "“\(ValueText.oneLine($0))”" }.joined(separator: ", "))))
        case (.success(let run), let expectation):
            return result(Self.judge(run.output, expectation))
        }
    }

    /// Whether `output` is what `expectation` says.
    static func judge(_ output: (any Sendable)?, _ expectation: ShortcutTestFile.Expectation)
        -> ShortcutTestResult.Verdict
    {
        switch expectation {
        case .output(let expected):
            if let text = expected.string {
                let actual = ValueText.text(of: output)
                return actual == text ? .passed : .failed("expected the output “\(text)”, but it was \(shown(output))")
            }
            // Equal as JSON, numbers by value and objects whatever their order (a schema's const).
            let same = (try? JSONSchema(.object([("const", expected)])))?.matches(JSONView.node(of: output)) ?? false
            return same
                ? .passed
                : .failed(
                    "expected the output \(JSONWriter.writeCompact(expected)), but it was \(JSONWriter.writeCompact(JSONView.node(of: output)))"
                )
        case .pattern(let pattern):
            let text = ValueText.text(of: output)
            let matches = (try? Regex(pattern)).map { (try? $0.firstMatch(in: text)) != nil } ?? false
            return matches ? .passed : .failed("the output \(shown(output)) has no match of \(pattern)")
        case .schema(let schema):
            let violations = schema.violations(of: JSONView.node(of: output), limit: 5)
            return violations.isEmpty
                ? .passed
                : .failed(
                    "the output does not match the schema: " + violations.map(\.description).joined(separator: "; "))
        case .failure, .shows: return .passed
        }
    }

    /// An output as a message quotes it.
    static func shown(_ output: (any Sendable)?) -> String {
        guard let output else { return "nothing" }
        return "“\(IntentValueText.excerpt(ValueText.oneLine(ValueText.text(of: output)), limit: 200))”"
    }
}
