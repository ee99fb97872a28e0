/// What Calculate Statistics computes over a list of numbers: Apple's menu.
package enum StatisticsOperation: String, CaseIterable, Sendable {
    case average, minimum, maximum, sum, median, mode, range, standardDeviation

    package var title: String {
        switch self {
        case .average: "Average"
        case .minimum: "Minimum"
        case .maximum: "Maximum"
        case .sum: "Sum"
        case .median: "Median"
        case .mode: "Mode"
        case .range: "Range"
        case .standardDeviation: "Standard Deviation"
        }
    }

    /// The statistic of `numbers`, all finite.
    ///
    /// An empty list has a sum of 0 and no other statistic: the result is `nil` (no output), as
    /// there is no average or maximum of nothing and 0 would be a wrong answer that looks right.
    /// The mode of several equally frequent numbers is the smallest of them; the standard
    /// deviation is the sample's (divided by n − 1; 0 for a single number).
    package func apply(_ numbers: [Double]) throws(ArithmeticError) -> Double? {
        if self == .sum { return try ArithmeticError.finite(numbers.reduce(0, +)) }
        guard let first = numbers.first else { return nil }
        let result: Double
        switch self {
        case .sum: result = numbers.reduce(0, +)
        case .average:
            let sum = numbers.reduce(0, +)
            let count = Double(numbers.count)
            // A sum past the largest Double still has an average: divide first.
            result = sum.isFinite ? sum / count : numbers.reduce(0) { $0 + $1 / count }
        case .minimum: result = numbers.min() ?? first
        case .maximum: result = numbers.max() ?? first
        case .range: result = (numbers.max() ?? first) - (numbers.min() ?? first)
        case .median:
            let sorted = numbers.sorted()
            let middle = sorted.count / 2
            result = sorted.count % 2 == 1 ? sorted[middle] : sorted[middle - 1] / 2 + sorted[middle] / 2
        case .mode:
            var counts: [Double: Int] = [:]
            for number in numbers { counts[number == 0 ? 0 : number, default: 0] += 1 }
            let most = counts.values.max() ?? 1
            result = counts.filter { $0.value == most }.keys.min() ?? first
        case .standardDeviation:
            // Welford's running mean and squares: no catastrophic cancellation on large values.
            var mean = 0.0
            var squares = 0.0
            for (index, number) in numbers.enumerated() {
                let delta = number - mean
                mean += delta / Double(index + 1)
                squares += delta * (number - mean)
            }
            result = numbers.count > 1 ? (squares / Double(numbers.count - 1)).squareRoot() : 0
        }
        return try ArithmeticError.finite(result)
    }
}
