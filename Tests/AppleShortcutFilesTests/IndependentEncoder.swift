import BlockingTestSupport
import Foundation
import Testing

/// LZFSE data made by an encoder that is not ours: the reference implementation's Python
/// binding (`lzfse` from PyPI, in the tests' virtual environment that `.ci/run` makes).
enum IndependentEncoder {
    /// `inputs` compressed, in order; `nil` (after recording why) without the binding.
    static func compress(_ inputs: [[UInt8]]) throws -> [[UInt8]]? {
        guard let python = TestPython.path else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("no Python for the lzfse encoder") }
            return nil
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lzfse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, input) in inputs.enumerated() {
            try Data(input).write(to: folder.appendingPathComponent("\(index).raw"))
        }
        let script = """
            import sys, lzfse, pathlib
            folder = pathlib.Path(sys.argv[1])
            for raw in folder.glob("*.raw"):
                raw.with_suffix(".lzfse").write_bytes(lzfse.compress(raw.read_bytes()))
            """
        let ran = try ChildProcess.run(
            python, ["-c", script, folder.path], environment: ProcessInfo.processInfo.environment)
        guard ran.status == 0 else {
            let why = String(decoding: ran.error, as: UTF8.self)
            if ProcessInfo.processInfo.environment["CI"] == "true" || !why.contains("No module named") {
                Issue.record("the lzfse encoder failed: \(why)")
            }
            return nil
        }
        return try inputs.indices.map { [UInt8](try Data(contentsOf: folder.appendingPathComponent("\($0).lzfse"))) }
    }
}

/// A small deterministic generator, so a failing mutation can be found again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Text that compresses as a shortcut's plist does: repeated keys and values with variation.
func sampleText(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
    var generator = SeededGenerator(state: seed)
    let words = [
        "WFWorkflowActions", "identifier", "is.workflow.actions.", "gettext", "WFTextActionText",
        "UUID", "parameters", "Ask Each Time", "magic", "variable", "{", "}", "\n", " ",
    ]
    var out: [UInt8] = []
    while out.count < count {
        out += Array(words[Int(generator.next() % UInt64(words.count))].utf8)
        if generator.next() % 7 == 0 { out.append(UInt8(truncatingIfNeeded: generator.next())) }
    }
    return Array(out.prefix(count))
}
