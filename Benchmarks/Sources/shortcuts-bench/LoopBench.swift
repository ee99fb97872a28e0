import Foundation
import IntentKit
import ShortcutKit

/// Add to Variable in a Repeat: the time per pass at N passes next to N/10 in the same run. A
/// list grown in place keeps the ratio of totals near 10; a copy per pass made it near 100
/// (100,000 passes took 102 s).
enum LoopBench {
    static func document(passes: Int) -> ShortcutDocument {
        let add = Action(.addToVariable(name: "numbers", value: .variable(VariableReference(.repeatIndex))))
        return ShortcutDocument(
            name: "Grow",
            actions: [
                Action(.repeatCount(count: .number(Double(passes)), body: [add])),
                Action(.getVariable(name: "numbers")),
            ])
    }

    static func run(passes: Int, rounds: Int) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let runner = ShortcutRunner(catalog: catalog)
            var totals: [Int: Duration] = [:]
            for size in [passes / 10, passes] {
                let document = document(passes: size)
                let samples = try await Measure.rounds(rounds) {
                    _ = try await runner.run(document, prompter: NonInteractivePrompter())
                }
                let median = Measure.median(samples)
                totals[size] = median
                print(
                    "add-to-variable: \(size) passes: \(Measure.format(Measure.ms(median))) ms, "
                        + "\(Measure.format(Measure.us(median) / Double(size))) µs per pass")
                Record.add("add-to-variable", size: size, "run", samples)
            }
            if let small = totals[passes / 10], let large = totals[passes] {
                print(
                    "add-to-variable: \(passes) passes took \(Measure.format(large / small))× \(passes / 10) (linear: 10×)"
                )
            }
        }
    }
}
