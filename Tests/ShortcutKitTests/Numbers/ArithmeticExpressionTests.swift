import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Calculate Expression's parser and evaluator on their own: precedence, the functions, and
/// the message and column of each mistake.
@Suite struct ArithmeticExpressionTests {
    func value(_ text: String) throws -> Double { try ExpressionParser.parse(text).evaluate() }

    func problem(_ text: String) -> String? {
        do {
            _ = try ExpressionParser.parse(text).evaluate()
            return nil
        } catch { return error.description }
    }

    @Test func precedenceAndAssociativity() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("2 ^ 3 ^ 2") == 512)
        #expect(try value("-2 ^ 2") == -4)
        #expect(try value("(-2) ^ 2") == 4)
        #expect(try value("2 ^ -1") == 0.5)
        #expect(try value("--3") == 3)
        #expect(try value("+3 - -3") == 6)
        #expect(try value("7 % 4 * 2") == 6)
        #expect(try value("12 ÷ 4 × 3 − 1") == 8)
        #expect(try value(" 1.5e3 + .5 ") == 1500.5)
        #expect(try value("2E-2") == 0.02)
    }

    @Test func functionsAndConstants() throws {
        #expect(try value("sqrt(16) + abs(-2)") == 6)
        #expect(try value("min(3, 1, 2) + max(3, 1, 2)") == 4)
        #expect(try value("round(2.675, 2)") == 2.68)
        #expect(try value("round(-2.5)") == -3)
        #expect(try value("floor(-1.5) + ceil(1.2)") == 0)
        #expect(try value("pow(2, 8)") == 256)
        #expect(try value("log(1000) + ln(e) + log2(8)") == 7)
        #expect(try value("SQRT(4)") == 2)
        #expect(try value("sin(0) + cos(pi)") == -1)
        #expect(try value("π") == Double.pi)
        #expect(try value("cbrt(-27)") == -3)
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(problem("") == "the expression is empty")
        #expect(problem("   ") == "the expression is empty")
        #expect(problem("1 +") == "column 4: the expression ends where a number is expected after '+'")
        #expect(problem("(1 + 2") == "column 1: this '(' is never closed")
        #expect(problem("1 + 2)") == "column 6: ')' has no matching '('")
        #expect(problem("2 3") == "column 3: expected an operator before the number 3")
        #expect(problem("2(3)") == "column 2: expected an operator before '('")
        #expect(problem("1 + $") == "column 5: '$' is not part of an arithmetic expression")
        #expect(problem("1 + * 2") == "column 5: expected a number, a variable or '(' but found '*'")
        #expect(problem("sqr(2)")?.hasPrefix("column 1: 'sqr' is not a function (functions: abs, sqrt,") == true)
        #expect(problem("x + 1")?.hasPrefix("column 1: 'x' is not a function or a constant") == true)
        #expect(problem("sqrt 2") == "column 1: sqrt needs its numbers in parentheses: sqrt(…)")
        #expect(problem("sqrt(1, 2)") == "column 1: sqrt takes 1 number, not 2")
        #expect(problem("max()") == "column 1: max takes at least 1 number, not 0")
        #expect(problem("min(1; 2)") == "column 6: ';' is not part of an arithmetic expression")
        #expect(problem("min(1 2)") == "column 7: expected ',' or ')' but found the number 2")
        #expect(problem("max(1, 2") == "column 4: this '(' is never closed")
        #expect(problem("1e999") == "column 1: 1e999 is too large for a number")
    }

    @Test func evaluationErrorsSayWhere() {
        #expect(problem("1 / 0") == "column 3: cannot divide by zero")
        #expect(problem("1 / (2 - 2)") == "column 3: cannot divide by zero")
        #expect(problem("5 % 0") == "column 3: cannot take a modulus by zero")
        #expect(problem("0 ^ -1") == "column 3: cannot divide by zero (0 to a negative power)")
        #expect(problem("(-8) ^ (1/3)") == "column 6: cannot raise a negative number (-8) to a fractional power")
        #expect(problem("1 + sqrt(-4)") == "column 5: cannot take the square root of a negative number (-4)")
        #expect(problem("ln(0)") == "column 1: cannot take the logarithm of 0 (only of a number above 0)")
        #expect(problem("asin(2)") == "column 1: asin takes a number from -1 to 1, not 2")
        #expect(problem("1e308 * 10") == "column 7: the result is too large for a number (it overflows)")
        #expect(problem("round(1, 0.5)")?.hasPrefix("column 1: round's places must be a whole number") == true)
    }

    @Test func variablesAreAtomsCountedAsOneColumn() throws {
        let expression = try ExpressionParser.parse([.text("("), .variable, .text(" + "), .variable, .text(") / 2")])
        #expect(expression.variableCount == 2)
        #expect(try expression.evaluate([3, 5]) == 4)
        do {
            _ = try ExpressionParser.parse([.variable, .variable])
            Issue.record("parsed")
        } catch { #expect(error.description == "column 2: expected an operator before a variable") }
        do {
            _ = try ExpressionParser.parse([.variable, .text(" / 0")]).evaluate([1])
            Issue.record("evaluated")
        } catch { #expect(error.description == "column 3: cannot divide by zero") }
    }

    /// Issue 29, item 5: nesting is bounded where the text nests, and a chain or a run of signs
    /// is one node however long.
    @Test func nestingIsBoundedAndChainsAreFlat() throws {
        let deep = String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101)
        #expect(
            problem(deep)
                == "column 101: the expression nests deeper than 100 levels (parentheses, functions and powers inside each other)"
        )
        #expect(problem(Array(repeating: "2", count: 102).joined(separator: "^"))?.hasPrefix("column 202: ") == true)
        #expect(problem(String(repeating: "abs(", count: 101) + "1" + String(repeating: ")", count: 101)) != nil)
        #expect(try value(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)) == 1)
        #expect(try value(String(repeating: "-", count: 100_001) + "2") == -2)
        #expect(try value(Array(repeating: "1", count: 100_000).joined(separator: "+")) == 100_000)
        #expect(try value("1 - 2 - 3 * 2 / 4 % 1") == -1.5)
        let root = try ExpressionParser.parse("1 - 2 - 3").root
        guard case .chain(.number(1), let steps) = root else {
            Issue.record("not one chain: \(root)")
            return
        }
        #expect(steps.map(\.op) == [.subtract, .subtract])
    }
}
