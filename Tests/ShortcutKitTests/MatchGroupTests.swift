import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Group steps of a variable's path into Match Text's matches ("Matches › First Item ›
/// Group 1"): the file form, the groups a constant pattern has, the type engine's checks, and
/// what a run reads.
@Suite struct MatchGroupTests {
    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012x", 0xe000 + n))" }

    /// A shortcut of these actions (JSON objects without ids), taking text input.
    static func shortcut(_ actions: [String]) -> String {
        let body = actions.enumerated().map { i, action in
            "{\"id\": \"\(id(i + 1))\", " + action.dropFirst()
        }.joined(separator: ",\n")
        return """
            {"format": 1, "id": "\(id(0))", "name": "M", "input": {"type": "string", "whenMissing": "continue"},
             "actions": [\(body)]}
            """
    }

    static let dates = #"(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})"#

    static func match(_ pattern: String = dates) -> String {
        #"{"action": "matchText", "pattern": {"text": "\#(pattern)"}, "input": {"var": "input"}}"#
    }

    static func show(_ parts: String) -> String {
        "{\"action\": \"Shortcuts.ShowResult\", \"parameters\": {\"text\": \(parts)}}"
    }

    static func ref(_ n: Int, _ path: String = "") -> String {
        "{\"var\": \"\(id(n))\"" + (path.isEmpty ? "" : ", \"path\": [\(path)]") + "}"
    }

    func problems(_ json: String) async throws -> [String] {
        let home = try await TestHome()
        return Validator(catalog: home.catalog).validate(try DocumentDecoder.decode(json)).map(\.description)
    }

    func run(_ json: String, input: String) async throws -> (dialogs: [String], error: RunError?) {
        let home = try await TestHome()
        do {
            let (_, events, _) = try await home.run(try DocumentDecoder.decode(json), input: input)
            return (dialogs(events), nil)
        } catch let error as RunError { return ([], error) }
    }

    // MARK: The file form

    @Test func groupStepsRoundTripByteForByte() throws {
        let json = Self.shortcut([
            Self.match(), Self.show(Self.ref(1, #""@first", {"group": "year"}"#)),
            Self.show(Self.ref(1, #"{"group": 0}"#)),
        ])
        let document = try DocumentDecoder.decode(json)
        let canonical = DocumentEncoder.encode(document)
        #expect(DocumentEncoder.encode(try DocumentDecoder.decode(canonical)) == canonical)
        #expect(canonical.contains(#""group": "year""#))
        #expect(canonical.contains(#""group": 0"#))
        guard case .intent(_, let parameters) = document.actions[1].kind,
            case .variable(let ref)? = parameters["text"]
        else {
            Issue.record("not a variable")
            return
        }
        #expect(ref.path == [.first, .group(.name("year"))])
    }

    @Test func badGroupStepsAreErrorsWhenRead() {
        func error(_ step: String) -> String? {
            do {
                _ = try DocumentDecoder.decode(Self.shortcut([Self.match(), Self.show(Self.ref(1, step))]))
                return nil
            } catch { return error.message }
        }
        #expect(error(#"{"group": -1}"#) == "'group' must be a whole number of at least 0 or a group's name, not -1")
        #expect(error(#"{"group": 1.5}"#) == "'group' must be a whole number of at least 0 or a group's name, not 1.5")
        #expect(
            error(#"{"group": "1st"}"#)
                == "'1st' is not a group name (a letter, then letters and digits, as in (?<year>…))")
        #expect(error(#"{"group": true}"#) == "'group' must be a whole number or a group's name, not a boolean")
        #expect(error(#"{"group": 1, "key": "a"}"#) == "a path step has either 'key' or 'group', not both")
        #expect(error(#"{"grop": 1}"#)?.hasPrefix("a path step has an unknown member 'grop'") == true)
    }

    // MARK: A pattern's groups

    @Test func aPatternsGroupsAreReadWithTheirNames() {
        #expect(TextPattern.groups(of: #"(?<year>\d{4})-(\d{2})"#) == ["year", nil])
        // Non-capturing groups, lookarounds, flags, atomic groups and comments take no number.
        #expect(TextPattern.groups(of: #"(?:a)(?=b)(?!c)(?<=d)(?<!e)(?i)(?>f)(?#note)(g)"#) == [nil])
        // Escaped parentheses, classes (a `]` first in one, nested ones) and \Q…\E are text.
        #expect(TextPattern.groups(of: #"\((x)\)[(][]()][[a-z](][^)]\Q(y)\E(?<z>1)"#) == [nil, "z"])
        #expect(TextPattern.groups(of: "plain") == [])
        #expect(TextPattern.groups(of: "(unclosed") == nil)
    }

    // MARK: Before the run

    @Test func groupsOfAConstantPatternAreCheckedBeforeTheRun() async throws {
        let json = Self.shortcut([
            Self.match(),
            Self.show(Self.ref(1, #""@first", {"group": "year"}"#)),
            Self.show(Self.ref(1, #""@last", {"group": 3}"#)),
            Self.show(Self.ref(1, #""@first", {"group": 4}"#)),
            Self.show(Self.ref(1, #"{"group": "hour"}"#)),
            #"{"action": "count", "input": {"var": "input"}}"#,
            Self.show(Self.ref(6, #"{"group": 1}"#)),
            Self.match("(a)"),
            Self.show(Self.ref(8, #"{"group": "name"}"#)),
        ])
        #expect(
            try await problems(json) == [
                "error: action 4 (Show Result), parameter 'text': asks for Group 4, which the pattern does not have (it has groups 1 to 3, named year, month, day)",
                "error: action 5 (Show Result), parameter 'text': asks for Group hour, which the pattern does not have (it has groups 1 to 3, named year, month, day)",
                "error: action 7 (Show Result), parameter 'text': asks for Group 1 of a whole number, which is not a match of Match Text",
                "error: action 9 (Show Result), parameter 'text': asks for Group name, which the pattern does not have (it has group 1)",
            ])
    }

    @Test func groupStepsAreTypedByTheOneTypeEngine() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(Self.shortcut([Self.match(), Self.show(Self.ref(1))]))
        let scope = Scope(before: ActionPath(1), in: document, catalog: home.catalog)
        let matches = VariableReference(.action(document.actions[0].id))
        #expect(scope.type(of: matches) == .array(.match))
        #expect(scope.type(of: VariableReference(matches.source, path: [.group(.index(1))])) == .array(.string))
        #expect(scope.type(of: VariableReference(matches.source, path: [.first, .group(.name("day"))])) == .string)
        #expect(scope.knownGroups(of: VariableReference(matches.source, path: [.last])) == ["year", "month", "day"])
        #expect(scope.knownGroups(of: VariableReference(matches.source, path: [.count])) == nil)
        // A match is text wherever text goes, and If compares it as text.
        #expect(TypeRules.canConvert(.array(.match), to: .array(.string)))
        #expect(TypeRules.canConvert(.match, to: .integer))
        #expect(ConditionRules.operandType(for: .array(.match), condition: .contains) == .string)
        let sentences = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(
            sentences.variableName(VariableReference(matches.source, path: [.first, .group(.name("year"))]))
                == "Matches › First Item › Group year")
    }

    // MARK: Running

    @Test func groupsAreReadFromMatchesWhenItRuns() async throws {
        let json = Self.shortcut([
            Self.match(),
            Self.show(Self.ref(1, #""@first", {"group": "day"}"#)),
            Self.show(Self.ref(1, #"{"group": 1}"#)),
            Self.show(Self.ref(1, #""@last", {"group": 0}"#)),
            Self.match("(x)|(y)"),
            Self.show(Self.ref(5, #""@first", {"group": 2}"#)),
        ])
        let result = try await run(json, input: "from 2024-05-01 to 2026-11-26 (x)")
        #expect(result.error == nil, "\(String(describing: result.error))")
        // A group that took no part in the match is empty text.
        #expect(result.dialogs == ["01", "2024\n2026", "2026-11-26", ""])
    }

    /// A pattern from a variable has groups known only when it runs: a group it lacks fails
    /// the run naming the action, the parameter and the path.
    @Test func aMissingGroupFailsTheRunWithThePath() async throws {
        let json = Self.shortcut([
            #"{"action": "Shortcuts.Text", "parameters": {"text": {"text": "(\\d+)-(\\d+)"}}}"#,
            #"{"action": "matchText", "pattern": {"var": "\#(Self.id(1))"}, "input": {"var": "input"}}"#,
            Self.show(Self.ref(2, #""@first", {"group": 3}"#)),
            Self.show(Self.ref(2, #""@first", {"group": "name"}"#)),
        ])
        #expect(try await problems(json) == [])
        let missing = try await run(json, input: "10-20")
        #expect(
            missing.error?.description
                == "action 3 (Show Result), parameter 'text': there is no Group 3: '10-20' has 2 groups")
        let named = try await run(
            Self.shortcut([Self.match("(a)"), Self.show(Self.ref(1, #"{"group": "x"}"#))]), input: "a")
        #expect(
            named.error?.description
                == "action 2 (Show Result), parameter 'text': there is no Group x: 'a' has no named groups")
    }
}
