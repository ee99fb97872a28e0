import BundledApps
import BundledContent
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Seeded mutation fuzzing of the example shortcuts: no file, however damaged or hostile,
/// crashes reading, listing, validating, viewing, opening in the editor, saving or running.
///
/// A crash kills the whole test process, so each case prints its seed, number and mutations
/// *before* it runs: the last such line in the output is the case to replay with
/// `SHORTCUTS_FUZZ_SEED=<seed> SHORTCUTS_FUZZ_CASE=<n> swift test --filter InputFuzzTests`.
/// `SHORTCUTS_FUZZ_ITERATIONS` raises the count for a longer run (docs/reliability/input.md).
@Suite struct InputFuzzTests {
    /// Enough to meet every mutation kind on every example many times in a few seconds.
    static let defaultIterations = 2_000
    static let defaultSeed: UInt64 = 0x5EED_0011

    /// One case in this many also runs the shortcut (runs cost more than the other stages).
    static let runEvery = 4
    /// One case in this many also lists the file in a library folder.
    static let listEvery = 4

    @Test func mutatedExamplesNeverCrash() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["SHORTCUTS_FUZZ_SEED"].flatMap {
                UInt64($0.replacingOccurrences(of: "0x", with: ""), radix: 16)
            } ?? Self.defaultSeed
        let iterations = environment["SHORTCUTS_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? Self.defaultIterations
        let only = environment["SHORTCUTS_FUZZ_CASE"].flatMap { Int($0) }

        let home = try await TestHome()
        let library = home.root.appendingPathComponent("fuzz-library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let pipeline = InputPipeline(home: home, libraryFolder: library, runTimeout: .milliseconds(300))
        let builtIns = [
            "find", "if", "repeat", "repeatEach", "menu", "setVariable", "addToVariable", "getVariable", "getItem",
            "count",
            "askForInput", "comment", "stop", "Nope.Missing",
        ]
        let intents = home.catalog.intents.map(\.metadata)
        let mutator = ShortcutMutator(
            actionNames: builtIns + intents.map(\.identifier),
            parameterNames: Dictionary(
                intents.map { ($0.identifier, $0.parameters.map(\.name)) }, uniquingKeysWith: { a, _ in a }))
        let examples = ExampleShortcuts.all.map { (name: $0.fileName, bytes: Array($0.text.utf8)) }

        let clock = ContinuousClock()
        let started = clock.now
        var kindsSeen = Set<ShortcutMutator.Kind>()
        var (unreadable, read, ran, timedOut) = (0, 0, 0, 0)
        for index in 0..<iterations where only == nil || only == index {
            var random = SplitMix64.forCase(index, seed: seed)
            let example = examples[Int.random(in: 0..<examples.count, using: &random)]
            var bytes = example.bytes
            var notes: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let kind = ShortcutMutator.randomKind(using: &random)
                kindsSeen.insert(kind)
                let mutated = mutator.mutate(bytes, kind, &random)
                bytes = mutated.bytes
                notes.append(mutated.note)
            }
            let shouldRun = index % Self.runEvery == 0
            // Written straight to the file descriptor: a trap loses whatever print() buffered.
            FileHandle.standardOutput.write(
                Data(
                    "fuzz seed=0x\(String(seed, radix: 16)) case=\(index) \(example.name): \(notes.joined(separator: " + "))\(shouldRun ? " [run]" : "")\n"
                        .utf8))
            switch await pipeline.check(
                bytes, name: example.name, listInLibrary: index % Self.listEvery == 0, run: shouldRun)
            {
            case .unreadable: unreadable += 1
            case .read(_, let end):
                read += 1
                if end != nil { ran += 1 }
                if case .timedOut? = end { timedOut += 1 }
            }
        }
        let elapsed = clock.now - started
        FileHandle.standardOutput.write(
            Data(
                "fuzz seed=0x\(String(seed, radix: 16)): \(iterations) cases in \(elapsed): \(read) read (\(ran) run, \(timedOut) cancelled at the time limit), \(unreadable) broken\n"
                    .utf8))
        // The test must not pass by testing nothing: both kinds of file occur, and every mutation.
        guard only == nil, iterations >= 500 else { return }
        #expect(read > iterations / 10 && unreadable > iterations / 10, "read \(read), broken \(unreadable)")
        #expect(ran > 0)
        #expect(kindsSeen == Set(ShortcutMutator.Kind.allCases))
    }
}
