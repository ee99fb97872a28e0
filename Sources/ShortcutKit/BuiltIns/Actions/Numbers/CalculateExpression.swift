import IntentKit

extension BuiltInDescriptor {
    /// Calculate Expression: a typed arithmetic expression ("(bill + tip) / people", "sqrt(2)^2")
    /// whose variables are parts of its text. A constant text is parsed by the validator, so a
    /// syntax error is reported with its column before the run; the expression is evaluated by
    /// ``ArithmeticExpression``, never by a shell.
    static let calculateExpression = BuiltInDescriptor(
        id: "calculateExpression", title: "Calculate Expression",
        summary: "Calculates a typed arithmetic expression, such as (a + b) × 2 or sqrt(x), with variables in it.",
        keywords: [
            "math", "expression", "formula", "equation", "evaluate", "arithmetic", "calculator", "parentheses",
            "function", "sqrt",
        ],
        category: "Numbers", icon: "function",
        members: [BuiltInMember("expression", "Expression", .value(.string), check: ExpressionCheck.problem)],
        listing: "Calculate [Expression]", outputName: "Calculation Result",
        make: { _ in .builtIn(BuiltInCall("calculateExpression", ["expression": .value(.text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Calculate "), .slot("expression")],
            outputType: { _, _ in .double },
            run: { call, execution, ref in
                let (expression, numbers) = try await ExpressionCheck.read(call, execution, ref)
                do throws(ExpressionError) { return try expression.evaluate(numbers) } catch {
                    throw RunError(.invalidValue, action: ref, parameter: "expression", error.description)
                }
            }))
}

/// Calculate Expression's text as the parser reads it.
enum ExpressionCheck {
    /// The syntax error of a text expression, with its column, and for an expression with no
    /// variable the error its value would be (`1 / 0`: "cannot divide by zero"), so neither waits
    /// for the run; `nil` when it parses (and has a value), and for a value known only when the
    /// shortcut runs (a variable holding the whole expression).
    @Sendable static func problem(_ value: Value) -> String? {
        guard case .text(let parts) = value else { return nil }
        do throws(ExpressionError) {
            let expression = try ExpressionParser.parse(pieces(parts))
            if parts.allSatisfy({ if case .literal = $0 { true } else { false } }) { _ = try expression.evaluate([]) }
            return nil
        } catch { return error.description }
    }

    /// The text's parts as the parser's pieces: each variable one piece of its own.
    static func pieces(_ parts: [TextPart]) -> [ExpressionParser.Piece] {
        parts.map { part in
            switch part {
            case .literal(let text): .text(text)
            case .variable: .variable
            }
        }
    }

    /// The parsed expression and the number of each of its variables, in order.
    static func read(_ call: BuiltInCall, _ execution: Execution, _ ref: ActionReference) async throws(RunError)
        -> (ArithmeticExpression, [Double])
    {
        func failure(_ message: String) -> RunError {
            RunError(.invalidValue, action: ref, parameter: "expression", message)
        }
        guard case .text(let parts)? = call.value("expression") else {
            // The whole expression comes from a variable or an answer: its text is parsed now.
            let value = try await execution.value("expression", of: call, expected: .string, ref)
            do throws(ExpressionError) { return (try ExpressionParser.parse(ValueText.text(of: value)), []) } catch {
                throw failure(error.description)
            }
        }
        let expression: ArithmeticExpression
        do throws(ExpressionError) { expression = try ExpressionParser.parse(pieces(parts)) } catch {
            throw failure(error.description)
        }
        var numbers: [Double] = []
        var column = 1
        for part in parts {
            switch part {
            case .literal(let text): column += text.count
            case .variable(let variable):
                guard let raw = try execution.read(variable, ref, parameter: "expression") else {
                    throw failure("column \(column): the variable has no value; a number is needed")
                }
                let number: Double?
                do throws(ConversionError) {
                    number = try await execution.converter.convert(raw, to: .double) as? Double
                } catch {
                    throw failure("column \(column): the variable's value \(error.message)")
                }
                guard let number, number.isFinite else {
                    throw failure("column \(column): the variable's value is not a number")
                }
                numbers.append(number)
                column += 1
            }
        }
        return (expression, numbers)
    }
}
