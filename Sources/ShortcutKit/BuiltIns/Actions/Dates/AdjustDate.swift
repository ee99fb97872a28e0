import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Adjust Date: adds or subtracts an amount of a unit, or goes to the start of the minute,
    /// hour, day, week, month or year, in the person's calendar (see ``DateArithmetic``).
    static let adjustDate = BuiltInDescriptor(
        id: "adjustDate", title: "Adjust Date",
        summary: "Adds or subtracts time from a date, or gets the start of its day, week, month or year.",
        keywords: ["add", "subtract", "days", "weeks", "months", "later", "earlier", "start of day", "calendar"],
        category: "Dates", icon: "calendar.badge.clock",
        members: [
            BuiltInMember("date", "Date", .value(.date)),
            BuiltInMember(
                "operation", "Operation",
                .choice(
                    [BuiltInChoice("add", "Add"), BuiltInChoice("subtract", "Subtract")]
                        + DateArithmetic.Period.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            BuiltInMember("amount", "Amount", .value(.double), optional: true),
            BuiltInMember(
                "unit", "Unit", .choice(DateArithmetic.Unit.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                optional: true),
        ],
        listing: "[Operation] [Amount] [Unit] to [Date]", outputName: "Adjusted Date", takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "adjustDate",
                    [
                        "date": .value(input ?? .variable(VariableReference(.currentDate))),
                        "operation": .choice("add"), "amount": .value(.number(1)), "unit": .choice("days"),
                    ]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .slot("operation"),
                .whenChoice(
                    "operation", AdjustDateRules.moves, [.text(" "), .slot("amount"), .text(" "), .slot("unit")]),
                .whenChoice("operation", ["add"], [.text(" to ")]),
                .whenChoice("operation", ["subtract"], [.text(" from ")]),
                .whenChoice("operation", AdjustDateRules.periods, [.text(" of ")]),
                .slot("date"),
            ],
            outputType: { _, _ in .date },
            check: { call, checks in
                guard let operation = call.choice("operation"), AdjustDateRules.moves.contains(operation) else {
                    return
                }
                if call.value("amount") == nil { checks.error("amount", "is missing; say how much to \(operation)") }
                guard let unit = call.choice("unit").flatMap(DateArithmetic.Unit.init) else {
                    return checks.error(
                        "unit", "is missing; choose seconds, minutes, hours, days, weeks, months or years")
                }
                if case .number(let amount)? = call.value("amount"),
                    let problem = DateArithmetic.problem(amount: amount, unit: unit)
                {
                    checks.error("amount", problem)
                }
            },
            run: { call, execution, ref in
                let date = try await AdjustDateRules.date("date", call, execution, ref)
                let calendar = DateArithmetic.calendar()
                let operation = call.choice("operation") ?? "add"
                if let period = DateArithmetic.Period(rawValue: operation) {
                    return DateArithmetic.start(of: period, for: date, in: calendar)
                }
                guard let unit = call.choice("unit").flatMap(DateArithmetic.Unit.init) else {
                    throw RunError(.invalidValue, action: ref, parameter: "unit", "is missing")
                }
                var amount = try await execution.number("amount", of: call, ref)
                // Checked again here: an amount from a variable can be anything.
                if let problem = DateArithmetic.problem(amount: amount, unit: unit) {
                    throw RunError(.invalidValue, action: ref, parameter: "amount", problem)
                }
                if operation == "subtract" { amount = -amount }
                guard let result = DateArithmetic.adding(amount, unit, to: date, in: calendar) else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: "amount",
                        "moves the date outside the years \(DateArithmetic.years.lowerBound) to \(DateArithmetic.years.upperBound)"
                    )
                }
                return result
            }))
}

/// What Adjust Date's members mean, shared by its sentence, check and run.
enum AdjustDateRules {
    /// The operations that move a date by an amount (the others go to the start of a period).
    static let moves = ["add", "subtract"]
    static let periods = DateArithmetic.Period.allCases.map(\.rawValue)

    /// The date in a member; an error names the member when it holds none.
    static func date(_ slot: SlotID, _ call: BuiltInCall, _ execution: Execution, _ ref: ActionReference)
        async throws(RunError) -> Date
    {
        guard let date = try await execution.value(slot, of: call, expected: .date, ref) as? Date else {
            throw RunError(.invalidValue, action: ref, parameter: slot.rawValue, "has no value; a date is needed")
        }
        return date
    }
}
