import Foundation

/// `--record FILE`: every figure a benchmark reports for the scaling tables is also appended to
/// FILE as a line of CSV (`benchmark,size,measure,median,p95,unit`). `scripts/bench-scaling`
/// collects them into docs/benchmarks/scaling.csv, which `scripts/bench-plots` turns into the
/// tables and SVG plots of docs/benchmarks.md.
enum Record {
    static let header = "benchmark,size,measure,median,p95,unit\n"

    static let path: String? = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--record"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }()

    /// Appends one figure; `size` is the library's books or the shortcut's actions.
    static func add(_ benchmark: String, size: Int, _ measure: String, median: Double, p95: Double? = nil, unit: String)
    {
        guard let path else { return }
        func number(_ value: Double) -> String { String(format: "%.4g", value) }
        let line =
            [benchmark, String(size), measure, number(median), p95.map(number) ?? "", unit]
            .joined(separator: ",") + "\n"
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: Data(header.utf8))
        }
        guard let file = FileHandle(forWritingAtPath: path) else {
            FileHandle.standardError.write(Data("shortcuts-bench: cannot write \(path)\n".utf8))
            return
        }
        defer { try? file.close() }
        _ = try? file.seekToEnd()
        file.write(Data(line.utf8))
    }

    /// A median and p95 of samples, in milliseconds.
    static func add(_ benchmark: String, size: Int, _ measure: String, _ samples: [Duration]) {
        add(
            benchmark, size: size, measure, median: Measure.ms(Measure.median(samples)),
            p95: Measure.ms(Measure.p95(samples)), unit: "ms")
    }
}
