import Foundation

/// The operations of Calculate, as Apple's menu offers them: the four arithmetic ones, then the
/// scientific ones. The raw value is the word a file writes (`"operation": "divide"`), the title
/// what the card's menu shows.
package enum CalculateOperation: String, CaseIterable, Sendable {
    case add, subtract, multiply, divide
    case modulus, power, square, cube, squareRoot, cubeRoot, exponential, powerOfTen
    case naturalLogarithm, logarithm, sine, cosine, tangent, absoluteValue, floor, ceiling

    /// What the menu and the card show: Apple's symbols (`×`, `√x`).
    package var title: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .modulus: "modulus"
        case .power: "xʸ"
        case .square: "x²"
        case .cube: "x³"
        case .squareRoot: "√x"
        case .cubeRoot: "∛x"
        case .exponential: "eˣ"
        case .powerOfTen: "10ˣ"
        case .naturalLogarithm: "ln(x)"
        case .logarithm: "log(x)"
        case .sine: "sin(x)"
        case .cosine: "cos(x)"
        case .tangent: "tan(x)"
        case .absoluteValue: "abs(x)"
        case .floor: "floor(x)"
        case .ceiling: "ceil(x)"
        }
    }

    /// Whether it reads a second number (`5 + 3`); the others read one (`√x of 16`).
    package var isBinary: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .modulus, .power: true
        default: false
        }
    }

    /// The operations that read one number, by file word.
    package static let unaryIDs: [String] = allCases.filter { !$0.isBinary }.map(\.rawValue)

    /// The result for `x` (and `y` for a binary operation). Angles are in radians, as in
    /// Calculate Expression. A result that is not a finite number is an error, never an output.
    package func apply(_ x: Double, _ y: Double) throws(ArithmeticError) -> Double {
        let result: Double
        switch self {
        case .add: result = Arithmetic.decimal(x, y, +) ?? x + y
        case .subtract: result = Arithmetic.decimal(x, y, -) ?? x - y
        case .multiply: result = Arithmetic.decimal(x, y, *) ?? x * y
        case .divide:
            guard y != 0 else { throw ArithmeticError("cannot divide by zero", culprit: .second) }
            result = Arithmetic.decimal(x, y, /) ?? x / y
        case .modulus: result = try Arithmetic.modulus(x, y)
        case .power: result = try Arithmetic.power(x, y)
        case .square: result = x * x
        case .cube: result = x * x * x
        case .squareRoot: result = try Arithmetic.squareRoot(x)
        case .cubeRoot: result = Arithmetic.cubeRoot(x)
        case .exponential: result = Foundation.exp(x)
        case .powerOfTen: result = Foundation.pow(10, x)
        case .naturalLogarithm: result = try Arithmetic.logarithm(x, base: nil)
        case .logarithm: result = try Arithmetic.logarithm(x, base: 10)
        case .sine: result = Foundation.sin(x)
        case .cosine: result = Foundation.cos(x)
        case .tangent: result = Foundation.tan(x)
        case .absoluteValue: result = Swift.abs(x)
        case .floor: result = x.rounded(.down)
        case .ceiling: result = x.rounded(.up)
        }
        return try ArithmeticError.finite(result)
    }
}

/// The operations that can fail, shared by Calculate and Calculate Expression so both say the
/// same thing.
package enum Arithmetic {
    /// `x` and `y` combined in decimal, as Apple's Calculate does (it computes with decimal
    /// numbers): 80 × 0.18 is 14.4 and 0.1 + 0.2 is 0.3, where binary arithmetic gives
    /// 14.399999999999999 and 0.30000000000000004. Each number is taken as the decimal it is
    /// written as (its shortest form); `nil` when either has more digits than a `Double` keeps
    /// exactly (15) or is beyond what a `Decimal` holds, and the caller computes in binary.
    package static func decimal(_ x: Double, _ y: Double, _ operation: (Decimal, Decimal) -> Decimal) -> Double? {
        guard let a = exactDecimal(x), let b = exactDecimal(y) else { return nil }
        let result = operation(a, b)
        guard !result.isNaN, let value = Double("\(result)"), value.isFinite else { return nil }
        return value
    }

    /// `value` as the decimal its shortest form writes, when that has at most 15 significant
    /// digits and a modest exponent.
    private static func exactDecimal(_ value: Double) -> Decimal? {
        guard value.isFinite else { return nil }
        if value == 0 { return 0 }
        guard abs(value) >= 1e-30, abs(value) < 1e30 else { return nil }
        let written = "\(value)"
        let digits = written.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).drop { $0 == "0" }
        let significant = digits.reversed().drop { $0 == "0" }.count
        guard significant <= 15 else { return nil }
        return Decimal(string: written, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// `x` modulo `y`, with the sign of `x` (as `%` in most languages: -7 % 3 is -1).
    package static func modulus(_ x: Double, _ y: Double) throws(ArithmeticError) -> Double {
        guard y != 0 else { throw ArithmeticError("cannot take a modulus by zero", culprit: .second) }
        return x.truncatingRemainder(dividingBy: y)
    }

    /// `x` to the power `y`; a negative number to a fractional power has no real result.
    package static func power(_ x: Double, _ y: Double) throws(ArithmeticError) -> Double {
        if x < 0 && y != y.rounded() {
            throw ArithmeticError("cannot raise a negative number (\(ArithmeticError.show(x))) to a fractional power")
        }
        if x == 0 && y < 0 { throw ArithmeticError("cannot divide by zero (0 to a negative power)", culprit: .second) }
        return Foundation.pow(x, y)
    }

    /// The cube root, exact for perfect cubes (the C library's `cbrt(27)` may be 3.0000000000000004).
    package static func cubeRoot(_ x: Double) -> Double {
        let root = Foundation.cbrt(x)
        let whole = root.rounded()
        return whole * whole * whole == x ? whole : root
    }

    package static func squareRoot(_ x: Double) throws(ArithmeticError) -> Double {
        guard x >= 0 else {
            throw ArithmeticError("cannot take the square root of a negative number (\(ArithmeticError.show(x)))")
        }
        return x.squareRoot()
    }

    /// The logarithm of `x`, natural when `base` is `nil`.
    package static func logarithm(_ x: Double, base: Double?) throws(ArithmeticError) -> Double {
        guard x > 0 else {
            throw ArithmeticError("cannot take the logarithm of \(ArithmeticError.show(x)) (only of a number above 0)")
        }
        return base == 10 ? Foundation.log10(x) : Foundation.log(x)
    }
}
