import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// "Is in the last" and "is not in the last": the host turns the span into a date the app's
/// own query compares with, so the Files app (which knows nothing of spans) answers them.
@Suite struct RelativeFindTests {
    /// Files modified 2 hours, 3 days, 20 days and 400 days ago, named for their age.
    static func home() async throws -> TestHome {
        let home = try await TestHome()
        let ages: [(String, TimeInterval)] = [
            ("hours.log", 2 * 3600), ("days.log", 3 * 86_400), ("weeks.log", 20 * 86_400),
            ("years.log", 400 * 86_400),
        ]
        for (name, age) in ages {
            let url = home.files.appendingPathComponent(name)
            try Data(name.utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date() - age], ofItemAtPath: url.path)
        }
        return home
    }

    /// The names of the `.log` files a Find of `comparator` over `count` finds, in name order.
    func found(_ home: TestHome, _ comparator: FindComparator, _ count: Value) async throws -> [String] {
        let find = FindAction(
            entity: "Files.FileEntity",
            conditions: [
                .init(property: "modified", comparator: comparator, value: count),
                .init(property: "name", comparator: .hasSuffix, value: .string(".log")),
            ],
            sort: [.init(property: "name")])
        let (result, _, _) = try await home.run(ShortcutDocument(name: "Recent", actions: [Action(.find(find))]))
        let files = try #require(result.output as? [any Sendable])
        return files.map { ValueText.text(of: $0) }.map { ($0 as NSString).lastPathComponent }
    }

    @Test func theLastNUnitsCountBackFromNow() async throws {
        let home = try await Self.home()
        #expect(try await found(home, .isInTheLast(.hours), .number(5)) == ["hours.log"])
        #expect(try await found(home, .isInTheLast(.days), .number(7)) == ["days.log", "hours.log"])
        #expect(try await found(home, .isInTheLast(.weeks), .number(4)) == ["days.log", "hours.log", "weeks.log"])
        #expect(try await found(home, .isInTheLast(.months), .number(1)) == ["days.log", "hours.log", "weeks.log"])
        #expect(try await found(home, .isInTheLast(.years), .number(2)).count == 4)
    }

    @Test func notInTheLastIsTheComplement() async throws {
        let home = try await Self.home()
        #expect(try await found(home, .isNotInTheLast(.days), .number(7)) == ["weeks.log", "years.log"])
        #expect(try await found(home, .isNotInTheLast(.years), .number(1)) == ["years.log"])
        #expect(try await found(home, .isNotInTheLast(.hours), .number(3)) == ["days.log", "weeks.log", "years.log"])
    }

    @Test func theCountMayBeTextOrAVariableAndMustBeAWholeNumberFromOne() async throws {
        let home = try await Self.home()
        #expect(try await found(home, .isInTheLast(.days), .string("7")) == ["days.log", "hours.log"])
        await #expect(throws: RunError.self) { try await found(home, .isInTheLast(.days), .number(0)) }
        do {
            _ = try await found(home, .isInTheLast(.days), .number(2.5))
            Issue.record("a count of 2.5 days ran")
        } catch let error as RunError {
            #expect(error.parameter == "where row 1", "\(error)")
            #expect(error.message == "the value 2.5 is not a whole number", "\(error)")
        }
    }

    @Test func daysCountFromTheStartOfTheDay() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 31, hour: 9, minute: 30)))
        let start = { (count: Int, unit: FindComparator.RecentUnit) in
            FindComparator.spanStart(count, unit, before: now, in: calendar).map {
                calendar.dateComponents([.year, .month, .day, .hour, .minute], from: $0)
            }
        }
        #expect(start(1, .days) == DateComponents(year: 2026, month: 3, day: 30, hour: 0, minute: 0))
        #expect(start(1, .weeks) == DateComponents(year: 2026, month: 3, day: 24, hour: 0, minute: 0))
        // A month back from the 31st is the last day of February.
        #expect(start(1, .months) == DateComponents(year: 2026, month: 2, day: 28, hour: 0, minute: 0))
        #expect(start(1, .years) == DateComponents(year: 2025, month: 3, day: 31, hour: 0, minute: 0))
        // Across the spring DST change (29 March): hours are exact lengths of time.
        #expect(start(72, .hours) == DateComponents(year: 2026, month: 3, day: 28, hour: 8, minute: 30))
        #expect(FindComparator.spanStart(100_000, .years, before: now, in: calendar) == nil)
    }
}
