import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The number actions when they run, edge cases included: each failure names the action and
/// the parameter to blame, and no output is ever infinity or NaN.
@Suite struct NumberActionsRunTests {
    /// The output of one action as the run shows it, or its run error.
    func run(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument], input: (any Sendable)? = nil, home: TestHome)
        async -> String
    {
        let action = Action(.builtIn(BuiltInCall(id, arguments)))
        let document = ShortcutDocument(
            name: "N", input: input == nil ? nil : InputSpec(type: "string"), actions: [action])
        do {
            let output = try await home.run(document, input: input).result.output
            return output.map { ValueText.text(of: $0) } ?? "nothing"
        } catch { return error.description }
    }

    func calculate(_ x: Double, _ operation: String, _ y: Double? = nil, home: TestHome) async -> String {
        var arguments: [SlotID: BuiltInArgument] = ["input": .value(.number(x)), "operation": .choice(operation)]
        if let y { arguments["operand"] = .value(.number(y)) }
        return await run("calculate", arguments, home: home)
    }

    let input = BuiltInArgument.value(.variable(VariableReference(.shortcutInput)))

    @Test func calculateDoesArithmeticAndScience() async throws {
        let home = try await TestHome()
        #expect(await calculate(5, "add", 3, home: home) == "8")
        #expect(await calculate(5, "subtract", 7.5, home: home) == "-2.5")
        #expect(await calculate(6, "multiply", 7, home: home) == "42")
        #expect(await calculate(1, "divide", 3, home: home) == "0.3333333333333333")
        #expect(await calculate(-7, "modulus", 3, home: home) == "-1")
        #expect(await calculate(2, "power", 10, home: home) == "1024")
        #expect(await calculate(16, "squareRoot", home: home) == "4")
        #expect(await calculate(27, "cubeRoot", home: home) == "3")
        #expect(await calculate(3, "square", home: home) == "9")
        #expect(await calculate(2, "cube", home: home) == "8")
        #expect(await calculate(3, "powerOfTen", home: home) == "1000")
        #expect(await calculate(1000, "logarithm", home: home) == "3")
        #expect(await calculate(0, "exponential", home: home) == "1")
        #expect(await calculate(0, "cosine", home: home) == "1")
        #expect(await calculate(-2.5, "absoluteValue", home: home) == "2.5")
        #expect(await calculate(-2.5, "floor", home: home) == "-3")
        #expect(await calculate(-2.5, "ceiling", home: home) == "-2")
        // Whole results read "3", not "3.0"; 0.1 + 0.2 reads as a Double does.
        #expect(await calculate(1.5, "multiply", 2, home: home) == "3")
    }

    @Test func calculateStopsOnWhatHasNoNumber() async throws {
        let home = try await TestHome()
        #expect(
            await calculate(1, "divide", 0, home: home)
                == "action 1 (Calculate), parameter 'operand': cannot divide by zero")
        #expect(
            await calculate(1, "modulus", 0, home: home)
                == "action 1 (Calculate), parameter 'operand': cannot take a modulus by zero")
        #expect(
            await calculate(-4, "squareRoot", home: home)
                == "action 1 (Calculate), parameter 'input': cannot take the square root of a negative number (-4)")
        #expect(
            await calculate(0, "naturalLogarithm", home: home)
                == "action 1 (Calculate), parameter 'input': cannot take the logarithm of 0 (only of a number above 0)")
        #expect(
            await calculate(-8, "power", 0.5, home: home)
                == "action 1 (Calculate), parameter 'input': cannot raise a negative number (-8) to a fractional power")
        #expect(
            await calculate(1e308, "multiply", 10, home: home)
                == "action 1 (Calculate), parameter 'operation': the result is too large for a number (it overflows)")
        #expect(
            await calculate(-1e308, "multiply", 10, home: home)
                == "action 1 (Calculate), parameter 'operation': the result is too small for a number (it overflows)")
        #expect(
            await calculate(1000, "exponential", home: home)
                == "action 1 (Calculate), parameter 'operation': the result is too large for a number (it overflows)")
        // Huge and tiny numbers that are numbers are fine.
        #expect(await calculate(1e300, "multiply", 10, home: home) == "1e+301")
        #expect(await calculate(1e-300, "divide", 1e10, home: home) == "1e-310")
    }

    @Test func textThatIsNotANumberStopsTheRunNamingTheParameter() async throws {
        let home = try await TestHome()
        let arguments: [SlotID: BuiltInArgument] = [
            "input": input, "operation": .choice("add"), "operand": .value(.number(1)),
        ]
        #expect(await run("calculate", arguments, input: "41", home: home) == "42")
        #expect(
            await run("calculate", arguments, input: "forty", home: home)
                == "action 1 (Calculate), parameter 'input': the value 'forty' is not a number")
        #expect(
            await run("calculate", arguments, input: "nan", home: home)
                .hasPrefix("action 1 (Calculate), parameter 'input': the value"))
        // A zero from a variable is only known when it runs.
        let divide: [SlotID: BuiltInArgument] = [
            "input": .value(.number(1)), "operation": .choice("divide"), "operand": input,
        ]
        #expect(
            await run("calculate", divide, input: "0", home: home)
                == "action 1 (Calculate), parameter 'operand': cannot divide by zero")
    }

    @Test func roundNumberRoundsHalvesAwayFromZeroAndInDecimal() async throws {
        let home = try await TestHome()
        func round(_ x: Double, _ place: String, _ places: Double? = nil, mode: String? = nil) async -> String {
            var arguments: [SlotID: BuiltInArgument] = ["input": .value(.number(x)), "place": .choice(place)]
            if let places { arguments["places"] = .value(.number(places)) }
            if let mode { arguments["mode"] = .choice(mode) }
            return await run("roundNumber", arguments, home: home)
        }
        #expect(await round(2.5, "ones") == "3")
        #expect(await round(-2.5, "ones") == "-3")
        #expect(await round(0.5, "ones") == "1")
        #expect(await round(-0.4, "ones") == "0")
        #expect(await round(2.675, "decimalPlaces", 2) == "2.68")
        #expect(await round(-2.675, "decimalPlaces", 2) == "-2.68")
        #expect(await round(1.005, "decimalPlaces", 2) == "1.01")
        #expect(await round(3.14159, "decimalPlaces", 0) == "3")
        #expect(await round(2.1, "ones", mode: "up") == "3")
        #expect(await round(-2.9, "ones", mode: "up") == "-2")
        #expect(await round(2.9, "ones", mode: "down") == "2")
        #expect(await round(-2.1, "ones", mode: "down") == "-3")
        #expect(await round(0.123, "decimalPlaces", 2, mode: "up") == "0.13")
        #expect(await round(1250, "hundreds") == "1300")
        #expect(await round(-1250, "hundreds") == "-1300")
        #expect(await round(1249, "hundreds", mode: "up") == "1300")
        #expect(await round(15, "tens") == "20")
        #expect(await round(1_234_567, "millions") == "1000000")
        #expect(await round(1e300, "decimalPlaces", 2) == "1e+300")
        #expect(await round(1e-7, "decimalPlaces", 6) == "0")
        #expect(await round(1.5e-7, "decimalPlaces", 7) == "2e-07")
        #expect(
            await round(1, "decimalPlaces", 20)
                == "action 1 (Round Number), parameter 'places': must be a whole number of decimal places from 0 to 15")
    }

    @Test func randomNumberStaysInItsRange() async throws {
        let home = try await TestHome()
        func random(_ minimum: Value, _ maximum: Value, input: (any Sendable)? = nil) async -> String {
            await run(
                "randomNumber", ["minimum": .value(minimum), "maximum": .value(maximum)], input: input, home: home)
        }
        #expect(await random(.number(7), .number(7)) == "7")
        var seen = Set<String>()
        for _ in 0..<200 { seen.insert(await random(.number(-1), .number(1))) }
        #expect(seen == ["-1", "0", "1"])
        #expect(
            await random(.variable(VariableReference(.shortcutInput)), .number(1), input: "5")
                == "action 1 (Random Number), parameter 'minimum': the minimum (5) is larger than the maximum (1)")
        let fraction = await random(.variable(VariableReference(.shortcutInput)), .number(1), input: "1.5")
        #expect(fraction.hasPrefix("action 1 (Random Number), parameter 'minimum': the value "))
        #expect(fraction.hasSuffix("is not a whole number"))
    }

    @Test func formatNumberWritesFixedDecimalsAndGroups() async throws {
        let home = try await TestHome()
        func format(_ x: Double, _ places: Double, grouping: String? = nil) async -> String {
            var arguments: [SlotID: BuiltInArgument] = ["input": .value(.number(x)), "places": .value(.number(places))]
            if let grouping { arguments["grouping"] = .choice(grouping) }
            return await run("formatNumber", arguments, home: home)
        }
        #expect(await format(1234.5, 2) == "1,234.50")
        #expect(await format(1234.5, 2, grouping: "off") == "1234.50")
        #expect(await format(1234.5, 2, grouping: "on") == "1,234.50")
        #expect(await format(-1_234_567.891, 1) == "-1,234,567.9")
        #expect(await format(2.675, 2) == "2.68")
        #expect(await format(999.5, 0) == "1,000")
        #expect(await format(-0.001, 2) == "0.00")
        #expect(await format(0.5, 0) == "1")
        #expect(await format(123, 0) == "123")
        #expect(await format(1e20, 0) == "100,000,000,000,000,000,000")
    }

    @Test func statisticsOverAList() async throws {
        let home = try await TestHome()
        func statistic(_ operation: String, _ numbers: [Double]) async -> String {
            await run(
                "calculateStatistics",
                ["operation": .choice(operation), "input": .value(.list(numbers.map { .number($0) }))], home: home)
        }
        let numbers: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]
        #expect(await statistic("average", numbers) == "5")
        #expect(await statistic("minimum", numbers) == "2")
        #expect(await statistic("maximum", numbers) == "9")
        #expect(await statistic("sum", numbers) == "40")
        #expect(await statistic("median", numbers) == "4.5")
        #expect(await statistic("median", [3, 1, 2]) == "2")
        #expect(await statistic("mode", numbers) == "4")
        #expect(await statistic("mode", [3, 1, 3, 1]) == "1")
        #expect(await statistic("range", numbers) == "7")
        #expect(await statistic("standardDeviation", numbers) == "2.138089935299395")
        #expect(await statistic("standardDeviation", [5]) == "0")
        #expect(await statistic("average", [1e308, 1e308]) == "1e+308")
        // An empty list: a sum of 0, no other statistic.
        #expect(await statistic("sum", []) == "0")
        #expect(await statistic("average", []) == "nothing")
        #expect(await statistic("median", []) == "nothing")
        #expect(
            await statistic("sum", [1e308, 1e308])
                == "action 1 (Calculate Statistics), parameter 'operation': the result is too large for a number (it overflows)"
        )
        // Text items that are numbers count; others stop the run.
        let texts = BuiltInArgument.value(.list([.string("1.5"), .number(2), .string("x")]))
        #expect(
            await run("calculateStatistics", ["operation": .choice("sum"), "input": texts], home: home)
                == "action 1 (Calculate Statistics), parameter 'input': the value 'x' is not a number")
        let split = BuiltInArgument.value(.list([.string("1.5"), .number(2)]))
        #expect(await run("calculateStatistics", ["operation": .choice("sum"), "input": split], home: home) == "3.5")
    }

    @Test func calculateExpressionReadsItsVariablesAsNumbers() async throws {
        let home = try await TestHome()
        func expression(_ parts: [TextPart], input: (any Sendable)? = nil) async -> String {
            await run("calculateExpression", ["expression": .value(.text(parts))], input: input, home: home)
        }
        let variable = TextPart.variable(VariableReference(.shortcutInput))
        #expect(await expression([.literal("(1 + 2) × 3 − 4 ÷ 2")]) == "7")
        #expect(await expression([.literal("2 ^ 0.5 * sqrt(2)")]) == "2.0000000000000004")
        #expect(await expression([.literal("round(2 ^ 0.5 * sqrt(2), 2)")]) == "2")
        #expect(await expression([.literal("-"), variable, .literal("^2")], input: "3") == "-9")
        // A variable is one number, never more expression.
        #expect(
            await expression([variable, .literal(" * 2")], input: "1+2")
                == "action 1 (Calculate Expression), parameter 'expression': column 1: the variable's value '1+2' is not a number"
        )
        #expect(
            await expression([.literal("10 / ("), variable, .literal(" - 4)")], input: "4")
                == "action 1 (Calculate Expression), parameter 'expression': column 4: cannot divide by zero")
        #expect(
            await expression([.literal("sqrt(-1)")])
                == "action 1 (Calculate Expression), parameter 'expression': column 1: cannot take the square root of a negative number (-1)"
        )
        #expect(
            await expression([.literal("10 ^ 400")])
                == "action 1 (Calculate Expression), parameter 'expression': column 4: the result is too large for a number (it overflows)"
        )
        // The whole expression from a variable is parsed when it runs.
        #expect(
            await run("calculateExpression", ["expression": input], input: "max(1, 5, 3) % 3", home: home) == "2")
        #expect(
            await run("calculateExpression", ["expression": input], input: "2 +", home: home)
                == "action 1 (Calculate Expression), parameter 'expression': column 4: the expression ends where a number is expected after '+'"
        )
    }
}
