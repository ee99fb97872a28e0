import BundledApps
import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Inputs that crashed a command or the editor (issue 11, item 7), each kept as a test: a
/// number too large for an integer, infinity, bytes that are not UTF-8. Each must now be a
/// broken file or an error with a clear message.
@Suite struct InputCrashRegressionTests {
    static func file(format: String) -> String {
        """
        {
          "format": \(format),
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Broken",
          "actions": []
        }
        """
    }

    static func error(_ text: String) -> DocumentError? {
        do {
            _ = try DocumentDecoder.decode(text, file: "broken.json")
            return nil
        } catch {
            return error
        }
    }

    /// 68 of 2,400 fuzzed files crashed every command this way: `Int(1e300)` traps.
    @Test(arguments: [
        "1e300", "-1e300", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e400", "1.5",
    ])
    func aHugeOrFractionalFormatIsABrokenFile(format: String) throws {
        let error = try #require(Self.error(Self.file(format: format)))
        #expect(error.description == "broken.json:2:13: 'format' must be a small whole number such as 1, not \(format)")
    }

    @Test(arguments: ["-Infinity", "Infinity", "NaN"])
    func infinityAndNaNAreSyntaxErrorsNamingTheMember(literal: String) throws {
        let error = try #require(Self.error(Self.file(format: literal)))
        #expect(error.line == 2)
        #expect(
            error.message == "JSON has no Infinity or NaN; write a number such as 1.5 or 1e10 in the value of 'format'")
    }

    @Test func aNumberValueBeyondADoubleIsRefusedNamingTheMember() throws {
        let text = """
            {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "x", "actions": [
              {"id": "00000000-0000-4000-8000-000000000002", "action": "repeat", "count": {"number": 1e400}, "do": []}]}
            """
        let error = try #require(Self.error(text))
        #expect(error.description == "broken.json:2:90: 'number' 1e400 is too large (numbers go up to about 1.8e308)")
    }

    @Test func bytesThatAreNotUTF8AreReportedWhereTheyAre() throws {
        var bytes = Array(Self.file(format: "1").utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "B"))! // in "Broken", line 4
        bytes.insert(0xFF, at: at)
        do {
            _ = try DocumentDecoder.decode(Data(bytes), file: "broken.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "broken.json:4:12: is not UTF-8 text: the byte 0xFF does not belong here (shortcut files are UTF-8)"
            )
        }
        // Overlong forms and encoded surrogates are not UTF-8 either.
        for sequence: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            var bad = Array(Self.file(format: "1").utf8)
            bad.insert(contentsOf: sequence, at: at)
            #expect(throws: DocumentError.self) { try DocumentDecoder.decode(Data(bad), file: "broken.json") }
        }
    }

    @Test func aLibraryWithABadFileListsOneBrokenRowAndTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcuts-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.file(format: "1e300").write(
            to: folder.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        try Data([0x7B, 0xFF, 0x7D]).write(to: folder.appendingPathComponent("bytes.json"))
        let good = try #require(ExampleShortcuts.all.first { $0.fileName == "hello.json" })
        try good.text.write(to: folder.appendingPathComponent(good.fileName), atomically: true, encoding: .utf8)

        let entries = Library(folder: folder).entries()
        #expect(entries.count == 3)
        #expect(entries.compactMap(\.document).map(\.name) == ["Hello"])
        let broken = entries.compactMap { entry -> String? in
            if case .failure(let error) = entry.content { error.description } else { nil }
        }
        #expect(
            broken.sorted() == [
                "\(folder.path)/bytes.json:1:2: is not UTF-8 text: the byte 0xFF does not belong here (shortcut files are UTF-8)",
                "\(folder.path)/huge.json:2:13: 'format' must be a small whole number such as 1, not 1e300",
            ])
        // The editor's library screen lists all three.
        #expect(LibraryScreenModel(entries: entries).items.count == 3)
    }

    /// A huge number in a parameter a When or Switch reads crashed `view` and the editor:
    /// the sentence builder turned it into an `Int`.
    @Test(arguments: [
        ("Books.OpenBook", "readAgain"), ("SoupChef.OrderSoup", "orderType"),
        ("Meditation.AddMeditationSession", "duration"),
    ])
    func hugeNumbersInSummaryParametersRenderAsSentences(intent: String, parameter: String) async throws {
        let home = try await TestHome()
        for number in [1e300, -1e300, Double(Int.max), 1e-300] {
            let action = Action(.intent(identifier: intent, parameters: [parameter: .number(number)]))
            let document = ShortcutDocument(name: "Huge", actions: [action])
            #expect(home.catalog.intent(intent) != nil)
            let sentence = SentenceBuilder(catalog: home.catalog, document: document).sentence(for: action)
            #expect(!sentence.text.isEmpty)
            let session = EditorSession(catalog: home.catalog, shortcut: document)
            #expect(session.card(at: 0) != nil)
            // The validator says what is wrong instead.
            #expect(!Validator(catalog: home.catalog).validate(document).filter { $0.severity == .error }.isEmpty)
        }
    }

    /// Swift reads "inf" and "1e999" as infinity, and `Decimal(Double.infinity)` traps.
    @Test func nonFiniteNumbersAreRefusedWhereverTheyCome() async throws {
        for text in ["inf", "-inf", "nan", "1e999", "infinity", "-", "-abc"] {
            await #expect(throws: IntentValueParsing.Failure.self) {
                try await IntentValueParsing.parse(text, as: .double)
            }
            await #expect(throws: IntentValueParsing.Failure.self) {
                try await IntentValueParsing.parse(text, as: .decimal)
            }
        }
        do {
            _ = try await IntentValueParsing.parse("99999999999999999999", as: .integer)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "'99999999999999999999' is too large a number")
        }
        #expect(IntentValueConversion.cast(1e300, to: Int.self) == nil)
        #expect(IntentValueConversion.cast(Double(Int.max), to: Int.self) == nil)
        #expect(IntentValueConversion.cast(Double.infinity, to: Decimal.self) == nil)
        #expect(IntentValueConversion.cast(Double.nan, to: Int.self) == nil)
        #expect(IntentValueConversion.wholeNumber(9_007_199_254_740_991) == 9_007_199_254_740_991)
        #expect(IntentValueConversion.wholeNumber(9_007_199_254_740_992) == nil)

        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        await #expect(throws: ConversionError.self) { try await converter.convert(Double.infinity, to: .decimal) }
        do {
            _ = try await converter.convert(1e300, to: .integer)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "1e+300 is too large (whole numbers go up to ±9007199254740991)")
        }
        await #expect(throws: ConversionError.self) { try await converter.convert(Double.nan, to: .integer) }
    }

    /// A file on one line with a wide character early took over a minute to read: each value's
    /// column was counted from the start of the line. Now the count moves with the parser.
    @Test func aLongOneLineFileWithWideCharactersReadsInOnePass() throws {
        let items = (0..<20_000).map { "{\"number\":\($0)}" }.joined(separator: ",")
        let text =
            #"{"format":1,"id":"00000000-0000-4000-8000-000000000001","name":"é wide","actions":[{"id":"00000000-0000-4000-8000-000000000002","action":"count","input":{"list":["#
            + items + "]}}]}"
        // Against the same file with only ASCII, read in the same test: quadratic counting took
        // a thousand times as long (over a minute); one pass takes about as long. A ratio, so a
        // loaded machine slows both alike, with a floor of 15 s so that a parallel run that
        // holds up only the second read cannot fail it: a bound on the old behaviour, not a
        // measure of speed.
        let clock = ContinuousClock()
        let ascii = text.replacingOccurrences(of: "é wide", with: "e wide")
        var started = clock.now
        _ = try DocumentDecoder.decode(ascii, file: "ascii.json")
        let baseline = clock.now - started
        started = clock.now
        let document = try DocumentDecoder.decode(text, file: "wide.json")
        let elapsed = clock.now - started
        #expect(elapsed < max(baseline * 20, .seconds(15)), "wide: \(elapsed), ASCII: \(baseline)")
        guard case .builtIn(let count) = document.actions.first?.kind, case .list(let values)? = count.value("input")
        else {
            Issue.record("expected a Count of a list")
            return
        }
        #expect(values.count == 20_000)
        // Columns still count characters: an error after the é is placed by characters, not bytes.
        #expect(
            Self.error(#"{"é": 1, "x": tru}"#)?.description == "broken.json:1:18: expected 'true' in the value of 'x'")
    }

    @Test func aFileLargerThanTheLimitIsABrokenRowUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shortcuts-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.json")
        // Valid JSON with padding: only its size is wrong.
        let padding = String(repeating: " ", count: ShortcutLimits.maximumFileSize)
        try (Self.file(format: "1") + padding).write(to: url, atomically: true, encoding: .utf8)
        let entries = Library(folder: folder).entries()
        #expect(entries.count == 1)
        guard case .failure(let error)? = entries.first?.content else {
            Issue.record("expected a broken row")
            return
        }
        #expect(error.description == "\(url.path): is larger than 4 MB, the most a shortcut file may be")
    }

    /// "in 9000000000000000 days" gave dates Foundation cannot print.
    @Test func relativeDatesFarAwayAreNotDates() {
        #expect(IntentValueParsing.parseDate("in 9000000000000000 days") == nil)
        #expect(IntentValueParsing.parseDate("in 3 days") != nil)
        #expect(IntentValueParsing.parseDate("900000000 years ago") == nil)
    }

    /// Back in time as the Find editor's date field is typed (issue 29, item 24: "1 year ago" was refused).
    @Test func datesAgoAndInYears() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let now = try #require(ISO8601DateFormatter().date(from: "2026-12-06T12:00:00Z"))
        func parsed(_ text: String) -> String? {
            IntentValueParsing.parseDate(text, now: now, calendar: calendar).map {
                ISO8601DateFormatter().string(from: $0)
            }
        }
        #expect(parsed("1 year ago") == "2025-12-06T12:00:00Z")
        #expect(parsed("a year ago") == "2025-12-06T12:00:00Z")
        #expect(parsed("3 days ago") == "2026-12-03T12:00:00Z")
        #expect(parsed("an hour ago") == "2026-12-06T11:00:00Z")
        #expect(parsed("in 2 years") == "2028-12-06T12:00:00Z")
        #expect(parsed("3 parsecs ago") == nil)
    }
}
