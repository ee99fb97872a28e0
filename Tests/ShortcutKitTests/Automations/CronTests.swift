import BlockingTestSupport
import Foundation
import ShortcutKit
import Testing

/// The cron fallback: triggers said as cron fields where cron can say them (and refused, saying
/// why, where it cannot), and the automations' block of a crontab edited leaving every other
/// line as it was.
@Suite struct CronTests {
    /// systemd calendar expressions and the cron fields that name the same minutes.
    static let calendars: [(String, String)] = [
        ("Mon..Fri 09:00", "0 9 * * 1-5"),
        ("*:0/30", "0-59/30 * * * *"),
        ("*:00/15", "0-59/15 * * * *"),
        ("daily", "0 0 * * *"),
        ("hourly", "0 * * * *"),
        ("weekly", "0 0 * * 1"),
        ("monthly", "0 0 1 * *"),
        ("quarterly", "0 0 1 1,4,7,10 *"),
        ("Sat,Sun 10:15", "15 10 * * 6,7"),
        ("Monday 7:05", "5 7 * * 1"),
        ("*-*-01 06:00", "0 6 1 * *"),
        ("*-12-24 18:00:00", "0 18 24 12 *"),
        ("08..17:00", "0 8-17 * * *"),
        ("Mon,Wed *-*-* 12:30", "30 12 * * 1,3"),
    ]

    @Test(arguments: calendars)
    func aCalendarIsSaidAsCronSaysIt(expression: String, fields: String) async throws {
        #expect(try CronSchedule.fields(for: .calendar(expression)).get() == fields)
        // Each is an expression systemd reads, not one made up for the test.
        if SystemdUnitsTests.systemdAnalyze {
            #expect(await SystemdPrograms.calendarProblem(expression) == nil, "\(expression)")
        }
    }

    @Test func intervalsThatDivideTheClockAreCronFields() throws {
        let cases: [(Int, String)] = [
            (1, "* * * * *"), (5, "*/5 * * * *"), (30, "*/30 * * * *"), (60, "0 * * * *"), (120, "0 */2 * * *"),
            (1440, "0 0 * * *"),
        ]
        for (minutes, fields) in cases {
            #expect(try CronSchedule.fields(for: .interval(minutes: minutes, from: .boot)).get() == fields)
        }
    }

    /// What cron cannot say is refused with why, never run at other times than asked.
    @Test func whatCronCannotSayIsRefusedSayingWhy() {
        let refused: [(AutomationTrigger, String)] = [
            (.interval(minutes: 45, from: .boot), "divides an hour"),
            (.interval(minutes: 90, from: .boot), "divides an hour"),
            (.interval(minutes: 10, from: .lastRun), "from the end of the last run"),
            (.login, "no login trigger"),
            (.path("~/Inbox", when: .changed), "cannot watch a path"),
            (.calendar("2027-01-01 09:00"), "cannot name one"),
            (.calendar("*-*-~1 09:00"), "from the end of a month"),
            (.calendar("09:00:30"), "whole minutes"),
            (.calendar("Mon 09:00 Europe/Paris"), "time zone"),
            (.calendar("Someday 09:00"), "not a list of weekdays"),
            (.calendar("*-13-01 09:00"), "the month '13'"),
            (.calendar("25:00"), "the hour '25'"),
            (.calendar("Mon *-*-1..7 09:00"), "not only when both match"),
            (.calendar("Mon 09:00 17:00"), "two times"),
            (.calendar("*-*-01 *-*-15 09:00"), "two dates"),
            (.calendar("*:*/2"), "the minute '*/2'"),
        ]
        for (trigger, reason) in refused {
            guard case .failure(let problem) = CronSchedule.fields(for: trigger) else {
                Issue.record("\(trigger.summary) was given to cron")
                continue
            }
            #expect(problem.description.contains(reason), "\(trigger.summary): \(problem.description)")
        }
    }

    static let mine = """
        MAILTO=""
        # my backups
        0 3 * * * /usr/local/bin/backup --nightly

        """

    @Test func theBlockIsAddedChangedAndRemovedLeavingTheRestAsItWas() throws {
        let digest = try AutomationFileTests.name("digest")
        let alarm = try AutomationFileTests.name("alarm")
        var text = try CronTable.replacing(digest, with: "0 9 * * 1-5 'run' 'digest'", in: Self.mine)
        #expect(text.hasPrefix(Self.mine))
        #expect(try CronTable.contains(digest, in: text) && !CronTable.contains(alarm, in: text))
        text = try CronTable.replacing(alarm, with: "30 6 * * * 'run' 'alarm'", in: text)
        text = try CronTable.replacing(digest, with: "0 10 * * 1-5 'run' 'digest'", in: text)
        let block = text.dropFirst(Self.mine.count).split(separator: "\n").map(String.init)
        #expect(block.count == 6, "\(block)")
        #expect(
            block[1...4] == [
                "# automation alarm", "30 6 * * * 'run' 'alarm'", "# automation digest", "0 10 * * 1-5 'run' 'digest'",
            ])
        // A line the person adds after the block stays where it is.
        text += "15 * * * * /usr/bin/true\n"
        text = try CronTable.replacing(alarm, with: nil, in: text)
        text = try CronTable.replacing(digest, with: nil, in: text)
        #expect(text == Self.mine + "15 * * * * /usr/bin/true\n")
        #expect(try CronTable.replacing(digest, with: nil, in: "") == "")
    }

    @Test func aBlockChangedByHandIsNotGuessedAt() throws {
        let digest = try AutomationFileTests.name("digest")
        let added = try CronTable.replacing(digest, with: "0 9 * * * 'run'", in: Self.mine)
        let torn = added.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
        #expect(throws: AutomationProblem.self) { try CronTable.replacing(digest, with: nil, in: torn) }
        #expect(throws: AutomationProblem.self) { try CronTable.contains(digest, in: torn) }
    }

    /// A crontab whose lines run in a shell that does not read them as sh does is not given one.
    @Test func aShellThatIsNotShIsRefused() throws {
        let digest = try AutomationFileTests.name("digest")
        let fish = "SHELL=/usr/bin/fish\n" + Self.mine
        #expect(throws: AutomationProblem.self) { try CronTable.replacing(digest, with: "* * * * * 'x'", in: fish) }
        let bash = "SHELL=/bin/bash\n" + Self.mine
        #expect(try CronTable.replacing(digest, with: "* * * * * 'x'", in: bash).hasPrefix(bash))
    }

    /// A word reaches the command as it was, through cron's `%` and the shell's quotes.
    @Test func wordsReachTheCommandAsTheyWere() async throws {
        let word = "50% off 'now' $HOME `id` \\ done"
        let line = try #require(CronTable.line(fields: "* * * * *", command: ["/bin/echo", word], environment: []))
        #expect(CronTable.line(fields: "* * * * *", command: ["/bin/echo", "two\nlines"], environment: []) == nil)
        // What cron hands the shell: the fields gone, `\%` made `%`.
        let command = line.dropFirst("* * * * * ".count).replacingOccurrences(of: "\\%", with: "%")
        let echoed = try await offThePool {
            try ChildProcess.run(
                "/bin/sh", ["-c", command.replacingOccurrences(of: " >/dev/null", with: "")],
                environment: ProcessInfo.processInfo.environment)
        }
        #expect(String(decoding: echoed.output, as: UTF8.self) == word + "\n")
    }
}
