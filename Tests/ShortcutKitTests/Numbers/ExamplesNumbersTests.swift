import Foundation
import ShortcutsTestSupport
import Testing

/// The number examples (shortcuts/tip-calculator.json, shortcuts/number-summary.json) run by
/// the real binary from a shell, with fixed inputs and their exact output.
@Suite(.serialized) struct ExamplesNumbersTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    @Test func tipCalculator() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let small = try await shortcuts("run", "Tip Calculator", "--input", "84.50", "-o", "-")
        #expect(small.status == 0)
        #expect(small.output == "Tip (18 %): 15.21\nTotal: 99.71\nEach of two pays: 49.86\n")
        let large = try await shortcuts("run", "tip calculator", "--input", "1234.56", "-o", "-")
        #expect(large.output == "Tip (18 %): 222.22\nTotal: 1,456.78\nEach of two pays: 728.40\n")
        let wrong = try await shortcuts("run", "Tip Calculator", "--input", "lots", "-o", "-")
        #expect(wrong.status != 0)
        #expect(wrong.error.contains("'lots'"))
    }

    @Test func numberSummary() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let summary = try await shortcuts("run", "Number Summary", "--input", "3 5 8 13", "-o", "-")
        #expect(summary.status == 0)
        #expect(summary.output == "Average: 7.25\nMedian: 6.5\nRange: 10\nStandard deviation: 4.35\n")
        let bad = try await shortcuts("run", "Number Summary", "--input", "3 five 8", "-o", "-")
        #expect(
            bad.error
                == "shortcuts: 'Number Summary' stopped at action 2 (Calculate Statistics), parameter 'input': the value 'five' is not a number\n"
        )
    }

    @Test func actionsListsTheNumberActions() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let text = try await shortcuts("actions").output
        for line in [
            "calculate                          Calculate [Number] [Operation] [Number]",
            "calculateExpression                Calculate [Expression]",
            "roundNumber                        Round [Number] to [Place]",
            "randomNumber                       Random Number between [Minimum] and [Maximum]",
            "formatNumber                       Format [Number] with [Decimal Places] decimal places",
            "calculateStatistics                Calculate [Operation] of [Input]",
        ] {
            #expect(text.contains("  \(line)\n"), "\(line)")
        }
        let json = try await shortcuts("actions", "--json").output
        let actions = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let statistics = try #require(actions.first { $0["identifier"] as? String == "calculateStatistics" })
        let parameters = try #require(statistics["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["operation", "input"])
        #expect(
            parameters.first?["choices"] as? [String] == [
                "average", "minimum", "maximum", "sum", "median", "mode", "range", "standardDeviation",
            ])
        #expect(parameters.last?["type"] as? String == "[double]")
    }
}
