import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// The date and list examples (shortcuts/days-until.json, shortcuts/top-scores.json) run from
/// the real `shortcuts` binary with a fixed time zone and locale in its environment: `TZ` and
/// `LANG` are what the date actions count and write in.
@Suite(.serialized) struct ExamplesDatesAndListsTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-dates-\(UUID().uuidString)")

    func shortcuts(_ arguments: String..., zone: String = "Europe/Berlin", language: String = "en_US.UTF-8")
        async throws
        -> ShortcutsCLI.Result
    {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = FileManager.default.temporaryDirectory.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["TZ"] = zone
        environment["LANG"] = language
        environment["LC_ALL"] = nil
        let child = environment
        let ended = try await offThePool {
            try ChildProcess.run(ShortcutsCLI.binary.path, arguments, environment: child)
        }
        return ShortcutsCLI.Result(
            status: ended.status, output: String(decoding: ended.output, as: UTF8.self),
            error: String(decoding: ended.error, as: UTF8.self))
    }

    /// `days` days from today in `zone`, as the example writes it ("Friday 25 December 2026").
    func day(in days: Int, zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "EEEE d MMMM yyyy"
        return formatter.string(from: calendar.date(byAdding: .day, value: days, to: Date())!)
    }

    @Test func daysUntilCountsCalendarDaysInTheTimeZone() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        for zone in ["Europe/Berlin", "America/New_York"] {
            let ahead = try await shortcuts("run", "Days Until", "--input", "in 40 days", zone: zone)
            #expect(ahead.status == 0, "\(ahead.error)")
            #expect(ahead.output == "40 days until \(day(in: 40, zone: zone))\n")
        }
        let today = try await shortcuts("run", "Days Until", "--input", "today")
        #expect(today.output == "It is today: \(day(in: 0, zone: "Europe/Berlin"))\n")
        let past = try await shortcuts("run", "Days Until", "--input", "yesterday 23:59")
        #expect(past.output == "-1 days until \(day(in: -1, zone: "Europe/Berlin"))\n")
        let christmas = try await shortcuts("run", "Days Until", "--input", "2026-12-25")
        #expect(christmas.output.hasSuffix(" days until Friday 25 December 2026\n"))
        let invalid = try await shortcuts("run", "Days Until", "--input", "2026-02-30")
        #expect(invalid.status != 0)
        #expect(invalid.error.contains("'2026-02-30' is not a date"))
    }

    @Test func topScoresFiltersSortsAndPicks() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await shortcuts("run", "Top Scores", "--no-input")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Top scores: 105, 88, 42\n")
    }

    @Test func actionsListsTheDateAndListActionsWithTheirChoices() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let text = try await shortcuts("actions")
        #expect(
            text.output.contains(
                "  adjustDate" + String(repeating: " ", count: 25) + "[Operation] [Amount] [Unit] to [Date]\n"))
        #expect(text.output.contains("Get time between [First Date] and [Second Date] in [Unit]"))
        let json = try await shortcuts("actions", "--json")
        let listed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let ids = listed.compactMap { $0["action"] as? String }
        for id in [
            "adjustDate", "formatDate", "getTimeBetweenDates", "getDatesFromInput", "list", "filterList", "sortList",
        ] {
            #expect(ids.contains(id), "\(id) is not listed")
        }
        let sort = try #require(listed.first { $0["action"] as? String == "sortList" })
        let parameters = try #require(sort["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["list", "order", "comparison"])
        #expect(parameters[1]["choices"] as? [String] == ["ascending", "descending"])
        #expect(parameters[2]["optional"] as? Bool == true)
    }

    /// A shortcut that reads a fixed date, moves it and writes it with its offset, run under
    /// `TZ`: the run counts in that zone, and a day across its DST change keeps the clock time.
    @Test func theRunCountsInTheTimeZoneOfTZ() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        func shortcut(_ input: String, _ amount: Int, _ unit: String) throws -> URL {
            let file = home.appendingPathComponent("dst-\(amount)-\(unit).json")
            let text = """
                {"format": 1, "id": "00000000-0000-4000-8000-00000000D301", "name": "DST", "actions": [
                  {"id": "00000000-0000-4000-8000-00000000D302", "action": "getDatesFromInput", "input": {"text": "\(input)"}},
                  {"id": "00000000-0000-4000-8000-00000000D303", "action": "adjustDate",
                   "date": {"var": "00000000-0000-4000-8000-00000000D302"}, "operation": "add",
                   "amount": {"number": \(amount)}, "unit": "\(unit)"},
                  {"id": "00000000-0000-4000-8000-00000000D304", "action": "formatDate",
                   "date": {"var": "00000000-0000-4000-8000-00000000D303"}, "dateFormat": "custom",
                   "format": "yyyy-MM-dd HH:mm xxx"},
                  {"id": "00000000-0000-4000-8000-00000000D305", "action": "Shortcuts.ShowResult"}]}
                """
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        func run(_ file: URL, _ zone: String) async throws -> String {
            let result = try await shortcuts("run", file.path, "--no-input", zone: zone)
            #expect(result.status == 0, "\(result.error)")
            return result.output
        }
        let day = try shortcut("2026-03-28 10:00", 1, "days")
        let hours = try shortcut("2026-03-28 10:00", 24, "hours")
        #expect(try await run(day, "Europe/Berlin") == "2026-03-29 10:00 +02:00\n")
        #expect(try await run(hours, "Europe/Berlin") == "2026-03-29 11:00 +02:00\n")
        // New York changed two weeks earlier: the same run there crosses no change.
        #expect(try await run(hours, "America/New_York") == "2026-03-29 10:00 -04:00\n")
        let autumn = try shortcut("2026-10-31 09:00", 1, "days")
        #expect(try await run(autumn, "America/New_York") == "2026-11-01 09:00 -05:00\n")
        #expect(try await run(autumn, "Europe/Berlin") == "2026-11-01 09:00 +01:00\n")
    }

    /// `LANG` sets the locale: the first day of the week and the words of the date styles.
    @Test func theLocaleOfLANGSetsTheWeekAndTheWords() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("week.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-00000000D501", "name": "Week", "actions": [
          {"id": "00000000-0000-4000-8000-00000000D502", "action": "getDatesFromInput", "input": {"text": "2026-11-26 16:00"}},
          {"id": "00000000-0000-4000-8000-00000000D503", "action": "adjustDate",
           "date": {"var": "00000000-0000-4000-8000-00000000D502"}, "operation": "startOfWeek"},
          {"id": "00000000-0000-4000-8000-00000000D504", "action": "formatDate",
           "date": {"var": "00000000-0000-4000-8000-00000000D503"}, "dateFormat": "full", "timeFormat": "none"},
          {"id": "00000000-0000-4000-8000-00000000D505", "action": "Shortcuts.ShowResult"}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        #expect(try await shortcuts("run", file.path, "--no-input").output == "Sunday, November 22, 2026\n")
        #expect(
            try await shortcuts("run", file.path, "--no-input", language: "de_DE.UTF-8").output
                == "Montag, 23. November 2026\n")
    }
}
