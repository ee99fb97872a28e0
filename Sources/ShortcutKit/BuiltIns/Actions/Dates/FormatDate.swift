import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Format Date: a date as text, in a date and time style, ISO 8601, RFC 2822, relative to
    /// now, or a custom pattern (see ``DateFormatting``).
    static let formatDate = BuiltInDescriptor(
        id: "formatDate", title: "Format Date",
        summary: "Writes a date as text: short, long, ISO 8601, relative or a custom format.",
        keywords: ["date format", "iso 8601", "rfc 2822", "relative", "custom format", "text", "time", "strftime"],
        category: "Dates", icon: "calendar",
        members: [
            BuiltInMember("date", "Date", .value(.date)),
            BuiltInMember(
                "dateFormat", "Date Format",
                .choice(DateFormatting.Format.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            BuiltInMember(
                "timeFormat", "Time Format",
                .choice(DateFormatting.TimeFormat.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                optional: true),
            BuiltInMember("format", "Format String", .text, optional: true),
        ],
        listing: "Format [Date] as [Date Format] date, [Time Format] time", outputName: "Formatted Date",
        takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "formatDate",
                    [
                        "date": .value(input ?? .variable(VariableReference(.currentDate))),
                        "dateFormat": .choice("short"), "timeFormat": .choice("short"),
                    ]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Format "), .slot("date"), .text(" as "), .slot("dateFormat"),
                .whenChoice(
                    "dateFormat", DateFormatting.Format.withTime.map(\.rawValue),
                    [.text(" date, "), .slot("timeFormat"), .text(" time")]),
                .whenChoice("dateFormat", ["custom"], [.text(" "), .slot("format")]),
            ],
            outputType: { _, _ in .string },
            check: { call, checks in
                guard call.choice("dateFormat") == "custom" else { return }
                if let problem = DateFormatting.problem(pattern: call.text("format") ?? "") {
                    checks.error("format", problem)
                }
            },
            run: { call, execution, ref in
                let date = try await AdjustDateRules.date("date", call, execution, ref)
                let format = call.choice("dateFormat").flatMap(DateFormatting.Format.init) ?? .short
                let pattern = call.text("format") ?? ""
                if format == .custom, let problem = DateFormatting.problem(pattern: pattern) {
                    throw RunError(.invalidValue, action: ref, parameter: "format", problem)
                }
                return DateFormatting.string(
                    date, format: format,
                    time: call.choice("timeFormat").flatMap(DateFormatting.TimeFormat.init) ?? .none,
                    pattern: pattern, now: Date(), timeZone: .current, locale: DateLocale.current)
            }))
}
