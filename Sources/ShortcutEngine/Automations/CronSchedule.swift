/// When cron runs an automation: its trigger as the five fields of a crontab line, for the
/// cron fallback where there is no systemd user manager (docs/automations.md).
///
/// Cron says less than systemd: whole minutes of the wall clock, no login and no paths. A
/// calendar expression is read as systemd reads it (`[weekdays] [date] [time]`, or a
/// shorthand such as `daily`) and given as cron fields when cron can say the same thing; what
/// it cannot (seconds, years, time zones, the last days of a month) is refused, saying why.
package enum CronSchedule {
    /// The five fields, minute to weekday ("0 9 * * 1-5"), or why cron cannot run `trigger`.
    package static func fields(for trigger: AutomationTrigger) -> Result<String, AutomationProblem> {
        switch trigger {
        case .calendar(let expression): return calendar(expression)
        case .interval(let minutes, let from):
            guard from == .boot else {
                return .failure(
                    AutomationProblem("cron cannot count minutes from the end of the last run, only by the clock"))
            }
            if minutes < 60, 60 % minutes == 0 { return .success(minutes == 1 ? "* * * * *" : "*/\(minutes) * * * *") }
            if minutes % 60 == 0, 24 % (minutes / 60) == 0 {
                let hours = minutes / 60
                return .success(hours == 24 ? "0 0 * * *" : hours == 1 ? "0 * * * *" : "0 */\(hours) * * *")
            }
            return .failure(
                AutomationProblem(
                    "cron runs at fixed minutes of the hour: every \(minutes) minutes needs a number of minutes that divides an hour, or of hours that divides a day"
                ))
        case .login:
            return .failure(AutomationProblem("cron has no login trigger (its @reboot runs at boot, not at login)"))
        case .path:
            return .failure(AutomationProblem("cron cannot watch a path; a path trigger needs systemd"))
        }
    }

    /// systemd's shorthands, in its normalized form.
    private static let shorthands: [String: String] = [
        "minutely": "*-*-* *:*:00", "hourly": "*-*-* *:00:00", "daily": "*-*-* 00:00:00",
        "weekly": "Mon *-*-* 00:00:00", "monthly": "*-*-01 00:00:00", "yearly": "*-01-01 00:00:00",
        "annually": "*-01-01 00:00:00", "quarterly": "*-01,04,07,10-01 00:00:00",
        "semiannually": "*-01,07-01 00:00:00",
    ]

    private static let weekdays = [
        ("mon", "monday"), ("tue", "tuesday"), ("wed", "wednesday"), ("thu", "thursday"), ("fri", "friday"),
        ("sat", "saturday"), ("sun", "sunday"),
    ]

    private static func calendar(_ expression: String) -> Result<String, AutomationProblem> {
        let trimmed = expression.trimmingCharacters(in: .whitespaces)
        let text = shorthands[trimmed.lowercased()] ?? trimmed
        let refused = { (why: String) in
            Result<String, AutomationProblem>.failure(AutomationProblem("cron cannot run at '\(expression)': \(why)"))
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var weekday = "*"
        if let first = words.first, first.first?.isLetter == true {
            guard let days = weekdayField(first) else { return refused("'\(first)' is not a list of weekdays") }
            weekday = days
            words.removeFirst()
        }
        var date = ["*", "*", "*"]
        var time = ["00", "00", "00"]
        var (hasDate, hasTime) = (false, false)
        for word in words {
            if word.contains(":") {
                // A second time would replace the first: systemd refuses it, and so does this.
                guard !hasTime else { return refused("it names two times") }
                hasTime = true
                var parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2 || parts.count == 3 else { return refused("'\(word)' is not a time") }
                if parts.count == 2 { parts.append("00") }
                time = parts
            } else if word.contains("-") {
                guard !hasDate else { return refused("it names two dates") }
                hasDate = true
                var parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 2 || parts.count == 3 else { return refused("'\(word)' is not a date") }
                if parts.count == 2 { parts.insert("*", at: 0) }
                date = parts
            } else {
                return refused("'\(word)' is neither a date nor a time (a time zone is not something cron knows)")
            }
        }
        guard date[0] == "*" else { return refused("cron repeats every year; it cannot name one") }
        guard let seconds = Int(time[2]), seconds == 0 else { return refused("cron runs on whole minutes") }
        guard let month = field(date[1], 1...12) else { return refused("cannot read the month '\(date[1])'") }
        guard !date[2].contains("~") else { return refused("cron cannot count days from the end of a month") }
        guard let day = field(date[2], 1...31) else { return refused("cannot read the day '\(date[2])'") }
        guard let hour = field(time[0], 0...23) else { return refused("cannot read the hour '\(time[0])'") }
        guard let minute = field(time[1], 0...59) else { return refused("cannot read the minute '\(time[1])'") }
        // systemd runs when the weekday and the day both match; cron when either does.
        guard weekday == "*" || day == "*" else {
            return refused("cron runs on the weekday or the day of the month, not only when both match")
        }
        return .success("\(minute) \(hour) \(day) \(month) \(weekday)")
    }

    /// One field of systemd's form as cron's: `*`, numbers, `a..b` ranges and `a/step`
    /// repetitions, in a list; `nil` when it is none of them or outside `range`.
    private static func field(_ text: String, _ range: ClosedRange<Int>) -> String? {
        var items: [String] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            let halves = item.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard halves.count <= 2 else { return nil }
            var step: Int?
            if halves.count == 2 {
                guard let parsed = Int(halves[1]), parsed >= 1 else { return nil }
                step = parsed
            }
            var start: String
            if halves[0] == "*" {
                // `*` alone: a repetition or a list of it is not something this reads.
                guard step == nil, text == "*" else { return nil }
                start = "*"
            } else if let dots = halves[0].range(of: "..") {
                guard let low = Int(halves[0][..<dots.lowerBound]), let high = Int(halves[0][dots.upperBound...]),
                    range.contains(low), range.contains(high), low <= high
                else { return nil }
                start = "\(low)-\(high)"
            } else {
                guard let value = Int(halves[0]), range.contains(value) else { return nil }
                // systemd's `a/step` starts at a and repeats to the field's end; cron's needs the range.
                start = step == nil ? "\(value)" : "\(value)-\(range.upperBound)"
            }
            items.append(step.map { "\(start)/\($0)" } ?? start)
        }
        return items.joined(separator: ",")
    }

    /// Weekdays as cron numbers them (Monday 1 … Sunday 7): `Mon`, `Mon..Fri`, `Sat,Sun`.
    private static func weekdayField(_ text: String) -> String? {
        func number(_ name: Substring) -> Int? {
            let lowered = name.lowercased()
            return weekdays.firstIndex { $0.0 == lowered || $0.1 == lowered }.map { $0 + 1 }
        }
        var items: [String] = []
        for item in text.split(separator: ",") {
            if let dots = item.range(of: "..") {
                guard let low = number(item[..<dots.lowerBound]), let high = number(item[dots.upperBound...]),
                    low <= high
                else { return nil }
                items.append("\(low)-\(high)")
            } else {
                guard let day = number(item) else { return nil }
                items.append("\(day)")
            }
        }
        return items.isEmpty ? nil : items.joined(separator: ",")
    }
}
