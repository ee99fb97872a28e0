import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Get Time Between Dates: the whole units from the first date to the second, as Apple's:
    /// positive when the second date is later, negative when it is earlier, counted toward zero.
    static let getTimeBetweenDates = BuiltInDescriptor(
        id: "getTimeBetweenDates", title: "Get Time Between Dates",
        summary: "Gets how many seconds, minutes, hours, days, weeks, months or years lie between two dates.",
        keywords: ["difference", "duration", "days until", "countdown", "elapsed", "how long", "age"],
        category: "Dates", icon: "clock.arrow.2.circlepath",
        members: [
            BuiltInMember("first", "First Date", .value(.date)),
            BuiltInMember("second", "Second Date", .value(.date)),
            BuiltInMember(
                "unit", "Unit", .choice(DateArithmetic.Unit.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
        ],
        listing: "Get time between [First Date] and [Second Date] in [Unit]", outputName: "Time Between Dates",
        takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "getTimeBetweenDates",
                    [
                        "first": .value(.variable(VariableReference(.currentDate))),
                        "second": .value(input ?? .text([])), "unit": .choice("days"),
                    ]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Get time between "), .slot("first"), .text(" and "), .slot("second"), .text(" in "),
                .slot("unit"),
            ],
            outputType: { _, _ in .integer },
            run: { call, execution, ref in
                let first = try await AdjustDateRules.date("first", call, execution, ref)
                let second = try await AdjustDateRules.date("second", call, execution, ref)
                let unit = call.choice("unit").flatMap(DateArithmetic.Unit.init) ?? .days
                return DateArithmetic.units(unit, from: first, to: second, in: DateArithmetic.calendar())
            }))
}
