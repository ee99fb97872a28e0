import AppleShortcutFiles
import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts import` with the real binary, on Apple workflows the tests write: what it writes,
/// what it reports, how a placeholder behaves afterwards (validate names it, a run stops at it),
/// names already taken, dry runs, answers to Apple's import questions, and hostile files.
@Suite(.serialized) struct ImportCommandTests {
    typealias W = AppleWorkflow
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("apple-import-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    /// Writes `workflow` as an unsigned export named `name`.shortcut; returns its path.
    func file(_ name: String, _ workflow: PlistValue) throws -> String {
        let folder = home.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).shortcut")
        try W.binary(workflow).write(to: url)
        return url.path
    }

    var libraryFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("shortcuts").path)) ?? [])
            .filter { $0.hasSuffix(".json") }
    }

    static let greeting = W.workflow([
        W.action(
            "gettext",
            ["UUID": .string("44444444-4444-4444-8444-444444444444"), "WFTextActionText": .string("Hello from Apple")]),
        W.action("showresult", ["Text": W.output("44444444-4444-4444-8444-444444444444")]),
    ])

    @Test func aShortcutIsImportedUntrustedAndRuns() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try file("Greeting", Self.greeting)
        _ = try await shortcuts("list")
        let before = libraryFiles.count
        let imported = try await shortcuts("import", path)
        #expect(imported.status == 0, "\(imported.output)\(imported.error)")
        #expect(imported.output.contains("'Greeting': 2 of 2 actions converted"), "\(imported.output)")
        #expect(imported.output.contains("untrusted until accepted"))
        #expect(libraryFiles.count == before + 1)
        // Untrusted, but it touches nothing (no app's data, files, network or programs), so it runs.
        let ran = try await shortcuts("run", "--no-input", "Greeting")
        #expect(ran.status == 0, "\(ran.error)")
        #expect(ran.output == "Hello from Apple\n")

        // The same name again is refused, and replaced when asked.
        let again = try await shortcuts("import", path)
        #expect(again.status == 73, "\(again.output)\(again.error)")
        #expect(again.output.contains("already in the library"))
        let replaced = try await shortcuts("import", "--replace", path)
        #expect(replaced.status == 0, "\(replaced.output)")
        #expect(libraryFiles.count == before + 1)
    }

    @Test func aPlaceholderIsNamedByValidateAndStopsTheRun() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try file(
            "Reminders",
            W.workflow([W.action("filter.reminders"), W.action("gettext", ["WFTextActionText": .string("after")])]))
        let imported = try await shortcuts("import", path)
        #expect(imported.status == 0)
        #expect(imported.output.contains("1 kept as placeholders (Find Reminders)"), "\(imported.output)")
        let validated = try await shortcuts("validate", "Reminders")
        #expect(validated.status == 65)
        #expect(
            validated.output.contains(
                "Apple's Find Reminders (is.workflow.actions.filter.reminders) has no counterpart here: no installed app provides it"
            ),
            "\(validated.output)")
        let viewed = try await shortcuts("view", "Reminders")
        #expect(viewed.output.contains("Apple: Find Reminders — no app provides this"), "\(viewed.output)")
        #expect(try await shortcuts("trust", "Reminders").status == 0)
        // The run does not start: the placeholder is an error, named as validate names it.
        let ran = try await shortcuts("run", "--no-input", "Reminders")
        #expect(ran.status == 65)
        #expect(ran.error.contains("action 1 (Apple Action): Apple's Find Reminders"), "\(ran.error)")
    }

    @Test func aDryRunWritesNothingAndReportsAsJSON() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try file("Greeting", Self.greeting)
        _ = try await shortcuts("list")
        let before = libraryFiles
        let dry = try await shortcuts("import", "--dry-run", "--json", path)
        #expect(dry.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(dry.output.utf8)) as? [String: Any]
        let files = try #require(report?["files"] as? [[String: Any]])
        #expect(files.first?["mapped"] as? Int == 2 && files.first?["written"] == nil)
        #expect(libraryFiles == before)
    }

    @Test func importQuestionsTakeTheGivenAnswer() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let question: PlistValue = .dictionary([
            "ActionIndex": .integer(0), "Category": .string("Parameter"), "ParameterKey": .string("WFTextActionText"),
            "Text": .string("What is your name?"), "DefaultValue": .string("friend"),
        ])
        let workflow = W.workflow(
            [
                W.action(
                    "gettext",
                    ["UUID": .string("55555555-5555-4555-8555-555555555555"), "WFTextActionText": .string("")]),
                W.action("showresult", ["Text": W.output("55555555-5555-4555-8555-555555555555")]),
            ], extra: ["WFWorkflowImportQuestions": .array([question])])
        let path = try file("Ask Name", workflow)
        let imported = try await shortcuts("import", "--answer", "1=Ada", path)
        #expect(imported.status == 0)
        #expect(imported.output.contains("question: What is your name?\n    answer: Ada"), "\(imported.output)")
        #expect(try await shortcuts("trust", "Ask Name").status == 0)
        #expect(try await shortcuts("run", "--no-input", "Ask Name").output == "Ada\n")
        let bad = try await shortcuts("import", "--answer", "one=Ada", path)
        #expect(bad.status == 64)
    }

    /// A plist bomb, a file of noise and a plist that is no shortcut: each refused naming the
    /// file and why, nothing written.
    @Test func hostileFilesAreRefused() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var bomb: [UInt8] = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(bomb.count)
        bomb += [0x51, 0x78] // "x"
        for index in 1...40 {
            offsets.append(bomb.count)
            bomb += [0xA2] + [0, 0, 0, UInt8(index - 1)] + [0, 0, 0, UInt8(index - 1)]
        }
        let table = bomb.count
        for offset in offsets { bomb += [0, 0, UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be(_ n: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: n >> (8 * (7 - $0))) } }
        bomb += [0, 0, 0, 0, 0, 0, 4, 4] + be(offsets.count) + be(offsets.count - 1) + be(table)
        try Data(bomb).write(to: folder.appendingPathComponent("bomb.shortcut"))
        try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
            to: folder.appendingPathComponent("noise.shortcut"))
        try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0)
            .write(to: folder.appendingPathComponent("other.shortcut"))
        _ = try await shortcuts("list")
        let before = libraryFiles
        let result = try await shortcuts("import", folder.path)
        #expect(result.status == 65, "\(result.output)\(result.error)")
        #expect(
            result.output.contains("bomb.shortcut: not imported: the property list expands to more than"),
            "\(result.output)")
        #expect(result.output.contains("noise.shortcut: not imported: not a property list"), "\(result.output)")
        #expect(result.output.contains("other.shortcut: not imported: the property list has no WFWorkflowActions"))
        #expect(libraryFiles == before)
    }

    /// Export writes the binary plist Apple's app reads; importing it gives the shortcut again;
    /// what Apple's app lacks refuses the export naming it, or with --lossy is a Comment.
    @Test func exportWritesWhatImportReadsBack() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try file("Greeting", Self.greeting)
        #expect(try await shortcuts("import", path).status == 0)
        let out = home.appendingPathComponent("Greeting out.shortcut")
        let exported = try await shortcuts("export", "Greeting", "-o", out.path)
        #expect(exported.status == 0, "\(exported.error)")
        let bytes = try Data(contentsOf: out)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let workflow = try PropertyListReader.read(bytes)
        #expect(workflow["WFWorkflowActions"]?.array?.count == 2)
        let again = try await shortcuts("import", "--dry-run", "--json", out.path)
        #expect(again.output.contains(#""mapped":2"#) || again.output.contains(#""mapped": 2"#), "\(again.output)")

        let script = home.appendingPathComponent("script.json")
        try """
        {"format": 1, "id": "\(UUID().uuidString)", "name": "Scripted", "actions": [
          {"id": "\(UUID().uuidString)", "action": "runShellScript", "script": "date"}
        ]}
        """.write(to: script, atomically: true, encoding: .utf8)
        let refused = try await shortcuts("export", script.path, "-o", home.appendingPathComponent("s.shortcut").path)
        #expect(refused.status == 65)
        #expect(refused.error.contains("action 1 (runShellScript)"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("s.shortcut").path))
        let lossy = try await shortcuts(
            "export", "--lossy", script.path, "-o", home.appendingPathComponent("s.shortcut").path)
        #expect(lossy.status == 0)
        #expect(lossy.error.contains("replaced by a Comment: action 1 (runShellScript)"), "\(lossy.error)")
    }
}
