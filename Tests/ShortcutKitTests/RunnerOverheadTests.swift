import BundledContent
import Foundation
import ShortcutsTestSupport
import Testing

@testable import IntentKit
@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// The runner's per-action work takes shorter roads (issue 13's overhead): dates in the run
/// log written digit by digit, literals checked for `%` by their bytes. Each must arrive where
/// the long road did.
@Suite struct RunnerOverheadTests {
    /// What `IntentValueText.format(_: Date)` wrote with `String(format:)` before.
    func formatted(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if c.hour == 0 && c.minute == 0 { return day }
        return day + String(format: " %02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    @Test func datesReadAsTheyDidWithStringFormat() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let dates = [
            try #require(calendar.date(from: DateComponents(year: 2024, month: 5, day: 1))),
            try #require(calendar.date(from: DateComponents(year: 2024, month: 5, day: 1, hour: 9, minute: 5))),
            try #require(calendar.date(from: DateComponents(year: 987, month: 12, day: 31, hour: 23, minute: 59))),
            try #require(calendar.date(from: DateComponents(year: 12026, month: 1, day: 9, hour: 0, minute: 1))),
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_780_000_000),
        ]
        for date in dates {
            #expect(IntentValueText.title(of: date) == formatted(date))
        }
        #expect(IntentValueText.title(of: dates[0]) == "2024-05-01")
        #expect(IntentValueText.title(of: dates[1]) == "2024-05-01 09:05")
        #expect(IntentValueText.title(of: dates[2]) == "0987-12-31 23:59")
        // A list of dates in the log: each item read the same way.
        #expect(
            ValueText.summary(of: [dates[0], dates[1]] as [any Sendable]) == "2 items: 2024-05-01, 2024-05-01 09:05")
    }

    @Test func literalsEscapeTheirPercentSigns() {
        let plain: LocalizedStringResource = "Sales"
        let percent: LocalizedStringResource = "100% done"
        #expect(plain.localizedString == "Sales")
        #expect(percent.localizedString == "100% done")
        #expect(LocalizedStringResource.escapingPercents("100% of 5%") == "100%% of 5%%")
        #expect(LocalizedStringResource.escapingPercents("no sign") == "no sign")
    }

    /// The runner's own layout numbers every action as the validator's and the editor's does:
    /// every example (If, Repeat, menus nested in each other), and a file that repeats an id.
    @Test func theRunLayoutNumbersActionsAsTheActionLayoutDoes() throws {
        var documents = try ExampleShortcuts.all.map { try DocumentDecoder.decode($0.text) }
        let repeated = Action(.count(.number(1)))
        documents.append(
            ShortcutDocument(name: "Repeated", actions: [repeated, Action(.comment("between")), repeated]))
        #expect(documents.contains { $0.layout.count > $0.actions.count })
        for document in documents {
            let layout = document.layout
            let run = RunLayout(document.actions)
            #expect(run.count == layout.count)
            #expect(run.repeatsIDs == layout.repeatsIDs)
            for entry in layout.entries {
                let id = entry.action.id
                #expect(run.ids[entry.position - 1] == id)
                #expect(run.depths[entry.position - 1] == entry.depth)
                #expect(run.ends[entry.position - 1] == entry.end)
                // The guess wins only when it is the action's (first) position.
                for guess in [entry.position, entry.position + 1, 0] {
                    #expect(run.position(of: id, guess: guess) == layout.position(of: id))
                }
            }
        }
    }
}
