/// Why a number action has no result: a division by zero, the square root of a negative number,
/// a result too large for a number. Its message completes "action N (Calculate), parameter 'P': …".
package struct ArithmeticError: Error, Sendable, Equatable {
    /// Which number is to blame, so that a message names the right parameter.
    package enum Culprit: Sendable, Equatable {
        /// The number operated on (the square root of −4).
        case first
        /// The second number (dividing by zero).
        case second
        /// Neither: the result (too large for a number).
        case result
    }

    package var message: String
    package var culprit: Culprit

    package init(_ message: String, culprit: Culprit = .first) {
        self.message = message
        self.culprit = culprit
    }

    /// The one check every number action makes on its result: infinity and NaN are never an
    /// output (a person would read "inf" or "nan" where they expected a number).
    package static func finite(_ value: Double) throws(ArithmeticError) -> Double {
        if value.isNaN { throw ArithmeticError("the result is not a number", culprit: .result) }
        if value.isInfinite {
            throw ArithmeticError(
                "the result is too \(value > 0 ? "large" : "small") for a number (it overflows)", culprit: .result)
        }
        return value
    }

    /// A number as messages write it: "3", "2.5", "-1e+300".
    package static func show(_ value: Double) -> String { ValueText.summary(of: value) }
}
