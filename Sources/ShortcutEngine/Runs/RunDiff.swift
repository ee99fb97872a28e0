import Foundation
import ShortcutModel

/// Where two runs went differently (`shortcuts runs diff`): their versions, inputs and outcomes,
/// and their steps matched by action and by how many times that action had run.
package struct RunDiff: Sendable, Equatable {
    /// One step that differs: in one run only, or with another output or error.
    package struct Step: Sendable, Equatable {
        package var position: Int
        package var title: String
        /// Which time this action ran, from 1 (a loop's body runs again).
        package var occurrence: Int
        /// What each run gave: its output's summary or its error; `nil` when it did not run there.
        package var first: String?
        package var second: String?
    }

    package var sameVersion: Bool
    package var firstInput: String?
    package var secondInput: String?
    package var steps: [Step]
    /// How many steps both runs have alike.
    package var alike: Int

    package init(_ a: RunDetail, _ b: RunDetail) {
        sameVersion = a.summary.contentHash == b.summary.contentHash
        firstInput = a.input.map(Self.shown)
        secondInput = b.input.map(Self.shown)
        func keyed(_ run: RunDetail) -> [(key: String, step: StepRecord, occurrence: Int)] {
            var seen: [UUID: Int] = [:]
            return run.steps.map { step in
                let key = "\(step.nesting)/\(step.shortcutName ?? "")/\(step.actionID.uuidString)"
                seen[step.actionID, default: 0] += 1
                return (key + "#\(seen[step.actionID]!)", step, seen[step.actionID]!)
            }
        }
        let left = keyed(a)
        let right = Dictionary(keyed(b).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var steps: [Step] = []
        var alike = 0
        var matched = Set<String>()
        for entry in left {
            let other = right[entry.key]
            if other != nil { matched.insert(entry.key) }
            let mine = Self.result(entry.step)
            let theirs = other.map { Self.result($0.step) }
            if let other, Self.same(entry.step, other.step) {
                alike += 1
                continue
            }
            steps.append(
                Step(
                    position: entry.step.position, title: entry.step.title, occurrence: entry.occurrence, first: mine,
                    second: theirs))
        }
        for entry in keyed(b) where !matched.contains(entry.key) {
            steps.append(
                Step(
                    position: entry.step.position, title: entry.step.title, occurrence: entry.occurrence, first: nil,
                    second: Self.result(entry.step)))
        }
        self.steps = steps
        self.alike = alike
    }

    /// What a step gave: "✗ its error", or its output's summary.
    static func result(_ step: StepRecord) -> String {
        if let error = step.error { return "✗ \(error)" }
        return step.output.map(shown) ?? "no output"
    }

    static func shown(_ value: StoredValue) -> String { value.summary }

    /// Whether two steps gave the same: the same error, or the same value (by its JSON, else its
    /// summary).
    static func same(_ a: StepRecord, _ b: StepRecord) -> Bool {
        guard a.error == b.error else { return false }
        if let left = a.output?.json, let right = b.output?.json { return left == right }
        return a.output?.summary == b.output?.summary && a.output?.bytes == b.output?.bytes
    }
}
