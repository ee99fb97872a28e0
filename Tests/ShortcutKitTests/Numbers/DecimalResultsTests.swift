import Foundation
import IntentKit
import JSONCore
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Numbers as a person reads them (issue 29, items 15 and 16): Calculate and Calculate Expression
/// compute in decimal as Apple's Calculate does (80 × 0.18 is 14.4), JSON writes whole numbers past
/// 2^53 as digits, and an expression with no variable that has no value is a validation error.
@Suite struct DecimalResultsTests {
    @Test func calculateGivesTheDecimalAnswer() throws {
        #expect(try CalculateOperation.multiply.apply(80, 0.18) == 14.4)
        #expect(try CalculateOperation.add.apply(0.1, 0.2) == 0.3)
        #expect(try CalculateOperation.subtract.apply(1.1, 1) == 0.1)
        #expect(try CalculateOperation.divide.apply(1, 3) == 1.0 / 3)
        #expect("\(try CalculateOperation.multiply.apply(80, 0.18))" == "14.4")
        // Numbers with more digits than a Double keeps exactly are computed in binary.
        #expect(try CalculateOperation.multiply.apply(1.0 / 3, 3) == 1)
        #expect(try CalculateOperation.multiply.apply(1e300, 10) == 1e301)
        #expect(try ExpressionParser.parse("80 * 0.18").evaluate() == 14.4)
        #expect(try ExpressionParser.parse("0.1 + 0.2 - 0.3").evaluate() == 0)
    }

    @Test func wholeNumbersPast2To53AreWrittenAsDigits() {
        #expect(JSONWriter.writeCompact(.number(9_007_199_254_740_993.0)) == "9007199254740992")
        #expect(JSONWriter.writeCompact(.number(pow(2, 60))) == "1152921504606846976")
        #expect(JSONWriter.writeCompact(.number(-1e17)) == "-100000000000000000")
        #expect(JSONWriter.writeCompact(.number(1e20)) == "1e+20")
        #expect(JSONWriter.writeCompact(.number(14.4)) == "14.4")
    }

    @Test func aConstantExpressionWithNoValueIsFoundBeforeTheRun() throws {
        #expect(ExpressionCheck.problem(.text([.literal("1 / 0")])) == "column 3: cannot divide by zero")
        #expect(ExpressionCheck.problem(.text([.literal("sqrt(-1)")])) != nil)
        #expect(ExpressionCheck.problem(.text([.literal("2 * 21")])) == nil)
    }
}
