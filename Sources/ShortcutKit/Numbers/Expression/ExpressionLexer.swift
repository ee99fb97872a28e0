/// One token of an expression and the column (from 1) where it starts.
struct ExpressionToken {
    enum Kind {
        case number(Double)
        case variable
        case name(String)
        case `operator`(ArithmeticExpression.BinaryOperator)
        case open, close, comma, end

        /// How a message names it: "'+'", "the number 3", "a variable".
        var shown: String {
            switch self {
            case .number(let value): "the number \(ArithmeticError.show(value))"
            case .variable: "a variable"
            case .name(let name): "'\(name)'"
            case .operator(let op): "'\(op.rawValue)'"
            case .open: "'('"
            case .close: "')'"
            case .comma: "','"
            case .end: "the end"
            }
        }
    }

    let kind: Kind
    let column: Int
}

/// Cuts an expression's pieces into tokens; the last is always `.end`.
///
/// It reads Unicode scalars, with ASCII first: an expression is mostly digits, spaces and
/// operators, and asking a `Character` whether it is whitespace or a letter looks up Unicode
/// properties (the validator lexes every constant expression of a file).
enum ExpressionLexer {
    static func tokens(of pieces: [ExpressionParser.Piece]) throws(ExpressionError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        var column = 1
        for piece in pieces {
            guard case .text(let text) = piece else {
                tokens.append(ExpressionToken(kind: .variable, column: column))
                column += 1
                continue
            }
            let scalars = Array(text.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                let start = column + index
                if isSpace(scalar) {
                    index += 1
                    continue
                }
                if let op = symbol(scalar) {
                    tokens.append(ExpressionToken(kind: op, column: start))
                    index += 1
                } else if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1]))
                {
                    let (value, length) = try number(scalars, from: index, column: start)
                    tokens.append(ExpressionToken(kind: .number(value), column: start))
                    index += length
                } else if isLetter(scalar) {
                    var end = index + 1
                    while end < scalars.count && (isLetter(scalars[end]) || isDigit(scalars[end])) { end += 1 }
                    var name = ""
                    name.unicodeScalars.append(contentsOf: scalars[index..<end])
                    tokens.append(ExpressionToken(kind: .name(name), column: start))
                    index = end
                } else {
                    throw ExpressionError(
                        column: start, "'\(Character(scalar))' is not part of an arithmetic expression")
                }
            }
            column += scalars.count
        }
        tokens.append(ExpressionToken(kind: .end, column: column))
        return tokens
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
    }

    /// Letters and `_` start and continue a name; `π` is a letter.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }

    private static func symbol(_ scalar: Unicode.Scalar) -> ExpressionToken.Kind? {
        switch scalar {
        case "+": .operator(.add)
        case "-", "−": .operator(.subtract)
        case "*", "×", "·": .operator(.multiply)
        case "/", "÷": .operator(.divide)
        case "%": .operator(.modulus)
        case "^": .operator(.power)
        case "(": .open
        case ")": .close
        case ",": .comma
        default: nil
        }
    }

    /// Digits, an optional fraction and an optional exponent (`1.5e-3`): its value and length.
    private static func number(_ scalars: [Unicode.Scalar], from start: Int, column: Int) throws(ExpressionError) -> (
        Double, Int
    ) {
        var end = start
        while end < scalars.count && isDigit(scalars[end]) { end += 1 }
        if end < scalars.count && scalars[end] == "." {
            end += 1
            while end < scalars.count && isDigit(scalars[end]) { end += 1 }
        }
        // An exponent only when digits follow: "2e" is 2 then the constant e (an error later).
        if end < scalars.count && (scalars[end] == "e" || scalars[end] == "E") {
            var exponent = end + 1
            if exponent < scalars.count && (scalars[exponent] == "+" || scalars[exponent] == "-") { exponent += 1 }
            if exponent < scalars.count && isDigit(scalars[exponent]) {
                end = exponent
                while end < scalars.count && isDigit(scalars[end]) { end += 1 }
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(column: column, "\(text) is too large for a number")
        }
        return (value, end - start)
    }
}
