import Foundation

/// A parsed arithmetic expression (Calculate Expression): numbers, variables, `+ − × ÷ % ^`,
/// parentheses, unary minus and a few functions. Parsed once by ``ExpressionParser`` and
/// evaluated by ``evaluate(_:)`` here, in Swift: nothing is ever handed to a shell or an
/// interpreter.
package struct ArithmeticExpression: Sendable {
    /// One node of the tree; `column` (from 1) is where it starts in the text, for messages.
    package indirect enum Node: Sendable, Equatable {
        case number(Double)
        /// The n-th variable of the expression's text (from 0), whose number is known at run time.
        case variable(Int, column: Int)
        case negate(Node)
        case binary(BinaryOperator, Node, Node, column: Int)
        /// A chain of `+ −` or of `× ÷ %` from left to right (`1 - 2 - 3` is `(1 - 2) - 3`):
        /// one node however long, so no walk over the tree recurses once per operator.
        case chain(Node, [Step])
        case call(ExpressionFunction, [Node], column: Int)
    }

    /// One operator of a ``Node/chain(_:_:)`` and the number on its right.
    package struct Step: Sendable, Equatable {
        package var op: BinaryOperator
        package var operand: Node
        package var column: Int

        package init(_ op: BinaryOperator, _ operand: Node, column: Int) {
            self.op = op
            self.operand = operand
            self.column = column
        }
    }

    package enum BinaryOperator: Character, Sendable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case modulus = "%"
        case power = "^"
    }

    package let root: Node
    /// How many variables the text holds: ``evaluate(_:)`` takes one number for each.
    package let variableCount: Int

    /// The value of the expression, the n-th variable being `variables[n]`. A division by zero,
    /// a square root of a negative number or a result too large for a number is an error that
    /// says where it happened ("column 7: cannot divide by zero").
    package func evaluate(_ variables: [Double] = []) throws(ExpressionError) -> Double {
        let value = try Self.evaluate(root, variables)
        do throws(ArithmeticError) { return try ArithmeticError.finite(value) } catch {
            throw ExpressionError(column: nil, error.message)
        }
    }

    private static func evaluate(_ node: Node, _ variables: [Double]) throws(ExpressionError) -> Double {
        switch node {
        case .number(let value): return value
        case .variable(let index, let column):
            guard index < variables.count else { throw ExpressionError(column: column, "this variable has no value") }
            return variables[index]
        case .negate(let inner): return -(try evaluate(inner, variables))
        case .binary(let op, let left, let right, let column):
            let x = try evaluate(left, variables)
            return try apply(op, x, try evaluate(right, variables), column: column)
        case .chain(let first, let steps):
            var x = try evaluate(first, variables)
            for step in steps { x = try apply(step.op, x, try evaluate(step.operand, variables), column: step.column) }
            return x
        case .call(let function, let arguments, let column):
            var values: [Double] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try evaluate(argument, variables)) }
            do throws(ArithmeticError) { return try ArithmeticError.finite(try function.apply(values)) } catch {
                throw ExpressionError(column: column, error.message)
            }
        }
    }

    private static func apply(_ op: BinaryOperator, _ x: Double, _ y: Double, column: Int) throws(ExpressionError)
        -> Double
    {
        do throws(ArithmeticError) {
            let result: Double
            switch op {
            case .add: result = Arithmetic.decimal(x, y, +) ?? x + y
            case .subtract: result = Arithmetic.decimal(x, y, -) ?? x - y
            case .multiply: result = Arithmetic.decimal(x, y, *) ?? x * y
            case .divide:
                guard y != 0 else { throw ArithmeticError("cannot divide by zero") }
                result = Arithmetic.decimal(x, y, /) ?? x / y
            case .modulus: result = try Arithmetic.modulus(x, y)
            case .power: result = try Arithmetic.power(x, y)
            }
            // Said where it happens: infinity would otherwise turn into "not a number" later.
            return try ArithmeticError.finite(result)
        } catch { throw ExpressionError(column: column, error.message) }
    }
}

/// Why an expression does not parse or has no value, and where: `column` counts characters
/// from 1, a variable counting as one; `nil` when the problem is the whole result.
package struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    package var column: Int?
    package var message: String

    package init(column: Int?, _ message: String) {
        self.column = column
        self.message = message
    }

    /// "column 4: expected a number, a variable or '(' after '+'".
    package var description: String { column.map { "column \($0): \(message)" } ?? message }
}

/// The functions an expression can call, by the name it writes (`sqrt(2)`).
package enum ExpressionFunction: String, CaseIterable, Sendable {
    case abs, sqrt, cbrt, round, floor, ceil, min, max, exp, ln, log, log2, sin, cos, tan, asin, acos, atan, pow

    /// How many numbers it takes.
    package var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 1...Int.max
        case .round: 1...2
        case .pow: 2...2
        default: 1...1
        }
    }

    /// "1 number", "1 or 2 numbers", "at least 1 number".
    package var arityText: String {
        switch self {
        case .min, .max: "at least 1 number"
        case .round: "1 or 2 numbers (the number and its decimal places)"
        case .pow: "2 numbers"
        default: "1 number"
        }
    }

    func apply(_ x: [Double]) throws(ArithmeticError) -> Double {
        switch self {
        case .abs: return Swift.abs(x[0])
        case .sqrt: return try Arithmetic.squareRoot(x[0])
        case .cbrt: return Arithmetic.cubeRoot(x[0])
        case .round:
            let places = x.count > 1 ? x[1] : 0
            guard places == places.rounded(), Swift.abs(places) <= Double(NumberRounding.maximumPlaces) else {
                throw ArithmeticError(
                    "round's places must be a whole number from -\(NumberRounding.maximumPlaces) to \(NumberRounding.maximumPlaces)"
                )
            }
            return NumberRounding.round(x[0], places: Int(places), mode: .normal)
        case .floor: return x[0].rounded(.down)
        case .ceil: return x[0].rounded(.up)
        case .min: return x.min() ?? x[0]
        case .max: return x.max() ?? x[0]
        case .exp: return Foundation.exp(x[0])
        case .ln: return try Arithmetic.logarithm(x[0], base: nil)
        case .log: return try Arithmetic.logarithm(x[0], base: 10)
        case .log2:
            guard x[0] > 0 else { return try Arithmetic.logarithm(x[0], base: 2) }
            return Foundation.log2(x[0])
        case .sin: return Foundation.sin(x[0])
        case .cos: return Foundation.cos(x[0])
        case .tan: return Foundation.tan(x[0])
        case .asin, .acos:
            guard x[0] >= -1 && x[0] <= 1 else {
                throw ArithmeticError("\(rawValue) takes a number from -1 to 1, not \(ArithmeticError.show(x[0]))")
            }
            return self == .asin ? Foundation.asin(x[0]) : Foundation.acos(x[0])
        case .atan: return Foundation.atan(x[0])
        case .pow: return try Arithmetic.power(x[0], x[1])
        }
    }
}
