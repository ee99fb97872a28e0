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
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                let character = characters[index]
                let start = column + index
                if character.isWhitespace {
                    index += 1
                    continue
                }
                if let op = symbol(character) {
                    tokens.append(ExpressionToken(kind: op, column: start))
                    index += 1
                } else if character.isASCIIDigit
                    || (character == "." && (characters[safe: index + 1]?.isASCIIDigit ?? false))
                {
                    let (value, length) = try number(characters, from: index, column: start)
                    tokens.append(ExpressionToken(kind: .number(value), column: start))
                    index += length
                } else if character.isLetter || character == "_" {
                    var end = index
                    while end < characters.count
                        && (characters[end].isLetter || characters[end].isASCIIDigit || characters[end] == "_")
                    {
                        end += 1
                    }
                    tokens.append(ExpressionToken(kind: .name(String(characters[index..<end])), column: start))
                    index = end
                } else {
                    throw ExpressionError(column: start, "'\(character)' is not part of an arithmetic expression")
                }
            }
            column += characters.count
        }
        tokens.append(ExpressionToken(kind: .end, column: column))
        return tokens
    }

    private static func symbol(_ character: Character) -> ExpressionToken.Kind? {
        switch character {
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
    private static func number(_ characters: [Character], from start: Int, column: Int) throws(ExpressionError) -> (
        Double, Int
    ) {
        var end = start
        while end < characters.count && characters[end].isASCIIDigit { end += 1 }
        if end < characters.count && characters[end] == "." {
            end += 1
            while end < characters.count && characters[end].isASCIIDigit { end += 1 }
        }
        // An exponent only when digits follow: "2e" is 2 then the constant e (an error later).
        if end < characters.count && (characters[end] == "e" || characters[end] == "E") {
            var exponent = end + 1
            if exponent < characters.count && (characters[exponent] == "+" || characters[exponent] == "-") {
                exponent += 1
            }
            if exponent < characters.count && characters[exponent].isASCIIDigit {
                end = exponent
                while end < characters.count && characters[end].isASCIIDigit { end += 1 }
            }
        }
        let text = String(characters[start..<end])
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(column: column, "\(text) is too large for a number")
        }
        return (value, end - start)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
