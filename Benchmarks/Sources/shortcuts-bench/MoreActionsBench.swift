import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// Issue 13's text, date, list and control actions (`new-actions` has the number actions, Adjust
/// Date and List; `dictionaries` the dictionary actions): the runner's cost per action next to
/// direct calls of the same Swift functions, and reading and validating a file of them.
///
/// One cycle of 13 actions, each reading what an earlier one gave: Get Text from Input, Trim
/// Whitespace, Change Case, Replace Text, Match Text (a regular expression), Get Group from
/// Matched Text, Get Dates from Input, Format Date, Get Time Between Dates, Sort List, Filter
/// List, Choose from List and Show Alert; the file ends with a Wait of 0 seconds and Stop and
/// Output. Choose from List and Show Alert are answered by ``FirstAnswerPrompter`` (the first
/// item, OK), as `shortcuts run --answer` answers them. Run Shortcut is not in it: its run is
/// a whole nested run of another shortcut of a library.
enum MoreActionsBench {
    static let kinds = [
        "Get Text from Input", "Trim Whitespace", "Change Case", "Replace Text", "Match Text",
        "Get Group from Matched Text", "Get Dates from Input", "Format Date", "Get Time Between Dates", "Sort List",
        "Filter List", "Choose from List", "Show Alert",
    ]

    /// Get Time Between Dates' second date.
    static let day = Date(timeIntervalSince1970: 1_780_000_000)
    static let pattern = "([A-Z])-(\\d+)"
    static let datesText = "2026-05-01 09:30"

    static func text(_ index: Int) -> String { "  Order \(index) shipped, ref A-\(index)  " }

    static func document(actions count: Int) -> ShortcutDocument {
        var actions: [Action] = []
        var previous = UUID()
        var dates = UUID()
        var between = UUID()
        func output(_ id: UUID) -> Value { .variable(VariableReference(.action(id))) }
        func call(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument]) -> Action.Kind {
            .builtIn(BuiltInCall(id, arguments))
        }
        for index in 0..<max(0, count - 2) {
            let kind: Action.Kind
            switch index % kinds.count {
            case 0: kind = call("getText", ["input": .value(.text([.literal(text(index))]))])
            case 1: kind = call("trimWhitespace", ["input": .value(output(previous))])
            case 2: kind = call("changeCase", ["input": .value(output(previous)), "case": .choice("uppercase")])
            case 3:
                kind = call(
                    "replaceText",
                    [
                        "find": .value(.string("SHIPPED")), "replace": .value(.string("SENT")),
                        "input": .value(output(previous)),
                    ])
            case 4: kind = call("matchText", ["pattern": .value(.string(pattern)), "input": .value(output(previous))])
            case 5:
                kind = call(
                    "getMatchGroup",
                    ["get": .choice("groupAtIndex"), "index": .value(.number(2)), "input": .value(output(previous))])
            case 6: kind = call("getDatesFromInput", ["input": .value(.string(datesText))])
            case 7:
                kind = call(
                    "formatDate",
                    ["date": .value(output(dates)), "dateFormat": .choice("medium"), "timeFormat": .choice("short")])
            case 8:
                kind = call(
                    "getTimeBetweenDates",
                    ["first": .value(output(dates)), "second": .value(.date(day)), "unit": .choice("days")])
            case 9:
                kind = call(
                    "sortList",
                    [
                        "list": .value(.list([output(between), .number(3), .number(1), .number(2)])),
                        "order": .choice("ascending"),
                    ])
            case 10:
                kind = call(
                    "filterList",
                    [
                        "list": .value(output(previous)), "condition": .choice("greaterThan"),
                        "value": .value(.number(1)),
                    ])
            case 11: kind = call("chooseFromList", ["list": .value(output(previous))])
            default:
                kind = call(
                    "showAlert",
                    ["message": .value(.text([.literal("Chosen: "), .variable(VariableReference(.action(previous)))]))])
            }
            let action = Action(kind)
            switch index % kinds.count {
            case 6: dates = action.id
            case 8: between = action.id
            default: break
            }
            actions.append(action)
            previous = action.id
        }
        actions.append(Action(call("wait", ["seconds": .value(.number(0))])))
        actions.append(Action(call("stop", ["output": .value(output(previous))])))
        return ShortcutDocument(name: "More actions", actions: actions)
    }

    /// The same work by direct calls of the functions the actions run, outputs kept by index.
    static func baseline(actions count: Int) throws -> Int {
        var outputs: [Int: any Sendable] = [:]
        var previous: any Sendable = ""
        var dates = Date()
        var between = 0
        for index in 0..<max(0, count - 2) {
            let output: (any Sendable)?
            switch index % kinds.count {
            case 0: output = ValueText.text(of: text(index))
            case 1:
                let text = ValueText.text(of: previous)
                if let first = text.firstIndex(where: { !$0.isWhitespace }),
                    let last = text.lastIndex(where: { !$0.isWhitespace })
                {
                    output = String(text[first...last])
                } else {
                    output = ""
                }
            case 2: output = TextCase.uppercase.apply(to: ValueText.text(of: previous))
            case 3:
                output = TextReplacing.plain(
                    "SHIPPED", with: "SENT", in: ValueText.text(of: previous), caseSensitive: true)
            case 4:
                output = try TextPattern(pattern).matches(in: ValueText.text(of: previous)).map { $0 as any Sendable }
            case 5:
                let matches = (previous as? [any Sendable] ?? []).compactMap { $0 as? TextMatch }
                output = matches.map { ($0.groups[1] ?? "") as any Sendable }
            case 6:
                dates = try DatesFromInput.dates(in: datesText)[0]
                output = dates
            case 7:
                output = DateFormatting.string(
                    dates, format: .medium, time: .short, pattern: "", now: Date(), timeZone: .current,
                    locale: DateLocale.current)
            case 8:
                between = DateArithmetic.units(.days, from: dates, to: day, in: DateArithmetic.calendar())
                output = between
            case 9: output = ListSorting.sorted([between, 3.0, 1.0, 2.0], descending: false, natural: true)
            case 10:
                output = (previous as? [any Sendable] ?? []).filter {
                    (($0 as? Double) ?? ($0 as? Int).map(Double.init) ?? 0) > 1
                }
            case 11: output = (previous as? [any Sendable])?.first
            default: output = nil // Show Alert: OK, and no output
            }
            if let output {
                outputs[index] = output
                previous = output
            }
        }
        return outputs.count
    }

    static func run(actions: Int, rounds: Int, loadOnly: Bool) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let document = document(actions: actions)
            if !loadOnly {
                try await RunnerMeasure.overhead(
                    "more actions (issue 13: \(kinds.joined(separator: ", ")), Wait, Stop and Output)", of: document,
                    actions: actions, rounds: rounds, catalog: catalog, prompter: FirstAnswerPrompter(),
                    direct: { try baseline(actions: actions) })
            }
            try await RunnerMeasure.load(of: document, rounds: rounds, catalog: catalog)
        }
    }
}

/// Answers every question as a person clicking through would: OK to an alert, the first item
/// of a list.
struct FirstAnswerPrompter: IntentPrompter {
    var hasPerson: Bool { true }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        switch request.kind {
        case .confirmation: .confirmed(true)
        default: .option(0)
        }
    }
}
