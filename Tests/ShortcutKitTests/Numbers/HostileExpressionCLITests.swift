import Foundation
import ShortcutsTestSupport
import Testing

/// Issue 29, item 5: a 60 KB Calculate Expression nested 30,000 deep, 200,000 signs or a
/// 100,000-deep tower of powers crashed `validate`, `view`, `run`, the editor and the MCP
/// server (the parser recursed once per level). The real binary now ends with a documented
/// exit code and a message naming the action and parameter, never with a signal.
@Suite(.serialized) struct HostileExpressionCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-expr-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    /// A shortcut file whose one action calculates `expression`.
    func file(_ expression: String) throws -> URL {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("hostile.json")
        try """
        {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Hostile", "actions": [
          {"id": "00000000-0000-4000-8000-000000000002", "action": "calculateExpression",
           "expression": {"text": ["\(expression)"]}}
        ]}
        """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Whether `text` reports the nesting limit for the one action and its parameter.
    static func tooDeep(_ text: String) -> Bool {
        text.contains("action 1 (Calculate Expression), parameter 'expression': column ")
            && text.contains(
                ": the expression nests deeper than 100 levels (parentheses, functions and powers inside each other)")
    }

    @Test(arguments: [
        String(repeating: "(", count: 30_000) + "1" + String(repeating: ")", count: 30_000),
        Array(repeating: "2", count: 100_000).joined(separator: "^"),
    ])
    func aDeepExpressionIsAValidationErrorInEveryCommand(expression: String) async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try file(expression)
        let validate = try await shortcuts("validate", file.path)
        #expect(validate.status == 65, "\(validate.error)")
        #expect(Self.tooDeep(validate.output + validate.error), "\(validate.output)\(validate.error)")
        let run = try await shortcuts("run", file.path, "-o", "-")
        #expect(run.status == 65, "\(run.error)")
        #expect(Self.tooDeep(run.output + run.error), "\(run.output)\(run.error)")
        let view = try await shortcuts("view", file.path)
        #expect(view.status == 0, "\(view.error)")
    }

    /// A run of signs is read in a loop, not nested: 200,001 minus signs negate once.
    @Test func twoHundredThousandSignsAreOneNegation() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let file = try file(String(repeating: "-", count: 200_001) + "1 + 0")
        let validate = try await shortcuts("validate", file.path)
        #expect(validate.status == 0, "\(validate.output)\(validate.error)")
        let run = try await shortcuts("run", file.path, "-o", "-")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "-1\n")
    }

    /// At the limit the parser, the validator and the runner's evaluator all still work.
    @Test func oneHundredLevelsParseAndRun() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let nested = String(repeating: "(", count: 99) + "sqrt(16)" + String(repeating: ")", count: 99)
        let file = try file(nested + " + " + Array(repeating: "1", count: 5_000).joined(separator: " - "))
        let run = try await shortcuts("run", file.path, "-o", "-")
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output == "-4994\n")
    }
}
