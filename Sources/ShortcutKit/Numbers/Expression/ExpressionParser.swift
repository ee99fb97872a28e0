/// Reads Calculate Expression's text into an ``ArithmeticExpression``.
///
/// The grammar, loosest first (`^` binds tighter than a unary minus: `-2^2` is −4, as in
/// mathematics; `2^-1` is 0.5; `2^3^2` is 2^9):
///
///     sum     := product (("+" | "-") product)*
///     product := unary (("*" | "/" | "%") unary)*
///     unary   := ("-" | "+")* power
///     power   := atom ("^" unary)?
///     atom    := number | variable | "(" sum ")" | name | name "(" sum ("," sum)* ")"
///
/// The parser recurses only where the text nests: a parenthesis, a function's numbers, a
/// power's exponent. Those nest at most ``ShortcutLimits/maximumExpressionNesting`` levels (an
/// error at the column past it), so a hostile text cannot exhaust the stack here, in the
/// evaluator or when the tree is freed. A run of signs and a chain of `+ − × ÷ %` are read in
/// loops, into one node each, however long they are.
///
/// `×`, `÷` and `−` are read as `*`, `/` and `-`; names are functions (``ExpressionFunction``)
/// or the constants `pi` (`π`) and `e`, in any case. A variable of the text is an atom of its
/// own, whatever it holds: its number is read when the shortcut runs, so a variable holding
/// "1+2" is a text that is not a number, never more expression.
package struct ExpressionParser {
    /// A piece of the text: characters, or a variable (counted as one column).
    package enum Piece: Sendable, Equatable {
        case text(String)
        case variable
    }

    private var tokens: [ExpressionToken]
    private var position = 0
    private var variables = 0
    /// How many parentheses, function calls and exponents the parser is inside.
    private var depth = 0

    /// The expression the pieces spell, or the first problem and its column.
    package static func parse(_ pieces: [Piece]) throws(ExpressionError) -> ArithmeticExpression {
        var parser = ExpressionParser(tokens: try ExpressionLexer.tokens(of: pieces))
        guard parser.tokens.count > 1 else { throw ExpressionError(column: nil, "the expression is empty") }
        let root = try parser.sum()
        let next = parser.peek
        switch next.kind {
        case .end: break
        case .close: throw ExpressionError(column: next.column, "')' has no matching '('")
        default: throw ExpressionError(column: next.column, "expected an operator before \(next.kind.shown)")
        }
        return ArithmeticExpression(root: root, variableCount: parser.variables)
    }

    /// The expression of a text with no variables.
    package static func parse(_ text: String) throws(ExpressionError) -> ArithmeticExpression {
        try parse([.text(text)])
    }

    private init(tokens: [ExpressionToken]) { self.tokens = tokens }

    private var peek: ExpressionToken { tokens[position] }

    private mutating func next() -> ExpressionToken {
        defer { position += 1 }
        return tokens[position]
    }

    private mutating func sum() throws(ExpressionError) -> ArithmeticExpression.Node {
        let first = try product()
        var steps: [ArithmeticExpression.Step] = []
        while case .operator(let op) = peek.kind, op == .add || op == .subtract {
            let column = next().column
            steps.append(ArithmeticExpression.Step(op, try product(), column: column))
        }
        return steps.isEmpty ? first : .chain(first, steps)
    }

    private mutating func product() throws(ExpressionError) -> ArithmeticExpression.Node {
        let first = try unary()
        var steps: [ArithmeticExpression.Step] = []
        while case .operator(let op) = peek.kind, op == .multiply || op == .divide || op == .modulus {
            let column = next().column
            steps.append(ArithmeticExpression.Step(op, try unary(), column: column))
        }
        return steps.isEmpty ? first : .chain(first, steps)
    }

    /// Signs in a loop: `- - -x` is one negation, `- -x` none (`-(-x)` is `x` for every double).
    private mutating func unary() throws(ExpressionError) -> ArithmeticExpression.Node {
        var negative = false
        while case .operator(let op) = peek.kind, op == .subtract || op == .add {
            _ = next()
            if op == .subtract { negative.toggle() }
        }
        let inner = try power()
        return negative ? .negate(inner) : inner
    }

    private mutating func power() throws(ExpressionError) -> ArithmeticExpression.Node {
        let base = try atom()
        guard case .operator(.power) = peek.kind else { return base }
        let column = next().column
        try enter(at: column)
        defer { depth -= 1 }
        return .binary(.power, base, try unary(), column: column)
    }

    /// One level deeper (a parenthesis, a function's numbers, an exponent), refused past the limit.
    private mutating func enter(at column: Int) throws(ExpressionError) {
        guard depth < ShortcutLimits.maximumExpressionNesting else {
            throw ExpressionError(
                column: column,
                "the expression nests deeper than \(ShortcutLimits.maximumExpressionNesting) levels "
                    + "(parentheses, functions and powers inside each other)")
        }
        depth += 1
    }

    private mutating func atom() throws(ExpressionError) -> ArithmeticExpression.Node {
        let token = next()
        switch token.kind {
        case .number(let value): return .number(value)
        case .variable:
            defer { variables += 1 }
            return .variable(variables, column: token.column)
        case .open:
            try enter(at: token.column)
            defer { depth -= 1 }
            let inner = try sum()
            guard case .close = peek.kind else { throw unclosed(token) }
            _ = next()
            return inner
        case .name(let name): return try named(name, at: token.column)
        case .end:
            let after = position >= 2 ? " after \(tokens[position - 2].kind.shown)" : ""
            throw ExpressionError(column: token.column, "the expression ends where a number is expected\(after)")
        default:
            throw ExpressionError(
                column: token.column, "expected a number, a variable or '(' but found \(token.kind.shown)")
        }
    }

    private mutating func named(_ name: String, at column: Int) throws(ExpressionError) -> ArithmeticExpression.Node {
        let lowered = name.lowercased()
        guard case .open = peek.kind else {
            switch lowered {
            case "pi", "π": return .number(.pi)
            case "e": return .number(2.718_281_828_459_045)
            default:
                if ExpressionFunction(rawValue: lowered) != nil {
                    throw ExpressionError(column: column, "\(lowered) needs its numbers in parentheses: \(lowered)(…)")
                }
                throw ExpressionError(column: column, "'\(name)' is not a function or a constant (\(Self.names))")
            }
        }
        guard let function = ExpressionFunction(rawValue: lowered) else {
            throw ExpressionError(column: column, "'\(name)' is not a function (\(Self.names))")
        }
        let open = next()
        try enter(at: open.column)
        defer { depth -= 1 }
        var arguments: [ArithmeticExpression.Node] = []
        if case .close = peek.kind {
            _ = next()
        } else {
            while true {
                arguments.append(try sum())
                let separator = next()
                if case .close = separator.kind { break }
                if case .comma = separator.kind { continue }
                if case .end = separator.kind { throw unclosed(open) }
                throw ExpressionError(
                    column: separator.column, "expected ',' or ')' but found \(separator.kind.shown)")
            }
        }
        guard function.arity.contains(arguments.count) else {
            throw ExpressionError(
                column: column, "\(function.rawValue) takes \(function.arityText), not \(arguments.count)")
        }
        return .call(function, arguments, column: column)
    }

    private func unclosed(_ open: ExpressionToken) -> ExpressionError {
        ExpressionError(column: open.column, "this '(' is never closed")
    }

    /// The names a message lists when one is unknown.
    private static let names =
        "functions: \(ExpressionFunction.allCases.map(\.rawValue).joined(separator: ", ")); constants: pi, e"
}
